/**
 * /storage/v1: a Supabase Storage-compatible API (buckets, objects, signed URLs) for the real storage-js.
 * Metadata lives in storage.buckets / storage.objects and every caller-facing read or write runs as the caller
 * (asUser), so RLS on those tables decides access exactly as on hosted Supabase. Bytes live under stateDir/storage.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import type { PlatformContext } from '../context.ts'
import { readJson, sendJson } from '../http.ts'
import type { Claims } from '../jwt.ts'
import { callerClaims } from './auth.ts'
import { bucketRoutes, findBucket } from './buckets.ts'
import { ObjectDisk } from './disk.ts'
import { errors, sendStorageError } from './errors.ts'
import { listObjects } from './list.ts'
import { objectRoutes, type ObjectRow } from './objects.ts'
import { objectInfo, serveObject } from './serve.ts'
import { signedUrls } from './signed.ts'

export function createStorageHandler(ctx: PlatformContext) {
  const disk = new ObjectDisk(path.join(ctx.cfg.stateDir, 'storage'))
  const buckets = bucketRoutes(ctx, disk)
  const objects = objectRoutes(ctx, disk)
  const signed = signedUrls(ctx)
  const claimsOf = (req: IncomingMessage) => callerClaims(req, ctx.cfg.jwtSecret)

  /** A row read without RLS, for routes whose authorisation is a public bucket or a signed token. */
  async function adminRow(bucketId: string, name: string): Promise<ObjectRow> {
    const [row] = await ctx.sql`select * from storage.objects where bucket_id = ${bucketId} and name = ${name}`
    if (!row) throw errors.noSuchKey()
    return row as unknown as ObjectRow
  }

  async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const seg = url.pathname
      .replace(/^\/+|\/+$/g, '')
      .split('/')
      .map(decode)
    const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET')
    const ok = (body: unknown) => sendJson(res, 200, body)
    const rest = (from: number) => seg.slice(from).join('/')

    if (seg[0] === 'bucket') {
      const claims = await claimsOf(req)
      if (seg.length === 1 && method === 'GET') return ok(await buckets.list(claims, url.searchParams))
      if (seg.length === 1 && method === 'POST') return ok(await buckets.create(claims, await readJson(req)))
      if (seg.length === 2 && method === 'GET') return ok(await buckets.get(claims, seg[1]))
      if (seg.length === 2 && method === 'PUT') return ok(await buckets.update(claims, seg[1], await readJson(req)))
      if (seg.length === 2 && method === 'DELETE') return ok(await buckets.remove(claims, seg[1]))
      if (seg.length === 3 && seg[2] === 'empty' && method === 'POST') return ok(await buckets.empty(claims, seg[1]))
      throw errors.notFoundRoute()
    }
    if (seg[0] !== 'object' || seg.length < 2) throw errors.notFoundRoute()

    const [, kind] = seg
    // Routes that need no Authorization: public buckets and signed URLs
    if (kind === 'public' && method === 'GET' && seg.length >= 4) {
      const bucket = await findBucket(ctx.sql, seg[2])
      if (!bucket.public) throw errors.noSuchBucket()
      return await serveObject(req, res, disk, await adminRow(seg[2], rest(3)), url.searchParams)
    }
    if (kind === 'sign' && method === 'GET' && seg.length >= 4) {
      await signed.verify(url.searchParams.get('token'), seg[2], rest(3))
      return await serveObject(req, res, disk, await adminRow(seg[2], rest(3)), url.searchParams)
    }
    if (kind === 'upload' && seg[2] === 'sign' && method === 'PUT' && seg.length >= 5) {
      const payload = await signed.verify(url.searchParams.get('token'), seg[3], rest(4))
      const service: Claims = { role: 'service_role' }
      const r = await objects.write(
        req,
        service,
        seg[3],
        rest(4),
        payload.upsert ? 'upsert' : 'create',
        payload.owner ?? null,
      )
      return ok({ Key: r.Key, Id: r.Id })
    }

    const claims = await claimsOf(req)
    if (kind === 'list' && method === 'POST' && seg.length >= 3)
      return ok(await listObjects(ctx, claims, rest(2), await readJson(req)))
    if (kind === 'move' && method === 'POST' && seg.length === 2)
      return ok(await objects.move(claims, await readJson(req)))
    if (kind === 'copy' && method === 'POST' && seg.length === 2)
      return ok(await objects.copy(claims, await readJson(req)))
    if (kind === 'sign' && method === 'POST' && seg.length === 3)
      return ok(await signed.many(claims, seg[2], await readJson(req)))
    if (kind === 'sign' && method === 'POST' && seg.length >= 4) {
      await findBucket(ctx.sql, seg[2])
      return ok(await signed.one(claims, seg[2], rest(3), await readJson(req)))
    }
    if (kind === 'upload' && seg[2] === 'sign' && method === 'POST' && seg.length >= 5) {
      await findBucket(ctx.sql, seg[3])
      return ok(await signed.upload(claims, seg[3], rest(4), req.headers['x-upsert'] === 'true'))
    }
    if (kind === 'info' && method === 'GET' && seg.length >= 4) {
      const from = seg[2] === 'authenticated' || seg[2] === 'public' ? 3 : 2
      await findBucket(ctx.sql, seg[from])
      return ok(objectInfo(await objects.visible(claims, seg[from], rest(from + 1))))
    }
    if (kind === 'authenticated' && method === 'GET' && seg.length >= 4) {
      await findBucket(ctx.sql, seg[2])
      return await serveObject(req, res, disk, await objects.visible(claims, seg[2], rest(3)), url.searchParams)
    }
    // /object/{bucket}/{path}
    const bucketId = seg[1]
    if (seg.length === 2 && method === 'DELETE') return ok(await objects.remove(claims, bucketId, await readJson(req)))
    if (seg.length >= 3) {
      const name = rest(2)
      if (method === 'POST') return ok(await objects.upload(req, claims, bucketId, name))
      if (method === 'PUT') return ok(await objects.write(req, claims, bucketId, name, 'update'))
      if (method === 'DELETE') {
        const [gone] = await objects.remove(claims, bucketId, { prefixes: [name] })
        if (!gone) throw errors.noSuchKey()
        return ok({ message: 'Successfully deleted' })
      }
      if (method === 'GET') {
        await findBucket(ctx.sql, bucketId)
        return await serveObject(req, res, disk, await objects.visible(claims, bucketId, name), url.searchParams)
      }
    }
    throw errors.notFoundRoute()
  }

  return async (req: IncomingMessage, res: ServerResponse, subPath: string): Promise<void> => {
    const url = new URL(subPath, 'http://storage.local')
    try {
      await route(req, res, url)
    } catch (e) {
      // drain an unread request body so the connection stays usable for the next request
      if (!req.readableEnded) req.resume()
      sendStorageError(res, e, ctx.log, `${req.method} ${url.pathname}`)
    }
  }
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    throw errors.invalid('Invalid path encoding')
  }
}
