/**
 * Reads an upload the way storage-js sends it: multipart FormData (fields `cacheControl`, `metadata` and the file,
 * named '') for Blobs and Files, or the raw body with content-type / cache-control / x-metadata headers otherwise.
 */
import type { IncomingMessage } from 'node:http'
import { readBody } from '../http.ts'
import { header } from './auth.ts'
import { errors } from './errors.ts'

type UploadBody = {
  bytes: Buffer
  contentType: string
  cacheControl: string
  userMetadata: Record<string, unknown> | null
}

/** Room for multipart boundaries and small fields on top of the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024

export async function readUpload(req: IncomingMessage, maxBytes: number): Promise<UploadBody> {
  const type = header(req, 'content-type') ?? ''
  if (/^multipart\/form-data/i.test(type)) {
    const raw = await readBody(req, maxBytes + MULTIPART_OVERHEAD)
    let form: FormData
    try {
      form = await new Response(new Blob([new Uint8Array(raw)]), { headers: { 'content-type': type } }).formData()
    } catch {
      throw errors.invalid('Could not parse the multipart upload')
    }
    let file: File | undefined
    form.forEach((v) => {
      if (!file && typeof v !== 'string') file = v
    })
    if (!file) throw errors.invalid('The upload has no file part')
    const part: File = file
    const bytes = Buffer.from(await part.arrayBuffer())
    if (bytes.length > maxBytes) throw errors.tooLarge()
    return {
      bytes,
      contentType: part.type || 'application/octet-stream',
      cacheControl: cacheControl(form.get('cacheControl')),
      userMetadata: parseMetadata(form.get('metadata'), false),
    }
  }
  const bytes = await readBody(req, maxBytes)
  return {
    bytes,
    contentType: type || 'application/octet-stream',
    cacheControl: cacheControl(header(req, 'cache-control')),
    userMetadata: parseMetadata(header(req, 'x-metadata'), true),
  }
}

function cacheControl(v: unknown): string {
  if (typeof v !== 'string' || v === '') return 'max-age=3600'
  return /^\d+$/.test(v) ? `max-age=${v}` : v
}

function parseMetadata(v: unknown, base64: boolean): Record<string, unknown> | null {
  if (typeof v !== 'string' || v === '') return null
  try {
    const parsed = JSON.parse(base64 ? Buffer.from(v, 'base64').toString('utf8') : v)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : null
  } catch {
    throw errors.invalid('metadata must be a JSON object')
  }
}

/** `image/*` style patterns as in a bucket's allowed_mime_types. */
export function mimeAllowed(contentType: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true
  const t = contentType.split(';')[0].trim().toLowerCase()
  return allowed.some((a) => {
    const p = a.toLowerCase()
    return p.endsWith('/*') ? t.startsWith(p.slice(0, -1)) : t === p
  })
}
