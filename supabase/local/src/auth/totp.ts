/** TOTP (RFC 6238 over RFC 4226 HOTP): HMAC-SHA1, 30 s steps, 6 digits, with base32 secrets as authenticator apps expect. */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
export const PERIOD = 30
const DIGITS = 6

export function base32Encode(buf: Buffer): string {
  let bits = 0,
    value = 0,
    out = ''
  for (const byte of buf) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31]
  return out
}

export function base32Decode(s: string): Buffer {
  const clean = s.toUpperCase().replace(/=+$/, '').replace(/\s+/g, '')
  let bits = 0,
    value = 0
  const out: number[] = []
  for (const ch of clean) {
    const i = ALPHABET.indexOf(ch)
    if (i < 0) throw new Error(`invalid base32 character "${ch}"`)
    value = (value << 5) | i
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

/** 20 random bytes, the size authenticator apps and GoTrue (pquerna/otp) use. */
export const newSecret = () => base32Encode(randomBytes(20))

export function hotp(key: Buffer, counter: number, digits = DIGITS): string {
  const msg = Buffer.alloc(8)
  msg.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac('sha1', key).update(msg).digest()
  const offset = mac[mac.length - 1] & 0x0f
  const bin = ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3]
  return String(bin % 10 ** digits).padStart(digits, '0')
}

export function totp(secretBase32: string, atMs = Date.now()): string {
  return hotp(base32Decode(secretBase32), Math.floor(atMs / 1000 / PERIOD))
}

/** Accepts the current step and one step either side, to absorb clock drift between phone and server. */
export function verifyTotp(secretBase32: string, code: string, atMs = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false
  const key = base32Decode(secretBase32)
  const step = Math.floor(atMs / 1000 / PERIOD)
  let ok = false
  for (const d of [-1, 0, 1]) {
    // compare every candidate in constant time so timing does not reveal which step matched
    if (timingSafeEqual(Buffer.from(hotp(key, step + d)), Buffer.from(code))) ok = true
  }
  return ok
}

export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`
  const q = new URLSearchParams({ algorithm: 'SHA1', digits: String(DIGITS), issuer, period: String(PERIOD), secret })
  return `otpauth://totp/${label}?${q}`
}
