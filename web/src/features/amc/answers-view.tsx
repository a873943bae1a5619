/** A saved answer, read-only: each question's prompt with what was answered, files openable through signed URLs. */
import { QUESTION_PROMPTS, type TQuestionKind } from '@app/shared/schemas/amc.ts'
import { formatQuestionDate } from '@/lib/format.ts'
import { toast } from '@/components/ui/toast.tsx'
import { openStoredFile, useStoredFiles, type StoredFile } from './files.ts'
import { EditedMark } from '../edit-history/edited-mark.tsx'

type Answerable = {
  questions: TQuestionKind[]
  answers: Record<string, unknown>
  clientResponse: string | null
  /** A saved question: its answer's edits can be shown. */
  id?: string
  answerEditedAt?: string | null
}
type Obj = Record<string, unknown>

export function AnswersView({
  q,
  orgId,
  fileFolders,
  emptyText = 'No answer yet.',
}: {
  q: Answerable
  orgId: string
  fileFolders: string[]
  emptyText?: string
}) {
  const hasFiles = q.questions.some(
    (k) =>
      Array.isArray((q.answers[k] as Obj | undefined)?.fileIds) &&
      ((q.answers[k] as Obj).fileIds as unknown[]).length > 0,
  )
  const stored = useStoredFiles(orgId, fileFolders, hasFiles)
  const answered = q.questions.filter((k) => q.answers[k] !== undefined)
  if (answered.length === 0 && !q.clientResponse) return <p className="text-sm text-slate-500">{emptyText}</p>
  return (
    <dl className="flex flex-col gap-3 text-sm" data-testid="answers-view">
      {answered.map((kind) => (
        <div key={kind}>
          <dt className="text-slate-500">{QUESTION_PROMPTS[kind]}</dt>
          <dd className="mt-0.5 font-medium text-slate-900">
            {renderAnswer(kind, q.answers[kind] as Obj, stored.data ?? {})}
          </dd>
        </div>
      ))}
      {q.clientResponse && (
        <div>
          <dt className="text-slate-500">Anything else</dt>
          <dd className="mt-0.5 whitespace-pre-wrap text-slate-900">{q.clientResponse}</dd>
        </div>
      )}
      {q.id && (
        <div>
          <EditedMark subject="amc_answer" id={q.id} editedAt={q.answerEditedAt ?? null} questions={q.questions} />
        </div>
      )}
    </dl>
  )
}

function renderAnswer(kind: TQuestionKind, a: Obj, files: Record<string, StoredFile>) {
  switch (kind) {
    case 'service_period':
      return a.to
        ? `${formatQuestionDate(String(a.from))} to ${formatQuestionDate(String(a.to))}`
        : `From ${formatQuestionDate(String(a.from))}`
    case 'safe':
      return a.value ? 'Yes' : 'No'
    case 'class':
      return String(a.className ?? '')
    case 'cogs':
      return a.none ? 'Not a cost of goods sold' : String(a.value ?? '')
    case 'invoice':
    case 'prepaid_bills_for_month':
    case 'accruals_for_month': {
      if (a.none)
        return (
          <>
            None
            {a.description ? <span className="block font-normal text-slate-700">{String(a.description)}</span> : null}
          </>
        )
      const ids = (a.fileIds as string[] | undefined) ?? []
      return (
        <span className="flex flex-col gap-1">
          <FileLinks ids={ids} files={files} />
          {a.description ? <span className="font-normal text-slate-700">{String(a.description)}</span> : null}
        </span>
      )
    }
    default:
      return <span className="whitespace-pre-wrap">{String(a.value ?? '')}</span>
  }
}

function FileLinks({ ids, files }: { ids: string[]; files: Record<string, StoredFile> }) {
  return (
    <span className="flex flex-wrap gap-2">
      {ids.map((id) => {
        const f = files[id]
        if (!f)
          return (
            <span key={id} className="text-slate-500">
              File {id.slice(0, 8)}
            </span>
          )
        return (
          <button
            key={id}
            type="button"
            className="text-brand-700 underline-offset-4 hover:underline"
            onClick={() =>
              openStoredFile(f.path).catch((e: Error) =>
                toast.error('Could not open the file', { description: e.message }),
              )
            }
          >
            {f.name}
          </button>
        )
      })}
    </span>
  )
}
