/**
 * verifyToken with each key source a deployment can have: the injected SUPABASE_JWKS, the project's JWKS fetched from
 * SUPABASE_URL when none is injected, and the legacy HS256 secret only when AUTH_JWT_SECRET is set.
 */
import assert from 'node:assert/strict'
import { SignJWT } from 'jose'
import { userToken } from '../_testing/tokens.ts'
import { verifyToken } from './auth.ts'
import { AppError } from './errors.ts'

const sub = crypto.randomUUID()
const legacySecret = 'a-legacy-secret-of-at-least-thirty-two-characters'
const legacyToken = () =>
  new SignJWT({ sub, role: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(legacySecret))
const refused = (e: unknown) => e instanceof AppError && e.code === 'unauthorized'

/** Runs fn with the given variables set (undefined: unset), then puts the environment back. */
async function withEnv(vars: Record<string, string | undefined>, fn: () => Promise<void>) {
  const before = Object.fromEntries(Object.keys(vars).map((k) => [k, Deno.env.get(k)]))
  const apply = (v: Record<string, string | undefined>) => {
    for (const [k, x] of Object.entries(v)) x === undefined ? Deno.env.delete(k) : Deno.env.set(k, x)
  }
  apply(vars)
  try {
    await fn()
  } finally {
    apply(before)
  }
}

Deno.test('a user token verifies against the injected SUPABASE_JWKS', async () => {
  assert.equal((await verifyToken(await userToken({ sub }))).sub, sub)
})

Deno.test('SUPABASE_JWKS may also hold the keys as a bare array', async () => {
  const { keys } = JSON.parse(Deno.env.get('SUPABASE_JWKS')!)
  await withEnv({ SUPABASE_JWKS: JSON.stringify(keys) }, async () => {
    assert.equal((await verifyToken(await userToken({ sub }))).sub, sub)
  })
})

Deno.test('without SUPABASE_JWKS the project JWKS is fetched from SUPABASE_URL', async () => {
  await withEnv({ SUPABASE_JWKS: undefined }, async () => {
    assert.equal((await verifyToken(await userToken({ sub }))).sub, sub)
  })
})

Deno.test('an HS256 token is refused unless AUTH_JWT_SECRET is set, then verified with it', async () => {
  await withEnv({ AUTH_JWT_SECRET: undefined }, async () => {
    await assert.rejects(verifyToken(await legacyToken()), refused)
  })
  await withEnv({ AUTH_JWT_SECRET: legacySecret }, async () => {
    assert.equal((await verifyToken(await legacyToken())).sub, sub)
    // ... and a signing-key token still passes beside it
    assert.equal((await verifyToken(await userToken({ sub }))).sub, sub)
  })
  await withEnv({ AUTH_JWT_SECRET: 'another-secret-of-at-least-thirty-two-chars' }, async () => {
    await assert.rejects(verifyToken(await legacyToken()), refused)
  })
})
