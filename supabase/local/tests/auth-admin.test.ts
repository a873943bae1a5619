/** Contract: the admin API with the service key (createUser, invite, list/get/update/delete) and refused without it. */
import { describe, expect, it } from 'vitest'
import { PASSWORD, cfg, client, newUser, uniqueEmail } from './helpers.ts'

const admin = () => client(cfg.serviceRoleKey).auth.admin

describe('auth admin: service key required', () => {
  it('refuses createUser, invite and listUsers with the anon key or a user token', async () => {
    const anon = client().auth.admin
    const created = await anon.createUser({ email: uniqueEmail('anon'), password: 'pass-word-1' })
    expect(created.error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' })
    const invited = await anon.inviteUserByEmail(uniqueEmail('anon-invite'))
    expect(invited.error).toMatchObject({ status: 403, code: 'not_admin' })
    const staff = await newUser({ role: 'admin' })
    const { data } = await client().auth.signInWithPassword({ email: staff.email, password: PASSWORD })
    const asUser = client(cfg.anonKey)
    const r = await fetch(`${cfg.apiUrl}/auth/v1/admin/users`, {
      headers: { apikey: cfg.anonKey, authorization: `Bearer ${data.session!.access_token}` },
    })
    expect(r.status).toBe(403)
    expect((await asUser.auth.admin.listUsers()).error).toMatchObject({ status: 403 })
  })
})

describe('auth admin: users', () => {
  it('creates a confirmed user who can sign in, and refuses a duplicate', async () => {
    const email = uniqueEmail('created')
    const { data, error } = await admin().createUser({
      email,
      password: 'pass-word-1',
      email_confirm: true,
      user_metadata: { first_name: 'Cy' },
      app_metadata: { tier: 'gold' },
    })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({
      email,
      user_metadata: { first_name: 'Cy' },
      app_metadata: { provider: 'email', tier: 'gold' },
    })
    const signIn = await client().auth.signInWithPassword({ email, password: 'pass-word-1' })
    expect(signIn.error).toBeNull()
    const dup = await admin().createUser({ email, password: 'pass-word-1' })
    expect(dup.error).toMatchObject({ status: 422, code: 'email_exists' })
  })

  it('an unconfirmed created user cannot sign in yet', async () => {
    const email = uniqueEmail('unconfirmed')
    await admin().createUser({ email, password: 'pass-word-1' })
    const { error } = await client().auth.signInWithPassword({ email, password: 'pass-word-1' })
    expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed' })
  })

  it('invites a user by email: invited, unconfirmed, no password', async () => {
    const email = uniqueEmail('invited')
    const { data, error } = await admin().inviteUserByEmail(email, { data: { first_name: 'Ivy' } })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, user_metadata: { first_name: 'Ivy' } })
    expect(data.user!.invited_at).toBeTruthy()
    expect(data.user!.email_confirmed_at).toBeFalsy()
    const signIn = await client().auth.signInWithPassword({ email, password: 'anything-1' })
    expect(signIn.error).toMatchObject({ code: 'invalid_credentials' })
    const confirmed = await admin().inviteUserByEmail((await newUser()).email)
    expect(confirmed.error).toMatchObject({ status: 422, code: 'email_exists' })
  })

  it('lists users in pages', async () => {
    for (let i = 0; i < 3; i++) await newUser({ prefix: 'listed' })
    const first = await admin().listUsers({ page: 1, perPage: 2 })
    expect(first.error).toBeNull()
    expect(first.data.users).toHaveLength(2)
    expect((first.data as any).total).toBeGreaterThanOrEqual(3)
    expect((first.data as any).nextPage).toBe(2)
    const second = await admin().listUsers({ page: 2, perPage: 2 })
    expect(second.data.users.map((u) => u.id)).not.toContain(first.data.users[0].id)
  })

  it('gets, updates, bans and deletes a user', async () => {
    const email = uniqueEmail('lifecycle')
    const { data } = await admin().createUser({
      email,
      password: 'pass-word-1',
      email_confirm: true,
      user_metadata: { a: 1 },
    })
    const id = data.user!.id
    expect((await admin().getUserById(id)).data.user?.email).toBe(email)

    const upd = await admin().updateUserById(id, { user_metadata: { b: 2 }, password: 'pass-word-9' })
    expect(upd.data.user?.user_metadata).toEqual({ a: 1, b: 2 })
    expect((await client().auth.signInWithPassword({ email, password: 'pass-word-9' })).error).toBeNull()

    await admin().updateUserById(id, { ban_duration: '24h' })
    expect((await client().auth.signInWithPassword({ email, password: 'pass-word-9' })).error).toMatchObject({
      code: 'user_banned',
    })
    await admin().updateUserById(id, { ban_duration: 'none' })
    expect((await client().auth.signInWithPassword({ email, password: 'pass-word-9' })).error).toBeNull()
    expect((await admin().updateUserById(id, { ban_duration: 'forever' })).error).toMatchObject({
      status: 400,
      code: 'validation_failed',
    })

    expect((await admin().deleteUser(id)).error).toBeNull()
    expect((await admin().getUserById(id)).error).toMatchObject({ status: 404, code: 'user_not_found' })
    expect((await client().auth.signInWithPassword({ email, password: 'pass-word-9' })).error).toMatchObject({
      code: 'invalid_credentials',
    })
  })
})
