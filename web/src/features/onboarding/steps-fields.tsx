/**
 * The steps whose answers are fields (name, organization type, business information and profile, tax information),
 * the services cards, the terms and the confirmation. Each validates with the step's schema before it continues.
 */
import { PAYMENT_AUTHORIZATION, SERVICE_CARDS, SERVICE_LABELS } from '@app/shared/rules/onboarding-constants.ts'
import { ONBOARDING_STEP_LABELS } from '@app/shared/rules/onboarding-flow.ts'
import { firstMessageByField } from '@app/shared/rules/field-errors.ts'
import { STEP_SCHEMAS } from '@app/shared/schemas/onboarding.ts'
import type { TAccountingService } from '@app/shared/schemas/organizations.ts'
import { formatDate } from '@/lib/format.ts'
import { Button } from '@/components/ui/button.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { cn } from '@/lib/utils.ts'
import { useState } from 'react'
import { type StepProps, StepFrame } from './step-shell.tsx'
import { FIELD_STEPS, type StepField } from './step-fields.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v))

/** Client-side check with the API's schema: field errors by key, nothing sent when there are any. */
function check(step: keyof typeof STEP_SCHEMAS, values: Record<string, unknown>) {
  const r = STEP_SCHEMAS[step].safeParse(values)
  return r.success ? null : firstMessageByField(r.error.issues)
}

