/**
 * Gusto's application-level calls, made with a system access token (POST /oauth/token, grant_type system_access; two
 * hours, asked for anew each time since Gusto allows any number): creating a partner-managed company and the webhook
 * subscription calls (create, get, verify with the verification token, ask for the token again). Company data stays
 * on the company's own token (gusto-payroll-api.ts). REST through the provider kit, as the rest of this provider.
 */
import { ZGustoPartnerCompany, ZGustoSystemToken, ZGustoWebhookSubscription } from '../../../shared/schemas/gusto.ts'
import type { TCompanyCreation } from '../../../shared/rules/payroll.ts'
import { providerRequest } from '../connections/provider-http.ts'
import { gustoConfig, type GustoConfig } from './gusto-api.ts'

async function systemToken(cfg: GustoConfig) {
  const t = await providerRequest('gusto', `${cfg.base}/oauth/token`, {
    json: { client_id: cfg.clientId, client_secret: cfg.clientSecret, grant_type: 'system_access' },
    schema: ZGustoSystemToken,
  })
  return t.access_token
}

async function system() {
  const cfg = gustoConfig()
  const token = await systemToken(cfg)
  return { cfg, auth: token, headers: { 'x-gusto-api-version': cfg.apiVersion } }
}

export async function createPartnerManagedCompany(body: TCompanyCreation) {
  const s = await system()
  return providerRequest('gusto', `${s.cfg.base}/v1/partner_managed_companies`, {
    ...s,
    json: body as unknown as Record<string, unknown>,
    schema: ZGustoPartnerCompany,
  })
}

export async function createWebhookSubscription(url: string, subscriptionTypes: string[]) {
  const s = await system()
  return providerRequest('gusto', `${s.cfg.base}/v1/webhook_subscriptions`, {
    ...s,
    json: { url, subscription_types: subscriptionTypes },
    schema: ZGustoWebhookSubscription,
  })
}

export async function verifyWebhookSubscription(uuid: string, verificationToken: string) {
  const s = await system()
  return providerRequest('gusto', `${s.cfg.base}/v1/webhook_subscriptions/${encodeURIComponent(uuid)}/verify`, {
    ...s,
    method: 'PUT',
    json: { verification_token: verificationToken },
    schema: ZGustoWebhookSubscription,
  })
}

export async function getWebhookSubscription(uuid: string) {
  const s = await system()
  return providerRequest('gusto', `${s.cfg.base}/v1/webhook_subscriptions/${encodeURIComponent(uuid)}`, {
    ...s,
    schema: ZGustoWebhookSubscription,
  })
}

/** Ends the subscription at Gusto: 204, no body; Gusto stops delivering its events. */
export async function deleteWebhookSubscription(uuid: string) {
  const s = await system()
  await providerRequest('gusto', `${s.cfg.base}/v1/webhook_subscriptions/${encodeURIComponent(uuid)}`, {
    ...s,
    method: 'DELETE',
  })
}

export async function requestVerificationToken(uuid: string) {
  const s = await system()
  await providerRequest(
    'gusto',
    `${s.cfg.base}/v1/webhook_subscriptions/${encodeURIComponent(uuid)}/request_verification_token`,
    s,
  )
}
