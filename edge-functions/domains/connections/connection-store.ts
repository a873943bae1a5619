/**
 * Reads and writes provider connections (public.provider_connections) and their encrypted secrets
 * (public.provider_secrets). Service role only: callers pass a transaction opened with `asService`. Every provider
 * goes through these functions, so "connected", "broken" and "disconnected" mean one thing everywhere.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { connectionSecretKey } from './config.ts'
import { decryptSecret, encryptSecret } from './secret-crypto.ts'
import { PROVIDER_NAMES, type TConnectionProvider } from '../../../shared/rules/providers.ts'

export { CONNECTION_PROVIDERS as PROVIDERS, PROVIDER_NAMES } from '../../../shared/rules/providers.ts'
export type Provider = TConnectionProvider
export type ConnectionStatus = 'active' | 'broken' | 'disconnected'

export type Connection = {
  id: string
  organizationId: string
  provider: Provider
  externalId: string
  displayName: string | null
  status: ConnectionStatus
  scopes: string[]
  metadata: Record<string, unknown>
  connectedBy: string | null
  lastSyncedAt: Date | null
}

type Row = Record<string, unknown>
const toConnection = (r: Row): Connection => ({
  id: r.id as string,
  organizationId: r.organization_id as string,
  provider: r.provider as Provider,
  externalId: r.external_id as string,
  displayName: (r.display_name as string | null) ?? null,
  status: r.status as ConnectionStatus,
  scopes: (r.scopes as string[]) ?? [],
  metadata: (r.metadata as Record<string, unknown>) ?? {},
  connectedBy: (r.connected_by as string | null) ?? null,
  lastSyncedAt: r.last_synced_at ? new Date(r.last_synced_at as string) : null,
})

/**
 * Records a working connection (a new one, or the same provider account connected again: it becomes active, its
 * error cleared). Returns it; store its secrets with `saveSecret` in the same transaction.
 */
export async function upsertConnection(
  tx: Tx,
  args: {
    organizationId: string
    provider: Provider
    externalId: string
    displayName?: string | null
    scopes?: string[]
    metadata?: Record<string, unknown>
    connectedBy?: string | null
  },
): Promise<Connection> {
  const [row] = await tx`
    insert into public.provider_connections (organization_id, provider, external_id, display_name, scopes, metadata, connected_by)
    values (${args.organizationId}, ${args.provider}, ${args.externalId}, ${args.displayName ?? null}, ${args.scopes ?? []},
      ${tx.json((args.metadata ?? {}) as never)}, ${args.connectedBy ?? null})
    on conflict (organization_id, provider, external_id) do update set
      display_name = coalesce(excluded.display_name, public.provider_connections.display_name),
      scopes = excluded.scopes, metadata = public.provider_connections.metadata || excluded.metadata,
      connected_by = coalesce(excluded.connected_by, public.provider_connections.connected_by),
      status = 'active', connected_at = case when public.provider_connections.status = 'disconnected' then now()
        else public.provider_connections.connected_at end,
      disconnected_at = null, last_error_code = null, last_error_message = null, last_error_at = null, updated_at = now()
    returning *`
  return toConnection(row)
}

/**
 * `lock`: the connection row for no-key update, for the rest of the caller's transaction (a sync, a token refresh):
 * one holder at a time, while rows that point at the connection (their foreign keys take key share) go on being written.
 * With `for update`, a sync waited for a gap in a stream of payments (seconds under the banking benchmark), then held
 * every payment up until it committed. The
 * organization's row is held first (key share, which only its deletion waits for): a sync inserts rows that point at
 * the organization, and deleting the organization takes its row, then the connection's; holding them in the other
 * order, the two deadlocked. Now the deletion waits for the sync, or the sync finds no connection after it.
 *
 * The organization's row is taken with NOWAIT: only its deletion holds it more strongly than key share. Waiting there
 * could hang for good when the caller is a job whose own transaction holds a row the deletion's cascade waits for
 * (a token refresh runs in a transaction of its own beside the job's; Postgres sees no cycle through the job's
 * process, and every worker connection ended up waiting behind it). An organization being deleted is no longer synced:
 * the call is refused at once, and the job's retry finds the organization gone.
 */
export async function findConnection(
  tx: Tx,
  where: { id: string } | { organizationId: string; provider: Provider; externalId?: string },
  opts: { lock?: boolean; includeDisconnected?: boolean } = {},
): Promise<Connection | undefined> {
  if (opts.lock) {
    const org =
      'id' in where
        ? tx`(select organization_id from public.provider_connections where id = ${where.id})`
        : tx`${where.organizationId}::uuid`
    try {
      await tx`select 1 from public.organizations where id = ${org} for key share nowait`
    } catch (e) {
      if ((e as { code?: string }).code !== '55P03') throw e
      throw new AppError('conflict', 'This organization is being deleted; its connections are no longer synced')
    }
  }
  const lock = opts.lock ? tx`for no key update` : tx``
  const live = opts.includeDisconnected ? tx`` : tx`and status <> 'disconnected'`
  const rows =
    'id' in where
      ? await tx`select * from public.provider_connections where id = ${where.id} ${live} ${lock}`
      : await tx`select * from public.provider_connections
          where organization_id = ${where.organizationId} and provider = ${where.provider}
            ${where.externalId === undefined ? tx`` : tx`and external_id = ${where.externalId}`} ${live}
          order by connected_at desc limit 1 ${lock}`
  return rows[0] ? toConnection(rows[0]) : undefined
}

