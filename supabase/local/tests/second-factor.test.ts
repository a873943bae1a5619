/**
 * Contract: two-factor authentication is enforced by the server. A user with a verified factor who signs in with the
 * password alone (aal1) gets nothing from Storage, Realtime or the API until the second step makes the token aal2.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { FunctionsHttpError, type RealtimeChannel } from '@supabase/supabase-js'
import { totp } from '../src/auth/totp.ts'
import { adminSql, client, signedIn, uniqueEmail } from './helpers.ts'

afterAll(async () => {
  await adminSql().end()
})

function subscribe(ch: RealtimeChannel): Promise<string> {
  return new Promise((resolve) =>
    ch.subscribe((status) => {
      if (status !== 'CLOSED') resolve(status)
    }),
  )
}

/** A member of a new organization with one stored file, enrolled in TOTP. */
async function enrolledMember() {
  const email = uniqueEmail('second-factor')
  const { error } = await client().auth.signUp({ email, password: 'pass-word-1' })
  if (error) throw error
  const first = await signedIn(email, 'pass-word-1')
  const orgId = randomUUID()
  await adminSql()`insert into public.organizations (id, legal_name) values (${orgId}, 'Second Factor Contract LLC')`
  await adminSql()`insert into public.organization_members (organization_id, user_id, org_role) values (${orgId}, ${first.user.id}, 'admin')`
  const path = `${orgId}/statement.txt`
  const up = await first.client.storage
    .from('files')
    .upload(path, Buffer.from('balance 100.00'), { contentType: 'text/plain' })
  expect(up.error).toBeNull()
  const { data: factor } = await first.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' })
  const verified = await first.client.auth.mfa.challengeAndVerify({
    factorId: factor!.id,
    code: totp(factor!.totp.secret),
  })
  expect(verified.error).toBeNull()
  return { email, orgId, path, factor: factor!, first }
}

describe('second factor enforced by the server', () => {
  it('an aal1 token of an enrolled user reads no file, joins no channel and gets 403 from the API; aal2 gets all three', async () => {
    const { email, orgId, path, factor, first } = await enrolledMember()
    const aal1 = await signedIn(email, 'pass-word-1')
    const claims = JSON.parse(Buffer.from(aal1.session.access_token.split('.')[1], 'base64url').toString())
    expect(claims.aal).toBe('aal1')

    const file = await aal1.client.storage.from('files').download(path)
    expect(file.data).toBeNull()
    expect(file.error).not.toBeNull()
    const signed = await aal1.client.storage.from('files').createSignedUrl(path, 60)
    expect(signed.data).toBeNull()

    const channel = aal1.client.channel(`org:${orgId}`, { config: { private: true } })
    expect(await subscribe(channel)).toBe('CHANNEL_ERROR')
    await aal1.client.removeAllChannels()

    const me = await aal1.client.functions.invoke('api/me', { method: 'GET' })
    expect(me.error).toBeInstanceOf(FunctionsHttpError)
    const res = (me.error as FunctionsHttpError).context as Response
    expect(res.status).toBe(403)
    expect((await res.json()).error).toMatchObject({
      code: 'insufficient_aal',
      message: 'Enter the code from your authenticator app to continue.',
    })

    // The second step on the same client upgrades the token; then everything opens up.
    const upgraded = await aal1.client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totp(factor.totp.secret),
    })
    expect(upgraded.error).toBeNull()
    const again = await aal1.client.storage.from('files').download(path)
    expect(await again.data?.text()).toBe('balance 100.00')
    // supabase-js does not hand an MFA-upgraded token to realtime by itself; the web app calls setAuth before joining.
    await aal1.client.realtime.setAuth()
    const joined = aal1.client.channel(`org:${orgId}`, { config: { private: true } })
    expect(await subscribe(joined)).toBe('SUBSCRIBED')
    await aal1.client.removeAllChannels()
    const meAgain = await aal1.client.functions.invoke('api/me', { method: 'GET' })
    expect(meAgain.error).toBeNull()
    expect(meAgain.data.email).toBe(email)
    await first.client.auth.signOut()
  })

  it('a user without a factor keeps working at aal1', async () => {
    const email = uniqueEmail('no-factor')
    await client().auth.signUp({ email, password: 'pass-word-1' })
    const s = await signedIn(email, 'pass-word-1')
    const me = await s.client.functions.invoke('api/me', { method: 'GET' })
    expect(me.error).toBeNull()
    expect(me.data.email).toBe(email)
  })
})
