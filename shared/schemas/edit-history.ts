/**
 * The history of people's words (supabase/schemas/23_edit_history.sql): a reply to a month-end note, an answer to a
 * question, a comment on a request. Each revision holds the words as they stood before an edit.
 */
import { z } from 'zod'
import { ZUuid } from '../rules/values.ts'

export const EDIT_SUBJECTS = ['variance_note', 'amc_answer', 'request_comment'] as const
export const ZEditSubject = z.enum(EDIT_SUBJECTS)
export type TEditSubject = z.infer<typeof ZEditSubject>

export const ZEditRevisionSchema = z.object({
  id: ZUuid,
  /** {content} for a note or a comment; {answers, clientResponse} for an answer. */
  words: z.object({
    content: z.string().optional(),
    answers: z.record(z.string(), z.unknown()).optional(),
    clientResponse: z.string().nullable().optional(),
  }),
  editedBy: ZUuid.nullable(),
  editedAt: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
})
export type TEditRevision = z.infer<typeof ZEditRevisionSchema>
export const ZEditHistoryResponseSchema = z.object({ revisions: z.array(ZEditRevisionSchema) })
