/**
 * A mail as the mail bridge publishes it to pub/sub for the product's addresses (bills+…@, receipts+…@, the tax
 * address): the message id, who it was to and from, the subject and its attachments in base64. One shape for every
 * intake that reads mail (bill pay, receipts).
 */
import { z } from 'zod'

export const ZBridgedMail = z.object({
  messageId: z.string().min(1).max(200),
  to: z.string().max(500).optional(),
  from: z.string().max(500).optional(),
  subject: z.string().max(1000).optional(),
  attachments: z
    .array(
      z.object({ fileName: z.string().min(1).max(255), contentType: z.string().max(100), contentBase64: z.string() }),
    )
    .max(20)
    .default([]),
})
export type TBridgedMail = z.infer<typeof ZBridgedMail>
