/** Sends an object's bytes (GET) or just its headers (HEAD), honouring a single byte range and ?download. */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { CORS_HEADERS } from '../http.ts'
import type { ObjectDisk } from './disk.ts'
import { errors } from './errors.ts'
import type { ObjectRow } from './objects.ts'

export async function serveObject(
  req: IncomingMessage,
  res: ServerResponse,
  disk: ObjectDisk,
  row: ObjectRow,
  query: URLSearchParams,
) {
  const size = await disk.size(row.version)
  if (size === undefined) throw errors.noSuchKey()
  const meta = row.metadata ?? {}
  const headers: Record<string, string> = {
    ...CORS_HEADERS,
    'content-type': meta.mimetype ?? 'application/octet-stream',
    'cache-control': meta.cacheControl ?? 'max-age=3600',
    'accept-ranges': 'bytes',
    'last-modified': new Date(row.updated_at).toUTCString(),
  }
  if (meta.eTag) headers.etag = meta.eTag
  if (query.has('download')) {
    const filename = query.get('download') || row.name.split('/').pop() || 'download'
    headers['content-disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`
  }
  if (meta.eTag && req.headers['if-none-match'] === meta.eTag) {
    res.writeHead(304, headers)
    res.end()
    return
  }

  const range = parseRange(req.headers.range, size)
  if (range === 'invalid') {
    res.writeHead(416, { ...headers, 'content-range': `bytes */${size}` })
    res.end()
    return
  }
  const status = range ? 206 : 200
  if (range) headers['content-range'] = `bytes ${range.start}-${range.end}/${size}`
  headers['content-length'] = String(range ? range.end - range.start + 1 : size)
  res.writeHead(status, headers)
  if (req.method === 'HEAD' || size === 0) {
    res.end()
    return
  }
  const stream = disk.read(row.version, range ?? undefined)
  stream.on('error', () => res.destroy())
  stream.pipe(res)
}

function parseRange(h: string | undefined, size: number): { start: number; end: number } | 'invalid' | null {
  if (!h) return null
  const m = /^bytes=(\d*)-(\d*)$/.exec(h.trim())
  if (!m || (m[1] === '' && m[2] === '')) return null
  let start: number, end: number
  if (m[1] === '') {
    start = Math.max(size - Number(m[2]), 0)
    end = size - 1
  } else {
    start = Number(m[1])
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)
  }
  if (start > end || start >= size) return 'invalid'
  return { start, end }
}

/** GET /object/info/...: the FileObjectV2 shape storage-js camel-cases. */
export function objectInfo(row: ObjectRow) {
  const meta = row.metadata ?? {}
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    bucket_id: row.bucket_id,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    last_modified: meta.lastModified ?? null,
    metadata: row.user_metadata ?? {},
    created_at: row.created_at,
    updated_at: row.updated_at,
    last_accessed_at: row.last_accessed_at,
  }
}
