/** Contract: forged, expired and malformed credentials or bodies are refused with GoTrue's status and code. */
import { exportJWK, generateKeyPair } from 'jose'
import { describe, expect, it } from 'vitest'
import { signJwt } from '../src/jwt.ts'
import { cfg, client, newUser, signedIn } from './helpers.ts'

const AUTH = `${cfg.apiUrl}/auth/v1`

describe('auth: refused JWTs on GET /user', () => {
  it('refuses a tampered token with 403 bad_jwt', async () => {
    const [me, someoneElse] = [await newUser(), await newUser()]
    const { session } = await signedIn(me.email)
    const [h, p, s] = session.access_token.split('.')
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'))
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: someoneElse.id })).toString('base64url')}.${s}`
    const { data, error } = await client().auth.getUser(forged)
    expect(data.user).toBeNull()
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' })
  })

  it('refuses a token signed with another secret, or with another key under the platform key id', async () => {
    const jwt = await signJwt({ sub: crypto.randomUUID(), role: 'authenticated' }, 'x'.repeat(40), 3600)
    expect((await client().auth.getUser(jwt)).error).toMatchObject({ status: 403, code: 'bad_jwt' })
    const { privateKey } = await generateKeyPair('ES256', { extractable: true })
    const impostor = { ...(await exportJWK(privateKey)), kid: cfg.signingKey.kid }
    const forged = await signJwt({ sub: crypto.randomUUID(), role: 'authenticated' }, impostor, 3600)
    expect((await client().auth.getUser(forged)).error).toMatchObject({ status: 403, code: 'bad_jwt' })
  })

  it('refuses an expired token saying it is expired', async () => {
    const jwt = await signJwt(
      { sub: crypto.randomUUID(), role: 'authenticated', aud: 'authenticated' },
      cfg.signingKey,
      -60,
    )
    const { error } = await client().auth.getUser(jwt)
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' })
    expect(error!.message).toMatch(/token is expired/)
  })

  it('refuses a malformed token and the anon key (no sub)', async () => {
    expect((await client().auth.getUser('not.a.jwt')).error).toMatchObject({ status: 403, code: 'bad_jwt' })
    expect((await client().auth.getUser(cfg.anonKey)).error).toMatchObject({ status: 403, code: 'bad_jwt' })
  })

  it('asks for a token when none is sent', async () => {
    const r = await fetch(`${AUTH}/user`, { headers: { apikey: cfg.anonKey, 'x-supabase-api-version': '2024-01-01' } })
    expect(r.status).toBe(401)
    expect(await r.json()).toMatchObject({ code: 'no_authorization', error_code: 'no_authorization' })
  })
})

describe('auth: bad input never breaks the server', () => {
  it.each([
    ['POST', '/signup', '{"email":'],
    ['POST', '/token?grant_type=password', '[1,2]'],
    ['POST', '/token?grant_type=password', 'null'],
    ['POST', '/signup', '{"email":42,"password":"pass-word-1"}'],
  ])('%s %s %s -> 400', async (method, path, body) => {
    const r = await fetch(`${AUTH}${path}`, {
      method,
      body,
      headers: { apikey: cfg.anonKey, 'content-type': 'application/json' },
    })
    expect(r.status).toBe(400)
    expect(r.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    const j = await r.json()
    expect(['bad_json', 'validation_failed']).toContain(j.error_code)
    expect(j.code).toBe(400) // no api-version header sent: the pre-2024 numeric code
  })

  it('refuses an unknown grant type and an unknown route', async () => {
    const g = await fetch(`${AUTH}/token?grant_type=magic`, { method: 'POST', body: '{}' })
    expect(g.status).toBe(400)
    expect((await g.json()).error_code).toBe('unsupported_grant_type')
    expect((await fetch(`${AUTH}/nope`)).status).toBe(404)
    expect((await fetch(`${AUTH}/health`)).status).toBe(200)
  })
})
