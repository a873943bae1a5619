/**
 * Client of the `api` edge function: `api.get('/me')` calls `${SUPABASE_URL}/functions/v1/api/me` with the user's
 * token, parses JSON and throws ApiError (status, code, message, fields by path) for any non-2xx answer.
 */
import { env } from './env.ts'
import { accessToken } from './supabase.ts'

type ErrorBody = {
  error?: { code?: string; message?: string; details?: { fields?: { path?: string; message?: string }[] } }
}

export class ApiError extends Error {
  readonly status: number
  readonly code: string
  /** Field path (dotted, as the API's zod schema names it) to its first message; empty when not a field error. */
  readonly fields: Record<string, string>

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.fields = fields
  }

  static fromBody(status: number, body: unknown, fallback: string): ApiError {
    const err = (body as ErrorBody | null)?.error
    const fields: Record<string, string> = {}
    for (const f of err?.details?.fields ?? []) {
      const key = f.path ?? ''
      if (f.message && !(key in fields)) fields[key] = f.message
    }
    return new ApiError(status, err?.code ?? 'http_error', err?.message ?? fallback, fields)
  }
}

export const apiBase = () => `${env.supabaseUrl}/functions/v1/api`

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const token = await accessToken()
  const headers: Record<string, string> = { apikey: env.anonKey, accept: 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  let res: Response
  try {
    res = await fetch(`${apiBase()}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new ApiError(0, 'network_error', 'Could not reach the server. Check your connection and try again.')
  }
  const text = await res.text()
  let parsed: unknown
  if (text) {
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = undefined
    }
  }
  if (!res.ok) throw ApiError.fromBody(res.status, parsed, res.statusText || `Request failed with status ${res.status}`)
  return parsed as T
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  del: <T = void>(path: string, body?: unknown) => request<T>('DELETE', path, body),
}
