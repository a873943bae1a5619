/** TOTP multi-factor endpoints: enroll, challenge, verify (upgrades the session to aal2), unenroll. */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import QRCode from 'qrcode'
import type { PlatformContext, Sql } from '../context.ts'
import { forbidden, notFound, unprocessable } from './errors.ts'
import { callerAal, requireUser } from './caller.ts'
import { readObject, str, type Result } from './request.ts'
import { upgradeSession } from './sessions.ts'
import { authLimits } from './rate-limit.ts'
import { newSecret, otpauthUri, verifyTotp } from './totp.ts'

const CHALLENGE_TTL_SECONDS = 300
const MAX_FACTORS = 10

export async function hasVerifiedFactor(sql: Sql, userId: string): Promise<boolean> {
  const [r] =
    await sql`select exists (select 1 from auth.mfa_factors where user_id = ${userId} and status = 'verified') as v`
  return r.v as boolean
}

export const factorJson = (f: Record<string, unknown>) => ({
  id: f.id,
  status: f.status,
  friendly_name: f.friendly_name ?? '',
  factor_type: f.factor_type,
  created_at: f.created_at,
  updated_at: f.updated_at,
  last_challenged_at: f.last_challenged_at ?? undefined,
})

async function ownFactor(sql: Sql, userId: string, factorId: string) {
  const [f] = /^[0-9a-f-]{36}$/i.test(factorId)
    ? await sql`select * from auth.mfa_factors where id = ${factorId} and user_id = ${userId}`
    : []
  if (!f) throw notFound('mfa_factor_not_found', 'Factor not found')
  return f
}

export async function enroll(ctx: PlatformContext, req: IncomingMessage): Promise<Result> {
  const caller = await requireUser(ctx, req)
  const body = await readObject(req)
  const type = str(body, 'factor_type')
  if (type !== 'totp')
    throw unprocessable(
      'validation_failed',
      `factor_type must be "totp" (got ${JSON.stringify(type ?? null)}): this server supports TOTP factors only`,
    )
  const friendly = (str(body, 'friendly_name') ?? '').trim()
  const issuer = (str(body, 'issuer') ?? '').trim() || new URL(ctx.cfg.apiUrl).hostname
  const user = caller.user
  const factors = await ctx.sql`select friendly_name, status from auth.mfa_factors where user_id = ${user.id}`
  if (factors.some((f) => f.status === 'verified') && callerAal(caller) !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to enroll a new factor')
  }
  if (factors.length >= MAX_FACTORS)
    throw unprocessable(
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    )
  if (friendly && factors.some((f) => f.friendly_name === friendly)) {
    throw unprocessable(
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendly}" for this user already exists`,
    )
  }
  const secret = newSecret()
  const uri = otpauthUri(issuer, user.email ?? user.id, secret)
  const qr = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 })
  const id = randomUUID()
  await ctx.sql`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
                values (${id}, ${user.id}, ${friendly}, 'totp', 'unverified', ${secret})`
  return { status: 200, body: { id, type: 'totp', friendly_name: friendly, totp: { qr_code: qr, secret, uri } } }
}

export async function challenge(ctx: PlatformContext, req: IncomingMessage, factorId: string): Promise<Result> {
  const { user } = await requireUser(ctx, req)
  await readObject(req) // body is the client's params object; only the path's factor id matters
  const factor = await ownFactor(ctx.sql, user.id, factorId)
  const id = randomUUID()
  const ip = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '') || null
  const [c] =
    await ctx.sql`insert into auth.mfa_challenges (id, factor_id, ip_address) values (${id}, ${factor.id}, ${ip}::inet) returning created_at`
  await ctx.sql`update auth.mfa_factors set last_challenged_at = now() where id = ${factor.id}`
  const expiresAt = Math.floor(new Date(c.created_at).getTime() / 1000) + CHALLENGE_TTL_SECONDS
  return { status: 200, body: { id, type: 'totp', expires_at: expiresAt } }
}

export async function verify(ctx: PlatformContext, req: IncomingMessage, factorId: string): Promise<Result> {
  const caller = await requireUser(ctx, req)
  const attempt = authLimits(ctx).attempt('failed_mfa_verifications', caller.user.id)
  const body = await readObject(req)
  const challengeId = str(body, 'challenge_id')
  const code = (str(body, 'code') ?? '').trim()
  if (!challengeId) throw unprocessable('validation_failed', 'challenge_id is required')
  if (!code) throw unprocessable('validation_failed', 'code is required')
  const factor = await ownFactor(ctx.sql, caller.user.id, factorId)
  if (!caller.session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist')
  const sessionId = caller.session.id
  const [ch] = /^[0-9a-f-]{36}$/i.test(challengeId)
    ? await ctx.sql`select * from auth.mfa_challenges where id = ${challengeId} and factor_id = ${factor.id}`
    : []
  if (!ch) throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found')
  if (Date.now() > new Date(ch.created_at).getTime() + CHALLENGE_TTL_SECONDS * 1000) {
    await ctx.sql`delete from auth.mfa_challenges where id = ${ch.id}`
    throw unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${ch.id} has expired, verify against another challenge or create a new challenge.`,
    )
  }
  if (!verifyTotp(factor.secret, code)) throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered')
  attempt.succeeded()
  const body2 = await ctx.sql.begin(async (tx) => {
    // deleting the challenge makes it single-use: a replayed verify finds nothing
    const [gone] = await tx`delete from auth.mfa_challenges where id = ${ch.id} returning id`
    if (!gone) throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found')
    await tx`update auth.mfa_factors set status = 'verified', updated_at = now() where id = ${factor.id}`
    return await upgradeSession(ctx, tx, caller.user, sessionId, factor.id, 'totp')
  })
  return { status: 200, body: body2 }
}

export async function unenroll(ctx: PlatformContext, req: IncomingMessage, factorId: string): Promise<Result> {
  const caller = await requireUser(ctx, req)
  const factor = await ownFactor(ctx.sql, caller.user.id, factorId)
  if (factor.status === 'verified' && callerAal(caller) !== 'aal2')
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor')
  await ctx.sql`delete from auth.mfa_factors where id = ${factor.id}`
  return { status: 200, body: { id: factor.id } }
}
