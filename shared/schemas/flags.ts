/** Feature flags: global defaults and per-organization overrides. */
import { z } from 'zod'
import { ZText, ZUuid } from './common.ts'

/**
 * The feature flags the product knows (spec overview §1 "Feature-flagged routes" and the flags it names: autocat,
 * banking, taxes, recurring invoices, ACH pull, multi-organization, statement tracker, AI reports), each seeded in
 * public.feature_flags (01_tenancy.sql) and read by what it gates (checked by shared/rules/spec-coverage.test.ts).
 */
export const FEATURE_FLAGS = [
  'customer-requests',
  'bookkeeping-chats',
  'bookkeeping-tracker',
  'transactions-tab',
  'taxes',
  'ai-reports',
  'banking-statement-tracker',
  'real-time-expenses',
  'users-schedules',
  'auto-transfer',
  'autocat',
  'banking',
  'recurring-invoices',
  'ach-pull',
  'multi-organization',
  'statement-tracker',
] as const
export type TFeatureFlag = (typeof FEATURE_FLAGS)[number]

export const ZFlagName = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'Flag names are lowercase words joined by dashes' })
/** Without an organization (admin pages, users without one) the answer is the global defaults. */
export const ZEffectiveFlagsQuerySchema = z.object({ organizationId: ZUuid.optional() })
export const ZEffectiveFlagsResponseSchema = z.object({ flags: z.record(z.string(), z.boolean()) })
export const ZFeatureFlagSchema = z.object({
  name: ZFlagName,
  description: z.string(),
  defaultEnabled: z.boolean(),
  overrides: z.array(z.object({ organizationId: ZUuid, enabled: z.boolean() })),
})
export const ZUpdateFeatureFlagRequestSchema = z
  .object({ defaultEnabled: z.boolean().optional(), description: ZText.max(500).optional() })
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' })
export const ZSetFlagOverrideRequestSchema = z.object({ enabled: z.boolean() })
