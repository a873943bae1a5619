/** Slack OAuth v2 wire shapes: oauth.v2.access (install and, with token rotation, refresh) and auth.test. */
import { z } from 'zod'

export const ZSlackIncomingWebhook = z.object({
  channel: z.string(),
  channel_id: z.string(),
  configuration_url: z.string(),
  url: z.string(),
})

export const ZSlackOAuthAccessResponse = z.object({
  ok: z.literal(true),
  access_token: z.string().min(1),
  token_type: z.string(),
  scope: z.string(),
  bot_user_id: z.string().optional(),
  app_id: z.string(),
  team: z.object({ id: z.string().min(1), name: z.string() }).nullish(),
  enterprise: z.object({ id: z.string(), name: z.string() }).nullish(),
  authed_user: z.object({ id: z.string() }).optional(),
  incoming_webhook: ZSlackIncomingWebhook.optional(),
  /** Present when the app has token rotation on. */
  refresh_token: z.string().optional(),
  expires_in: z.number().int().positive().optional(),
})
export type TSlackOAuthAccessResponse = z.infer<typeof ZSlackOAuthAccessResponse>

export const ZSlackAuthTest = z.object({
  ok: z.literal(true),
  url: z.string(),
  team: z.string(),
  team_id: z.string(),
  user_id: z.string(),
  bot_id: z.string().optional(),
})
export type TSlackAuthTest = z.infer<typeof ZSlackAuthTest>
