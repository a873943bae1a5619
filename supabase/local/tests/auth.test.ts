/** Contract: sign-up, sign-in, the current user, refresh-token rotation and sign-out through the real supabase-js. */
import { describe, expect, it } from 'vitest'
import { PASSWORD, adminSql, cfg, client, newUser, signedIn, uniqueEmail } from './helpers.ts'

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'))

describe('auth: sign-up and sign-in', () => {
  it('answers health with GoTrue headers', async () => {
    const r = await fetch(`${cfg.apiUrl}/auth/v1/health`, { headers: { apikey: cfg.anonKey } })
    expect(r.status).toBe(200)
    expect(r.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect((await r.json()).name).toBe('GoTrue')
    const s = await (await fetch(`${cfg.apiUrl}/auth/v1/settings`)).json()
    expect(s.external.email).toBe(true)
    expect(s.mailer_autoconfirm).toBe(true)
  })

  it('signs up with metadata and returns a session; the profile trigger fires', async () => {
    const email = uniqueEmail('signup')
    const c = client()
    const { data, error } = await c.auth.signUp({
      email,
      password: 'pass-word-1',
      options: { data: { first_name: 'Sam', last_name: 'Signup' } },
    })
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
    expect(data.user?.email).toBe(email)
    expect(data.user?.user_metadata).toMatchObject({ first_name: 'Sam', last_name: 'Signup' })
    const [profile] =
      await adminSql()`select first_name, last_name, email from public.users where id = ${data.user!.id}`
    expect(profile).toEqual({ first_name: 'Sam', last_name: 'Signup', email })
    const [row] =
      await adminSql()`select encrypted_password like '$2a$10$%' as bcrypt, email_confirmed_at is not null as confirmed from auth.users where id = ${data.user!.id}`
    expect(row).toEqual({ bcrypt: true, confirmed: true })
  })

  it('refuses a second sign-up with the same email, a weak password and a bad email', async () => {
    const email = uniqueEmail('dup')
    expect((await client().auth.signUp({ email, password: 'pass-word-1' })).error).toBeNull()
    const dup = await client().auth.signUp({ email: email.toUpperCase(), password: 'pass-word-1' })
    expect(dup.error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' })
    const weak = await client().auth.signUp({ email: uniqueEmail('weak'), password: '123' })
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] })
    const bad = await client().auth.signUp({ email: 'not-an-email', password: 'pass-word-1' })
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' })
  })

  it('signs in a confirmed user with Supabase claims in the JWT', async () => {
    const me = await newUser({ firstName: 'Casey' })
    const { session, user } = await signedIn(me.email)
    expect(user.id).toBe(me.id)
    expect(session.expires_in).toBe(3600)
    const claims = claimsOf(session.access_token)
    expect(claims).toMatchObject({
      iss: `${cfg.apiUrl}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: me.email,
      aal: 'aal1',
      is_anonymous: false,
      user_metadata: { first_name: 'Casey' },
    })
    expect(claims.amr.map((a: { method: string }) => a.method)).toEqual(['password'])
    expect(claims.exp - claims.iat).toBe(3600)
    const [s] = await adminSql()`select user_id from auth.sessions where id = ${claims.session_id}`
    expect(s.user_id).toBe(user.id)
  })

  it('refuses a wrong password with invalid_credentials', async () => {
    const { data, error } = await client().auth.signInWithPassword({
      email: (await newUser()).email,
      password: 'wrong-password',
    })
    expect(data.session).toBeNull()
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' })
    const unknown = await client().auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: PASSWORD,
    })
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' })
  })

  it('getUser returns the signed-in user', async () => {
    const keeper = await newUser({ role: 'bookkeeper' })
    const { client: c } = await signedIn(keeper.email)
    const { data, error } = await c.auth.getUser()
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email: keeper.email, aud: 'authenticated', role: 'authenticated' })
  })
})

describe('auth: refresh-token rotation', () => {
  it('rotates the refresh token and refuses a used one, revoking the family', async () => {
    const { client: c, session } = await signedIn((await newUser()).email)
    const first = session.refresh_token
    const r1 = await c.auth.refreshSession({ refresh_token: first })
    expect(r1.error).toBeNull()
    const second = r1.data.session!.refresh_token
    expect(second).not.toBe(first)
    expect(claimsOf(r1.data.session!.access_token).session_id).toBe(claimsOf(session.access_token).session_id)

    const reuse = await client().auth.refreshSession({ refresh_token: first })
    expect(reuse.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    })
    // the reuse looked like theft, so the legitimate holder's newer token is revoked as well
    const after = await client().auth.refreshSession({ refresh_token: second })
    expect(after.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' })
  })

  it('refuses an unknown refresh token', async () => {
    const { error } = await client().auth.refreshSession({ refresh_token: 'not-a-real-token' })
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' })
  })
})

describe('auth: sign-out', () => {
  it('ends the session: its refresh token and access token are refused', async () => {
    const { client: c, session } = await signedIn((await newUser({ role: 'bookkeeper' })).email)
    const { error } = await c.auth.signOut({ scope: 'local' })
    expect(error).toBeNull()
    const refresh = await client().auth.refreshSession({ refresh_token: session.refresh_token })
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' })
    // supabase-js turns GoTrue's session_not_found into AuthSessionMissingError; the wire answer is 403
    const user = await client().auth.getUser(session.access_token)
    expect(user.error?.name).toBe('AuthSessionMissingError')
    const raw = await fetch(`${cfg.apiUrl}/auth/v1/user`, {
      headers: { authorization: `Bearer ${session.access_token}`, 'x-supabase-api-version': '2024-01-01' },
    })
    expect(raw.status).toBe(403)
    expect(await raw.json()).toMatchObject({ code: 'session_not_found' })
  })

  it('scope others keeps the current session and ends the rest', async () => {
    const email = uniqueEmail('others')
    await client().auth.signUp({ email, password: 'pass-word-1' })
    const a = await signedIn(email, 'pass-word-1')
    const b = await signedIn(email, 'pass-word-1')
    expect((await a.client.auth.signOut({ scope: 'others' })).error).toBeNull()
    expect((await a.client.auth.getUser()).error).toBeNull()
    expect((await b.client.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
  })
})

describe('auth: updating the user', () => {
  it('merges metadata, changes the password and the email', async () => {
    const email = uniqueEmail('update')
    const c = client()
    await c.auth.signUp({ email, password: 'pass-word-1', options: { data: { first_name: 'Una', keep: 1 } } })
    const meta = await c.auth.updateUser({ data: { first_name: 'Uma', keep: null, added: true } })
    expect(meta.error).toBeNull()
    expect(meta.data.user!.user_metadata).toEqual({ first_name: 'Uma', added: true })

    const same = await c.auth.updateUser({ password: 'pass-word-1' })
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' })
    expect((await c.auth.updateUser({ password: 'pass-word-2' })).error).toBeNull()
    expect((await client().auth.signInWithPassword({ email, password: 'pass-word-1' })).error).toMatchObject({
      code: 'invalid_credentials',
    })

    const newEmail = uniqueEmail('moved')
    const moved = await c.auth.updateUser({ email: newEmail })
    expect(moved.data.user?.email).toBe(newEmail)
    expect((await client().auth.signInWithPassword({ email: newEmail, password: 'pass-word-2' })).error).toBeNull()
    const taken = await c.auth.updateUser({ email: (await newUser()).email })
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' })
  })
})
