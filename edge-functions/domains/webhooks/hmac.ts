/** HMAC-SHA256 and constant-time comparison for the providers that sign with a shared secret. */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

export const hmacSha256 = (secret: string, data: string | Uint8Array, encoding: 'hex' | 'base64') =>
  createHmac('sha256', secret).update(data).digest(encoding)

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex')

export function safeEqual(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a)
  const y = new TextEncoder().encode(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
