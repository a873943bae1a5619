/**
 * Error reports (docs/monitoring.md): a browser's report as it posts it to /api/monitoring, and the admins' list.
 * Long texts are cut to the column's size rather than refused: a report of an error must not fail for its length.
 */
import { z } from 'zod'
import { ZText } from '../rules/values.ts'

const cut = (max: number) => ZText.transform((s) => s.slice(0, max))

export const ZErrorReportInput = z.object({
  message: ZText.trim()
    .min(1, 'Say what went wrong')
    .transform((s) => s.slice(0, 2000)),
  stack: cut(20000).optional(),
  url: cut(2000).optional(),
  requestId: ZText.regex(/^[A-Za-z0-9._:-]{1,100}$/, 'A request id is letters, digits and . _ : - only').optional(),
  status: z.number().int().min(100).max(599).optional(),
  release: cut(100).optional(),
})
export type TErrorReportInput = z.infer<typeof ZErrorReportInput>

export const ERROR_REPORT_SOURCES = ['browser', 'function'] as const

export const ZErrorReport = z.object({
  id: z.number().int(),
  source: z.enum(ERROR_REPORT_SOURCES),
  requestId: z.string().nullable(),
  message: z.string(),
  stack: z.string().nullable(),
  url: z.string().nullable(),
  method: z.string().nullable(),
  status: z.number().int().nullable(),
  userEmail: z.string().nullable(),
  userAgent: z.string().nullable(),
  occurredAt: z.string(),
})
export type TErrorReport = z.infer<typeof ZErrorReport>

export const ZListErrorReportsQuery = z.object({
  source: z.enum(ERROR_REPORT_SOURCES).optional(),
  requestId: ZText.max(100).optional(),
})
export const ZListErrorReportsResponse = z.object({ reports: z.array(ZErrorReport) })
export type TListErrorReportsResponse = z.infer<typeof ZListErrorReportsResponse>
