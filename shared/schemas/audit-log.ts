/**
 * The audit log (spec: id, userId, organizationId, actor user or system, action, query, queryValues, resultRows,
 * createdAt) as the admin viewer reads it: filters by person, organization, action, actor and date range, newest first,
 * paged with a cursor (the id of the last row shown).
 */
import { z } from 'zod'
import { TEXT_CHECK, ZDate, ZUuid } from '../rules/values.ts'

export const ZAuditActor = z.enum(['user', 'system'], { error: 'Choose a person or the system' })

/** The filter form and the query string share this schema; empty inputs are left out before parsing. */
export const ZAuditLogFilterFormSchema = z
  .object({
    userId: z.uuid({ error: 'Choose a person from the list' }).optional(),
    organizationId: z.uuid({ error: 'Choose an organization from the list' }).optional(),
    action: z
      .string()
      .check(TEXT_CHECK)
      .trim()
      .max(100, { message: 'Keep the action to 100 characters or fewer' })
      .optional(),
    actor: ZAuditActor.optional(),
    /** Whole days (UTC), the shared date rule: "Enter a real date, like 2026-02-28". */
    from: ZDate.optional(),
    to: ZDate.optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    path: ['to'],
    message: 'The end date must be on or after the start date',
  })
export type TAuditLogFilters = z.infer<typeof ZAuditLogFilterFormSchema>

export const AUDIT_LOG_PAGE_SIZE = 50

export const ZListAuditLogQuerySchema = z
  .object({
    ...ZAuditLogFilterFormSchema.shape,
    before: z.coerce
      .number({ error: 'The page cursor must be a number' })
      .int()
      .positive()
      .max(Number.MAX_SAFE_INTEGER)
      .optional(),
    limit: z.coerce
      .number({ error: 'The page size must be a number' })
      .int()
      .min(1, { message: 'The page size is 1 to 100' })
      .max(100, { message: 'The page size is 1 to 100' })
      .default(AUDIT_LOG_PAGE_SIZE),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    path: ['to'],
    message: 'The end date must be on or after the start date',
  })

export const ZAuditLogEntrySchema = z.object({
  id: z.number().int(),
  userId: ZUuid.nullable(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  organizationId: ZUuid.nullable(),
  organizationName: z.string().nullable(),
  actor: ZAuditActor,
  action: z.string(),
  query: z.string().nullable(),
  queryValues: z.record(z.string(), z.unknown()).nullable(),
  /** One line saying what changed in people's words, e.g. `Legal name: Acme → Acme Inc.` (shared/rules/audit-log.ts). */
  summary: z.string(),
  resultRows: z.number().int(),
  createdAt: z.string(),
})
export type TAuditLogEntry = z.infer<typeof ZAuditLogEntrySchema>

export const ZAuditLogPageSchema = z.object({
  entries: z.array(ZAuditLogEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: z.number().int().nullable(),
})
export type TAuditLogPage = z.infer<typeof ZAuditLogPageSchema>
