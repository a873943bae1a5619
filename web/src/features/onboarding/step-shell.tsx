/**
 * What every step of the newer flow shares: its props (the state, the draft, how to continue) and the frame with the
 * draft's save status, the conflicts to decide and the Back / Continue buttons.
 */
import type { ReactNode } from 'react'
import type { TOnboardingStep } from '@app/shared/rules/onboarding-flow.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import type { TOnboardingState } from './api.ts'
import { DRAFT_STATUS_LABEL, type useDraft } from './use-draft.ts'
import { FIELD_STEPS } from './step-fields.ts'

export type Draft = ReturnType<typeof useDraft>
export type StepProps = {
  orgId: string
  state: TOnboardingState
  draft: Draft
  /** validated answers continue the step; field errors come back by field (values.<key> without the prefix) */
  onContinue: (values: Record<string, unknown>, opts?: { skip?: boolean }) => Promise<void>
  errors: Record<string, string>
  busy: boolean
}

export function StepFrame({
  title,
  description,
  draft,
  errors,
  children,
  actions,
  onBack,
}: {
  title: string
  description?: ReactNode
  draft: Draft
  errors: Record<string, string>
  children: ReactNode
  actions: ReactNode
  onBack?: () => void
}) {
  return (
    <section aria-label={`Step: ${title}`} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          {description && <div className="mt-1 max-w-2xl text-sm text-slate-600">{description}</div>}
        </div>
        <span className="text-xs text-slate-500" data-testid="draft-status" aria-live="polite">
          {DRAFT_STATUS_LABEL[draft.status]}
        </span>
      </div>
      <DraftConflicts draft={draft} labelOf={flowFieldLabel} />
      {errors._ && (
        <Alert tone="danger" className="mb-4">
          {errors._}
        </Alert>
      )}
      <div className="flex flex-col gap-4">{children}</div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        {onBack ? (
          <Button variant="ghost" onClick={onBack}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
    </section>
  )
}

/** Draft keys that are not answers of their own: the step's lists kept as JSON text while typed. */
export const listDraftKey = (name: string) => `${name}_json`

export type FlowStep = TOnboardingStep

/** The fields another window saved while this one typed: the user chooses which value stays. */
export function DraftConflicts({ draft, labelOf }: { draft: Draft; labelOf: (field: string) => string | undefined }) {
  return (
    <>
      {draft.conflicts.map((c) => (
        <Alert key={c.field} tone="warning" className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <span>
            Another window saved “{String(c.saved ?? '')}” for {labelOf(c.field) ?? 'this field'} while you typed “
            {String(c.yours ?? '')}”.
          </span>
          <span className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => void draft.resolve(c.field, 'saved')}>
              Use the saved one
            </Button>
            <Button size="sm" onClick={() => void draft.resolve(c.field, 'mine')}>
              Keep mine
            </Button>
          </span>
        </Alert>
      ))}
    </>
  )
}

/** The label a field of the newer flow has on its step. */
const flowFieldLabel = (field: string) =>
  Object.values(FIELD_STEPS)
    .flat()
    .find((f) => f.key === field)?.label
