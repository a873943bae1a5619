/** Feature flags: global defaults and per-organization overrides. */
import { z } from 'zod'
import { ZText, ZUuid } from './common.ts'

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
