/**
 * Rate limits of the local auth server, modelled on GoTrue's (supabase/auth internal/api/apilimiter): per-IP token
 * buckets on the public routes with GoTrue's settings and defaults, GoTrue's per-address mail frequency, and a
 * per-account limit on failed passwords, email codes and TOTP codes (which GoTrue leaves to Auth Hooks; see
 * docs/local-auth.md). One bucket per (limiter, key); a refusal is GoTrue's 429.
 */
import type { IncomingMessage } from 'node:http'
import type { PlatformContext } from '../context.ts'
import type { AuthRateLimits, Rate } from '../config.ts'
import { AuthError } from './errors.ts'

/** GoTrue gives each route its own bucket; several routes share one setting (apilimiter.New). */
const IP_LIMITERS = {
  token: 'token_refresh',
  signup: 'sign_in_sign_ups',
  recover: 'sign_in_sign_ups',
  otp: 'sign_in_sign_ups',
  user: 'sign_in_sign_ups',
  verify: 'token_verifications',
  factor_challenge: 'mfa_challenge_and_verify',
  factor_verify: 'mfa_challenge_and_verify',
} as const
export type IpLimiter = keyof typeof IP_LIMITERS
type AccountLimit = 'failed_sign_ins' | 'failed_mfa_verifications'

export type Clock = () => number

/** Token buckets: `burst` tokens at most, refilled at `requests` per `per_seconds`; a request takes one. */
class Buckets {
  private levels = new Map<string, { tokens: number; at: number }>()
  constructor(
    private rate: Rate,
    private now: Clock,
  ) {}

  private get capacity() {
    return this.rate.burst ?? this.rate.requests
  }

  private level(key: string) {
    const t = this.now()
    const s = this.levels.get(key)
    if (!s) return { tokens: this.capacity, at: t }
    const refilled = ((t - s.at) / 1000) * (this.rate.requests / this.rate.per_seconds)
    return { tokens: Math.min(this.capacity, s.tokens + refilled), at: t }
  }

  /** Seconds until the key may act again; 0 when it may now. */
  wait(key: string): number {
    const { tokens } = this.level(key)
    return tokens >= 1 ? 0 : Math.ceil(((1 - tokens) * this.rate.per_seconds) / this.rate.requests)
  }

  /** Takes a token; false (and nothing taken) when the bucket is empty. */
  take(key: string): boolean {
    const s = this.level(key)
    if (s.tokens < 1) return false
    this.levels.set(key, { tokens: s.tokens - 1, at: s.at })
    if (this.levels.size > 10_000) this.forgetFull()
    return true
  }

  give(key: string) {
    const s = this.level(key)
    this.levels.set(key, { tokens: Math.min(this.capacity, s.tokens + 1), at: s.at })
  }

  /** Keys are attacker-chosen (addresses, IPs): drop buckets that have refilled, which hold no state worth keeping. */
  private forgetFull() {
    for (const key of this.levels.keys()) if (this.level(key).tokens >= this.capacity) this.levels.delete(key)
  }
}

const overRequestRateLimit = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached')

export class AuthLimits {
  private buckets = new Map<string, Buckets>()
  constructor(
    private cfg: AuthRateLimits,
    private now: Clock = Date.now,
  ) {}

  private bucket(name: string, rate: Rate) {
    let b = this.buckets.get(name)
    if (!b) {
      b = new Buckets(rate, this.now)
      this.buckets.set(name, b)
    }
    return b
  }

  /**
   * The caller's address: the first value of the configured header when present (GoTrue's GOTRUE_RATE_LIMIT_HEADER,
   * for a server behind a proxy), else the connection's. Unlike GoTrue, a missing header never means "unlimited".
   */
  clientIp(req: IncomingMessage): string {
    const header = this.cfg.ip_header ? req.headers[this.cfg.ip_header.toLowerCase()] : undefined
    const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0].trim()
    return first || (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '')
  }

  /** Counts every request of a limited route, as GoTrue's middleware does, whatever its outcome. */
  perIp(limiter: IpLimiter, req: IncomingMessage) {
    if (!this.bucket(limiter, this.cfg[IP_LIMITERS[limiter]]).take(this.clientIp(req))) throw overRequestRateLimit()
  }

  /**
   * Before checking a password or code: takes one of the account's tries, refusing while none is left (even the
   * right password), and gives it back when the check succeeds, so only failures count. Taking before the check,
   * not after, keeps parallel guesses from all passing it while the first is still being checked.
   */
  attempt(limit: AccountLimit, account: string): { succeeded(): void } {
    const b = this.bucket(limit, this.cfg[limit])
    const key = account.toLowerCase()
    if (!b.take(key)) throw overRequestRateLimit()
    return { succeeded: () => b.give(key) }
  }

  /**
   * GoTrue's SMTP max_frequency: one mail per address per interval, with its message. Keyed by the address whether
   * or not it has an account, so the 429 does not tell who has one (GoTrue only limits existing users).
   */
  mailTo(email: string) {
    const b = this.bucket('email_max_frequency', this.cfg.email_max_frequency)
    if (!b.take(email)) {
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${b.wait(email)} seconds.`,
      )
    }
  }
}

const registry = new WeakMap<PlatformContext, AuthLimits>()

/** One set of buckets per running auth server; the handler may pass a clock (tests). */
export function authLimits(ctx: PlatformContext, clock?: Clock): AuthLimits {
  let l = registry.get(ctx)
  if (!l) {
    l = new AuthLimits(ctx.cfg.authRateLimits, clock)
    registry.set(ctx, l)
  }
  return l
}
