/**
 * Contract: authentication as hosted Supabase does it. The auth server signs user tokens with an ES256 key named by
 * `kid` and publishes it at /auth/v1/.well-known/jwks.json; the API accepts those tokens and refuses legacy HS256 ones
 * (no AUTH_JWT_SECRET locally) and tampered ones; the gateway applies each function's verify_jwt with hosted's answers;
 * and the stack refuses to hand the functions a SUPABASE_ secret hosted would not.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { decodeProtectedHeader, exportJWK, generateKeyPair } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createContext } from '../src/context.ts'
import { createFunctionsProxy } from '../src/functions/proxy.ts'
import { signJwt } from '../src/jwt.ts'
import { startStack } from '../src/stack.ts'
import { StartupError } from '../src/startup-error.ts'
import { cfg, newUser, signedIn } from './helpers.ts'

const FUNCTIONS = `${cfg.apiUrl}/functions/v1`
const me = (authorization?: string) =>
  fetch(`${FUNCTIONS}/api/me`, { headers: { apikey: cfg.anonKey, ...(authorization ? { authorization } : {}) } })

describe('user tokens signed with the project signing key', () => {
  let session: Awaited<ReturnType<typeof signedIn>>['session']
  beforeAll(async () => {
    session = (await signedIn((await newUser()).email)).session
  })

  it('are ES256 with the kid the JWKS publishes, and the JWKS holds no private part', async () => {
    const jwks = await (await fetch(`${cfg.apiUrl}/auth/v1/.well-known/jwks.json`)).json()
    const header = decodeProtectedHeader(session.access_token)
    expect(header).toMatchObject({ alg: 'ES256', kid: cfg.signingKey.kid })
    expect(jwks.keys).toEqual([expect.objectContaining({ kid: header.kid, alg: 'ES256', kty: 'EC', crv: 'P-256' })])
    expect(jwks.keys[0]).not.toHaveProperty('d')
  })

  it('pass the API', async () => {
    const r = await me(`Bearer ${session.access_token}`)
    expect(r.status).toBe(200)
    expect((await r.json()).userId).toBe(session.user.id)
  })

  it('are refused when tampered with, or signed by another key under the same kid', async () => {
    const [h, p, s] = session.access_token.split('.')
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'))
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString('base64url')}.${s}`
    const { privateKey } = await generateKeyPair('ES256', { extractable: true })
    const impostor = await signJwt(claims, { ...(await exportJWK(privateKey)), kid: cfg.signingKey.kid }, 600)
    for (const token of [tampered, impostor]) {
      const r = await me(`Bearer ${token}`)
      expect(r.status).toBe(401)
      expect(await r.json()).toEqual({ error: { code: 'unauthorized', message: 'Invalid or expired token' } })
    }
  })

  it('are the only ones: an HS256 token of the legacy secret is refused without AUTH_JWT_SECRET', async () => {
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString('utf8'))
    const legacy = await signJwt(claims, cfg.jwtSecret, 600)
    const r = await me(`Bearer ${legacy}`)
    expect(r.status).toBe(401)
    expect(await r.json()).toEqual({ error: { code: 'unauthorized', message: 'Invalid or expired token' } })
  })
})

describe("the gateway's verify_jwt gate (supabase/config.toml)", () => {
  it('lets signed-out calls through to the functions that verify callers themselves', async () => {
    // jobs: the function's own refusal, not the gateway's
    const jobs = await fetch(`${FUNCTIONS}/jobs/run`, { method: 'POST' })
    expect(jobs.status).toBe(401)
    expect(await jobs.json()).toEqual({ error: { code: 'unauthorized', message: 'The jobs run secret is required' } })
    // webhooks: a provider's callback with a bad signature is the function's 401 too
    const hook = await fetch(`${FUNCTIONS}/webhooks/api/event-bus/stripe`, { method: 'POST', body: '{}' })
    expect(await hook.json()).not.toMatchObject({ code: 401 })
    // api: a public route (an invitation looked up by its token) answers signed out
    const invitation = await fetch(`${FUNCTIONS}/api/invitations/lookup?token=${'x'.repeat(43)}`, {
      headers: { apikey: cfg.anonKey },
    })
    expect(invitation.status).toBe(404)
  })

  describe('a function with verify_jwt = true', () => {
    let server: http.Server
    let url: string
    const ctx = createContext(cfg, () => {})
    beforeAll(async () => {
      const proxy = createFunctionsProxy(ctx, { verifyJwt: new Map([['api', true]]) })
      server = http.createServer((req, res) => void proxy(req, res, req.url ?? '/'))
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`
    })
    afterAll(async () => {
      await new Promise((r) => server.close(r))
      await ctx.sql.end()
    })
    const call = (authorization?: string) => fetch(url, { headers: authorization ? { authorization } : {} })

    it('answers 401 "Missing authorization header" without reaching the function', async () => {
      const r = await call()
      expect(r.status).toBe(401)
      expect(await r.json()).toEqual({ code: 401, message: 'Missing authorization header' })
    })

    it('refuses what is not a JWT, and a user token of the signing keys the gate cannot check', async () => {
      const garbage = await call('Bearer sb_secret_not-a-jwt')
      expect([garbage.status, await garbage.json()]).toEqual([
        401,
        { code: 401, message: 'Invalid Token or Protected Header formatting' },
      ])
      const user = await newUser()
      const { session } = await signedIn(user.email)
      const es256 = await call(`Bearer ${session.access_token}`)
      expect([es256.status, await es256.json()]).toEqual([401, { code: 401, message: 'Invalid JWT' }])
    })

    it('lets a legacy key of the project through', async () => {
      const r = await call(`Bearer ${cfg.anonKey}`)
      expect([r.status, await r.json()]).toEqual([200, { status: 'ok' }])
    })
  })
})

describe('secrets hosted reserves', () => {
  it('stop the stack from starting when the functions would receive one', async () => {
    process.env.SUPABASE_JWT_SECRET = cfg.jwtSecret
    try {
      const refused = await startStack(cfg, { quiet: true }).then(
        () => undefined,
        (e) => e,
      )
      expect(refused).toBeInstanceOf(StartupError)
      expect(refused.message).toMatch(/receive SUPABASE_JWT_SECRET, but hosted Supabase reserves the SUPABASE_ prefix/)
    } finally {
      delete process.env.SUPABASE_JWT_SECRET
    }
  })
})
