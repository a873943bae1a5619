/**
 * /onboarding/form/:step — the newer fourteen-step flow (spec §2). Opens where the client stopped (on any device:
 * the place and the draft are the server's), shows which steps are complete by the one rule, lets them go back to any
 * step reached, and saves what they type as they type it.
 */
import { useState } from 'react'
import { Navigate, useNavigate, useParams } from 'react-router-dom'
import {
  isOnboardingStep,
  ONBOARDING_STEP_LABELS,
  ONBOARDING_STEPS,
  type TOnboardingStep,
} from '@app/shared/rules/onboarding-flow.ts'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { apiFieldErrors } from '@/lib/field-errors.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Stepper } from '@/components/ui/stepper.tsx'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { type TOnboardingState, useOnboarding, useOnboardingActions, useOnboardingLive } from './api.ts'
import { listDraftKey, type StepProps } from './step-shell.tsx'
import { FIELD_STEPS } from './step-fields.ts'
import { ConfirmStep, FieldsStep, ServicesStep, TermsStep } from './steps-fields.tsx'
import { OfficersStep } from './steps-people.tsx'
import { BookCallStep, DocumentsStep, PermissionsStep, QuickbooksStep, ToolsStep } from './steps-connect.tsx'
import { type DraftValues, useDraft } from './use-draft.ts'

/** What the form starts from: the committed answers, then what was typed and saved as draft on top. */
function initialValues(s: TOnboardingState): DraftValues {
  const committed: DraftValues = { firstName: s.values.firstName, lastName: s.values.lastName }
  for (const fields of Object.values(FIELD_STEPS))
    for (const f of fields) {
      const v = s.values.additionalData[f.key]
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') committed[f.key] = v
    }
  committed.services = s.values.services.join(',')
  if (s.values.additionalData.payment_authorization_accepted === true) committed.terms_accept = true
  if (s.values.additionalData.onboarding_confirmed === true) committed.confirm_answers = true
  if (s.values.additionalData.permissions_granted === true) committed.permissions_granted = true
  const officers = s.values.additionalData.officers
  if (Array.isArray(officers)) committed[listDraftKey('officers')] = JSON.stringify(officers)
  return { ...committed, ...s.draft.flow }
}

export function OnboardingFlowPage() {
  const { orgId, organization } = useCurrentOrg()
  const state = useOnboarding(orgId)
  useOnboardingLive(orgId, false)
  if (!orgId) return <EmptyState title="No organization to onboard" />
  return (
    <>
      <PageHeader
        title={`Set up ${organization?.legalName ?? 'your organization'}`}
        description="Fourteen short steps. Your answers are saved as you type: you can stop and come back on any device."
      />
      <QueryState query={state} label="Loading your onboarding">
        {state.data && <Flow key={orgId} orgId={orgId} state={state.data} />}
      </QueryState>
    </>
  )
}

function Flow({ orgId, state }: { orgId: string; state: TOnboardingState }) {
  const { step: param } = useParams()
  const navigate = useNavigate()
  const actions = useOnboardingActions(orgId)
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const step: TOnboardingStep | null = param && isOnboardingStep(param) ? param : null
  const reachedIndex = ONBOARDING_STEPS.indexOf(state.reachedStep ?? 'name')
  // the form starts once from what the server holds; later changes arrive through the draft's own refetch
  const [initial] = useState(() => initialValues(state))
  const draft = useDraft({
    orgId,
    form: 'flow',
    version: state.version,
    server: state.draft.flow,
    initial,
    step: step ?? undefined,
  })
  if (!step || ONBOARDING_STEPS.indexOf(step) > reachedIndex)
    return <Navigate to={`/onboarding/form/${state.resumeStep}`} replace />
  if (!state.canEdit)
    return <Alert tone="info">Your organization's admin fills in the onboarding. You can see its progress here.</Alert>

  const go = async (to: TOnboardingStep) => {
    await draft.flush()
    fieldErrors.clear()
    if (to !== state.lastStep) await actions.visit.mutateAsync(to)
    navigate(`/onboarding/form/${to}`)
  }
  const onContinue: StepProps['onContinue'] = async (values, opts) => {
    await draft.flush()
    try {
      const next = await actions.complete.mutateAsync({ step, values, skip: opts?.skip })
      fieldErrors.clear()
      if (next.completedAt && step === 'permissions') navigate('/onboarding/form/permissions?done=1')
      else navigate(`/onboarding/form/${next.lastStep}`)
    } catch (e) {
      const found = apiFieldErrors(e)
      fieldErrors.report(Object.fromEntries(Object.entries(found).map(([k, v]) => [k.replace(/^values\./, ''), v])))
    }
  }
  const index = ONBOARDING_STEPS.indexOf(step)
  const props = {
    orgId,
    state,
    draft,
    onContinue,
    errors,
    busy: actions.complete.isPending || actions.visit.isPending,
    onBack: index > 0 ? () => void go(ONBOARDING_STEPS[index - 1]) : undefined,
  }
  const done = state.completedAt !== null && new URLSearchParams(window.location.search).get('done') === '1'
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label="Onboarding steps">
        <Stepper
          steps={state.steps.map((s) => ({ id: s.step, label: s.label, done: s.complete }))}
          current={step}
          onSelect={(id) => {
            if (ONBOARDING_STEPS.indexOf(id as TOnboardingStep) <= reachedIndex) void go(id as TOnboardingStep)
          }}
        />
        <p className="mt-2 text-sm text-slate-600" data-testid="onboarding-progress">
          {state.completedCount} of 14 steps complete · step {index + 1}: {ONBOARDING_STEP_LABELS[step]}
        </p>
      </nav>
      {done ? (
        <Alert
          tone="success"
          className="flex flex-wrap items-center justify-between gap-3"
          data-testid="onboarding-done"
        >
          <span>Onboarding is complete. Your bookkeeper takes it from here.</span>
          <Button size="sm" onClick={() => navigate('/accounting/dashboard')}>
            Go to your dashboard
          </Button>
        </Alert>
      ) : (
        <StepBody step={step} {...props} />
      )}
    </div>
  )
}

function StepBody({ step, ...props }: StepProps & { step: TOnboardingStep; onBack?: () => void }) {
  switch (step) {
    case 'services':
      return <ServicesStep {...props} />
    case 'terms-authorization':
      return <TermsStep {...props} />
    case 'officers-control':
      return <OfficersStep {...props} />
    case 'document-upload':
      return <DocumentsStep {...props} />
    case 'confirm':
      return <ConfirmStep {...props} />
    case 'book-call':
      return <BookCallStep {...props} />
    case 'quickbooks':
      return <QuickbooksStep {...props} />
    case 'financial-tools':
      return <ToolsStep {...props} />
    case 'permissions':
      return <PermissionsStep {...props} />
    default:
      return <FieldsStep step={step} {...props} />
  }
}
