/** Contract: TOTP MFA with the real client: enroll, challenge, verify with a computed code, assurance levels, unenroll. */
import { describe, expect, it } from 'vitest'
import { totp } from '../src/auth/totp.ts'
import { cfg, client, signedIn, uniqueEmail } from './helpers.ts'

async function freshUser() {
  const email = uniqueEmail('mfa')
  const { error } = await client().auth.signUp({ email, password: 'pass-word-1' })
  if (error) throw error
  return { email, ...(await signedIn(email, 'pass-word-1')) }
}

describe('auth: TOTP MFA', () => {
  it('enrolls, verifies a computed code and reaches aal2', async () => {
    const { client: c, email } = await freshUser()
    const before = await c.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' })

    const enrolled = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone', issuer: 'Ledgerloop' })
    expect(enrolled.error).toBeNull()
    const f = enrolled.data!
    expect(f.type).toBe('totp')
    expect(f.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true)
    expect(f.totp.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(f.totp.uri).toBe(
      `otpauth://totp/Ledgerloop:${encodeURIComponent(email)}?algorithm=SHA1&digits=6&issuer=Ledgerloop&period=30&secret=${f.totp.secret}`,
    )

    const ch = await c.auth.mfa.challenge({ factorId: f.id })
    expect(ch.error).toBeNull()
    expect(ch.data!.expires_at).toBeGreaterThan(Date.now() / 1000)
    const wrong = await c.auth.mfa.verify({
      factorId: f.id,
      challengeId: ch.data!.id,
      code: totp(f.totp.secret) === '000000' ? '111111' : '000000',
    })
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' })

    const ok = await c.auth.mfa.verify({ factorId: f.id, challengeId: ch.data!.id, code: totp(f.totp.secret) })
    expect(ok.error).toBeNull()
    expect(ok.data!.refresh_token).toBeTruthy()
    const aal = await c.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
    expect(aal.data!.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method)).sort()).toEqual([
      'password',
      'totp',
    ])

    // a challenge is single-use
    const replay = await c.auth.mfa.verify({ factorId: f.id, challengeId: ch.data!.id, code: totp(f.totp.secret) })
    expect(replay.error).toMatchObject({ status: 422 })

    const factors = await c.auth.mfa.listFactors()
    expect(factors.data!.totp.map((x) => [x.id, x.status, x.friendly_name])).toEqual([[f.id, 'verified', 'phone']])

    // refreshing an aal2 session keeps aal2
    const refreshed = await c.auth.refreshSession()
    const claims = JSON.parse(Buffer.from(refreshed.data.session!.access_token.split('.')[1], 'base64url').toString())
    expect(claims.aal).toBe('aal2')
  })

  it('a new sign-in of an enrolled user is aal1 with aal2 next; unenroll needs aal2', async () => {
    const { client: c, email } = await freshUser()
    const { data: f } = await c.auth.mfa.enroll({ factorType: 'totp' })
    await c.auth.mfa.challengeAndVerify({ factorId: f!.id, code: totp(f!.totp.secret) })

    const again = await signedIn(email, 'pass-word-1')
    const aal = await again.client.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
    const refused = await again.client.auth.mfa.unenroll({ factorId: f!.id })
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' })
    const pw = await again.client.auth.updateUser({ password: 'pass-word-2' })
    expect(pw.error).toMatchObject({ status: 401, code: 'insufficient_aal' })

    await again.client.auth.mfa.challengeAndVerify({ factorId: f!.id, code: totp(f!.totp.secret) })
    const removed = await again.client.auth.mfa.unenroll({ factorId: f!.id })
    expect(removed.error).toBeNull()
    expect((await again.client.auth.mfa.listFactors()).data!.all).toHaveLength(0)
  })

  it("refuses another user's factor and lets the admin list and delete factors", async () => {
    const owner = await freshUser()
    const { data: f } = await owner.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'mine' })
    const other = await freshUser()
    const ch = await other.client.auth.mfa.challenge({ factorId: f!.id })
    expect(ch.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' })

    const admin = client(cfg.serviceRoleKey).auth.admin
    const listed = await admin.mfa.listFactors({ userId: owner.user.id })
    expect(listed.data!.factors.map((x) => x.id)).toEqual([f!.id])
    expect((await admin.mfa.deleteFactor({ userId: owner.user.id, id: f!.id })).error).toBeNull()
    expect((await admin.mfa.listFactors({ userId: owner.user.id })).data!.factors).toHaveLength(0)
  })
})
