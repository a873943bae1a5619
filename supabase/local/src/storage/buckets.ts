/**
 * /bucket endpoints. Reads, creates, changes and deletes run as the caller, so storage.buckets' grants and RLS decide
 * (users hold only SELECT there, so only the service role manages buckets); listing shows what RLS lets through.
 * Emptying is refused to every other role before anything runs, as hosted storage-api does (its empty route is
 * registered service-role only): run as a user it would delete whatever storage.objects' policies let that user
 * delete, which for an admin is every tenant's files, leaving rows that point at nothing.
 */
import type { PlatformContext, Sql } from '../context.ts'
import { asUser } from '../context.ts'
import type { Claims } from '../jwt.ts'
import { errors } from './errors.ts'
import { requireServiceRole } from './auth.ts'
import type { ObjectDisk } from './disk.ts'

export type Bucket = {
  id: string
  name: string
  owner: string | null
  public: boolean
  file_size_limit: number | null
  allowed_mime_types: string[] | null
  created_at: string
  updated_at: string
}

const COLUMNS = 'id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at'
const BUCKET_NAME = /^[A-Za-z0-9_.!*'()& $@=;:+,?-]{1,100}$/

/** Looks a bucket up without RLS: uploads and downloads need its limits even when the caller cannot list buckets. */
export async function findBucket(sql: Sql, id: string): Promise<Bucket> {
  const [b] = await sql.unsafe(`select ${COLUMNS} from storage.buckets where id = $1`, [id])
  if (!b) throw errors.noSuchBucket()
  return normalise(b)
}

function normalise(b: Record<string, unknown>): Bucket {
  return { ...b, file_size_limit: b.file_size_limit === null ? null : Number(b.file_size_limit) } as Bucket
}

/** storage-js passes fileSizeLimit as a number of bytes or a string such as "1MB". */
function parseSize(v: unknown, field = 'file_size_limit'): number | null {
  if (v === undefined || v === null || v === '') return null
  if (typeof v === 'number' && Number.isFinite(v) && v >= 0) return Math.floor(v)
  const m = typeof v === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(v) : null
  if (!m) throw errors.invalid(`${field} must be a number of bytes or a size such as "10MB"`)
  const unit = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[(m[2] ?? 'b').toLowerCase() as 'b']
  return Math.floor(Number(m[1]) * unit)
}

function parseMimeTypes(v: unknown): string[] | null {
  if (v === undefined || v === null) return null
  if (!Array.isArray(v) || v.some((t) => typeof t !== 'string' || !/^[\w.+-]+\/[\w.+*-]+$/.test(t))) {
    throw errors.invalid('allowed_mime_types must be a list of mime types such as "image/png" or "image/*"')
  }
  return v.length ? v : null
}

export function bucketRoutes(ctx: PlatformContext, disk: ObjectDisk) {
  return {
    async list(claims: Claims, query: URLSearchParams) {
      const limit = Math.min(Number(query.get('limit') ?? 1000) || 1000, 1000)
      const offset = Math.max(Number(query.get('offset') ?? 0) || 0, 0)
      const column = ['id', 'name', 'created_at', 'updated_at'].includes(query.get('sortColumn') ?? '')
        ? query.get('sortColumn')
        : 'name'
      const order = query.get('sortOrder') === 'desc' ? 'desc' : 'asc'
      const search = `%${(query.get('search') ?? '').replace(/[\\%_]/g, '\\$&')}%`
      const rows = await asUser(ctx.sql, claims, (tx) =>
        tx.unsafe(
          `select ${COLUMNS} from storage.buckets where name ilike $1 order by ${column} ${order} limit $2 offset $3`,
          [search, limit, offset],
        ),
      )
      return rows.map(normalise)
    },

    async get(claims: Claims, id: string) {
      const [b] = await asUser(ctx.sql, claims, (tx) =>
        tx.unsafe(`select ${COLUMNS} from storage.buckets where id = $1`, [id]),
      )
      if (!b) throw errors.noSuchBucket()
      return normalise(b)
    },

    async create(claims: Claims, body: Record<string, unknown>) {
      const name = String(body.name ?? body.id ?? '')
      const id = String(body.id ?? name)
      if (!BUCKET_NAME.test(id) || !BUCKET_NAME.test(name)) throw errors.invalid('Bucket name invalid')
      const limit = parseSize(body.file_size_limit)
      const types = parseMimeTypes(body.allowed_mime_types)
      await asUser(
        ctx.sql,
        claims,
        (tx) => tx`
        insert into storage.buckets (id, name, owner, public, file_size_limit, allowed_mime_types)
        values (${id}, ${name}, ${claims.role === 'authenticated' ? (claims.sub ?? null) : null}, ${body.public === true}, ${limit}, ${types})`,
      )
      return { name: id }
    },

    async update(claims: Claims, id: string, body: Record<string, unknown>) {
      const limit = parseSize(body.file_size_limit)
      const types = parseMimeTypes(body.allowed_mime_types)
      const rows = await asUser(
        ctx.sql,
        claims,
        (tx) => tx`
        update storage.buckets set public = coalesce(${typeof body.public === 'boolean' ? body.public : null}, public),
          file_size_limit = ${limit}, allowed_mime_types = ${types}, updated_at = now()
        where id = ${id} returning id`,
      )
      if (!rows.length) throw errors.noSuchBucket()
      return { message: 'Successfully updated' }
    },

    async empty(claims: Claims, id: string) {
      requireServiceRole(claims)
      await findBucket(ctx.sql, id)
      const gone = await asUser(
        ctx.sql,
        claims,
        (tx) => tx`delete from storage.objects where bucket_id = ${id} returning version`,
      )
      await disk.remove(gone.map((r) => r.version))
      return { message: 'Successfully emptied' }
    },

    async remove(claims: Claims, id: string) {
      await findBucket(ctx.sql, id)
      const rows = await asUser(ctx.sql, claims, async (tx) => {
        const [{ n }] = await tx`select count(*)::int as n from storage.objects where bucket_id = ${id}`
        if (n > 0) throw errors.bucketNotEmpty()
        return await tx`delete from storage.buckets where id = ${id} returning id`
      }).catch((e) => {
        // an object the caller cannot see still blocks the delete through the foreign key
        if ((e as { code?: string }).code === '23503') throw errors.bucketNotEmpty()
        throw e
      })
      if (!rows.length) throw errors.accessDenied('Unauthorized')
      return { message: 'Successfully deleted' }
    },
  }
}
