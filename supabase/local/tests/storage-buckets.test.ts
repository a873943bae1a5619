/**
 * Storage contract: only the service role manages buckets. Signed-in users, even an admin whose storage.objects
 * policies let them delete every tenant's files, are refused emptying, deleting, changing or creating a bucket, and
 * nothing is removed; the service key does all of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminSql, cfg, client, newOrg, newUser, signedIn } from './helpers.ts'

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
// An organization of the test's own with a client user, and an admin (made before the tests run).
let ORG = ''
let path = ''
const people: Record<'client' | 'admin', { id: string; email: string }> = {} as never
const service = client(cfg.serviceRoleKey)
/** hosted storage-api's answer to a non-service caller on a service-only route (storage-js exposes these fields) */
// what supabase-js (2.109) reports of hosted Storage's refusal; the answer's own `code` is checked on the raw response
const refused = { status: 403, statusCode: '403', message: 'Access denied: Invalid role' }

const stored = async () => {
  const [{ n }] =
    await adminSql()`select count(*)::int as n from storage.objects where bucket_id = 'files' and name = ${path}`
  return n
}

/** How many of the test's objects RLS lets a user delete, counted in a transaction that is rolled back. */
async function deletableBy(sub: string) {
  let n = -1
  await adminSql()
    .begin(async (tx) => {
      await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify({ sub, role: 'authenticated', aal: 'aal1' })}, true)`
      ;[{ n }] =
        await tx`with gone as (delete from storage.objects where bucket_id = 'files' and name = ${path} returning 1) select count(*)::int as n from gone`
      throw new Error('roll back')
    })
    .catch(() => {})
  return n
}

beforeAll(async () => {
  people.client = await newUser()
  people.admin = await newUser({ role: 'admin' })
  ORG = await newOrg({ members: [people.client.id] })
  path = `${ORG}/contract-bucket-admin-${run}.txt`
  // the real `files` bucket and its real policies: the object lies in the organization's folder, which admins may
  // delete from
  expect(
    (await service.storage.from('files').upload(path, Buffer.from('keep me'), { contentType: 'text/plain' })).error,
  ).toBeNull()
})

afterAll(async () => {
  await service.storage.from('files').remove([path])
})

describe('bucket management is for the service role only', () => {
  it.each(['client', 'admin'] as const)(
    'a signed-in %s cannot empty, delete, change or create a bucket',
    async (who) => {
      const { client: user } = await signedIn(people[who].email)
      // the hole this closes: the admin's own policies let them delete the object, so emptying "as the user" would have
      if (who === 'admin') expect(await deletableBy(people.admin.id)).toBe(1)

      const emptied = await user.storage.emptyBucket('files')
      expect(emptied.data).toBeNull()
      expect(emptied.error).toMatchObject(refused)
      const raw = await fetch(`${cfg.apiUrl}/storage/v1/bucket/files/empty`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${(await user.auth.getSession()).data.session!.access_token}`,
          apikey: cfg.anonKey,
        },
      })
      expect(raw.status).toBe(403)
      expect(await raw.json()).toEqual({
        statusCode: '403',
        code: 'AccessDenied',
        error: 'Unauthorized',
        message: 'Access denied: Invalid role',
      })
      expect(await stored()).toBe(1)

      // these run as the user and storage.buckets' grants refuse them (hosted: its RLS); a bucket with objects the user
      // can see answers "not empty" first, as hosted storage does
      expect((await user.storage.deleteBucket('files')).error).toMatchObject({ statusCode: '409' })
      expect((await user.storage.updateBucket('files', { public: true })).error).toMatchObject({ statusCode: '403' })
      expect((await user.storage.createBucket(`user-made-${run}`)).error).toMatchObject({ statusCode: '403' })
      expect(
        await adminSql()`select id, public from storage.buckets where id in ('files', ${`user-made-${run}`})`,
      ).toEqual([{ id: 'files', public: false }])
      expect(await stored()).toBe(1)
    },
  )

  it('the anon key cannot empty a bucket either', async () => {
    expect((await client().storage.emptyBucket('files')).error).toMatchObject(refused)
    expect(await stored()).toBe(1)
  })

  it('the service key empties a bucket', async () => {
    const id = `contract-empty-${run}`
    expect((await service.storage.createBucket(id)).error).toBeNull()
    await service.storage.from(id).upload('a/one.txt', Buffer.from('1'), { contentType: 'text/plain' })
    await service.storage.from(id).upload('two.txt', Buffer.from('2'), { contentType: 'text/plain' })
    expect((await service.storage.emptyBucket(id)).data).toEqual({ message: 'Successfully emptied' })
    const [{ n }] = await adminSql()`select count(*)::int as n from storage.objects where bucket_id = ${id}`
    expect(n).toBe(0)
    expect((await service.storage.deleteBucket(id)).error).toBeNull()
  })

  it('removing an object through Storage removes its file row too, so no row points at nothing', async () => {
    const name = `${ORG}/contract-forget-${run}.txt`
    expect(
      (await service.storage.from('files').upload(name, Buffer.from('x'), { contentType: 'text/plain' })).error,
    ).toBeNull()
    const [{ id }] =
      await adminSql()`insert into public.files (title, path, organization_id) values ('Forget me', ${name}, ${ORG}) returning id`
    expect((await service.storage.from('files').remove([name])).error).toBeNull()
    expect(await adminSql()`select id from public.files where id = ${id}`).toEqual([])
  })
})
