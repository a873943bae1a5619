/**
 * How often accepting an invitation may be tried. Accepting creates an account, so per address it allows what
 * GoTrue allows for sign-ups (30 per 5 minutes); per token, a person's few retries (a weak password, a slip) but no
 * guessing run. Malformed, unknown and refused attempts count too.
 */
import type { Context } from 'hono'
import { clientIp, rateLimit, type Limit } from '../../_shared/rate-limit.ts'

export const INVITATION_ACCEPT_LIMITS: Record<'perAddress' | 'perToken', Limit> = {
  perAddress: { requests: 30, perSeconds: 300 },
  perToken: { requests: 5, perSeconds: 300 },
}

// Hono keeps the parsed body, so the route's validator reads it again after this.
const tokenOf = async (c: Context) => {
  const body = await c.req.json().catch(() => null)
  return typeof body?.token === 'string' ? body.token : undefined
}

export const limitInvitationAcceptance = rateLimit('invitation-accept', [
  { name: 'ip', limit: INVITATION_ACCEPT_LIMITS.perAddress, key: clientIp },
  { name: 'token', limit: INVITATION_ACCEPT_LIMITS.perToken, key: tokenOf },
])
