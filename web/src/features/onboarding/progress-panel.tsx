/**
 * The client's onboarding as their bookkeeper and the admins see it on the client page, live over the staff topic:
 * the step they are on, each step's completion by the one rule, their last activity, and their form submissions with
 * Approve for those in review.
 */
import { FORM_TITLES } from '@app/shared/rules/onboarding-forms.ts'
import { formatDate } from '@/lib/format.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { QueryState } from '@/components/page.tsx'
import { useApproveSubmission, useFormSubmissions, useOnboarding, useOnboardingLive } from './api.ts'
import { CallLinkForm } from './call-link-form.tsx'

export function OnboardingProgressPanel({ orgId }: { orgId: string }) {
  const state = useOnboarding(orgId)
  useOnboardingLive(orgId, true)
  const general = useFormSubmissions(orgId, 'general')
  const rnd = useFormSubmissions(orgId, 'rnd')
  const approve = useApproveSubmission()
  const submissions = [...(general.data ?? []), ...(rnd.data ?? [])]
  return (
    <section
      className="mb-6 rounded-lg border border-slate-200 bg-white px-5 py-4"
      aria-label="Onboarding progress"
      data-testid="onboarding-panel"
    >
      <QueryState query={state} label="Loading onboarding">
        {state.data && (
          <>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-sm font-semibold text-slate-900">Onboarding</h2>
              <p className="text-xs text-slate-600" data-testid="onboarding-summary">
                {state.data.completedCount} of 14 complete ·{' '}
                {state.data.completedAt
                  ? `finished ${formatDate(state.data.completedAt)}`
                  : state.data.startedAt
                    ? `on ${state.data.steps.find((s) => s.step === state.data?.lastStep)?.label}`
                    : 'not started'}
                {state.data.lastActivityAt &&
                  ` · last activity ${formatDate(state.data.lastActivityAt, 'MMM d, HH:mm')}${state.data.lastActivityBy ? ` by ${state.data.lastActivityBy}` : ''}`}
              </p>
            </div>
            <ol className="mt-3 grid gap-1 text-xs sm:grid-cols-2 lg:grid-cols-4">
              {state.data.steps.map((s, i) => (
                <li
                  key={s.step}
                  data-testid={`onboarding-step-${s.step}`}
                  data-complete={s.complete}
                  className={
                    s.complete
                      ? 'text-emerald-700'
                      : s.step === state.data?.lastStep
                        ? 'font-semibold text-slate-900'
                        : 'text-slate-500'
                  }
                >
                  {s.complete ? '✓' : `${i + 1}.`} {s.label}
                  {s.step === state.data?.lastStep && !state.data.completedAt && ' (current)'}
                </li>
              ))}
            </ol>
            {submissions.length > 0 && (
              <ul className="mt-3 flex flex-col gap-1 border-t border-slate-100 pt-3 text-sm">
                {submissions.map((s) => (
                  <li key={s.id} className="flex flex-wrap items-center gap-2" data-testid="staff-submission">
                    <Badge tone={s.status === 'Approved' ? 'success' : 'warning'}>
                      {s.status === 'Approved' ? 'Approved' : 'In review'}
                    </Badge>
                    {FORM_TITLES[s.formSlug]} {s.type === 'amendment' ? 'amendment' : 'form'} from{' '}
                    {s.submittedBy ?? 'a client'}, {formatDate(s.submittedAt)} · {Object.keys(s.amendments).length}{' '}
                    answers
                    {s.status === 'InReview' && (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={approve.isPending}
                        onClick={() =>
                          approve.mutate(s.id, {
                            onError: (e) => toast.error('Could not approve', { description: e.message }),
                          })
                        }
                      >
                        Approve
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <CallLinkForm orgId={orgId} />
          </>
        )}
      </QueryState>
    </section>
  )
}
