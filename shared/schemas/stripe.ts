/** Stripe Connect OAuth wire shapes: the token answer (POST connect.stripe.com/oauth/token) and the account it reaches. */
import { z } from 'zod'

export const ZStripeOAuthTokenResponse = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  token_type: z.string().optional(),
  stripe_user_id: z.string().regex(/^acct_\w+$/),
  stripe_publishable_key: z.string().optional(),
  scope: z.string(),
  livemode: z.boolean(),
})
export type TStripeOAuthTokenResponse = z.infer<typeof ZStripeOAuthTokenResponse>

/** GET /v1/account with the connected account's token: who it is and what to call it. */
export const ZStripeAccount = z.object({
  id: z.string().regex(/^acct_\w+$/),
  email: z.string().nullish(),
  business_profile: z.object({ name: z.string().nullish() }).nullish(),
  settings: z.object({ dashboard: z.object({ display_name: z.string().nullish() }).nullish() }).nullish(),
})
export type TStripeAccount = z.infer<typeof ZStripeAccount>
