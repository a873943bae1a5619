/**
 * Contract: the auth server's rate limits, through the real supabase-js. The shared test stack stands its per-IP
 * limits aside (the whole suite signs in from 127.0.0.1), so this file starts an auth server of its own over the
 * same database with the limits `npm start` uses (GoTrue's defaults) and a clock it moves, so "after the window"
 * needs no waiting; `ip_header` lets each test act from addresses of its own, as GoTrue behind a proxy would.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { loadConfig } from '../src/config.ts'
import { createContext } from '../src/context.ts'
import { createAuthHandler } from '../src/auth/handler.ts'
import { totp } from '../src/auth/totp.ts'
import { cfg, client, uniqueEmail } from './helpers.ts'

const limits = { ...loadConfig('dev').authRateLimits, ip_header: 'x-forwarded-for' }
const ctx = createContext({ ...cfg, authRateLimits: limits }, () => {})
let now = Date.now()
const later = (seconds: number) => {
  now += seconds * 1000
}
let base = ''
let server: http.Server

beforeAll(async () => {
  const auth = createAuthHandler(ctx, { clock: () => now })
  server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://localhost')
    void auth(req, res, u.pathname.replace(/^\/auth\/v1/, '') + u.search)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((r) => server.close(r))
  await ctx.sql.end({ timeout: 1 })
})

let lastIp = 0
/** A documentation-range address no other test uses. */
const newIp = () => `198.51.100.${++lastIp}`

function from(ip: string): SupabaseClient {
  return createClient(base, cfg.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as any },
    global: { headers: { 'x-forwarded-for': ip } },
  })
}

const raw = (ip: string, method: string, path: string, body = '{}') =>
  fetch(`${base}/auth/v1${path}`, {
    method,
    body,
    headers: { 'x-forwarded-for': ip, apikey: cfg.anonKey, 'x-supabase-api-version': '2024-01-01' },
  })

