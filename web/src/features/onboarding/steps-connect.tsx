/**
 * The steps completed elsewhere: documents (uploaded to Storage and attached to their checklist tasks), the
 * onboarding call (booked on the scheduling page, which sends the browser back here with the booking), QuickBooks and
 * the financial tools (the integrations' own connect rows; the provider's callback returns here), and permissions
 * (the data-permissions grid, then a confirmation).
 */
import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import type { TConnectionProvider } from '@app/shared/schemas/connections.ts'
import { STEP_SCHEMAS } from '@app/shared/schemas/onboarding.ts'
import { firstMessageByField } from '@app/shared/rules/field-errors.ts'
import { formatDate } from '@/lib/format.ts'
import { useMe } from '@/lib/session.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { Card } from '@/components/ui/card.tsx'
import { useConnections } from '@/features/integrations/api.ts'
import { ProviderRow } from '@/features/integrations/provider-row.tsx'
import { apiFieldErrors } from '@/lib/field-errors.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { useOnboardingActions } from './api.ts'
import { type StepProps, StepFrame } from './step-shell.tsx'

type WithBack = StepProps & { onBack?: () => void }

export function DocumentsStep({ orgId, state, draft, onContinue, errors, busy, onBack }: WithBack) {
  const { upload } = useOnboardingActions(orgId)
  const [failed, setFailed] = useState<Record<string, string>>({})
  return (
    <StepFrame
      title="Documents"
      description="Upload each document; your bookkeeper sees it on your checklist."
      draft={draft}
      errors={errors}
      onBack={onBack}
      actions={
        <Button onClick={() => void onContinue({})} disabled={busy}>
          Continue
        </Button>
      }
    >
      {state.documents.map((d) => (
        <Field
          key={d.key}
          label={d.label}
          required={d.required}
          hint={d.title ? `Uploaded: ${d.title}` : undefined}
          error={failed[d.key]}
        >
          <Input
            type="file"
            data-testid={`upload-${d.key}`}
            accept=".pdf,.png,.jpg,.jpeg"
            onChange={(e) => {
              const file = e.target.files?.[0]
              if (!file) return
              upload.mutate(
                { key: d.key, file },
                {
                  onSuccess: () => setFailed(({ [d.key]: _, ...rest }) => rest),
                  onError: (err) => setFailed((f) => ({ ...f, [d.key]: err.message })),
                },
              )
            }}
          />
        </Field>
      ))}
      {upload.isPending && <p className="text-sm text-slate-600">Uploading…</p>}
    </StepFrame>
  )
}

/** The booking the scheduling page appended to our URL (Calendly's "pass event details" redirect). */
function useReturnedBooking(orgId: string) {
  const [params, setParams] = useSearchParams()
  const { book } = useOnboardingActions(orgId)
  const sent = useRef(false)
  const inviteeUuid = params.get('invitee_uuid')
  const inviteeEmail = params.get('invitee_email')
  const eventStartTime = params.get('event_start_time')
  useEffect(() => {
    if (sent.current || !inviteeUuid || !inviteeEmail || !eventStartTime) return
    sent.current = true
    book.mutate({ inviteeUuid, inviteeEmail, eventStartTime }, { onSettled: () => setParams({}, { replace: true }) })
  }, [inviteeUuid, inviteeEmail, eventStartTime, book, setParams])
  return book
}

export function BookCallStep({ orgId, state, draft, onContinue, errors, busy, onBack }: WithBack) {
  const me = useMe()
  const book = useReturnedBooking(orgId)
  const url = state.booking.url
  const link = url
    ? `${url}?${new URLSearchParams({
        name: `${state.values.firstName} ${state.values.lastName}`.trim(),
        email: me.email ?? '',
        redirect_url: `${window.location.origin}/onboarding/form/book-call`,
      })}`
    : null
  return (
    <StepFrame
      title="Book your onboarding call"
      description="A short call with your bookkeeper to walk through your books."
      draft={draft}
      errors={book.error ? { _: book.error.message, ...errors } : errors}
      onBack={onBack}
      actions={
        <Button onClick={() => void onContinue({})} disabled={busy || book.isPending}>
          Continue
        </Button>
      }
    >
      {state.booking.callDate ? (
        <Alert tone="success" data-testid="call-booked">
          Your call is booked for {formatDate(state.booking.callDate, "EEEE, MMMM d, yyyy 'at' HH:mm")} UTC.
        </Alert>
      ) : link ? (
        <Button asChild className="self-start">
          <a href={link}>Choose a time</a>
        </Button>
      ) : (
        <p className="text-sm text-slate-600">
          Your bookkeeper will reach out to schedule the call: nothing to book here.
        </p>
      )}
      {book.isPending && <p className="text-sm text-slate-600">Recording your booking…</p>}
    </StepFrame>
  )
}

