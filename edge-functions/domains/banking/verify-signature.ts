/**
 * The banking core's webhook signature: `X-Core-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret,
 * "<t>.<raw body>")>`, within WEBHOOK_TOLERANCE_SECONDS of now, compared in constant time. A failure is a 401.
 */
import { AppError } from '../../_shared/errors.ts'
import { WEBHOOK_TOLERANCE_SECONDS } from '../../../shared/schemas/webhooks.ts'

const hex = (b: ArrayBuffer) => Array.from(new Uint8Array(b), (x) => x.toString(16).padStart(2, '0')).join('')

function equal(a: string, b: string) {
  if (a.length !== b.length) return false
  let d = 0
  for (let i = 0; i < a.length; i++) d |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return d === 0
}

export async function verifyCoreSignature({
  body,
  header,
  secret,
  now = Date.now(),
}: {
  body: Uint8Array
  header: string | undefined
  secret: string
  now?: number
}) {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string]))
  const t = Number(parts.t)
  if (!header || !Number.isInteger(t) || !parts.v1)
    throw new AppError('unauthorized', 'Missing or malformed X-Core-Signature')
  if (Math.abs(now / 1000 - t) > WEBHOOK_TOLERANCE_SECONDS)
    throw new AppError('unauthorized', 'The X-Core-Signature timestamp is too old or in the future')
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const signed = new Uint8Array([...new TextEncoder().encode(`${t}.`), ...body])
  if (!equal(hex(await crypto.subtle.sign('HMAC', key, signed)), parts.v1))
    throw new AppError('unauthorized', 'The X-Core-Signature does not match the body')
}
