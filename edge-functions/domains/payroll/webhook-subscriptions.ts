/**
 * A client's Gusto webhook subscription (spec §3 "Webhook subscription", §4 statuses). Staff subscribe from the payroll
 * screen: Gusto is asked for a subscription to the chosen types (of the fifteen, §9) at the product's intake URL and
 * answers it pending; Gusto then POSTs `{verification_token, webhook_subscription_uuid}` to that URL, the intake hands
 * it here, and the token is sent back to Gusto's verify call. Only when Gusto accepts it is the subscription verified
 * and the token kept, encrypted, as the Gusto connection's 'webhook_signing_secret': Gusto signs every later event
 * with it (X-Gusto-Signature), and the intake checks them with it (find-webhook-connection.ts). So a forged
 * verification delivery changes nothing: Gusto refuses its token, and the refusal is stored as the error message.
 * The token is never logged, stored in a row or put in a job payload.
 */
import { asService, type Tx } from '../../_shared/db.ts'
import { env } from '../../_shared/env.ts'
import { AppError } from '../../_shared/errors.ts'
import { payrollAccess } from '../../_shared/access.ts'
import { ZGustoErrors } from '../../../shared/schemas/gusto.ts'
import {
  createWebhookSubscription,
  deleteWebhookSubscription,
  getWebhookSubscription,
  requestVerificationToken,
  verifyWebhookSubscription,
} from '../gusto/gusto-system.ts'
import { saveSecret } from '../connections/connection-store.ts'
import { ProviderError } from '../connections/provider-http.ts'

/** Where Gusto delivers: the signed intake (webhooks/routes/event-bus.ts). GUSTO_WEBHOOK_URL overrides it. */
export const gustoWebhookUrl = () =>
  Deno.env.get('GUSTO_WEBHOOK_URL') ?? `${env.supabaseUrl}/functions/v1/webhooks/api/event-bus/gusto/webhooks`

const gustoMessage = (e: ProviderError) => {
  const body = ZGustoErrors.safeParse(e.body)
  return (body.success && body.data.errors[0]?.message) || e.message
}

export async function subscribeGustoWebhooks({
  tx,
  organizationId,
  subscriptionTypes,
}: {
  tx: Tx
  organizationId: string
  subscriptionTypes: string[]
}) {
  const access = await payrollAccess({ tx, organizationId })
  if (!access.map) throw new AppError('forbidden', "Only the client's bookkeepers and admins subscribe to its payroll")
  return await asService(async (sql) => {
    const [live] = await sql`select id from public.provider_connections where organization_id = ${organizationId}
      and provider = 'gusto' and status = 'active'`
    if (!live) throw new AppError('conflict', 'Connect Gusto before subscribing to its webhooks')
    const [existing] = await sql`select 1 from public.payroll_webhook_subscriptions
      where organization_id = ${organizationId} and status <> 'removed'`
    if (existing) throw new AppError('conflict', 'This client already has a Gusto webhook subscription')
    const url = gustoWebhookUrl()
    let s: Awaited<ReturnType<typeof createWebhookSubscription>>
    try {
      s = await createWebhookSubscription(url, subscriptionTypes)
    } catch (e) {
      if (e instanceof ProviderError && e.status === 422) throw new AppError('validation_failed', gustoMessage(e))
      throw e
    }
    // the verification delivery may arrive before this commits: it finds the row by Gusto's uuid once it is there
    const [row] = await sql`insert into public.payroll_webhook_subscriptions (organization_id, subscription_types,
        callback_url, external_id, status)
      values (${organizationId}, ${s.subscription_types}, ${s.url}, ${s.uuid}, ${s.status})
      on conflict (external_id) do update set status = public.payroll_webhook_subscriptions.status
      returning id, status`
    return { id: row.id as string, externalId: s.uuid, status: row.status as string }
  })
}

/**
 * The verification delivery (unsigned as far as the product can tell: the token is the secret it would be signed
 * with). Answers what the intake reports; an unknown subscription is ignored, as an unknown company's event is.
 */
