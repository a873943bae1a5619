/** Monthly metrics as the API answers them: one shape for the route's OpenAPI document, its handler and the dashboard. */
import { z } from 'zod'

export const ZVarianceDirection = z.enum(['up', 'down', 'none'])

const ZMetricFields = {
  month: z.string(), // YYYY-MM-01
  cashOnHandCents: z.number().int(),
  burnCents: z.number().int(),
  runwayMonths: z.number().nullable(),
  incomeCents: z.number().int(),
  expensesCents: z.number().int(),
  netIncomeCents: z.number().int(),
  vendorExpenses: z.array(z.object({ vendorId: z.string().nullable(), vendor: z.string(), cents: z.number().int() })),
}

/** A stored month, flagged against the month before with the organization's thresholds (null: no month before). */
export const ZMonthlyMetricSchema = z.object({
  ...ZMetricFields,
  computedAt: z.string(),
  variance: z.object({ income: ZVarianceDirection.nullable(), expenses: ZVarianceDirection.nullable() }),
})
export type TMonthlyMetric = z.infer<typeof ZMonthlyMetricSchema>

export const ZListMonthlyMetricsResponseSchema = z.object({ metrics: z.array(ZMonthlyMetricSchema) })
/** What a recompute wrote (not yet flagged: the list reads them back with their variance). */
export const ZComputeMonthlyMetricsResponseSchema = z.object({ metrics: z.array(z.object(ZMetricFields)) })
export const ZComputeMonthlyMetricsRequestSchema = z.object({ months: z.number().int().min(1).max(36).default(12) })
