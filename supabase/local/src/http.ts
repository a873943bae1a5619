/** Small helpers for the platform's node:http handlers. */
import type { IncomingMessage, ServerResponse } from 'node:http'

export const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS,HEAD',
  'access-control-allow-headers':
    'authorization,x-client-info,apikey,content-type,x-supabase-api-version,x-upsert,cache-control,x-metadata,prefer,accept-profile,content-profile,range,x-region,idempotency-key',
  'access-control-expose-headers': 'content-range,x-supabase-api-version,content-type,content-length,etag',
  'access-control-max-age': '86400',
}

export async function readBody(req: IncomingMessage, limit = 64 * 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const c of req) {
    size += (c as Buffer).length
    if (size > limit) throw Object.assign(new Error('Payload too large'), { status: 413 })
    chunks.push(c as Buffer)
  }
  return Buffer.concat(chunks)
}

export async function readJson<T = unknown>(req: IncomingMessage): Promise<T> {
  const buf = await readBody(req, 1024 * 1024)
  if (buf.length === 0) return {} as T
  try {
    return JSON.parse(buf.toString('utf8'))
  } catch {
    throw Object.assign(new Error('Could not parse request body as JSON'), { status: 400 })
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const data = body === undefined ? '' : JSON.stringify(body)
  res.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json', ...headers })
  res.end(data)
}
