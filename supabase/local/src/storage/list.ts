/**
 * POST /object/list/{bucket}: one "folder level" below a prefix, as storage-js's FileObject[] (folders carry only a
 * name). Rows are read as the caller, so a folder appears only if the caller may see something inside it.
 */
import { asUser, type PlatformContext } from '../context.ts'
import type { Claims } from '../jwt.ts'
import { findBucket } from './buckets.ts'
import { errors } from './errors.ts'

type Entry = {
  name: string
  id: string | null
  updated_at: string | null
  created_at: string | null
  last_accessed_at: string | null
  metadata: unknown
}

const SORTABLE = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const

export async function listObjects(
  ctx: PlatformContext,
  claims: Claims,
  bucketId: string,
  body: Record<string, unknown>,
) {
  await findBucket(ctx.sql, bucketId)
  const rawPrefix = typeof body.prefix === 'string' ? body.prefix : ''
  const prefix = rawPrefix.replace(/^\/+|\/+$/g, '') ? `${rawPrefix.replace(/^\/+|\/+$/g, '')}/` : ''
  const limit = body.limit === undefined ? 100 : Number(body.limit)
  const offset = body.offset === undefined ? 0 : Number(body.offset)
  if (!Number.isInteger(limit) || limit < 1) throw errors.invalid('limit must be a positive integer')
  if (!Number.isInteger(offset) || offset < 0) throw errors.invalid('offset must be zero or a positive integer')
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown }
  const column = SORTABLE.find((c) => c === sortBy.column) ?? 'name'
  const order = String(sortBy.order ?? 'asc').toLowerCase() === 'desc' ? -1 : 1
  const search = typeof body.search === 'string' ? body.search.toLowerCase() : ''

  const like = `${prefix.replace(/[\\%_]/g, '\\$&')}%`
  const rows = await asUser(
    ctx.sql,
    claims,
    (tx) => tx`
    select id, name, updated_at, created_at, last_accessed_at, metadata from storage.objects
    where bucket_id = ${bucketId} and name like ${like}`,
  )

  const entries = new Map<string, Entry>()
  for (const r of rows) {
    const rest = (r.name as string).slice(prefix.length)
    const slash = rest.indexOf('/')
    const name = slash === -1 ? rest : rest.slice(0, slash)
    if (!name || (search && !name.toLowerCase().startsWith(search))) continue
    if (slash !== -1) {
      if (!entries.has(`${name}/`))
        entries.set(`${name}/`, {
          name,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        })
    } else {
      entries.set(name, {
        name,
        id: r.id,
        updated_at: iso(r.updated_at),
        created_at: iso(r.created_at),
        last_accessed_at: iso(r.last_accessed_at),
        metadata: r.metadata,
      })
    }
  }
  const sorted = [...entries.values()].sort((a, b) => {
    const x = a[column] ?? '',
      y = b[column] ?? ''
    return (x < y ? -1 : x > y ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0) * order
  })
  return sorted.slice(offset, offset + limit)
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null)
