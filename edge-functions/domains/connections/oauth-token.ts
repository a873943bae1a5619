/**
 * A connection's OAuth tokens: stored as its 'oauth' secret (access and refresh token plus whatever else the provider
 * needs, expiry times beside them), handed out live. `connectionAccessToken` refreshes when the access token expires
 * within REFRESH_MARGIN_MS (or when forced after a 401), under a row lock so concurrent callers refresh once; a
 * refused refresh, or a refresh token past its expiry, marks the connection broken (committed even though the call
 * then fails) and tells the organization's admins. Every provider with expiring tokens goes through here.
 */
import { asService, type Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import {
  findConnection,
  loadSecret,
  markBroken,
  PROVIDER_NAMES,
  saveSecret,
  type Connection,
  type Provider,
  type StoredSecret,
} from './connection-store.ts'
import { GrantRefusedError } from './provider-http.ts'

export const REFRESH_MARGIN_MS = 5 * 60_000

/** What is stored: the tokens and any provider extras (QuickBooks' realm, Slack's incoming webhook …). */
export type OAuthSecret = { accessToken: string; refreshToken: string | null; [extra: string]: unknown }

/** A token endpoint's answer, in seconds as providers give them; null/absent expiry means "does not expire". */
export type TokenGrant = {
  accessToken: string
  refreshToken?: string | null
  expiresIn?: number | null
  refreshExpiresIn?: number | null
}

/** Refreshes at the provider; throws GrantRefusedError when the provider refuses the refresh token. */
export type Refresher = (refreshToken: string) => Promise<TokenGrant>

export const notConnected = (provider: Provider) =>
  new AppError('not_found', `${PROVIDER_NAMES[provider]} is not connected for this organization`)
export const brokenConnection = (provider: Provider) =>
  new AppError(
    'unprocessable',
    `The ${PROVIDER_NAMES[provider]} connection is broken; reconnect ${PROVIDER_NAMES[provider]}`,
  )

/**
 * Stores a grant as the connection's 'oauth' secret. On refresh, pass what was stored: its extras are kept, and a
 * provider that does not rotate refresh tokens (or states no refresh expiry) keeps the previous ones.
 */
export async function saveOAuth(
  tx: Tx,
  connectionId: string,
  grant: TokenGrant,
  opts: { extra?: Record<string, unknown>; previous?: StoredSecret<OAuthSecret>; now?: number } = {},
) {
  const now = opts.now ?? Date.now()
  const at = (seconds: number | null | undefined) => (seconds ? new Date(now + seconds * 1000) : null)
  const value: OAuthSecret = {
    ...opts.previous?.value,
    ...opts.extra,
    accessToken: grant.accessToken,
    refreshToken: grant.refreshToken ?? opts.previous?.value.refreshToken ?? null,
  }
  const refreshExpiresAt = grant.refreshExpiresIn
    ? at(grant.refreshExpiresIn)
    : grant.refreshToken && grant.refreshToken !== opts.previous?.value.refreshToken
      ? null
      : (opts.previous?.refreshExpiresAt ?? null)
  await saveSecret(tx, connectionId, 'oauth', value, { expiresAt: at(grant.expiresIn), refreshExpiresAt })
}

/** The token that stands for the whole grant when revoking it: the refresh token, else the access token. */
export async function grantToken(tx: Tx, connectionId: string): Promise<string | undefined> {
  const stored = await loadSecret<OAuthSecret>(tx, connectionId, 'oauth')
  return stored?.value.refreshToken ?? stored?.value.accessToken
}

/** The organization's live connection to a provider (the most recent one that is not disconnected). */
export async function connectionFor(orgId: string, provider: Provider): Promise<Connection> {
  const c = await asService((tx) => findConnection(tx, { organizationId: orgId, provider }))
  if (!c) throw notConnected(provider)
  return c
}

function brokenMessage(provider: Provider) {
  const name = PROVIDER_NAMES[provider]
  return `${name} no longer accepts this connection. Reconnect ${name} to resume syncing.`
}

/** Marks the connection broken because the provider refused its grant (notifies the organization's admins once). */
export const markGrantRefused = (tx: Tx, c: Pick<Connection, 'id' | 'provider'>, code = 'invalid_grant') =>
  markBroken(tx, c.id, { code, message: brokenMessage(c.provider) })

export async function connectionAccessToken<T extends OAuthSecret = OAuthSecret>({
  connectionId,
  refresh,
  force = false,
  marginMs = REFRESH_MARGIN_MS,
}: {
  connectionId: string
  /** Absent for providers whose tokens do not expire (Stripe). */
  refresh?: Refresher
  force?: boolean
  marginMs?: number
}): Promise<{ connection: Connection; secret: T; refreshed: boolean }> {
  const outcome = await asService(async (tx) => {
    const c = await findConnection(tx, { id: connectionId }, { lock: true })
    if (!c) return { error: new AppError('not_found', 'Connection not found') }
    const stored = await loadSecret<T>(tx, c.id, 'oauth', { lock: true })
    if (!stored) return { error: notConnected(c.provider) }
    if (c.status === 'broken') return { error: brokenConnection(c.provider) }
    const now = Date.now()
    const expiresAt = stored.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY
    if (!force && expiresAt - now > marginMs) return { connection: c, secret: stored.value, refreshed: false }
    const refreshToken = stored.value.refreshToken
    if (!refresh || !refreshToken || (stored.refreshExpiresAt && stored.refreshExpiresAt.getTime() <= now)) {
      // nothing can renew it: usable until it expires (unless a 401 already said otherwise), broken after
      if (!force && expiresAt > now) return { connection: c, secret: stored.value, refreshed: false }
      await markGrantRefused(tx, c, 'token_expired')
      return { error: brokenConnection(c.provider) }
    }
    try {
      const grant = await refresh(refreshToken)
      await saveOAuth(tx, c.id, grant, { previous: stored as StoredSecret<OAuthSecret> })
      const secret = {
        ...stored.value,
        accessToken: grant.accessToken,
        refreshToken: grant.refreshToken ?? refreshToken,
      }
      return { connection: c, secret, refreshed: true }
    } catch (e) {
      if (!(e instanceof GrantRefusedError)) throw e
      await markGrantRefused(tx, c, e.error)
      return { error: brokenConnection(c.provider) }
    }
  })
  if ('error' in outcome) throw outcome.error
  return outcome
}