/** The organizations a provider account is connected to (webhooks and some landings arrive by external id). */
export async function connectionsForExternalId(tx: Tx, provider: Provider, externalId: string): Promise<Connection[]> {
  const rows = await tx`select * from public.provider_connections
    where provider = ${provider} and external_id = ${externalId} and status <> 'disconnected'`
  return rows.map(toConnection)
}

export async function saveSecret(
  tx: Tx,
  connectionId: string,
  name: string,
  value: unknown,
  opts: { expiresAt?: Date | null; refreshExpiresAt?: Date | null; key?: string } = {},
) {
  const bytes = await encryptSecret(value, opts.key ?? connectionSecretKey())
  await tx`
    insert into public.provider_secrets (connection_id, name, ciphertext, expires_at, refresh_expires_at)
    values (${connectionId}, ${name}, ${bytes}, ${opts.expiresAt ?? null}, ${opts.refreshExpiresAt ?? null})
    on conflict (connection_id, name) do update set ciphertext = excluded.ciphertext, expires_at = excluded.expires_at,
      refresh_expires_at = excluded.refresh_expires_at, updated_at = now()`
}

export type StoredSecret<T> = { value: T; expiresAt: Date | null; refreshExpiresAt: Date | null }

export async function loadSecret<T>(
  tx: Tx,
  connectionId: string,
  name: string,
  opts: { lock?: boolean; key?: string } = {},
): Promise<StoredSecret<T> | undefined> {
  const lock = opts.lock ? tx`for update` : tx``
  const [r] = await tx`select ciphertext, expires_at, refresh_expires_at from public.provider_secrets
    where connection_id = ${connectionId} and name = ${name} ${lock}`
  if (!r) return undefined
  return {
    value: await decryptSecret<T>(new Uint8Array(r.ciphertext), opts.key ?? connectionSecretKey()),
    expiresAt: r.expires_at ? new Date(r.expires_at) : null,
    refreshExpiresAt: r.refresh_expires_at ? new Date(r.refresh_expires_at) : null,
  }
}

/** A successful sync: the time screens show as "last synced", and any earlier error is over. */
export async function markSynced(tx: Tx, connectionId: string, at: Date = new Date()) {
  await tx`update public.provider_connections set last_synced_at = ${at}, last_error_code = null, last_error_message = null,
    last_error_at = null, status = case when status = 'broken' then 'active'::public.connection_status else status end,
    updated_at = now()
    where id = ${connectionId} and status <> 'disconnected'`
}

/** An error that does not break the connection (a failed page, a rate limit): shown, retried later. */
export async function recordError(tx: Tx, connectionId: string, error: { code: string; message: string }) {
  await tx`update public.provider_connections set last_error_code = ${error.code}, last_error_message = ${error.message},
    last_error_at = now(), updated_at = now() where id = ${connectionId}`
}

/**
 * The provider no longer honours the connection (a refused refresh, ITEM_LOGIN_REQUIRED, expired consent): it is
 * broken until someone reconnects, and the organization's admins are told once (not again while it stays broken).
 */
export async function markBroken(tx: Tx, connectionId: string, error: { code: string; message: string }) {
  // `was` comes from the locked row as it stood before this update, so only the first break notifies
  const [c] = await tx`
    update public.provider_connections c set status = 'broken', last_error_code = ${error.code},
      last_error_message = ${error.message}, last_error_at = now(), updated_at = now()
    from (select id, status as was from public.provider_connections where id = ${connectionId} for update) b
    where c.id = b.id and c.status <> 'disconnected'
    returning c.organization_id, c.provider, c.display_name, b.was`
  if (!c || c.was === 'broken') return
  const label = `${PROVIDER_NAMES[c.provider as Provider]}${c.display_name ? ` (${c.display_name})` : ''}`
  await tx`
    insert into public.notifications (user_id, organization_id, type, metadata)
    select m.user_id, ${c.organization_id}, ${c.provider === 'quickbooks' ? 'quickbooks-connection' : 'connect-all-accounts'},
      ${tx.json({
        title: `${label} needs to be reconnected`,
        message: error.message,
        provider: c.provider,
        connectionId,
        // the page that says what the break means and reconnects it (web: /disconnect/:provider)
        link: `/disconnect/${c.provider}`,
      } as never)}
    from public.organization_members m where m.organization_id = ${c.organization_id} and m.org_role = 'admin'`
}

/** Disconnects: the secrets are deleted (the provider side is revoked by the caller first, best effort). */
export async function markDisconnected(tx: Tx, connectionId: string) {
  await tx`delete from public.provider_secrets where connection_id = ${connectionId}`
  await tx`update public.provider_connections set status = 'disconnected', disconnected_at = now(), updated_at = now()
    where id = ${connectionId}`
}
