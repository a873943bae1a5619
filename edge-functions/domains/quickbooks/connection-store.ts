/**
 * Reads and writes an organization's QuickBooks connection: encrypted tokens in public.oauth_tokens (provider
 * 'quickbooks') and the realm in organizations.quickbooks_realm_id. Service role only (the tokens table has no
 * client policies); callers pass the transaction.
 */
import type { Tx } from '../../_shared/db.ts'
import type { TTokenResponse } from '../../../shared/schemas/quickbooks.ts'
import { decryptTokens, encryptTokens, type StoredTokens } from './token-crypto.ts'

export type Connection = StoredTokens & {
  orgId: string
  status: 'active' | 'broken'
  accessTokenExpiresAt: Date
  refreshTokenExpiresAt: Date
}

export async function loadConnection(
  tx: Tx,
  orgId: string,
  tokenKey: string,
  opts: { lock?: boolean } = {},
): Promise<Connection | undefined> {
  const rows = opts.lock
    ? await tx`select tokens, status, access_token_expires_at, refresh_token_expires_at from public.oauth_tokens where organization_id = ${orgId} and provider = 'quickbooks' for update`
    : await tx`select tokens, status, access_token_expires_at, refresh_token_expires_at from public.oauth_tokens where organization_id = ${orgId} and provider = 'quickbooks'`
  const r = rows[0]
  if (!r) return undefined
  const tokens = await decryptTokens(new Uint8Array(r.tokens), tokenKey)
  return {
    ...tokens,
    orgId,
    status: r.status,
    accessTokenExpiresAt: new Date(r.access_token_expires_at),
    refreshTokenExpiresAt: new Date(r.refresh_token_expires_at),
  }
}

export async function saveTokens(
  tx: Tx,
  args: { orgId: string; realmId: string; tokens: TTokenResponse; tokenKey: string; now?: number },
) {
  const now = args.now ?? Date.now()
  const bytes = await encryptTokens(
    { realmId: args.realmId, accessToken: args.tokens.access_token, refreshToken: args.tokens.refresh_token },
    args.tokenKey,
  )
  const accessExp = new Date(now + args.tokens.expires_in * 1000)
  const refreshExp = new Date(now + args.tokens.x_refresh_token_expires_in * 1000)
  await tx`
    insert into public.oauth_tokens (organization_id, provider, tokens, access_token_expires_at, refresh_token_expires_at, status)
    values (${args.orgId}, 'quickbooks', ${bytes}, ${accessExp}, ${refreshExp}, 'active')
    on conflict (organization_id, provider) do update set tokens = excluded.tokens, access_token_expires_at = excluded.access_token_expires_at,
      refresh_token_expires_at = excluded.refresh_token_expires_at, status = 'active', updated_at = now()`
  await tx`update public.organizations set quickbooks_realm_id = ${args.realmId}, updated_at = now() where id = ${args.orgId}`
  return { accessTokenExpiresAt: accessExp, refreshTokenExpiresAt: refreshExp }
}

export async function markBroken(tx: Tx, orgId: string) {
  await tx`update public.oauth_tokens set status = 'broken', updated_at = now() where organization_id = ${orgId} and provider = 'quickbooks'`
}

export async function clearConnection(tx: Tx, orgId: string) {
  await tx`delete from public.oauth_tokens where organization_id = ${orgId} and provider = 'quickbooks'`
  await tx`update public.organizations set quickbooks_realm_id = null, updated_at = now() where id = ${orgId}`
}

/** Organizations connected to a realm (webhooks and the disconnect landing arrive by realm id). */
export async function orgsForRealm(tx: Tx, realmId: string): Promise<string[]> {
  const rows = await tx`
    select o.id from public.organizations o join public.oauth_tokens t on t.organization_id = o.id and t.provider = 'quickbooks'
    where o.quickbooks_realm_id = ${realmId}`
  return rows.map((r) => r.id as string)
}
