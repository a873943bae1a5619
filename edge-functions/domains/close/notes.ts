/**
 * Notes on a variance analysis (spec §3.6): on a line (path, with its label trail and account id kept as path_v2 and
 * path_v3) or in reply to a note (answer_to), resolved and reopened, and written live by several people at once: the
 * body is a Yjs document on the collab server (docs/collab.md). The API creates the document with the first text as
 * its first update; editors save the plain text back (content) for lists and notifications.
 */
import * as Y from 'yjs'
import type { z } from 'zod'
import type { Tx } from '../../_shared/db.ts'
import { plain } from '../../_shared/rows.ts'
import { AppError } from '../../_shared/errors.ts'
import type {
  TVarianceNote,
  ZCreateVarianceNoteRequestSchema,
  ZUpdateVarianceNoteRequestSchema,
} from '../../../shared/schemas/close.ts'
import type { TVarianceLine } from '../../../shared/rules/variance-analysis.ts'
import { assertCloseReader } from '../../_shared/access.ts'

/** The Y.Text every note's document keeps its body in (the web editor uses the same name). */
export const NOTE_TEXT = 'body'

export const NOTE_COLUMNS = `n.id, n.created_at as "createdAt", n.variance_analysis_id as "varianceAnalysisId", n.type,
  n.path, n.path_v2 as "pathV2", n.path_v3 as "pathV3", n.resolved_at as "resolvedAt", n.content, n.user_id as "userId",
  n.answer_to as "answerTo", n.collab_document_id as "collabDocumentId", u.first_name as "firstName",
  u.last_name as "lastName", n.author_role::text as role,
  (select max(r.edited_at) from public.edit_revisions r where r.subject = 'variance_note' and r.subject_id = n.id) as "editedAt"`

/** A new note's Yjs document with its first text as its first update (the caller's, once). */
export async function createNoteDocument({
  tx,
  organizationId,
  content,
}: {
  tx: Tx
  organizationId: string
  content: string
}): Promise<string> {
  const documentId = `variance-note.${crypto.randomUUID()}`
  await tx`insert into public.collab_documents (id, organization_id, kind) values (${documentId}, ${organizationId}, 'variance_note')`
  const ydoc = new Y.Doc()
  ydoc.getText(NOTE_TEXT).insert(0, content)
  await tx`select private.seed_collab_document(${documentId}, ${Y.encodeStateAsUpdate(ydoc)})`
  ydoc.destroy()
  return documentId
}

async function loadNote(tx: Tx, noteId: string): Promise<TVarianceNote> {
  const [n] = plain<TVarianceNote[]>(
    await tx`select ${tx.unsafe(NOTE_COLUMNS)} from public.variance_notes n left join public.users u on u.id = n.user_id
      where n.id = ${noteId}`,
  )
  if (!n) throw new AppError('not_found', 'No note with this id')
  return n
}

export async function createNote({
  tx,
  organizationId,
  analysisId,
  input,
}: {
  tx: Tx
  organizationId: string
  analysisId: string
  input: z.infer<typeof ZCreateVarianceNoteRequestSchema>
}): Promise<TVarianceNote> {
  await assertCloseReader({ tx, organizationId })
  const [a] = await tx`select profit_and_loss -> 'lines' as pnl, balance_sheet -> 'lines' as bs
    from public.variance_analyses where id = ${analysisId} and organization_id = ${organizationId}`
  if (!a) throw new AppError('not_found', 'No variance analysis with this id')
  let line: TVarianceLine | undefined
  if (input.answerTo) {
    const [parent] = await tx`select id from public.variance_notes where id = ${input.answerTo}
      and variance_analysis_id = ${analysisId}`
    if (!parent) {
      const message = 'Reply to a note of this analysis'
      throw new AppError('unprocessable', message, { fields: [{ path: 'answerTo', message }] })
    }
  } else {
    line = [...((a.pnl ?? []) as TVarianceLine[]), ...((a.bs ?? []) as TVarianceLine[])].find(
      (l) => l.path === input.path,
    )
    if (!line) {
      const message = 'Choose a line of this analysis'
      throw new AppError('unprocessable', message, { fields: [{ path: 'path', message }] })
    }
  }
  const documentId = await createNoteDocument({ tx, organizationId, content: input.content })
  const [row] = await tx`insert into public.variance_notes (organization_id, variance_analysis_id, type, path, path_v2,
      path_v3, answer_to, content, collab_document_id)
    values (${organizationId}, ${analysisId}, ${input.type}, ${line?.path ?? 'reply'}, ${line?.trail ?? null},
      ${line?.accountId ?? null}, ${input.answerTo ?? null}, ${input.content}, ${documentId})
    returning id`
  return loadNote(tx, row.id)
}

export async function updateNote({
  tx,
  organizationId,
  noteId,
  patch,
}: {
  tx: Tx
  organizationId: string
  noteId: string
  patch: z.infer<typeof ZUpdateVarianceNoteRequestSchema>
}): Promise<TVarianceNote> {
  await assertCloseReader({ tx, organizationId })
  const [row] = await tx`update public.variance_notes set
      content = coalesce(${patch.content ?? null}::text, content),
      resolved_at = case when ${patch.resolved === undefined} then resolved_at
                         when ${patch.resolved ?? false} then coalesce(resolved_at, now()) else null end,
      resolved_by = case when ${patch.resolved === undefined} then resolved_by
                         when ${patch.resolved ?? false} then coalesce(resolved_by, auth.uid()) else null end
    where id = ${noteId} and organization_id = ${organizationId} returning id`
  if (!row) throw new AppError('not_found', 'No note with this id')
  return loadNote(tx, noteId)
}

export async function deleteNote({ tx, organizationId, noteId }: { tx: Tx; organizationId: string; noteId: string }) {
  await assertCloseReader({ tx, organizationId })
  const [row] = await tx`delete from public.variance_notes where id = ${noteId} and organization_id = ${organizationId}
    returning id`
  if (!row) throw new AppError('forbidden', "Only the author of a note or the client's bookkeepers delete it")
}
