/** One line of what a client answered, for table rows (the panel shows the full answer). */
import type { TQuestionKind } from '@app/shared/schemas/amc.ts'

type Obj = Record<string, unknown>

export function answerSummary(q: {
  questions: TQuestionKind[]
  answers: Record<string, unknown>
  clientResponse: string | null
}): string {
  const parts: string[] = []
  for (const kind of q.questions) {
    const a = q.answers[kind] as Obj | undefined
    if (!a) continue
    if (typeof a.value === 'string' && a.value) parts.push(a.value)
    else if (typeof a.value === 'boolean') parts.push(a.value ? 'SAFE: yes' : 'SAFE: no')
    else if (a.none === true) parts.push('None')
    else if (Array.isArray(a.fileIds) && a.fileIds.length)
      parts.push(a.fileIds.length === 1 ? '1 file' : `${a.fileIds.length} files`)
    else if (typeof a.className === 'string') parts.push(a.className)
    else if (typeof a.from === 'string') parts.push(a.to ? `${a.from} to ${a.to}` : `from ${a.from}`)
  }
  if (q.clientResponse) parts.push(q.clientResponse)
  return parts.join(' · ') || '—'
}