export async function receiveVerificationToken(d: { verification_token: string; webhook_subscription_uuid: string }) {
  const ignored = { recorded: 0, duplicates: 0, ignored: 1 }
  // the subscription's row may still be in its creating transaction: a short wait, then it is there or not ours
  let sub: { id: string; organization_id: string; status: string } | undefined
  for (let i = 0; i < 10 && !sub; i++) {
    ;[sub] = await asService(
      (sql) => sql`select id, organization_id, status from public.payroll_webhook_subscriptions
        where external_id::text = ${d.webhook_subscription_uuid}`,
    )
    if (!sub) await new Promise((r) => setTimeout(r, 100))
  }
  // a verified subscription needs no token again: a later delivery (replayed or forged) changes nothing
  if (!sub || sub.status === 'removed' || sub.status === 'verified') return ignored
  try {
    const s = await verifyWebhookSubscription(d.webhook_subscription_uuid, d.verification_token)
    await asService(async (sql) => {
      const [c] = await sql`select id from public.provider_connections where organization_id = ${sub.organization_id}
        and provider = 'gusto' and status = 'active' order by connected_at desc limit 1`
      if (c) await saveSecret(sql, c.id as string, 'webhook_signing_secret', d.verification_token)
      await sql`update public.payroll_webhook_subscriptions set status = ${s.status}, error_message = null,
        updated_at = now() where id = ${sub.id}`
    })
    return { recorded: 0, duplicates: 0, ignored: 0 }
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e
    await asService(
      (sql) => sql`update public.payroll_webhook_subscriptions
        set error_message = ${`Gusto refused the verification token: ${gustoMessage(e)}`.slice(0, 1000)},
        updated_at = now() where id = ${sub.id}`,
    )
    return ignored
  }
}

/**
 * Staff check the subscription with Gusto: its status as Gusto has it now (unreachable when Gusto could not deliver,
 * removed when it is gone), and while it is still pending Gusto is asked to send the verification token again.
 */
export async function checkGustoWebhooks({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  const access = await payrollAccess({ tx, organizationId })
  if (!access.map) throw new AppError('forbidden', "Only the client's bookkeepers and admins subscribe to its payroll")
  const [sub] = await tx`select id, external_id from public.payroll_webhook_subscriptions
    where organization_id = ${organizationId} and status <> 'removed' order by created_at desc limit 1`
  if (!sub) throw new AppError('not_found', 'This client has no Gusto webhook subscription')
  let status: string
  let errorMessage: string | null = null
  try {
    const s = await getWebhookSubscription(sub.external_id)
    status = s.status
    if (status === 'pending') await requestVerificationToken(sub.external_id)
  } catch (e) {
    if (!(e instanceof ProviderError) || e.status !== 404) throw e
    status = 'removed'
    errorMessage = 'Gusto no longer has this subscription'
  }
  await asService(
    (sql) => sql`update public.payroll_webhook_subscriptions set status = ${status},
      error_message = coalesce(${errorMessage}, error_message), updated_at = now() where id = ${sub.id}`,
  )
  return status
}

/**
 * Staff end the subscription: Gusto is asked to delete it (already gone is as good), the row is kept as removed for
 * the record, and the signing secret goes with it, so a late or replayed event of the old subscription is refused.
 * The client can then be subscribed again, with other types.
 */
export async function removeGustoWebhooks({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  const access = await payrollAccess({ tx, organizationId })
  if (!access.map) throw new AppError('forbidden', "Only the client's bookkeepers and admins subscribe to its payroll")
  const [sub] = await tx`select id, external_id from public.payroll_webhook_subscriptions
    where organization_id = ${organizationId} and status <> 'removed' order by created_at desc limit 1`
  if (!sub) throw new AppError('not_found', 'This client has no Gusto webhook subscription')
  try {
    await deleteWebhookSubscription(sub.external_id)
  } catch (e) {
    if (!(e instanceof ProviderError) || e.status !== 404) throw e
  }
  await asService(async (sql) => {
    await sql`update public.payroll_webhook_subscriptions set status = 'removed', error_message = null,
      updated_at = now() where id = ${sub.id}`
    await sql`delete from public.provider_secrets s using public.provider_connections c
      where s.connection_id = c.id and c.organization_id = ${organizationId} and c.provider = 'gusto'
        and s.name = 'webhook_signing_secret'`
  })
}
