/** Customer requests with comments and files (spec §3 Customer request, §4 statuses). */
import { z } from 'zod'
import { ZText, ZUuid } from './common.ts'

/** A web link the client pastes; text rules first, so a NUL is named as such rather than as a bad link. */
const ZLink = ZText.pipe(
  z.url({ protocol: /^https?$/, message: 'Enter a link starting with http:// or https://' }).max(2000),
)

export const ZCustomerRequestStatus = z.enum(['todo', 'in_progress', 'completed'])

export const ZCustomerRequestSchema = z.object({
  id: ZUuid,
  organizationId: ZUuid,
  request: z.string(),
  link: z.string().nullable(),
  customerId: ZUuid.nullable(),
  /** The assignee: a bookkeeper of the organization or a firm admin (24_request_history.sql). */
  bookkeeperId: ZUuid.nullable(),
  assigneeName: z.string().nullable(),
  requesterId: ZUuid.nullable(),
  status: ZCustomerRequestStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
})
export const ZCustomerRequestCommentSchema = z.object({
  id: ZUuid,
  requestId: ZUuid,
  authorId: ZUuid.nullable(),
  authorName: z.string(),
  content: z.string(),
  createdAt: z.string(),
  /** When its author last changed it (null: never); the history keeps the earlier words. */
  editedAt: z.string().nullable(),
})
/** One thing that happened to a request: opened, moved between statuses, or (un)assigned; by whom, when. */
export const ZCustomerRequestEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['opened', 'status', 'assignee']),
  actorName: z.string().nullable(),
  fromStatus: ZCustomerRequestStatus.nullable(),
  toStatus: ZCustomerRequestStatus.nullable(),
  fromAssigneeName: z.string().nullable(),
  toAssigneeName: z.string().nullable(),
  createdAt: z.string(),
})
export const ZCustomerRequestDetailSchema = ZCustomerRequestSchema.extend({
  requesterName: z.string().nullable(),
  comments: z.array(ZCustomerRequestCommentSchema),
  fileIds: z.array(ZUuid),
  history: z.array(ZCustomerRequestEventSchema),
})
/** Who a request of an organization can be assigned to. */
export const ZRequestAssigneeSchema = z.object({ id: ZUuid, name: z.string() })

export const ZCreateCustomerRequestRequestSchema = z.object({
  organizationId: ZUuid,
  request: ZText.trim().min(1, { message: 'Describe the request' }).max(10000),
  link: ZLink.optional(),
  customerId: ZUuid.optional(),
  bookkeeperId: ZUuid.optional(),
  fileIds: z.array(ZUuid).max(20).default([]),
})
export const ZListCustomerRequestsQuerySchema = z.object({
  organizationId: ZUuid.optional(),
  status: ZCustomerRequestStatus.optional(),
})
export const ZUpdateCustomerRequestRequestSchema = z
  .object({
    request: ZText.trim().min(1).max(10000),
    link: ZLink.nullable(),
    status: ZCustomerRequestStatus,
    bookkeeperId: ZUuid.nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' })
export const ZCreateCommentRequestSchema = z.object({
  content: ZText.trim().min(1, { message: 'Write a comment' }).max(10000),
})
export const ZAttachFilesRequestSchema = z.object({ fileIds: z.array(ZUuid).min(1).max(20) })
