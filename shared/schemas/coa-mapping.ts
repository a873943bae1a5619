/**
 * Chart-of-accounts mapping (spec §3.9): mappings, their status (unmapped accounts, coaMappingPercentage),
 * suggestions with reasons and bulk acceptance. The master chart and single-mapping requests live beside the
 * consolidation schemas (shared/schemas/consolidation.ts), which this module re-uses.
 */
import { z } from 'zod'
import { DELETION_REASONS, ZUpsertCoaMappingRequestSchema } from './consolidation.ts'
import { ZAccountType } from './ledger.ts'

export const ZCoaDeletionReason = z.enum(DELETION_REASONS)
export type TCoaDeletionReason = z.infer<typeof ZCoaDeletionReason>

/** What each spec reason means, in the words the mapping screen shows. */
export const DELETION_REASON_LABELS: Record<TCoaDeletionReason, string> = {
  inactive: 'The account was made inactive',
  regular_to_parent: 'The account became a parent account',
  regular_to_sub: 'The account became a sub-account',
  moved_parent_account: 'The account moved to another parent',
  manual: 'Removed by hand',
  account_type_change: 'The account type changed',
}

export const ZCoaMapping = z.object({
  id: z.string(),
  organizationId: z.string(),
  clientAccountName: z.string(),
  havenAccountNumber: z.string(),
  havenAccountName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
  stagedDeletedAt: z.string().nullable(),
  deletionReason: ZCoaDeletionReason.nullable(),
})
export type TCoaMapping = z.infer<typeof ZCoaMapping>

export const ZUnmappedAccount = z.object({
  id: z.string(),
  name: z.string(),
  number: z.string().nullable(),
  accountType: ZAccountType,
  accountSubType: z.string().nullable(),
})
export const ZCoaMappingStatus = z.object({
  mappable: z.number().int(),
  unmapped: z.array(ZUnmappedAccount),
  coaMappingPercentage: z.number(),
})
export const ZCoaMappingsResponseSchema = ZCoaMappingStatus.extend({ mappings: z.array(ZCoaMapping) })
export type TCoaMappingsResponse = z.infer<typeof ZCoaMappingsResponseSchema>

export const ZCoaCandidate = z.object({
  havenAccountNumber: z.string(),
  havenAccountName: z.string(),
  score: z.number(),
  reasons: z.array(z.string()),
})
export const ZCoaSuggestionsResponseSchema = z.object({
  suggestions: z.array(
    z.object({ clientAccountName: z.string(), accountType: ZAccountType, candidates: z.array(ZCoaCandidate) }),
  ),
})
export type TCoaSuggestionsResponse = z.infer<typeof ZCoaSuggestionsResponseSchema>

export const ZAcceptCoaMappingsRequestSchema = z.object({
  mappings: z
    .array(ZUpsertCoaMappingRequestSchema)
    .min(1, 'Choose at least one mapping')
    .max(500, 'Accept at most 500 mappings at a time')
    .refine(
      (m) => new Set(m.map((x) => x.clientAccountName.toLowerCase())).size === m.length,
      'Each account can be mapped only once',
    ),
})
export type TAcceptCoaMappingsRequest = z.infer<typeof ZAcceptCoaMappingsRequestSchema>
export const ZAcceptCoaMappingsResponseSchema = z.object({
  mappings: z.array(ZCoaMapping),
  coaMappingPercentage: z.number(),
})

export const ZMasterChartResponseSchema = z.object({
  accounts: z.array(z.object({ number: z.string(), name: z.string(), accountType: ZAccountType, subtype: z.string() })),
})
