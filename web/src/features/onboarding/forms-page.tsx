/**
 * /onboarding/form/general and /onboarding/form/rnd (spec §2): the older forms, one step at a time, saved as typed
 * (the draft's general and rnd maps) and submitted as typed amendments that wait InReview until staff approve them.
 */
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { FORM_STEPS, type TFormSlug } from '@app/shared/rules/onboarding-constants.ts'
import {
  FORM_QUESTIONS,
  FORM_STEP_LABELS,
  FORM_TITLES,
  formAmendments,
  missingAnswers,
} from '@app/shared/rules/onboarding-forms.ts'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { formatDate } from '@/lib/format.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Stepper } from '@/components/ui/stepper.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { type TOnboardingState, useFormSubmissions, useOnboarding, useOnboardingLive, useSubmitForm } from './api.ts'
import { DRAFT_STATUS_LABEL, useDraft } from './use-draft.ts'
import { DraftConflicts } from './step-shell.tsx'

export function OnboardingFormPage({ slug }: { slug: TFormSlug }) {
  const { orgId } = useCurrentOrg()
  const state = useOnboarding(orgId)
  useOnboardingLive(orgId, false)
  if (!orgId) return <EmptyState title="No organization selected" />
  return (
    <>
      <PageHeader
        title={FORM_TITLES[slug]}
        description="Saved as you type. Submit when you are done; your bookkeeper reviews it."
      />
      <QueryState query={state}>
        {state.data && <FormBody key={`${orgId}-${slug}`} slug={slug} orgId={orgId} state={state.data} />}
      </QueryState>
    </>
  )
}

function FormBody({ slug, orgId, state }: { slug: TFormSlug; orgId: string; state: TOnboardingState }) {
  const { step: param } = useParams()
  const navigate = useNavigate()
  const steps = FORM_STEPS[slug]
  const step = param && steps.includes(param) ? param : steps[0]
  const server = state.draft[slug]
  const [initial] = useState(() => ({ ...server }))
  const draft = useDraft({ orgId, form: slug, version: state.version, server, initial })
  const submissions = useFormSubmissions(orgId, slug)
  const submit = useSubmitForm(orgId, slug)
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const index = steps.indexOf(step)
  const last = index === steps.length - 1
  // what was typed is saved before the step changes (the next screen starts from the server's draft)
  const go = async (to: string) => {
    await draft.flush()
    navigate(`/onboarding/form/${slug}/${to}`)
  }

  const send = async () => {
    await draft.flush()
    const missing = missingAnswers(slug, draft.values)
    fieldErrors.report(Object.fromEntries(missing.map((m) => [m.path, m.message])))
    if (missing.length) return await go(missing[0].path.split('.')[0])
    try {
      await submit.mutateAsync(formAmendments(slug, draft.values))
    } catch (e) {
      fieldErrors.fromApi(e)
    }
  }
  return (
    <div className="flex flex-col gap-6">
      <Stepper
        steps={steps.map((s) => ({ id: s, label: FORM_STEP_LABELS[s] }))}
        current={step}
        onSelect={(to) => void go(to)}
      />
      {errors._ && <Alert tone="danger">{errors._}</Alert>}
      <DraftConflicts
        draft={draft}
        labelOf={(field) =>
          FORM_QUESTIONS[slug][field.split('.')[0]]?.find((q) => `${field.split('.')[0]}.${q.key}` === field)?.label
        }
      />
      <section
        className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        aria-label={FORM_STEP_LABELS[step]}
      >
        <div className="mb-4 flex items-start justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-900">{FORM_STEP_LABELS[step]}</h2>
          <span className="text-xs text-slate-500" data-testid="draft-status" aria-live="polite">
            {DRAFT_STATUS_LABEL[draft.status]}
          </span>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {FORM_QUESTIONS[slug][step].map((q) => {
            const key = `${step}.${q.key}`
            const v = draft.values[key]
            return (
              <Field
                key={key}
                label={q.label}
                required={q.required}
                error={errors[key]}
                className={q.kind === 'textarea' ? 'sm:col-span-2' : undefined}
              >
                {q.kind === 'textarea' ? (
                  <Textarea rows={3} value={String(v ?? '')} onChange={(e) => draft.set(key, e.target.value)} />
                ) : q.kind === 'yesno' ? (
                  <NativeSelect
                    value={v === true ? 'true' : v === false ? 'false' : ''}
                    onChange={(e) => draft.set(key, e.target.value === '' ? null : e.target.value === 'true')}
                  >
                    <option value="">Choose…</option>
                    <option value="true">Yes</option>
                    <option value="false">No</option>
                  </NativeSelect>
                ) : (
                  <Input
                    inputMode={q.kind === 'number' ? 'decimal' : undefined}
                    value={String(v ?? '')}
                    onChange={(e) => draft.set(key, e.target.value)}
                  />
                )}
              </Field>
            )
          })}
        </div>
        <div className="mt-6 flex justify-between border-t border-slate-100 pt-4">
          {index > 0 ? (
            <Button variant="ghost" onClick={() => void go(steps[index - 1])}>
              Back
            </Button>
          ) : (
            <span />
          )}
          {last ? (
            <Button onClick={() => void send()} disabled={submit.isPending}>
              Submit for review
            </Button>
          ) : (
            <Button onClick={() => void go(steps[index + 1])}>Next</Button>
          )}
        </div>
      </section>
      <QueryState query={submissions}>
        {submissions.data && submissions.data.length > 0 && (
          <section aria-label="Your submissions" className="text-sm">
            <h2 className="mb-2 font-semibold text-slate-900">Your submissions</h2>
            <ul className="flex flex-col gap-1">
              {submissions.data.map((s) => (
                <li key={s.id} className="flex items-center gap-2" data-testid="form-submission">
                  <Badge tone={s.status === 'Approved' ? 'success' : 'warning'}>
                    {s.status === 'Approved' ? 'Approved' : 'In review'}
                  </Badge>
                  {s.type === 'initial' ? 'Submitted' : 'Amendment'} {formatDate(s.submittedAt)}
                  {s.reviewedBy && ` · approved by ${s.reviewedBy}`}
                </li>
              ))}
            </ul>
          </section>
        )}
      </QueryState>
      <Link to="/onboarding/form" className="text-sm text-brand-700 hover:underline">
        Back to the onboarding steps
      </Link>
    </div>
  )
}
