import { describe, expect, it } from 'vitest'
import { base32Decode, base32Encode, hotp, otpauthUri, totp, verifyTotp } from './totp.ts'

// RFC 6238 appendix B, SHA1 seed "12345678901234567890"; the RFC prints 8 digits, the last 6 are the 6-digit code.
const seed = base32Encode(Buffer.from('12345678901234567890'))
const vectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
]

describe('totp', () => {
  it('round-trips base32', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI')
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar')
    expect(() => base32Decode('ab1!')).toThrow(/invalid base32/)
  })
  it('matches the RFC 4226 HOTP vectors', () => {
    const key = Buffer.from('12345678901234567890')
    expect([0, 1, 2, 9].map((c) => hotp(key, c))).toEqual(['755224', '287082', '359152', '520489'])
  })
  it.each(vectors)('matches RFC 6238 at t=%i', (t, eight) => {
    expect(totp(seed, t * 1000)).toBe(eight.slice(2))
  })
  it('accepts one step of drift either way and nothing further', () => {
    const t = 1234567890 * 1000
    expect(verifyTotp(seed, totp(seed, t - 30_000), t)).toBe(true)
    expect(verifyTotp(seed, totp(seed, t + 30_000), t)).toBe(true)
    expect(verifyTotp(seed, totp(seed, t - 60_000), t)).toBe(false)
    expect(verifyTotp(seed, '12345', t)).toBe(false)
  })
  it('builds an otpauth uri authenticator apps read', () => {
    expect(otpauthUri('localhost', 'a@b.test', 'ABC')).toBe(
      'otpauth://totp/localhost:a%40b.test?algorithm=SHA1&digits=6&issuer=localhost&period=30&secret=ABC',
    )
  })
})