/** The input of a field; the rest (id, aria-*) comes from Field, which names and describes it. */
function Control({
  f,
  value,
  onChange,
  ...aria
}: { f: StepField; value: string; onChange: (v: string) => void } & Record<string, unknown>) {
  if (f.kind === 'textarea')
    return <Textarea {...aria} value={value} rows={3} onChange={(e) => onChange(e.target.value)} />
  if (f.kind === 'select' || f.kind === 'yesno') {
    const options = f.kind === 'yesno' ? { yes: 'Yes', no: 'No' } : (f.options ?? {})
    return (
      <NativeSelect {...aria} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Choose…</option>
        {Object.entries(options).map(([k, label]) => (
          <option key={k} value={k}>
            {label}
          </option>
        ))}
      </NativeSelect>
    )
  }
  return (
    <Input
      {...aria}
      type={f.kind === 'date' ? 'date' : 'text'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}

export function FieldsStep({
  step,
  state,
  draft,
  onContinue,
  errors: apiErrors,
  busy,
  onBack,
}: StepProps & { step: string; onBack?: () => void }) {
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const bookkeeping = state.values.services.includes('bookkeeping')
  const fields = FIELD_STEPS[step].filter((f) => !f.bookkeepingOnly || bookkeeping)
  const shown = { ...apiErrors, ...errors }
  const submit = async () => {
    const values = Object.fromEntries(
      fields.map((f) => [f.key, str(draft.values[f.key]).trim()]).filter(([, v]) => v !== '' || step === 'name'),
    )
    const problems = check(step as keyof typeof STEP_SCHEMAS, values)
    fieldErrors.report(problems ?? {})
    if (!problems) await onContinue(values)
  }
  return (
    <StepFrame
      title={ONBOARDING_STEP_LABELS[step as keyof typeof ONBOARDING_STEP_LABELS]}
      draft={draft}
      errors={shown}
      onBack={onBack}
      actions={
        <Button onClick={() => void submit()} disabled={busy}>
          Continue
        </Button>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((f) => (
          <Field
            key={f.key}
            label={f.label}
            required={f.required || (f.bookkeepingOnly && bookkeeping)}
            hint={f.hint}
            error={shown[f.key]}
            className={f.kind === 'textarea' ? 'sm:col-span-2' : undefined}
          >
            <Control
              f={f}
              value={str(draft.values[f.key])}
              onChange={(v) => draft.set(f.key, f.format ? f.format(v) : v)}
            />
          </Field>
        ))}
      </div>
    </StepFrame>
  )
}

const OTHER_SERVICES: TAccountingService[] = ['ap_management', 'ar_management', 'fractional_cfo']

export function ServicesStep({
  draft,
  onContinue,
  errors: apiErrors,
  busy,
  onBack,
}: StepProps & { onBack?: () => void }) {
  const [error, setError] = useState<string>()
  const chosen = new Set(str(draft.values.services).split(',').filter(Boolean) as TAccountingService[])
  const toggle = (s: TAccountingService) => {
    const next = new Set(chosen)
    if (next.has(s)) next.delete(s)
    else next.add(s)
    draft.set('services', [...next].join(','))
  }
  const submit = async () => {
    const problems = check('services', { services: [...chosen] })
    setError(problems?.services)
    if (!problems) await onContinue({ services: [...chosen] })
  }
  return (
    <StepFrame
      title="Which services do you want?"
      description="Your onboarding checklist follows the services you choose."
      draft={draft}
      errors={apiErrors}
      onBack={onBack}
      actions={
        <Button onClick={() => void submit()} disabled={busy}>
          Continue
        </Button>
      }
    >
      <fieldset className="grid gap-3 sm:grid-cols-2" aria-describedby={error ? 'services-error' : undefined}>
        <legend className="sr-only">Services</legend>
        {SERVICE_CARDS.map((c) => (
          // biome-ignore lint/a11y/noLabelWithoutControl: the Checkbox inside is the native input this label wraps
          <label
            key={c.service}
            className={cn(
              'flex cursor-pointer gap-3 rounded-lg border p-4',
              c.width === 2 && 'sm:col-span-2',
              chosen.has(c.service) ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
            )}
          >
            <Checkbox checked={chosen.has(c.service)} onChange={() => toggle(c.service)} />
            <span>
              <span className="block font-medium text-slate-900">{SERVICE_LABELS[c.service]}</span>
              <span className="block text-sm text-slate-600">{c.description}</span>
            </span>
          </label>
        ))}
        <div className="flex flex-wrap gap-4 sm:col-span-2">
          {OTHER_SERVICES.map((s) => (
            <Checkbox key={s} label={SERVICE_LABELS[s]} checked={chosen.has(s)} onChange={() => toggle(s)} />
          ))}
        </div>
      </fieldset>
      {(error ?? apiErrors.services) && (
        <p id="services-error" className="text-xs font-medium text-red-600">
          {error ?? apiErrors.services}
        </p>
      )}
    </StepFrame>
  )
}

export function TermsStep({
  state,
  draft,
  onContinue,
  errors: apiErrors,
  busy,
  onBack,
}: StepProps & { onBack?: () => void }) {
  const [error, setError] = useState<string>()
  const accepted = draft.values.terms_accept === true
  const submit = async () => {
    const values = { accepted, agreementVersion: PAYMENT_AUTHORIZATION.version }
    const problems = check('terms-authorization', values)
    setError(problems?.accepted)
    if (!problems) await onContinue(values)
  }
  return (
    <StepFrame
      title="Terms and payment authorization"
      draft={draft}
      errors={apiErrors}
      onBack={onBack}
      actions={
        <Button onClick={() => void submit()} disabled={busy}>
          Accept and continue
        </Button>
      }
    >
      <blockquote className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        {state.terms.text}
      </blockquote>
      {state.terms.acceptedAt && (
        <p className="text-sm text-emerald-700">
          Accepted by {state.terms.acceptedBy} on {formatDate(state.terms.acceptedAt)}.
        </p>
      )}
      <Field label="Authorization" error={error ?? apiErrors.accepted}>
        <Checkbox
          label="I accept the payment authorization and the engagement terms"
          checked={accepted}
          onChange={(e) => draft.set('terms_accept', e.target.checked)}
        />
      </Field>
    </StepFrame>
  )
}

export function ConfirmStep({
  state,
  draft,
  onContinue,
  errors: apiErrors,
  busy,
  onBack,
}: StepProps & { onBack?: () => void }) {
  const [error, setError] = useState<string>()
  const confirmed = draft.values.confirm_answers === true
  const before = state.steps.slice(
    0,
    state.steps.findIndex((s) => s.step === 'confirm'),
  )
  const submit = async () => {
    const problems = check('confirm', { confirmed })
    setError(problems?.confirmed)
    if (!problems) await onContinue({ confirmed })
  }
  return (
    <StepFrame
      title="Confirm your answers"
      description="Check each part; you can go back to any of them."
      draft={draft}
      errors={apiErrors}
      onBack={onBack}
      actions={
        <Button onClick={() => void submit()} disabled={busy}>
          Confirm
        </Button>
      }
    >
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        {before.map((s) => (
          <li key={s.step} className={s.complete ? 'text-emerald-700' : 'text-amber-700'}>
            {s.complete ? '✓' : '•'} {s.label} {s.complete ? '' : '(incomplete)'}
          </li>
        ))}
      </ul>
      <Field label="Confirmation" error={error ?? apiErrors.confirmed}>
        <Checkbox
          label="My answers are complete and correct"
          checked={confirmed}
          onChange={(e) => draft.set('confirm_answers', e.target.checked)}
        />
      </Field>
    </StepFrame>
  )
}
