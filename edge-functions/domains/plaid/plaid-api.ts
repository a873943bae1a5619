/**
 * The official `plaid` client pointed at PLAID_API_URL, with Plaid's error object surfaced as a PlaidApiError
 * (error_type, error_code, error_message, display_message) and rate limits and server errors retried a few times
 * with exponential back-off and jitter. Calls are at-least-once: every call we make is safe to repeat.
 */
import { Configuration, PlaidApi } from 'plaid'
import { type PlaidConfig, plaidConfig } from './config.ts'

export class PlaidApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorType: string,
    readonly errorCode: string,
    message: string,
    readonly displayMessage: string | null,
  ) {
    super(message)
  }
  /** The item needs its user: the login changed, consent ended, or access was revoked. */
  get itemBroken() {
    return (
      this.errorType === 'ITEM_ERROR' &&
      [
        'ITEM_LOGIN_REQUIRED',
        'PENDING_EXPIRATION',
        'ACCESS_NOT_GRANTED',
        'USER_PERMISSION_REVOKED',
        'ITEM_NOT_FOUND',
        'INVALID_UPDATED_USERNAME',
      ].includes(this.errorCode)
    )
  }
  get retryable() {
    return this.status === 429 || this.status >= 500 || this.errorType === 'RATE_LIMIT_EXCEEDED'
  }
  toJSON() {
    return {
      error_type: this.errorType,
      error_code: this.errorCode,
      error_message: this.message,
      display_message: this.displayMessage,
    }
  }
}

type AxiosLike = { response?: { status: number; data?: unknown }; message: string; code?: string }

function toPlaidError(e: unknown): unknown {
  const r = (e as AxiosLike)?.response
  if (!r) return e
  const d = (r.data ?? {}) as Record<string, unknown>
  // statements/download asks for bytes: an error body then arrives as an ArrayBuffer of JSON
  const body = d instanceof ArrayBuffer ? JSON.parse(new TextDecoder().decode(d)) : d
  return new PlaidApiError(
    r.status,
    String(body.error_type ?? 'API_ERROR'),
    String(body.error_code ?? `HTTP_${r.status}`),
    String(body.error_message ?? (e as AxiosLike).message),
    (body.display_message as string | null) ?? null,
  )
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Runs one Plaid call, returning its body; 429 and 5xx (and network failures) are retried up to 4 times. */
export async function plaidCall<T>(fn: () => Promise<{ data: T }>, attempts = 4): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return (await fn()).data
    } catch (e) {
      const err = toPlaidError(e)
      const retry = err instanceof PlaidApiError ? err.retryable : (e as AxiosLike)?.code === 'ECONNRESET'
      if (!retry || i >= attempts) throw err
      const base = 200 * 2 ** (i - 1)
      await sleep(base / 2 + Math.random() * (base / 2))
    }
  }
}

let cached: { key: string; api: PlaidApi } | undefined
export function plaidClient(cfg: PlaidConfig = plaidConfig()): PlaidApi {
  const key = `${cfg.url}|${cfg.clientId}`
  if (cached?.key !== key)
    cached = {
      key,
      api: new PlaidApi(
        new Configuration({
          basePath: cfg.url,
          baseOptions: { headers: { 'PLAID-CLIENT-ID': cfg.clientId, 'PLAID-SECRET': cfg.secret }, timeout: 60_000 },
        }),
      ),
    }
  return cached.api
}
