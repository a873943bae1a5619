/**
 * The variance notes a firm shares with its client (docs/close.md): read through public.shared_variance_notes (the
 * month and the authors' names reach the client without the analyses or the staff's rows), grouped by month and
 * thread, and the client's reply — a note of type 'client' answering a shared thread, which RLS lets a member write
 * and nothing else (policy "Members of an organization reply to the variance notes shared with them").
 */
import type { Tx } from '../../_shared/db.ts'
import { plain } from '../../_shared/rows.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TSharedVarianceNote } from '../../../shared/schemas/close.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'
import { createNoteDocument } from './notes.ts'
import { sharedThreadState } from '../../../shared/rules/shared-notes.ts'

async function readShared(tx: Tx, organizationId: string): Promise<TSharedVarianceNote[]> {
  return plain<TSharedVarianceNote[]>(await tx`select * from public.shared_variance_notes(${organizationId}::uuid)`)
}

async function assertSharedReader(tx: Tx, organizationId: string) {
  await assertOrganizationVisible({ tx, organizationId })
  const [row] = await tx`select private.is_org_member(${organizationId}::uuid)
    or private.can_read_close(${organizationId}::uuid) as ok`
  if (!row.ok) throw new AppError('forbidden', "Only the client's members and its firm see the notes shared with it")
}

/** The shared notes by month (newest first), each thread with its replies in order. */
export async function listSharedNotes({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  await assertSharedReader(tx, organizationId)
  const notes = await readShared(tx, organizationId)
  const months: {
    month: string
    varianceAnalysisId: string
    threads: (TSharedVarianceNote & { replies: TSharedVarianceNote[] })[]
  }[] = []
  for (const n of notes) {
    if (n.answerTo) continue
    let m = months.find((x) => x.varianceAnalysisId === n.varianceAnalysisId)
    if (!m) {
      m = { month: n.month, varianceAnalysisId: n.varianceAnalysisId, threads: [] }
      months.push(m)
    }
    m.threads.push({ ...n, replies: notes.filter((r) => r.answerTo === n.id) })
  }
  // waiting for the client: open, and the last word is the firm's
  const waiting = months.flatMap((m) => m.threads).filter((t) => sharedThreadState(t) === 'waiting-for-client').length
  return { months, waiting }
}

/**
 * The client answers a shared note: the reply joins the thread (a reply to a reply answers its thread), gets its own
 * document with the text as its first update, like every note, and the database notifies the firm.
 */
export async function replyToSharedNote({
  tx,
  organizationId,
  noteId,
  content,
}: {
  tx: Tx
  organizationId: string
  noteId: string
  content: string
}): Promise<TSharedVarianceNote> {
  await assertSharedReader(tx, organizationId)
  const [member] = await tx`select private.is_org_member(${organizationId}::uuid) as ok`
  if (!member.ok)
    throw new AppError('forbidden', "Only the client's members reply here; the firm replies in its workspace")
  const shared = await readShared(tx, organizationId)
  const note = shared.find((n) => n.id === noteId)
  if (!note) throw new AppError('not_found', 'No note shared with you has this id')
  const thread = note.answerTo ?? note.id
  const parent = shared.find((n) => n.id === thread)
  if (!parent) throw new AppError('not_found', 'No note shared with you has this id')
  const documentId = await createNoteDocument({ tx, organizationId, content })
  const [row] =
    await tx`insert into public.variance_notes (organization_id, variance_analysis_id, type, path, answer_to,
      content, collab_document_id)
    values (${organizationId}, ${parent.varianceAnalysisId}, 'client', ${parent.path}, ${thread}, ${content}, ${documentId})
    returning id`
  const reply = (await readShared(tx, organizationId)).find((n) => n.id === row.id)
  if (!reply) throw new AppError('not_found', 'No note shared with you has this id')
  return reply
}

/**
 * The client changes the words of their own reply, and nothing else (the database refuses anyone else, and keeps the
 * words it replaced: supabase/schemas/23_edit_history.sql).
 */
export async function editOwnReply({
  tx,
  organizationId,
  noteId,
  content,
}: {
  tx: Tx
  organizationId: string
  noteId: string
  content: string
}): Promise<TSharedVarianceNote> {
  await assertSharedReader(tx, organizationId)
  const [row] = await tx`update public.variance_notes set content = ${content}
    where id = ${noteId} and organization_id = ${organizationId} and answer_to is not null and user_id = auth.uid()
    returning id`
  if (!row) throw new AppError('forbidden', 'Only the person who wrote a reply can change it')
  const reply = (await readShared(tx, organizationId)).find((n) => n.id === row.id)
  if (!reply) throw new AppError('not_found', 'No note shared with you has this id')
  return reply
}
