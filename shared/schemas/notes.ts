/** Internal notes on an organization (staff and reviewers only): the API's request and response, and the web form. */
import { z } from 'zod'
import { ZText, ZUuid } from './common.ts'

export const ZCreateNoteRequestSchema = z.object({
  title: ZText.trim().min(1, { message: 'Title is required' }).max(255),
  content: ZText.trim().max(20000).default(''),
})
export type TCreateNoteRequest = z.infer<typeof ZCreateNoteRequestSchema>

export const ZNoteSchema = z.object({
  id: ZUuid,
  organizationId: ZUuid,
  userId: ZUuid.nullable(),
  authorName: z.string(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type TNote = z.infer<typeof ZNoteSchema>
