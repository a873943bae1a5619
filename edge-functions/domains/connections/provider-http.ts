/**
 * HTTP for providers' OAuth and identity endpoints where no official SDK is used (Gusto, Rippling, Ramp): JSON or
 * form bodies, bearer or client Basic auth, the answer parsed with its zod schema, and the two failures callers tell
 * apart: the grant refused (the person must connect again: `GrantRefusedError`) and anything else (`ProviderError`).
 */
import type { z } from 'zod'
import { AppError } from '../../_shared/errors.ts'
import { PROVIDER_NAMES, type Provider } from './connection-store.ts'

/** The provider no longer honours the code or refresh token (revoked, expired, already used). */
export class GrantRefusedError extends Error {
  constructor(
    public provider: Provider,
    public error: string,
    public description?: string,
  ) {
    super(`${PROVIDER_NAMES[provider]} refused the grant: ${error}${description ? ` (${description})` : ''}`)
  }
}

/** Any other refusal or failure, with the provider's status and body (its own error shape). */
export class ProviderError extends Error {
  constructor(
    public provider: Provider,
    public status: number,
    public body: unknown,
    message: string,
    /** The provider's own error code, when it has one (Slack answers 200 with `{ok: false, error}`). */
    public code?: string,
  ) {
    super(message)
  }
}

export type ProviderRequest<S extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Bearer token, or a full Authorization header value (`Basic …`). */
  auth?: string
  form?: Record<string, string>
  json?: Record<string, unknown>
  headers?: Record<string, string>
  /** Parses a successful answer; omit for endpoints that answer with an empty body. */
  schema?: S
  /** Reads the provider's error body: the OAuth error code when it means the grant is dead. */
  refusal?: (status: number, body: Record<string, unknown>) => string | undefined
  fetchFn?: typeof fetch
}

/** RFC 6749 §5.2: `{"error": "invalid_grant"}`. */
export const oauthRefusal = (_status: number, body: Record<string, unknown>) =>
  body.error === 'invalid_grant' ? 'invalid_grant' : undefined

export async function providerRequest<S extends z.ZodType = z.ZodUnknown>(
  provider: Provider,
  url: string,
  req: ProviderRequest<S> = {},
): Promise<z.infer<S>> {
  const headers: Record<string, string> = { accept: 'application/json', ...req.headers }
  if (req.auth) headers.authorization = /^(Basic|Bearer) /.test(req.auth) ? req.auth : `Bearer ${req.auth}`
  let body: string | undefined
  if (req.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded'
    body = new URLSearchParams(req.form).toString()
  } else if (req.json) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(req.json)
  }
  const res = await (req.fetchFn ?? fetch)(url, { method: req.method ?? (body ? 'POST' : 'GET'), headers, body })
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : {}
  } catch {
    /* not JSON: kept as text */
  }
  if (!res.ok) {
    const b = (typeof parsed === 'object' && parsed ? parsed : {}) as Record<string, unknown>
    const refused = req.refusal?.(res.status, b)
    const description = String(b.error_description ?? b.message ?? '') || undefined
    if (refused) throw new GrantRefusedError(provider, refused, description)
    throw new ProviderError(
      provider,
      res.status,
      parsed,
      `${PROVIDER_NAMES[provider]} answered ${res.status} to ${new URL(url).pathname}`,
    )
  }
  return (req.schema ? req.schema.parse(parsed) : parsed) as z.infer<S>
}

/**
 * Runs a callback's calls to the provider (code exchange, identity check): a refused code or a failed confirmation
 * becomes a sentence the integrations screen shows, and nothing is stored.
 */
export async function confirmWithProvider<T>(provider: Provider, step: () => Promise<T>): Promise<T> {
  const name = PROVIDER_NAMES[provider]
  try {
    return await step()
  } catch (e) {
    if (e instanceof GrantRefusedError)
      throw new AppError('bad_request', `${name} refused the authorization code; start the connection again`)
    if (e instanceof ProviderError)
      throw new AppError('bad_request', `${name} did not confirm the connection (${e.code ?? e.status}); try again`)
    throw e
  }
}
