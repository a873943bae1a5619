/**
 * How often owner links may be used and sent. The public page is reached with a token only: per address it allows a
 * person's ordinary use, per token a few retries of a form (a mistyped SSN) but no guessing run; forged and refused
 * attempts count too. Resending mails a real person, so an owner gets at most a few links an hour from each admin.
 */
import type { Context } from 'hono'
import { clientIp, type Limit, rateLimit } from '../../_shared/rate-limit.ts'

export const OWNER_LINK_LIMITS: Record<'perAddress' | 'perToken' | 'resendPerOwner', Limit> = {
  perAddress: { requests: 60, perSeconds: 300 },
  perToken: { requests: 10, perSeconds: 300 },
  resendPerOwner: { requests: 3, perSeconds: 3600 },
}

export const limitOwnerPage = rateLimit('beneficial-owner', [
  { name: 'ip', limit: OWNER_LINK_LIMITS.perAddress, key: clientIp },
  { name: 'token', limit: OWNER_LINK_LIMITS.perToken, key: (c: Context) => c.req.param('token') },
])

/** Per owner and sender, so someone refused the resend cannot use up an admin's sends. */
export const limitOwnerResend = rateLimit('beneficial-owner-resend', [
  {
    name: 'owner',
    limit: OWNER_LINK_LIMITS.resendPerOwner,
    key: (c: Context) => `${c.req.param('ownerId')}:${(c.get('claims') as { sub?: string } | undefined)?.sub ?? ''}`,
  },
])
