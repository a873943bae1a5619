/** Ramp developer API OAuth wire shapes: the token answer (POST /developer/v1/token) and /developer/v1/business. */
import { z } from 'zod'

export const ZRampTokenResponse = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1).optional(),
  scope: z.string().optional(),
})
export type TRampTokenResponse = z.infer<typeof ZRampTokenResponse>

export const ZRampBusiness = z.object({
  id: z.string().min(1),
  business_name_legal: z.string().nullish(),
  business_name_on_card: z.string().nullish(),
})
export type TRampBusiness = z.infer<typeof ZRampBusiness>

/** Ramp's error body: `{error_v2: {error_code, message, …}}`. */
export const ZRampError = z.object({
  error_v2: z.object({ error_code: z.string(), message: z.string().optional() }).passthrough(),
})
