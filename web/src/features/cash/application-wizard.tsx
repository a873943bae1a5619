/**
 * The KYC application as a multi-step form. Every change is saved as a draft a moment after typing stops (only the
 * fields the API accepts; the others wait in the browser with their message), the step is in the URL, and the
 * review step lists what still stops submission with a link to where it is fixed.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { BANKING_AGREEMENTS } from '@app/shared/rules/banking-onboarding.ts'
import { useMe } from '@/lib/session.tsx'
import { type FieldErrors, useFormErrors } from '@/lib/use-form-errors.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle, CardDescription } from '@/components/ui/card.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { Stepper } from '@/components/ui/stepper.tsx'
import {
  type ApplicationValues,
  type Edits,
  STEPS,
  type StepId,
  type TextField,
  editsAfterSave,
  prefillEdits,
  saveableEdits,
  stepOfPath,
  valuesOf,
} from './application-form.ts'
import { AddressStep, ApplicantStep, CompanyStep, IndustryStep, type StepProps } from './application-steps.tsx'
import { useStoredEdits } from './onboarding-drafts.ts'
import { type ApplicationState, useSaveApplication, useSubmitApplication } from './onboarding-api.ts'
import { AddOwnerForm, OwnersList } from './owners-step.tsx'

const SAVE_DELAY_MS = 700

type SaveState = 'idle' | 'saving' | 'saved' | 'failed'

function useAutosave(orgId: string, edits: Edits, update: (f: (e: Edits) => Edits) => void) {
  const save = useSaveApplication(orgId)
  const [state, setState] = useState<SaveState>('idle')
  const serverErrors = useFormErrors()
  const { body, sent, errors } = useMemo(() => saveableEdits(edits), [edits])
  const pending = Object.keys(body).length > 0

  const flush = useCallback(async () => {
    if (!pending) return true
    setState('saving')
    try {
      await save.mutateAsync(body)
      update((current) => editsAfterSave(current, sent))
      serverErrors.clear()
      setState('saved')
      return true
    } catch (e) {
      serverErrors.fromApi(e)
      setState('failed')
      return false
    }
  }, [pending, body, sent, save, update, serverErrors.clear, serverErrors.fromApi])

  const latestFlush = useRef(flush)
  latestFlush.current = flush
  const bodyKey = JSON.stringify(body)
  useEffect(() => {
    if (bodyKey === '{}') return
    const timer = setTimeout(() => void latestFlush.current(), SAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [bodyKey])

  return { state, errors: { ...serverErrors.errors, ...errors }, unsent: Object.keys(errors).length, flush }
}

function SaveStatus({ state, unsent, message }: { state: SaveState; unsent: number; message?: string }) {
  const text =
    state === 'saving'
      ? 'Saving…'
      : state === 'failed'
        ? `Not saved: ${message ?? 'try again'}`
        : unsent > 0
          ? 'Fix the marked fields; they are kept on this device until they can be saved'
          : state === 'saved'
            ? 'All changes saved'
            : 'Changes are saved as you type'
  return (
    <p
      className={state === 'failed' || unsent > 0 ? 'text-sm text-amber-700' : 'text-sm text-slate-500'}
      aria-live="polite"
      data-testid="save-status"
    >
      {text}
    </p>
  )
}

export function ApplicationWizard({ orgId, data }: { orgId: string; data: ApplicationState }) {
  const me = useMe()
  const [params, setParams] = useSearchParams()
  const step = (STEPS.find((s) => s.id === params.get('step'))?.id ?? 'company') as StepId
  const goTo = (id: StepId) => setParams({ step: id }, { replace: false })

  const saved = useMemo(() => valuesOf(data.application), [data.application])
  const { edits, latest, update } = useStoredEdits(me.userId, orgId)
  // before the first save the form starts from the organization's profile, saved like anything typed
  const fresh = data.application === null
  useEffect(() => {
    if (fresh && Object.keys(latest.current).length === 0) update(() => prefillEdits(data.prefill))
  }, [fresh, data.prefill, latest, update])
  const values: ApplicationValues = { ...saved, ...edits }
  const autosave = useAutosave(orgId, edits, update)
  const submit = useSubmitApplication(orgId)
  const submitErrors = useFormErrors()
  const errors = { ...submitErrors.errors, ...autosave.errors }

  const stepProps: StepProps = {
    values,
    errors,
    set: (field: TextField, value: string) => {
      submitErrors.dismiss(field)
      update((e) => ({ ...e, [field]: value }))
    },
    setRestricted: (value) => {
      submitErrors.dismiss('restrictedIndustries')
      update((e) => ({ ...e, restrictedIndustries: value }))
    },
  }

  const index = STEPS.findIndex((s) => s.id === step)
  const problemSteps = new Set([
    ...data.problems.map((p) => stepOfPath(p.path)),
    ...Object.keys(errors)
      .filter((k) => k !== '_')
      .map(stepOfPath),
  ])
  const next = async () => {
    await autosave.flush()
    goTo(STEPS[index + 1].id)
  }

  const send = async () => {
    if (!(await autosave.flush())) return
    submit.mutate(undefined, {
      onSuccess: submitErrors.clear,
      onError: submitErrors.fromApi,
    })
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Stepper
          current={step}
          onSelect={(id) => goTo(id as StepId)}
          steps={STEPS.map((s) => ({ id: s.id, label: s.label, done: !problemSteps.has(s.id) }))}
        />
        <SaveStatus state={autosave.state} unsent={autosave.unsent} message={autosave.errors._} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{STEPS[index].label}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {step === 'company' && <CompanyStep {...stepProps} />}
          {step === 'address' && <AddressStep {...stepProps} />}
          {step === 'industry' && <IndustryStep {...stepProps} />}
          {step === 'applicant' && <ApplicantStep {...stepProps} />}
          {step === 'owners' && <OwnersStep orgId={orgId} data={data} errors={errors} />}
          {step === 'review' && (
            <ReviewStep
              orgId={orgId}
              data={data}
              errors={errors}
              goTo={goTo}
              submitting={submit.isPending || autosave.state === 'saving'}
              onSubmit={() => void send()}
            />
          )}
        </CardContent>
      </Card>
      <div className="flex justify-between">
        <Button variant="outline" disabled={index === 0} onClick={() => goTo(STEPS[Math.max(0, index - 1)].id)}>
          Back
        </Button>
        {index < STEPS.length - 1 && <Button onClick={() => void next()}>Continue</Button>}
      </div>
    </div>
  )
}

function OwnersStep({ orgId, data, errors }: { orgId: string; data: ApplicationState; errors: FieldErrors }) {
  const ownerProblems = [
    ...data.problems.filter((p) => p.path === 'owners' || p.path.startsWith('owners.')).map((p) => p.message),
    ...Object.entries(errors)
      .filter(([k]) => k === 'owners' || k.startsWith('owners.'))
      .map(([, m]) => m),
  ]
  return (
    <>
      <p className="text-sm text-slate-600">
        List everyone who owns 25% or more of the business, and the person who controls it. When you submit, each owner
        is emailed a link to add their own date of birth, Social Security number and home address.
      </p>
      {[...new Set(ownerProblems)].map((m) => (
        <Alert key={m} tone="warning">
          {m}
        </Alert>
      ))}
      <OwnersList orgId={orgId} owners={data.owners} canRemove canResend={false} />
      <AddOwnerForm orgId={orgId} />
    </>
  )
}

function ReviewStep({
  orgId,
  data,
  errors,
  goTo,
  submitting,
  onSubmit,
}: {
  orgId: string
  data: ApplicationState
  errors: FieldErrors
  goTo: (id: StepId) => void
  submitting: boolean
  onSubmit: () => void
}) {
  const accept = useSaveApplication(orgId)
  // The choice shows in the same render as the click (a controlled checkbox would otherwise snap back until the
  // mutation reports pending); the saved acceptance takes over when the API answers.
  const [choice, setChoice] = useState<boolean | null>(null)
  const accepted = choice ?? !!data.application?.termsAcceptedAt
  const acceptTerms = (termsAccepted: boolean) => {
    setChoice(termsAccepted)
    accept.mutate({ termsAccepted }, { onSettled: () => setChoice(null) })
  }
  const problems = [
    ...data.problems,
    ...Object.entries(errors)
      .filter(([k]) => k !== '_' && !data.problems.some((p) => p.path === k))
      .map(([path, message]) => ({ path, message })),
  ]
  return (
    <div className="flex flex-col gap-5">
      {problems.length > 0 ? (
        <div className="flex flex-col gap-2" data-testid="application-problems">
          <p className="text-sm font-medium text-slate-800">Before you can submit:</p>
          <ul className="flex flex-col gap-1 text-sm">
            {problems.map((p) => (
              <li key={`${p.path}:${p.message}`} className="flex flex-wrap items-center gap-2">
                <span className="text-red-700">{p.message}</span>
                <Button variant="link" size="sm" onClick={() => goTo(stepOfPath(p.path))}>
                  Go to {STEPS.find((s) => s.id === stepOfPath(p.path))?.label}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <Alert tone="success">Everything the bank needs is filled in.</Alert>
      )}
      <Card className="shadow-none">
        <CardHeader>
          <CardTitle>Banking agreements</CardTitle>
          <CardDescription>Accepting them accepts each one in your name.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <ul className="list-disc pl-5 text-sm text-slate-700">
            {BANKING_AGREEMENTS.map((a) => (
              <li key={a.key}>
                <span className="font-medium">{a.title}</span> — {a.summary}
              </li>
            ))}
          </ul>
          <Checkbox
            label="I accept the banking agreements"
            checked={accepted}
            disabled={accept.isPending}
            onChange={(e) => acceptTerms(e.target.checked)}
          />
          {errors.termsAccepted && <p className="text-xs font-medium text-red-600">{errors.termsAccepted}</p>}
        </CardContent>
      </Card>
      {errors._ && <Alert tone="danger">{errors._}</Alert>}
      <div className="flex justify-end">
        <Button size="lg" onClick={onSubmit} disabled={submitting}>
          {submitting ? 'Submitting…' : 'Submit application'}
        </Button>
      </div>
    </div>
  )
}
