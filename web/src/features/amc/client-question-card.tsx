/** One question as the client sees it: the transaction, the bookkeeper's note, and the answer (form or saved). */
import { useState } from 'react'
import { useMe } from '@/lib/session.tsx'
import { ApiError } from '@/lib/api.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardHeader } from '@/components/ui/card.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { useAnswerQuestion, useSetGrouping, type Question } from './api.ts'
import { AnswerForm } from './answer-form.tsx'
import { AnswersView } from './answers-view.tsx'
import { QuestionSummary } from './question-summary.tsx'
import { draftKey, readDraft } from './drafts.ts'

export function ClientQuestionCard({
  q,
  groupFolders,
  vendorGrouped,
}: {
  q: Question
  /** ids of the questions of its vendor group (where group answers may keep their files) */
  groupFolders: string[]
  /** shown inside its vendor's card, with "put back in the group" when taken out */
  vendorGrouped?: boolean
}) {
  const me = useMe()
  const answer = useAnswerQuestion()
  const key = draftKey(me.userId, 'question', q.id)
  const [editing, setEditing] = useState(() => !!readDraft(key))
  const done = q.status === 'completed'
  // a draft in progress keeps its form open even when someone else's answer arrives meanwhile
  const hasDraft = !!readDraft(key)
  const showForm = !done && (q.status !== 'responded' || editing || hasDraft)

  return (
    <Card data-testid="amc-question" data-question-id={q.id}>
      <CardHeader>
        <QuestionSummary q={q} audience="client" />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {q.bookkeeperFeedback && !done && (
          <Alert tone={q.status === 'responded' ? 'info' : 'warning'} data-testid="amc-feedback">
            <span className="font-medium">Your bookkeeper says: </span>
            {q.bookkeeperFeedback}
          </Alert>
        )}
        {done && (
          <p className="text-sm text-emerald-700">Done: your bookkeeper has recorded this in {q.accountName}.</p>
        )}
        {!showForm && <AnswersView q={q} orgId={q.organizationId} fileFolders={groupFolders} />}
        {q.status === 'responded' && !showForm && (
          <div>
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              Change my answer
            </Button>
          </div>
        )}
        {showForm && q.questions.length === 0 && (
          <p className="text-sm text-slate-500">Your bookkeeper has not asked anything about this one yet.</p>
        )}
        {showForm && q.questions.length > 0 && (
          <AnswerForm
            draftKey={key}
            kinds={q.questions}
            saved={{ answers: q.answers, response: q.clientResponse }}
            current={{ [q.id]: q.version }}
            orgId={q.organizationId}
            uploadQuestionId={q.id}
            submitLabel="Send answer"
            onSubmit={async ({ answers, response, versions }) => {
              const { question } = await answer.mutateAsync({
                id: q.id,
                answers,
                response,
                version: versions[q.id] ?? q.version,
              })
              setEditing(false)
              return { [question.id]: question.version }
            }}
            theirs={
              <AnswersView
                q={q}
                orgId={q.organizationId}
                fileFolders={groupFolders}
                emptyText="They changed the question's status or questions, not the answer."
              />
            }
          />
        )}
        {vendorGrouped && q.explicitlyUngrouped && !done && (
          <GroupingButton q={q} ungrouped={false} label={`Put back in the ${q.groupVendorName ?? 'vendor'} group`} />
        )}
      </CardContent>
    </Card>
  )
}

export function GroupingButton({ q, ungrouped, label }: { q: Question; ungrouped: boolean; label: string }) {
  const grouping = useSetGrouping()
  return (
    <div>
      <Button
        variant="link"
        size="sm"
        disabled={grouping.isPending}
        onClick={() =>
          grouping.mutate(
            { id: q.id, ungrouped, version: q.version },
            {
              onError: (e) =>
                toast.error(
                  e instanceof ApiError && e.status === 409
                    ? 'This question just changed. Try again.'
                    : 'Could not move the question',
                  { description: e.message },
                ),
            },
          )
        }
      >
        {label}
      </Button>
    </div>
  )
}
