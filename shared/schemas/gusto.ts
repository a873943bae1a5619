/** Gusto OAuth wire shapes: the token answer (POST /oauth/token), /v1/token_info and the company it names. */
import { z } from 'zod'

export const ZGustoTokenResponse = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1),
  scope: z.string().optional(),
  created_at: z.number().int().optional(),
})
export type TGustoTokenResponse = z.infer<typeof ZGustoTokenResponse>

/** What the access token reaches: for the authorization-code grant, one company (strict access). */
export const ZGustoTokenInfo = z.object({
  scope: z.string(),
  resource: z.object({ type: z.string(), uuid: z.string().min(1) }),
  resource_owner: z.object({ type: z.string(), uuid: z.string() }).nullish(),
})
export type TGustoTokenInfo = z.infer<typeof ZGustoTokenInfo>

export const ZGustoCompany = z.object({
  uuid: z.string(),
  name: z.string().nullish(),
  trade_name: z.string().nullish(),
})
export type TGustoCompany = z.infer<typeof ZGustoCompany>
