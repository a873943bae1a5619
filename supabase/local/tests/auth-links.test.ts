/** Contract: email links without email: invite acceptance, magic link, password recovery, via generateLink / verifyOtp. */
import { describe, expect, it } from 'vitest'
import { adminSql, cfg, client, uniqueEmail } from './helpers.ts'

const admin = () => client(cfg.serviceRoleKey).auth.admin

describe('auth: email links', () => {
  it('an invited user accepts with the token hash and then sets a password', async () => {
    const email = uniqueEmail('accept')
    const { data, error } = await admin().generateLink({
      type: 'invite',
      email,
      options: { data: { first_name: 'Ina' } },
    })
    expect(error).toBeNull()
    expect(data.properties!.action_link).toContain('/auth/v1/verify?token=')
    expect(data.user!.user_metadata).toMatchObject({ first_name: 'Ina' })

    const c = client()
    const v = await c.auth.verifyOtp({ type: 'invite', token_hash: data.properties!.hashed_token })
    expect(v.error).toBeNull()
    expect(v.data.user!.email_confirmed_at).toBeTruthy()
    const amr = JSON.parse(Buffer.from(v.data.session!.access_token.split('.')[1], 'base64url').toString()).amr
    expect(amr.map((a: { method: string }) => a.method)).toEqual(['invite'])
    expect((await c.auth.updateUser({ password: 'pass-word-1' })).error).toBeNull()
    expect((await client().auth.signInWithPassword({ email, password: 'pass-word-1' })).error).toBeNull()

    // single use
    const again = await client().auth.verifyOtp({ type: 'invite', token_hash: data.properties!.hashed_token })
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' })
  })

  it('the emailed link redirects back with the session in the fragment', async () => {
    const email = uniqueEmail('link')
    const missing = await admin().generateLink({ type: 'magiclink', email })
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' }) // magic links need an existing user
    await admin().createUser({ email, password: 'pass-word-1', email_confirm: true })
    const { data: link } = await admin().generateLink({
      type: 'magiclink',
      email,
      options: { redirectTo: 'http://localhost:5173/welcome' },
    })
    const r = await fetch(link.properties!.action_link, { redirect: 'manual' })
    expect(r.status).toBe(303)
    const location = new URL(r.headers.get('location')!)
    expect(location.origin + location.pathname).toBe('http://localhost:5173/welcome')
    const frag = new URLSearchParams(location.hash.slice(1))
    expect(frag.get('token_type')).toBe('bearer')
    expect((await client().auth.getUser(frag.get('access_token')!)).data.user?.email).toBe(email)
    const reused = await fetch(link.properties!.action_link, { redirect: 'manual' })
    expect(new URLSearchParams(new URL(reused.headers.get('location')!).hash.slice(1)).get('error_code')).toBe(
      'otp_expired',
    )
  })

  it('recovers a password with the emailed code', async () => {
    const email = uniqueEmail('recover')
    await admin().createUser({ email, password: 'pass-word-1', email_confirm: true })
    expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull()
    expect((await client().auth.resetPasswordForEmail(uniqueEmail('nobody'))).error).toBeNull() // no account: same answer
    const [{ recovery_token }] = await adminSql()`select recovery_token from auth.users where email = ${email}`
    expect(recovery_token).toMatch(/^[0-9a-f]{56}$/)
    const wrong = await client().auth.verifyOtp({ type: 'recovery', email, token: '000000' })
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' })
    const c = client()
    expect((await c.auth.verifyOtp({ type: 'recovery', token_hash: recovery_token })).error).toBeNull()
    expect((await c.auth.updateUser({ password: 'pass-word-2' })).error).toBeNull()
    expect((await client().auth.signInWithPassword({ email, password: 'pass-word-2' })).error).toBeNull()
  })

  it('signInWithOtp refuses to create a user when told not to', async () => {
    const { error } = await client().auth.signInWithOtp({
      email: uniqueEmail('otp'),
      options: { shouldCreateUser: false },
    })
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled' })
    const email = uniqueEmail('otp-new')
    expect((await client().auth.signInWithOtp({ email })).error).toBeNull()
    const [row] =
      await adminSql()`select email_confirmed_at, confirmation_token <> '' as pending from auth.users where email = ${email}`
    expect(row).toEqual({ email_confirmed_at: null, pending: true })
  })
})
