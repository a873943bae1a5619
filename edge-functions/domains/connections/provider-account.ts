/**
 * An organization holds one account per provider here (its Stripe account, its Gusto or Rippling company, its Slack
 * workspace, its Ramp business): connecting another account ends the previous connection, and the organization's
 * own column (overview-access-onboarding §3: stripeAccountId, gustoAccountId, ripplingAccountId, slackChannelName)
 * mirrors the live one. A disconnect clears the column only while it still holds what that connection put there, so
 * a value someone typed in by hand is not wiped by an unrelated disconnect.
 */
import type { Tx } from '../../_shared/db.ts'
import { PROVIDER_NAMES, findConnection, markDisconnected, type Connection, type Provider } from './connection-store.ts'

export const MIRROR_COLUMNS = {
  stripe: 'stripe_account_id',
  gusto: 'gusto_account_id',
  rippling: 'rippling_account_id',
  slack: 'slack_channel_name',
} as const
export type MirroredProvider = keyof typeof MIRROR_COLUMNS

export async function mirrorOnOrganization(tx: Tx, orgId: string, provider: MirroredProvider, value: string | null) {
  await tx`update public.organizations set ${tx(MIRROR_COLUMNS[provider])} = ${value}, updated_at = now() where id = ${orgId}`
}

export async function clearOrganizationMirror(tx: Tx, orgId: string, provider: MirroredProvider, value: string | null) {
  if (value === null) return
  const column = MIRROR_COLUMNS[provider]
  await tx`update public.organizations set ${tx(column)} = null, updated_at = now()
    where id = ${orgId} and ${tx(column)} = ${value}`
}

/**
 * Ends the organization's other live connections to this provider before a new account is stored: revoked at the
 * provider (best effort), secrets deleted, disconnected.
 */
export async function endOtherConnections(
  tx: Tx,
  args: { organizationId: string; provider: Provider; keep: string; revoke?: (c: Connection) => Promise<void> },
) {
  const others = await tx`select id from public.provider_connections
    where organization_id = ${args.organizationId} and provider = ${args.provider}
      and external_id <> ${args.keep} and status <> 'disconnected'`
  for (const o of others) {
    const c = await findConnection(tx, { id: o.id }, { lock: true })
    if (!c) continue
    try {
      await args.revoke?.(c)
    } catch (e) {
      console.warn(`[connections] ${PROVIDER_NAMES[args.provider]}: revoking the replaced connection failed: ${e}`)
    }
    await markDisconnected(tx, o.id)
  }
}
