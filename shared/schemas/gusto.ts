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

/** A system access token (POST /oauth/token, grant_type system_access): two hours, no refresh token. */
export const ZGustoSystemToken = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().int().positive(),
  scope: z.string().optional(),
})

/** POST /v1/partner_managed_companies: the new company and its own tokens, usable at once. */
export const ZGustoPartnerCompany = z.object({
  company_uuid: z.string().min(1),
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().int().positive().optional(),
})
export type TGustoPartnerCompany = z.infer<typeof ZGustoPartnerCompany>

/** A webhook subscription as Gusto answers it (create, verify, get). */
export const ZGustoWebhookSubscription = z.looseObject({
  uuid: z.string().min(1),
  url: z.string(),
  status: z.enum(['active', 'pending', 'unreachable', 'removed', 'verified']),
  subscription_types: z.array(z.string()),
})
export type TGustoWebhookSubscription = z.infer<typeof ZGustoWebhookSubscription>

/** Gusto's refusal body: `{errors: [{error_key, category, message}]}`. */
export const ZGustoErrors = z.object({
  errors: z.array(z.looseObject({ error_key: z.string().optional(), message: z.string().optional() })),
})
