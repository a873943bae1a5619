/**
 * An organization's QuickBooks connection on the connection model: the realm is the connection's external id, the
 * OAuth tokens its 'oauth' secret (expiry times beside them), and organizations.quickbooks_realm_id mirrors the
 * realm for the reports that join on it. Service role only; callers pass the transaction.
 */
import type { Tx } from '../../_shared/db.ts'
import type { TTokenResponse } from '../../../shared/schemas/quickbooks.ts'
import {
  connectionsForExternalId,
  findConnection,
  loadSecret,
  markBroken as markConnectionBroken,
  markDisconnected,
  saveSecret,
  upsertConnection,
} from '../connections/connection-store.ts'

export type StoredTokens = { realmId: string; accessToken: string; refreshToken: string }

export type Connection = StoredTokens & {
  orgId: string
  connectionId: string
  status: 'active' | 'broken'
  accessTokenExpiresAt: Date
  refreshTokenExpiresAt: Date
}

export async function loadConnection(
  tx: Tx,
  orgId: string,
  opts: { lock?: boolean; key?: string } = {},
): Promise<Connection | undefined> {
  const c = await findConnection(tx, { organizationId: orgId, provider: 'quickbooks' }, opts)
  if (!c) return undefined
  const secret = await loadSecret<StoredTokens>(tx, c.id, 'oauth', opts)
  if (!secret) return undefined
  return {
    ...secret.value,
    orgId,
    connectionId: c.id,
    status: c.status === 'broken' ? 'broken' : 'active',
    accessTokenExpiresAt: secret.expiresAt ?? new Date(0),
    refreshTokenExpiresAt: secret.refreshExpiresAt ?? new Date(0),
  }
}

export async function saveTokens(
  tx: Tx,
  args: { orgId: string; realmId: string; tokens: TTokenResponse; userId?: string | null; now?: number },
) {
  const now = args.now ?? Date.now()
  const accessExp = new Date(now + args.tokens.expires_in * 1000)
  const refreshExp = new Date(now + args.tokens.x_refresh_token_expires_in * 1000)
  // one company per organization: connecting another realm ends the previous connection
  const previous = await tx`select id from public.provider_connections where organization_id = ${args.orgId}
    and provider = 'quickbooks' and external_id <> ${args.realmId} and status <> 'disconnected'`
  for (const p of previous) await markDisconnected(tx, p.id)
  const c = await upsertConnection(tx, {
    organizationId: args.orgId,
    provider: 'quickbooks',
    externalId: args.realmId,
    scopes: ['com.intuit.quickbooks.accounting'],
    connectedBy: args.userId ?? null,
  })
  const stored: StoredTokens = {
    realmId: args.realmId,
    accessToken: args.tokens.access_token,
    refreshToken: args.tokens.refresh_token,
  }
  await saveSecret(tx, c.id, 'oauth', stored, { expiresAt: accessExp, refreshExpiresAt: refreshExp })
  await tx`update public.organizations set quickbooks_realm_id = ${args.realmId}, updated_at = now() where id = ${args.orgId}`
  return { connectionId: c.id, accessTokenExpiresAt: accessExp, refreshTokenExpiresAt: refreshExp }
}

export async function markBroken(tx: Tx, connectionId: string) {
  await markConnectionBroken(tx, connectionId, {
    code: 'invalid_grant',
    message: 'QuickBooks no longer accepts this connection. Reconnect QuickBooks to resume syncing.',
  })
}

export async function clearConnection(tx: Tx, connectionId: string, orgId: string) {
  await markDisconnected(tx, connectionId)
  await tx`update public.organizations set quickbooks_realm_id = null, updated_at = now() where id = ${orgId}`
}

/** Organizations connected to a realm (webhooks and the disconnect landing arrive by realm id). */
export async function orgsForRealm(tx: Tx, realmId: string): Promise<string[]> {
  return (await connectionsForExternalId(tx, 'quickbooks', realmId)).map((c) => c.organizationId)
}
