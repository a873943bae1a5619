/** The panel a staff row opens: the client's answer, feedback (optionally asking again), status, categorise, questions. */
import { QUESTION_STATUSES, type TQuestionStatus } from '@app/shared/schemas/amc.ts'
import { formatDate } from '@/lib/format.ts'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Button } from '@/components/ui/button.tsx'
import { useState } from 'react'
import { useSetStatus, type Question } from './api.ts'
import { AnswersView } from './answers-view.tsx'
import { QuestionSummary } from './question-summary.tsx'
import { STAFF_STATUS_LABEL } from './status.ts'
import { FeedbackForm } from './staff-feedback.tsx'
import { CategorizeForm } from './staff-categorize.tsx'
import { KindsForm } from './staff-kinds.tsx'
import { Section, useStaffAction } from './staff-action.tsx'

export function StaffPanel({
  q,
  loading,
  onClose,
  siblings,
}: {
  q: Question | undefined
  loading: boolean
  onClose: () => void
  siblings: Question[]
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      <DialogContent className="max-w-2xl" data-testid="amc-panel">
        {!q ? (
          <DialogHeader>
            <DialogTitle>Question</DialogTitle>
            <DialogDescription>
              {loading ? <Spinner label="Loading" /> : 'This question is not in the list any more.'}
            </DialogDescription>
          </DialogHeader>
        ) : (
          <PanelBody q={q} siblings={siblings} />
        )}
      </DialogContent>
    </Dialog>
  )
}

function PanelBody({ q, siblings }: { q: Question; siblings: Question[] }) {
  const folders = q.groupId
    ? siblings
        .filter((s) => s.groupId === q.groupId)
        .map((s) => s.id)
        .concat(q.id)
    : [q.id]
  const done = q.status === 'completed'
  return (
    <>
      <DialogHeader>
        <DialogTitle>{q.organizationName}</DialogTitle>
        <DialogDescription>
          {/* The ledger's record id ("Purchase:153") is internal: people know the transaction by its account and date. */}
          {q.category ?? 'Transaction'} in {q.accountName}
          {q.clientRespondedAt && ` · answered ${formatDate(q.clientRespondedAt)}`}
        </DialogDescription>
      </DialogHeader>
      <QuestionSummary q={q} audience="staff" />
      <Section title="Client's answer">
        <AnswersView
          q={q}
          orgId={q.organizationId}
          fileFolders={folders}
          emptyText="The client has not answered yet."
        />
        {q.bookkeeperFeedback && (
          <p className="mt-3 text-sm text-slate-600">
            <span className="font-medium">Your last feedback: </span>
            {q.bookkeeperFeedback}
          </p>
        )}
        {q.note && (
          <p className="mt-2 text-sm text-slate-600">
            <span className="font-medium">Note: </span>
            {q.note}
          </p>
        )}
      </Section>
      {!done && <FeedbackForm key={`f-${q.id}`} q={q} />}
      {!done && <CategorizeForm key={`c-${q.id}`} q={q} />}
      <StatusForm key={`s-${q.id}-${q.status}`} q={q} />
      {!done && <KindsForm key={`k-${q.id}-${q.version}`} q={q} />}
    </>
  )
}

function StatusForm({ q }: { q: Question }) {
  const [status, setStatus] = useState<TQuestionStatus>(q.status)
  const setQuestionStatus = useSetStatus()
  const action = useStaffAction()
  return (
    <Section title="Status">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault()
          void action.run(
            () => setQuestionStatus.mutateAsync({ id: q.id, status, version: q.version }),
            `Status set to ${STAFF_STATUS_LABEL[status]}`,
          )
        }}
      >
        <NativeSelect
          aria-label="Status"
          className="w-48"
          value={status}
          onChange={(e) => setStatus(e.target.value as TQuestionStatus)}
        >
          {QUESTION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STAFF_STATUS_LABEL[s]}
            </option>
          ))}
        </NativeSelect>
        <Button type="submit" variant="outline" disabled={action.busy || status === q.status}>
          Change status
        </Button>
      </form>
      {action.error}
    </Section>
  )
}
