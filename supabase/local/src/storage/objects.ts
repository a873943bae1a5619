/**
 * Object writes and metadata reads. Each one runs AS THE CALLER against storage.objects, so the project's RLS
 * policies decide exactly as on hosted Supabase; the bytes go to disk before the row and are removed if it fails.
 */
import type { IncomingMessage } from 'node:http'
import { randomUUID } from 'node:crypto'
import { asUser, type PlatformContext } from '../context.ts'
import type { Claims } from '../jwt.ts'
import { header, ownerOf } from './auth.ts'
import { findBucket } from './buckets.ts'
import type { ObjectDisk } from './disk.ts'
import { errors } from './errors.ts'
import { mimeAllowed, readUpload } from './upload-body.ts'

/** Hosted Supabase's default global upload limit. */
const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024

/** storage.objects.metadata as uploads write it (hosted Storage's keys). */
type ObjectMetadata = {
  eTag?: string
  size?: number
  mimetype?: string
  cacheControl?: string
  lastModified?: string
  contentLength?: number
  httpStatusCode?: number
}
export type ObjectRow = {
  id: string
  bucket_id: string
  name: string
  owner: string | null
  version: string
  metadata: ObjectMetadata
  user_metadata: Record<string, unknown> | null
  created_at: Date
  updated_at: Date
  last_accessed_at: Date
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters (NUL to US, DEL) is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

export function validKey(name: string): string {
  // control characters and `..` segments are refused: keys become URL paths and must stay unambiguous
  if (
    !name ||
    name.length > 1024 ||
    CONTROL_CHARACTERS.test(name) ||
    name.split('/').some((s) => s === '..' || s === '.')
  ) {
    throw errors.invalid(`Invalid key: ${name}`)
  }
  return name
}

export function objectRoutes(ctx: PlatformContext, disk: ObjectDisk) {
  /** The object as the caller may see it, or NoSuchKey. */
  async function visible(claims: Claims, bucketId: string, name: string): Promise<ObjectRow> {
    const [row] = await asUser(
      ctx.sql,
      claims,
      (tx) => tx`select * from storage.objects where bucket_id = ${bucketId} and name = ${name}`,
    )
    if (!row) throw errors.noSuchKey()
    return row as unknown as ObjectRow
  }

  /** POST (create, or replace with x-upsert: true) and PUT (replace an existing object). */
  async function write(
    req: IncomingMessage,
    claims: Claims,
    bucketId: string,
    name: string,
    mode: 'create' | 'upsert' | 'update',
    ownerOverride?: string | null,
  ) {
    validKey(name)
    const bucket = await findBucket(ctx.sql, bucketId)
    const limit = Math.min(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT)
    const body = await readUpload(req, limit)
    if (body.bytes.length > limit) throw errors.tooLarge()
    if (!mimeAllowed(body.contentType, bucket.allowed_mime_types)) throw errors.mimeType(body.contentType)

    const { version, etag } = await disk.write(body.bytes)
    const now = new Date()
    const metadata = {
      eTag: etag,
      size: body.bytes.length,
      mimetype: body.contentType,
      cacheControl: body.cacheControl,
      lastModified: now.toISOString(),
      contentLength: body.bytes.length,
      httpStatusCode: 200,
    }
    const owner = ownerOverride !== undefined ? ownerOverride : ownerOf(claims)
    try {
      const { id, previous } = await asUser(ctx.sql, claims, async (tx) => {
        const [old] = await tx`select version from storage.objects where bucket_id = ${bucketId} and name = ${name}`
        if (mode === 'update') {
          const [r] = await tx`update storage.objects set version = ${version}, metadata = ${tx.json(metadata)},
              user_metadata = ${body.userMetadata ? tx.json(body.userMetadata as never) : null}, updated_at = now(), last_accessed_at = now()
            where bucket_id = ${bucketId} and name = ${name} returning id`
          if (!r) throw errors.noSuchKey()
          return { id: r.id as string, previous: old?.version as string | undefined }
        }
        const id = randomUUID()
        const values = {
          id,
          bucket_id: bucketId,
          name,
          owner,
          owner_id: owner,
          version,
          metadata: tx.json(metadata),
          user_metadata: body.userMetadata ? tx.json(body.userMetadata as never) : null,
        }
        if (mode === 'create') {
          // no RETURNING: on hosted an insert-only policy is enough to upload
          await tx`insert into storage.objects ${tx(values)}`
          return { id, previous: undefined }
        }
        const [r] = await tx`insert into storage.objects ${tx(values)}
          on conflict (bucket_id, name) do update set version = excluded.version, metadata = excluded.metadata,
            user_metadata = excluded.user_metadata, owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now(), last_accessed_at = now()
          returning id`
        return { id: r.id as string, previous: old?.version as string | undefined }
      })
      await disk.remove([previous])
      return { Id: id, Key: `${bucketId}/${name}` }
    } catch (e) {
      await disk.remove([version])
      throw e
    }
  }

  return {
    visible,
    write,

    upload(req: IncomingMessage, claims: Claims, bucketId: string, name: string) {
      return write(req, claims, bucketId, name, header(req, 'x-upsert') === 'true' ? 'upsert' : 'create')
    },

    async remove(claims: Claims, bucketId: string, body: { prefixes?: unknown }) {
      const names = body.prefixes
      if (!Array.isArray(names) || names.length === 0 || names.some((n) => typeof n !== 'string'))
        throw errors.invalid('prefixes must be a non-empty list of object paths')
      if (names.length > 1000) throw errors.invalid('prefixes may hold at most 1000 paths')
      await findBucket(ctx.sql, bucketId)
      const rows = await asUser(
        ctx.sql,
        claims,
        (tx) =>
          tx`delete from storage.objects where bucket_id = ${bucketId} and name = any(${names as string[]}) returning *`,
      )
      await disk.remove(rows.map((r) => r.version))
      return rows.map((r) => ({
        bucket_id: r.bucket_id,
        owner: r.owner,
        name: r.name,
        id: r.id,
        updated_at: r.updated_at,
        created_at: r.created_at,
        last_accessed_at: r.last_accessed_at,
        metadata: r.metadata,
        version: r.version,
      }))
    },

    async move(claims: Claims, body: Record<string, unknown>) {
      const { from, to, dest } = keys(body)
      await findBucket(ctx.sql, from.bucket)
      if (dest !== from.bucket) await findBucket(ctx.sql, dest)
      const rows = await asUser(
        ctx.sql,
        claims,
        (tx) => tx`
        update storage.objects set bucket_id = ${dest}, name = ${to}, updated_at = now()
        where bucket_id = ${from.bucket} and name = ${from.name} returning id`,
      )
      if (!rows.length) throw errors.noSuchKey()
      return { message: 'Successfully moved' }
    },

    async copy(claims: Claims, body: Record<string, unknown>) {
      const { from, to, dest } = keys(body)
      await findBucket(ctx.sql, from.bucket)
      if (dest !== from.bucket) await findBucket(ctx.sql, dest)
      const source = await visible(claims, from.bucket, from.name)
      const version = await disk.copy(source.version)
      const id = randomUUID()
      const owner = ownerOf(claims)
      try {
        await asUser(
          ctx.sql,
          claims,
          (tx) => tx`
          insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata, user_metadata)
          values (${id}, ${dest}, ${to}, ${owner}, ${owner}, ${version}, ${tx.json(source.metadata as never)},
                  ${body.copyMetadata === false ? null : source.user_metadata ? tx.json(source.user_metadata as never) : null})`,
        )
      } catch (e) {
        await disk.remove([version])
        throw e
      }
      return { Id: id, Key: `${dest}/${to}` }
    },
  }
}

function keys(body: Record<string, unknown>) {
  const bucket = body.bucketId
  if (typeof bucket !== 'string' || !bucket) throw errors.invalid('bucketId is required')
  if (typeof body.sourceKey !== 'string') throw errors.invalid('sourceKey is required')
  if (typeof body.destinationKey !== 'string') throw errors.invalid('destinationKey is required')
  const dest = typeof body.destinationBucket === 'string' && body.destinationBucket ? body.destinationBucket : bucket
  return { from: { bucket, name: validKey(body.sourceKey) }, to: validKey(body.destinationKey), dest }
}
