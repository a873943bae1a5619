/** The auth limiter's arithmetic with a fake clock, and that `npm start` runs with GoTrue's defaults. */
import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { AuthLimits } from './rate-limit.ts'

const defaults = loadConfig('dev').authRateLimits
const req = (ip: string, headers: Record<string, string> = {}) =>
  ({ headers, socket: { remoteAddress: ip } }) as unknown as IncomingMessage

describe('auth rate limits', () => {
  it("default to GoTrue's settings", () => {
    expect(defaults).toMatchObject({
      token_refresh: { requests: 150, per_seconds: 300, burst: 30 }, // GOTRUE_RATE_LIMIT_TOKEN_REFRESH
      sign_in_sign_ups: { requests: 30, per_seconds: 300, burst: 30 }, // [auth.rate_limit] sign_in_sign_ups (GOTRUE_RATE_LIMIT_OTP)
      token_verifications: { requests: 30, per_seconds: 300, burst: 30 }, // GOTRUE_RATE_LIMIT_VERIFY
      mfa_challenge_and_verify: { requests: 15, per_seconds: 60, burst: 30 }, // GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY
      email_max_frequency: { requests: 1, per_seconds: 60 }, // hosted [auth.email] max_frequency
    })
    // the shared test stack only lifts the per-IP limits
    const test = loadConfig('test').authRateLimits
    expect(test.failed_sign_ins).toEqual(defaults.failed_sign_ins)
    expect(test.email_max_frequency).toEqual(defaults.email_max_frequency)
  })

  it('allows a burst, then refills at the configured rate, per address', () => {
    let now = 0
    const limits = new AuthLimits({ ...defaults, token_refresh: { requests: 2, per_seconds: 10, burst: 3 } }, () => now)
    for (let i = 0; i < 3; i++) limits.perIp('token', req('10.0.0.1'))
    expect(() => limits.perIp('token', req('10.0.0.1'))).toThrow('Request rate limit reached')
    limits.perIp('token', req('10.0.0.2'))
    now += 4_999
    expect(() => limits.perIp('token', req('10.0.0.1'))).toThrow()
    now += 1
    limits.perIp('token', req('10.0.0.1'))
    now += 3_600_000
    for (let i = 0; i < 3; i++) limits.perIp('token', req('10.0.0.1')) // never more than the burst
    expect(() => limits.perIp('token', req('10.0.0.1'))).toThrow()
  })

  it('reads the address from the configured header, first value, else the connection', () => {
    const limits = new AuthLimits({ ...defaults, ip_header: 'X-Forwarded-For' })
    expect(limits.clientIp(req('127.0.0.1', { 'x-forwarded-for': ' 203.0.113.9, 10.0.0.1' }))).toBe('203.0.113.9')
    expect(limits.clientIp(req('::ffff:127.0.0.1'))).toBe('127.0.0.1')
    expect(new AuthLimits(defaults).clientIp(req('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }))).toBe('127.0.0.1')
  })

  it('counts only failed attempts against an account', () => {
    let now = 0
    const limits = new AuthLimits({ ...defaults, failed_sign_ins: { requests: 2, per_seconds: 60 } }, () => now)
    limits.attempt('failed_sign_ins', 'A@x.test').succeeded()
    limits.attempt('failed_sign_ins', 'a@x.test')
    limits.attempt('failed_sign_ins', 'a@x.test')
    expect(() => limits.attempt('failed_sign_ins', 'a@X.test')).toThrow('Request rate limit reached')
    now += 30_000
    limits.attempt('failed_sign_ins', 'a@x.test')
  })
})
