/** Message templates (spec: title and content) staff reuse when writing to clients; admins and owners manage them. */
import { z } from 'zod'
import { TEXT_CHECK, ZUuid } from '../rules/values.ts'

export const ZMessageTemplateFormSchema = z.object({
  title: z
    .string({ error: 'Enter a title' })
    .check(TEXT_CHECK)
    .trim()
    .min(1, { message: 'Enter a title' })
    .max(255, { message: 'Keep the title to 255 characters or fewer' }),
  content: z
    .string({ error: 'Enter the message' })
    .check(TEXT_CHECK)
    .trim()
    .min(1, { message: 'Enter the message' })
    .max(20000, { message: 'Keep the message to 20,000 characters or fewer' }),
})
export const ZCreateMessageTemplateRequestSchema = ZMessageTemplateFormSchema
export const ZUpdateMessageTemplateRequestSchema = ZMessageTemplateFormSchema
export type TMessageTemplateForm = z.infer<typeof ZMessageTemplateFormSchema>

export const ZMessageTemplateSchema = z.object({
  id: ZUuid,
  title: z.string(),
  content: z.string(),
  createdBy: ZUuid.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type TMessageTemplate = z.infer<typeof ZMessageTemplateSchema>
