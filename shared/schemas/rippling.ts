/** Rippling partner OAuth wire shapes: the token answer (POST /api/o/token/) and the current company. */
import { z } from 'zod'

export const ZRipplingTokenResponse = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1),
  scope: z.string().optional(),
})
export type TRipplingTokenResponse = z.infer<typeof ZRipplingTokenResponse>

/** GET /platform/api/companies/current (fields beyond the id depend on the scopes granted). */
export const ZRipplingCompany = z.object({
  id: z.string().min(1),
  name: z.string().nullish(),
  primaryEmail: z.string().nullish(),
})
export type TRipplingCompany = z.infer<typeof ZRipplingCompany>
