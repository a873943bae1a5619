/**
 * "Edited" beside a reply, an answer or a comment whose author changed it, opening its earlier words (newest first,
 * with who changed them and when). The history is read only when someone asks for it.
 */
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { api, type ApiData } from '@/lib/api.ts'
import { formatDate } from '@/lib/format.ts'
import { useMe } from '@/lib/session.tsx'
import type { TQuestionKind } from '@app/shared/schemas/amc.ts'
import { answerSummary } from '../amc/answer-summary.ts'

type Revision = ApiData<'get', '/api/edit-history/{subject}/{subjectId}'>['revisions'][number]
export type EditSubject = 'variance_note' | 'amc_answer' | 'request_comment'

export const editHistoryKey = (subject: EditSubject, id: string) => ['edit-history', subject, id] as const

function useEditHistory(subject: EditSubject, id: string, enabled: boolean) {
  return useQuery({
    queryKey: editHistoryKey(subject, id),
    enabled,
    queryFn: async () =>
      (await api.GET('/api/edit-history/{subject}/{subjectId}', { params: { path: { subject, subjectId: id } } }))
        .revisions,
  })
}

/** The earlier words as the screens show words: a note's text, or an answer summed up as the answers list does. */
function wordsOf(r: Revision, questions: TQuestionKind[]): string {
  if (r.words.content !== undefined) return r.words.content
  return answerSummary({ questions, answers: r.words.answers ?? {}, clientResponse: r.words.clientResponse ?? null })
}

export function EditedMark({
  subject,
  id,
  editedAt,
  questions = [],
}: {
  subject: EditSubject
  id: string
  editedAt: string | null
  /** For an answer: the kinds asked, in order. */
  questions?: TQuestionKind[]
}) {
  const meId = useMe().userId
  const [open, setOpen] = useState(false)
  const history = useEditHistory(subject, id, open)
  if (!editedAt) return null
  return (
    <span className="inline-flex flex-col" data-testid="edited-mark">
      <button
        type="button"
        className="text-xs text-slate-500 underline decoration-dotted hover:text-slate-800"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        title={`Last edited ${formatDate(editedAt, 'MMMM d, yyyy h:mm a')}`}
      >
        Edited
      </button>
      {open && (
        <section className="mt-1 rounded-md border border-slate-200 bg-slate-50 p-2" aria-label="Earlier versions">
          {history.isPending && <p className="text-xs text-slate-500">Loading earlier versions…</p>}
          {history.isError && <p className="text-xs text-red-700">The earlier versions could not be loaded.</p>}
          {history.data && (
            <ol className="space-y-2">
              {history.data.map((r) => (
                <li key={r.id} className="text-xs" data-testid="earlier-version">
                  <p className="text-slate-500">
                    Before{' '}
                    {r.editedBy === meId ? 'you' : [r.firstName, r.lastName].filter(Boolean).join(' ') || 'someone'}{' '}
                    changed it on {formatDate(r.editedAt, 'MMMM d, yyyy h:mm a')}:
                  </p>
                  <p className="whitespace-pre-wrap text-slate-700">{wordsOf(r, questions)}</p>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </span>
  )
}