const overLimit = { status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' }

async function newUser() {
  const email = uniqueEmail('limits')
  const { error } = await client(cfg.serviceRoleKey).auth.admin.createUser({
    email,
    password: 'pass-word-1',
    email_confirm: true,
  })
  if (error) throw error
  return email
}

/** A client from `ip` signed in as someone already signed in elsewhere (GET /user, which no limit covers). */
async function as(ip: string, session: { access_token: string; refresh_token: string }) {
  const c = from(ip)
  const { error } = await c.auth.setSession(session)
  if (error) throw error
  return c
}

/** A signed-in user with an enrolled TOTP factor and an open challenge. */
async function userWithFactor() {
  const email = await newUser()
  const c = from(newIp())
  const { data, error } = await c.auth.signInWithPassword({ email, password: 'pass-word-1' })
  if (error) throw error
  const { data: f } = await c.auth.mfa.enroll({ factorType: 'totp' })
  const { data: ch } = await c.auth.mfa.challenge({ factorId: f!.id })
  return { session: data.session!, factorId: f!.id, challengeId: ch!.id, secret: f!.totp.secret }
}

/** A code that none of the accepted steps (now, one before, one after) produces. */
function wrongCode(secret: string) {
  const valid = [-30_000, 0, 30_000].map((d) => totp(secret, Date.now() + d))
  return ['000000', '111111', '222222', '333333'].find((c) => !valid.includes(c))!
}

describe("per IP: GoTrue's limits and defaults", () => {
  let mfa: Awaited<ReturnType<typeof userWithFactor>>
  beforeAll(async () => {
    mfa = await userWithFactor()
  })

  // Each route: cheap requests fill its bucket (every answer counts, as in GoTrue), then a real supabase-js call.
  // `allowed` is the call's answer when not limited.
  type Row = {
    name: string
    setting: keyof typeof limits
    fill: string
    call: (ip: string) => Promise<{ error: unknown }>
    allowed?: object
  }
  const rows: Row[] = [
    {
      name: 'password sign-in, POST /token',
      setting: 'token_refresh',
      fill: '/token?grant_type=refresh_token',
      call: async (ip) => from(ip).auth.signInWithPassword({ email: await newUser(), password: 'pass-word-1' }),
    },
    {
      name: 'sign-up, POST /signup',
      setting: 'sign_in_sign_ups',
      fill: '/signup',
      call: (ip) => from(ip).auth.signUp({ email: uniqueEmail('limits-signup'), password: 'pass-word-1' }),
    },
    {
      name: 'recovery, POST /recover',
      setting: 'sign_in_sign_ups',
      fill: '/recover',
      call: (ip) => from(ip).auth.resetPasswordForEmail(uniqueEmail('limits-recover')),
    },
    {
      name: 'email sign-in code, POST /otp',
      setting: 'sign_in_sign_ups',
      fill: '/otp',
      call: (ip) => from(ip).auth.signInWithOtp({ email: uniqueEmail('limits-otp') }),
    },
    {
      name: 'email link, POST /verify',
      setting: 'token_verifications',
      fill: '/verify',
      call: (ip) => from(ip).auth.verifyOtp({ type: 'recovery', token_hash: 'f'.repeat(56) }),
      allowed: { status: 403, code: 'otp_expired' },
    },
    {
      name: 'MFA challenge, POST /factors/{id}/challenge',
      setting: 'mfa_challenge_and_verify',
      fill: '/factors/x/challenge',
      call: async (ip) => (await as(ip, mfa.session)).auth.mfa.challenge({ factorId: mfa.factorId }),
    },
    {
      name: 'TOTP verify, POST /factors/{id}/verify',
      setting: 'mfa_challenge_and_verify',
      fill: '/factors/x/verify',
      call: async (ip) =>
        (await as(ip, mfa.session)).auth.mfa.verify({
          factorId: mfa.factorId,
          challengeId: mfa.challengeId,
          code: wrongCode(mfa.secret),
        }),
      allowed: { status: 422, code: 'mfa_verification_failed' },
    },
  ]

  it.each(rows)(
    '$name: a burst, then 429 until the bucket refills; other addresses go on',
    async ({ setting, fill, call, allowed }) => {
      const rate = limits[setting] as { requests: number; per_seconds: number; burst?: number }
      const expectAllowed = (r: { error: unknown }) =>
        allowed ? expect(r.error).toMatchObject(allowed) : expect(r.error).toBeNull()
      const ip = newIp()
      for (let i = 0; i < (rate.burst ?? rate.requests); i++) await (await raw(ip, 'POST', fill)).body?.cancel()
      expect((await call(ip)).error).toMatchObject(overLimit)
      expectAllowed(await call(newIp()))
      later(rate.per_seconds / rate.requests) // one request's worth of refill
      expectAllowed(await call(ip))
      expect((await call(ip)).error).toMatchObject(overLimit)
    },
  )

  it("answers in GoTrue's error shape", async () => {
    const ip = newIp()
    for (let i = 0; i < limits.token_verifications.burst!; i++) await (await raw(ip, 'POST', '/verify')).body?.cancel()
    const r = await raw(ip, 'POST', '/verify')
    expect(r.status).toBe(429)
    expect(await r.json()).toEqual({
      code: 'over_request_rate_limit',
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    })
  })
})

describe('per account: failed passwords and codes', () => {
  it('60 wrong passwords in 15 s: 10 are checked, the rest and then the right one are refused until the window passes', async () => {
    const email = await newUser()
    const answers: number[] = []
    for (let i = 0; i < 60; i++) {
      later(0.25)
      const { error } = await from(newIp()).auth.signInWithPassword({ email, password: `wrong-${i}` })
      answers.push((error as any).status)
      if ((error as any).status === 429) expect(error).toMatchObject(overLimit)
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(400))
    expect(answers.slice(10)).toEqual(Array(50).fill(429))
    const right = () => from(newIp()).auth.signInWithPassword({ email, password: 'pass-word-1' })
    expect((await right()).error).toMatchObject(overLimit)
    later(limits.failed_sign_ins.per_seconds)
    const { data, error } = await right()
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
  })

  it('an address without an account locks the same way, so the 429 tells nothing', async () => {
    const email = uniqueEmail('nobody')
    for (let i = 0; i < limits.failed_sign_ins.requests; i++) {
      expect((await from(newIp()).auth.signInWithPassword({ email, password: 'x-password' })).error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
      })
    }
    expect((await from(newIp()).auth.signInWithPassword({ email, password: 'x-password' })).error).toMatchObject(
      overLimit,
    )
  })

  it('a right password does not count: sign-ins between typos never lock', async () => {
    const email = await newUser()
    // were right ones counted, the account would lock within `requests` rounds
    for (let i = 0; i < limits.failed_sign_ins.requests + 2; i++) {
      const wrong = await from(newIp()).auth.signInWithPassword({ email, password: 'typo-password' })
      expect(wrong.error).toMatchObject({ status: 400 })
      expect((await from(newIp()).auth.signInWithPassword({ email, password: 'pass-word-1' })).error).toBeNull()
      later(limits.failed_sign_ins.per_seconds / limits.failed_sign_ins.requests)
    }
  })

  it('wrong email codes count against the address like wrong passwords', async () => {
    const email = await newUser()
    for (let i = 0; i < limits.failed_sign_ins.requests; i++) {
      expect((await from(newIp()).auth.verifyOtp({ type: 'recovery', email, token: '000000' })).error).toMatchObject({
        status: 403,
        code: 'otp_expired',
      })
    }
    expect((await from(newIp()).auth.verifyOtp({ type: 'recovery', email, token: '000000' })).error).toMatchObject(
      overLimit,
    )
    expect((await from(newIp()).auth.signInWithPassword({ email, password: 'pass-word-1' })).error).toMatchObject(
      overLimit,
    )
    later(limits.failed_sign_ins.per_seconds)
    expect((await from(newIp()).auth.signInWithPassword({ email, password: 'pass-word-1' })).error).toBeNull()
  })

  it("wrong TOTP codes lock the user's second step, the right code included, until the window passes", async () => {
    const u = await userWithFactor()
    const verify = async (code: string) =>
      (await as(newIp(), u.session)).auth.mfa.verify({ factorId: u.factorId, challengeId: u.challengeId, code })
    for (let i = 0; i < limits.failed_mfa_verifications.requests; i++) {
      expect((await verify(wrongCode(u.secret))).error).toMatchObject({ status: 422, code: 'mfa_verification_failed' })
    }
    expect((await verify(wrongCode(u.secret))).error).toMatchObject(overLimit)
    expect((await verify(totp(u.secret))).error).toMatchObject(overLimit)
    later(limits.failed_mfa_verifications.per_seconds)
    const ok = await verify(totp(u.secret))
    expect(ok.error).toBeNull()
    expect(JSON.parse(Buffer.from(ok.data!.access_token.split('.')[1], 'base64url').toString()).aal).toBe('aal2')
  })
})

describe("per address: one recovery or sign-in email a minute (GoTrue's max_frequency)", () => {
  it.each([
    ['recovery', (c: SupabaseClient, email: string) => c.auth.resetPasswordForEmail(email)],
    [
      'email sign-in code',
      (c: SupabaseClient, email: string) => c.auth.signInWithOtp({ email, options: { shouldCreateUser: false } }),
    ],
  ])('%s: a second request within the minute is refused, for an account or not, then allowed', async (_name, send) => {
    const email = await newUser()
    const nobody = uniqueEmail('nobody')
    expect((await send(from(newIp()), email)).error).toBeNull()
    await send(from(newIp()), nobody)
    const again = await send(from(newIp()), email)
    const message = `For security purposes, you can only request this after ${limits.email_max_frequency.per_seconds} seconds.`
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit', message })
    expect((await send(from(newIp()), nobody)).error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
      message,
    })
    later(limits.email_max_frequency.per_seconds)
    expect((await send(from(newIp()), email)).error).toBeNull()
  })
})
