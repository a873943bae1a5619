/** Storage contract: the real supabase-js storage client against /storage/v1, with access decided by RLS policies. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { adminSql, cfg, client, newUser, signedIn } from './helpers.ts'

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
const bucket = `contract-${run}`
const publicBucket = `contract-public-${run}`
const service = client(cfg.serviceRoleKey)
const policies = ['insert', 'select', 'update', 'delete'].map((op) => ({
  op,
  name: `contract ${run}: users ${op} in their own folder`,
}))

let casey: { client: SupabaseClient; id: string }
let robin: { client: SupabaseClient; id: string }

beforeAll(async () => {
  const a = await service.storage.createBucket(bucket, { public: false, fileSizeLimit: 1024 })
  expect(a.error).toBeNull()
  const b = await service.storage.createBucket(publicBucket, { public: true, allowedMimeTypes: ['text/*'] })
  expect(b.error).toBeNull()
  // the policy a project would write: each signed-in user reads and writes only under a folder named by their id
  const sql = adminSql()
  for (const p of policies) {
    const check = `bucket_id = '${bucket}' and (storage.foldername(name))[1] = (select auth.uid())::text`
    const clause =
      p.op === 'insert'
        ? `with check (${check})`
        : p.op === 'update'
          ? `using (${check}) with check (${check})`
          : `using (${check})`
    await sql.unsafe(`create policy "${p.name}" on storage.objects for ${p.op} to authenticated ${clause}`)
  }
  const c = await signedIn((await newUser({ firstName: 'Casey' })).email)
  const r = await signedIn((await newUser({ firstName: 'Robin' })).email)
  casey = { client: c.client, id: c.user.id }
  robin = { client: r.client, id: r.user.id }
})

afterAll(async () => {
  const sql = adminSql()
  for (const p of policies) await sql.unsafe(`drop policy if exists "${p.name}" on storage.objects`)
  for (const b of [bucket, publicBucket]) {
    await service.storage.emptyBucket(b)
    await service.storage.deleteBucket(b)
  }
})

describe('objects under RLS', () => {
  it('uploads a Blob as multipart, downloads and lists it', async () => {
    const path = `${casey.id}/notes/hello.txt`
    const up = await casey.client.storage.from(bucket).upload(path, new Blob(['hello storage'], { type: 'text/plain' }))
    expect(up.error).toBeNull()
    expect(up.data).toMatchObject({ path, fullPath: `${bucket}/${path}` })
    expect(up.data!.id).toMatch(/^[0-9a-f-]{36}$/)

    const down = await casey.client.storage.from(bucket).download(path)
    expect(down.error).toBeNull()
    expect(await down.data!.text()).toBe('hello storage')

    const top = await casey.client.storage.from(bucket).list(casey.id)
    expect(top.error).toBeNull()
    expect(top.data).toEqual([expect.objectContaining({ name: 'notes', id: null, metadata: null })])
    const inner = await casey.client.storage.from(bucket).list(`${casey.id}/notes`)
    expect(inner.data).toEqual([
      expect.objectContaining({
        name: 'hello.txt',
        id: up.data!.id,
        metadata: expect.objectContaining({ size: 13, mimetype: 'text/plain' }),
      }),
    ])

    const info = await casey.client.storage.from(bucket).info(path)
    expect(info.data).toMatchObject({ id: up.data!.id, size: 13, contentType: 'text/plain' })
  })

  it('uploads raw bytes, refuses a second create and replaces with upsert and update', async () => {
    const path = `${casey.id}/raw.bin`
    const files = casey.client.storage.from(bucket)
    expect((await files.upload(path, Buffer.from('one'), { contentType: 'application/octet-stream' })).error).toBeNull()
    const again = await files.upload(path, Buffer.from('two'))
    expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' })
    expect((await files.upload(path, Buffer.from('three'), { upsert: true })).error).toBeNull()
    expect(await (await files.download(path)).data!.text()).toBe('three')
    expect((await files.update(path, Buffer.from('four'))).error).toBeNull()
    expect(await (await files.download(path)).data!.text()).toBe('four')
  })

  it('makes signed URLs that work without any Authorization and reject tampering', async () => {
    const path = `${casey.id}/signed.txt`
    await casey.client.storage.from(bucket).upload(path, new Blob(['signed bytes'], { type: 'text/plain' }))
    const { data, error } = await casey.client.storage.from(bucket).createSignedUrl(path, 60)
    expect(error).toBeNull()
    expect(data!.signedUrl.startsWith(`${cfg.apiUrl}/storage/v1/object/sign/${bucket}/${path}?token=`)).toBe(true)
    const res = await fetch(data!.signedUrl)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('signed bytes')

    const forged = await fetch(data!.signedUrl.replace('signed.txt', 'raw.bin'))
    expect(forged.status).toBe(400)
    expect(await forged.json()).toMatchObject({ statusCode: '400', message: 'The url does not match the signature' })
    const broken = await fetch(`${data!.signedUrl.slice(0, -3)}abc`)
    expect(await broken.json()).toMatchObject({ statusCode: '400', message: 'invalid signature' })

    const batch = await casey.client.storage.from(bucket).createSignedUrls([path, `${casey.id}/missing.txt`], 60)
    expect(batch.data![0]).toMatchObject({ path, error: null })
    expect(batch.data![1]).toMatchObject({
      signedUrl: null,
      error: 'Either the object does not exist or you do not have access to it',
    })
  })

  it('uploads through a signed upload URL only where RLS would let the user upload', async () => {
    const path = `${casey.id}/via-signed-upload.txt`
    const made = await casey.client.storage.from(bucket).createSignedUploadUrl(path)
    expect(made.error).toBeNull()
    const put = await client()
      .storage.from(bucket)
      .uploadToSignedUrl(path, made.data!.token, new Blob(['from a link'], { type: 'text/plain' }))
    expect(put.error).toBeNull()
    expect(put.data).toMatchObject({ path, fullPath: `${bucket}/${path}` })
    expect(await (await casey.client.storage.from(bucket).download(path)).data!.text()).toBe('from a link')
    const refused = await robin.client.storage.from(bucket).createSignedUploadUrl(`${casey.id}/robin.txt`)
    expect(refused.error).toMatchObject({ statusCode: '403' })
  })

  it('answers HEAD and byte ranges on downloads', async () => {
    const path = `${casey.id}/range.txt`
    await casey.client.storage.from(bucket).upload(path, new Blob(['0123456789'], { type: 'text/plain' }))
    const headers = {
      authorization: `Bearer ${(await casey.client.auth.getSession()).data.session!.access_token}`,
      apikey: cfg.anonKey,
    }
    const url = `${cfg.apiUrl}/storage/v1/object/${bucket}/${path}`
    const head = await fetch(url, { method: 'HEAD', headers })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe('10')
    const part = await fetch(url, { headers: { ...headers, range: 'bytes=2-5' } })
    expect(part.status).toBe(206)
    expect(await part.text()).toBe('2345')
  })

  it("refuses another user's download, upload and signed URL", async () => {
    const path = `${casey.id}/private.txt`
    await casey.client.storage.from(bucket).upload(path, new Blob(['mine'], { type: 'text/plain' }))
    const down = await robin.client.storage.from(bucket).download(path)
    expect(down.data).toBeNull()
    expect(down.error).toMatchObject({ statusCode: '404', message: 'Object not found' })
    const sign = await robin.client.storage.from(bucket).createSignedUrl(path, 60)
    expect(sign.error).toMatchObject({ statusCode: '404' })
    const up = await robin.client.storage.from(bucket).upload(`${casey.id}/intruder.txt`, new Blob(['x']))
    expect(up.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' })
    const anon = await client()
      .storage.from(bucket)
      .upload(`${casey.id}/anon.txt`, new Blob(['x']))
    expect(anon.error).toMatchObject({ statusCode: '403' })
    const list = await robin.client.storage.from(bucket).list(casey.id)
    expect(list.data).toEqual([])
  })

  it('moves, copies and removes objects', async () => {
    const files = casey.client.storage.from(bucket)
    await files.upload(`${casey.id}/a.txt`, new Blob(['move me'], { type: 'text/plain' }))
    expect((await files.move(`${casey.id}/a.txt`, `${casey.id}/b.txt`)).data).toEqual({ message: 'Successfully moved' })
    expect((await files.download(`${casey.id}/a.txt`)).error).toMatchObject({ statusCode: '404' })
    const copied = await files.copy(`${casey.id}/b.txt`, `${casey.id}/c.txt`)
    expect(copied.data).toEqual({ path: `${bucket}/${casey.id}/c.txt` })
    // RLS also guards the destination of a move
    expect((await files.move(`${casey.id}/b.txt`, `${robin.id}/b.txt`)).error).toMatchObject({ statusCode: '403' })
    const removed = await files.remove([`${casey.id}/b.txt`, `${casey.id}/c.txt`])
    expect(removed.data!.map((o) => o.name).sort()).toEqual([`${casey.id}/b.txt`, `${casey.id}/c.txt`])
    expect(await (await files.download(`${casey.id}/c.txt`)).error).toMatchObject({ statusCode: '404' })
  })
})

describe('limits and errors', () => {
  it('answers an unknown bucket in storage shape', async () => {
    const { error } = await casey.client.storage.from(`no-such-${run}`).upload(`${casey.id}/x.txt`, new Blob(['x']))
    expect(error).toMatchObject({ statusCode: '404', message: 'Bucket not found' })
    const res = await fetch(`${cfg.apiUrl}/storage/v1/object/no-such-${run}/x.txt`, {
      headers: { authorization: `Bearer ${cfg.anonKey}`, apikey: cfg.anonKey },
    })
    expect(await res.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchBucket',
      error: 'Bucket not found',
      message: 'Bucket not found',
    })
  })

  it("refuses an upload over the bucket's file size limit", async () => {
    const { error } = await casey.client.storage.from(bucket).upload(`${casey.id}/big.bin`, Buffer.alloc(2048, 1))
    expect(error).toMatchObject({ statusCode: '413', message: 'The object exceeded the maximum allowed size' })
    const multipart = await casey.client.storage
      .from(bucket)
      .upload(`${casey.id}/big.txt`, new Blob([Buffer.alloc(1025, 65)], { type: 'text/plain' }))
    expect(multipart.error).toMatchObject({ statusCode: '413' })
  })

  it('refuses a mime type the bucket does not allow and serves public buckets without auth', async () => {
    const pub = service.storage.from(publicBucket)
    expect((await pub.upload('img.png', Buffer.from('png'), { contentType: 'image/png' })).error).toMatchObject({
      statusCode: '415',
    })
    expect((await pub.upload('readme.txt', Buffer.from('public text'), { contentType: 'text/plain' })).error).toBeNull()
    const res = await fetch(pub.getPublicUrl('readme.txt').data.publicUrl)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('public text')
    const priv = await fetch(service.storage.from(bucket).getPublicUrl(`${casey.id}/notes/hello.txt`).data.publicUrl)
    expect(priv.status).toBe(404)
  })

  it('rejects a forged or expired JWT', async () => {
    const forged = `${cfg.anonKey.slice(0, -2)}xx`
    const res = await fetch(`${cfg.apiUrl}/storage/v1/object/${bucket}/x.txt`, {
      headers: { authorization: `Bearer ${forged}` },
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized', message: 'invalid signature' })
  })
})

describe('buckets', () => {
  it('lets only the service role manage buckets', async () => {
    const made = await casey.client.storage.createBucket(`user-made-${run}`)
    expect(made.error).toMatchObject({ statusCode: '403' })
    const listed = await service.storage.listBuckets()
    expect(listed.data!.map((b) => b.id)).toEqual(expect.arrayContaining([bucket, publicBucket]))
    // storage.buckets has no policy for users, so RLS hides every bucket from them
    expect((await casey.client.storage.listBuckets()).data).toEqual([])
    const got = await service.storage.getBucket(bucket)
    expect(got.data).toMatchObject({ id: bucket, public: false, file_size_limit: 1024 })
    expect((await service.storage.getBucket(`nope-${run}`)).error).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    })
    expect((await service.storage.createBucket(bucket)).error).toMatchObject({ statusCode: '409' })
  })

  it('refuses to delete a bucket that is not empty, then empties and deletes it', async () => {
    const id = `contract-tmp-${run}`
    await service.storage.createBucket(id)
    await service.storage.from(id).upload('f.txt', Buffer.from('x'), { contentType: 'text/plain' })
    expect((await service.storage.deleteBucket(id)).error).toMatchObject({
      statusCode: '409',
      message: 'The bucket you tried to delete is not empty',
    })
    expect((await service.storage.emptyBucket(id)).data).toEqual({ message: 'Successfully emptied' })
    expect((await service.storage.deleteBucket(id)).data).toEqual({ message: 'Successfully deleted' })
  })
})
