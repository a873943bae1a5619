/**
 * One card per vendor: the vendor's open questions are answered together with one answer ("Answer all N
 * together"); a question taken out of the group is answered on its own inside the same card and can be put back.
 */
import { useState } from 'react'
import { QUESTION_KINDS, type TQuestionKind } from '@app/shared/schemas/amc.ts'
import { useMe } from '@/lib/session.tsx'
import { formatMoney } from '@/lib/format.ts'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { useAnswerGroup, type Question } from './api.ts'
import { AnswerForm } from './answer-form.tsx'
import { AnswersView } from './answers-view.tsx'
import { QuestionSummary } from './question-summary.tsx'
import { ClientQuestionCard, GroupingButton } from './client-question-card.tsx'
import { draftKey, readDraft } from './drafts.ts'

export function ClientGroupCard({
  groupId,
  vendor,
  questions,
}: {
  groupId: string
  vendor: string
  questions: Question[]
}) {
  const me = useMe()
  const answerGroup = useAnswerGroup()
  const key = draftKey(me.userId, 'group', groupId)
  const [open, setOpen] = useState(() => !!readDraft(key))
  const grouped = questions.filter((q) => !q.explicitlyUngrouped).sort((a, b) => a.id.localeCompare(b.id))
  const separate = questions.filter((q) => q.explicitlyUngrouped)
  const folders = questions.map((q) => q.id)
  const together = grouped.length >= 2
  const kinds = QUESTION_KINDS.filter((k) => grouped.some((q) => q.questions.includes(k))) as TQuestionKind[]
  const total = grouped.reduce((s, q) => s + Math.abs(q.amount), 0)

  return (
    <Card data-testid="amc-group" data-group-id={groupId}>
      <CardHeader>
        <CardTitle>{vendor}</CardTitle>
        <CardDescription>
          {questions.length === 1 ? '1 question' : `${questions.length} questions`}
          {together &&
            ` · ${formatMoney(total, { currency: true })} in ${grouped.length} transactions you can answer together`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {together ? (
          <>
            <ul className="flex flex-col divide-y divide-slate-100 rounded-md border border-slate-200">
              {grouped.map((q) => (
                <li
                  key={q.id}
                  className="flex flex-col gap-1 px-4 py-3"
                  data-testid="amc-question"
                  data-question-id={q.id}
                >
                  <QuestionSummary q={q} audience="client" compact />
                  <GroupingButton q={q} ungrouped label="Answer this one separately" />
                </li>
              ))}
            </ul>
            {!open && (
              <div className="flex flex-wrap items-center gap-3">
                <Button onClick={() => setOpen(true)}>Answer all {grouped.length} together</Button>
              </div>
            )}
            {open && (
              <div className="rounded-md border border-slate-200 bg-slate-50/60 p-4">
                <AnswerForm
                  draftKey={key}
                  kinds={kinds}
                  saved={{ answers: grouped[0].answers, response: grouped[0].clientResponse }}
                  current={Object.fromEntries(grouped.map((q) => [q.id, q.version]))}
                  orgId={grouped[0].organizationId}
                  uploadQuestionId={grouped[0].id}
                  submitLabel={`Send one answer for all ${grouped.length}`}
                  onSubmit={async ({ answers, response, versions }) => {
                    const res = await answerGroup.mutateAsync({ groupId, answers, response, versions })
                    setOpen(false)
                    return Object.fromEntries(res.questions.map((q) => [q.id, q.version]))
                  }}
                  theirs={
                    <div className="flex flex-col gap-3">
                      {grouped.map((q) => (
                        <div key={q.id}>
                          <QuestionSummary q={q} audience="client" compact />
                          <AnswersView q={q} orgId={q.organizationId} fileFolders={folders} />
                        </div>
                      ))}
                    </div>
                  }
                />
              </div>
            )}
          </>
        ) : (
          grouped.map((q) => <ClientQuestionCard key={q.id} q={q} groupFolders={folders} />)
        )}
        {separate.map((q) => (
          <ClientQuestionCard key={q.id} q={q} groupFolders={folders} vendorGrouped />
        ))}
      </CardContent>
    </Card>
  )
}