/** The integration rows of some providers; a connect started here comes back to this step. */
export function ConnectRows({ orgId, providers }: { orgId: string; providers: TConnectionProvider[] }) {
  const me = useMe()
  const connections = useConnections(orgId)
  const canManage = me.organizations.some((o) => o.id === orgId && o.orgRole === 'admin')
  return (
    <Card
      onClickCapture={() => sessionStorage.setItem('connect:returnTo', window.location.pathname)}
      className="overflow-hidden"
    >
      <ul className="divide-y divide-slate-100">
        {connections.data?.providers
          .filter((p) => providers.includes(p.provider))
          .map((p) => (
            <ProviderRow key={p.provider} orgId={orgId} provider={p} canManage={canManage} />
          ))}
      </ul>
    </Card>
  )
}

export function ConnectOutcome() {
  const [params] = useSearchParams()
  const outcome = [...params.entries()].find(([, v]) => v === 'connected' || v === 'error')
  if (!outcome) return null
  return (
    <Alert tone={outcome[1] === 'connected' ? 'success' : 'danger'}>
      {outcome[1] === 'connected'
        ? 'Connected. The first sync has started.'
        : `Could not connect: ${params.get('reason') ?? 'the provider did not say why'}`}
    </Alert>
  )
}

export function QuickbooksStep({ orgId, state, draft, onContinue, errors: apiErrors, busy, onBack }: WithBack) {
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const shown = { ...apiErrors, ...errors }
  // the draft's answer, else the one recorded (config.onboardingWithExistingQuickbooks), else yes
  const existing = (draft.values.existing_quickbooks ?? state.values.existingQuickbooks ?? true) !== false
  const submit = async () => {
    const values = {
      booksUpToDate: String(draft.values.books_up_to_date ?? state.values.booksUpToDate ?? ''),
      existingQuickbooks: existing,
    }
    const r = STEP_SCHEMAS.quickbooks.safeParse(values)
    const problems = r.success ? null : firstMessageByField(r.error.issues)
    fieldErrors.report(problems ?? {})
    if (!problems) await onContinue(values)
  }
  return (
    <StepFrame
      title="Connect QuickBooks"
      description="Your books live in QuickBooks Online; we keep them in sync."
      draft={draft}
      errors={shown}
      onBack={onBack}
      actions={
        <>
          <Button variant="outline" onClick={() => void onContinue({}, { skip: true })} disabled={busy}>
            Skip for now
          </Button>
          <Button onClick={() => void submit()} disabled={busy || !state.connections.ledger}>
            Continue
          </Button>
        </>
      }
    >
      <ConnectOutcome />
      <ConnectRows orgId={orgId} providers={['quickbooks']} />
      {state.connections.ledger && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Books up to date through" required error={shown.booksUpToDate}>
            <Input
              type="date"
              value={String(draft.values.books_up_to_date ?? state.values.booksUpToDate ?? '')}
              onChange={(e) => draft.set('books_up_to_date', e.target.value)}
            />
          </Field>
          <Field label="Existing books">
            <Checkbox
              label="This QuickBooks company already holds our books"
              checked={existing}
              onChange={(e) => draft.set('existing_quickbooks', e.target.checked)}
            />
          </Field>
        </div>
      )}
    </StepFrame>
  )
}

export function ToolsStep({ orgId, state, draft, onContinue, errors, busy, onBack }: WithBack) {
  const any = state.connections.spend || state.connections.payments || state.connections.bank
  return (
    <StepFrame
      title="Connect your financial tools"
      description="Your bank, your cards or your payments provider: connect at least one."
      draft={draft}
      errors={errors}
      onBack={onBack}
      actions={
        <>
          <Button variant="outline" onClick={() => void onContinue({}, { skip: true })} disabled={busy}>
            Skip for now
          </Button>
          <Button onClick={() => void onContinue({})} disabled={busy || !any}>
            Continue
          </Button>
        </>
      }
    >
      <ConnectOutcome />
      <ConnectRows orgId={orgId} providers={['plaid', 'teller', 'ramp', 'stripe']} />
    </StepFrame>
  )
}

export function PermissionsStep({ draft, onContinue, errors: apiErrors, busy, onBack }: WithBack) {
  const [error, setError] = useState<string>()
  const granted = draft.values.permissions_granted === true
  const submit = async () => {
    try {
      const r = STEP_SCHEMAS.permissions.safeParse({ granted })
      setError(r.success ? undefined : firstMessageByField(r.error.issues).granted)
      if (r.success) await onContinue({ granted })
    } catch (e) {
      setError(apiFieldErrors(e)._)
    }
  }
  return (
    <StepFrame
      title="Permissions"
      description="Decide who on your team and ours may see each bank account and provider."
      draft={draft}
      errors={apiErrors}
      onBack={onBack}
      actions={
        <Button onClick={() => void submit()} disabled={busy}>
          Finish
        </Button>
      }
    >
      <Link
        className="text-sm font-medium text-brand-700 hover:underline"
        to="/onboarding/bank-accounts-user-permissions"
      >
        Open the permissions grid
      </Link>
      <Field label="Permissions" error={error ?? apiErrors.granted}>
        <Checkbox
          label="I have granted the access our bookkeeping team needs"
          checked={granted}
          onChange={(e) => draft.set('permissions_granted', e.target.checked)}
        />
      </Field>
    </StepFrame>
  )
}
