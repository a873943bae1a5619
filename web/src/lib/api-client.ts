/**
 * The typed client of the `api` edge function, built on openapi-fetch over the API's generated types (api-schema.ts,
 * `npm run api-types`): path, parameters, body and answer of every call come from the API's own zod schemas. A call
 * resolves to the route's 2xx body and throws ApiError for anything else. No app settings here, so tests build one.
 */
import createClient, { type Client, type ClientPathsWithMethod, type MaybeOptionalInit } from 'openapi-fetch'
import type { paths } from './api-schema.ts'
import { peopleSentence } from '../../../shared/rules/field-errors.ts'

type ErrorBody = {
  error?: { code?: string; message?: string; details?: { fields?: { path?: string; message?: string }[] } }
}

export class ApiError extends Error {
  readonly status: number
  readonly code: string
  /** Field path (dotted, as the API's zod schema names it) to its first message; empty when not a field error. */
  readonly fields: Record<string, string>
  /** The error's details as the API sent them (e.g. a 409's conflicting fields), for callers that read more. */
  readonly details: unknown
  /** The request's id (the API's x-request-id), which a server error's report carries too. */
  requestId?: string

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}, details?: unknown) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.fields = fields
    this.details = details
  }

  static fromBody(status: number, body: unknown, fallback: string): ApiError {
    const err = (body as ErrorBody | null)?.error
    const fields: Record<string, string> = {}
    for (const f of err?.details?.fields ?? []) {
      const key = f.path ?? ''
      if (f.message && !(key in fields)) fields[key] = f.message
    }
    // a 422's message names fields as the program does ("accountName: …"); people read the same messages without them
    const list = Object.entries(fields).map(([path, message]) => ({ path, message }))
    const message = list.length ? peopleSentence(list) : (err?.message ?? fallback)
    return new ApiError(status, err?.code ?? 'http_error', message, fields, err?.details)
  }
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'
type PathOf<M extends Method> = ClientPathsWithMethod<Client<paths>, M>
/** What a route answers with a 2xx, as the API declares it (undefined for 204 No Content). */
type SuccessBody<R> = R extends { responses: infer S }
  ? {
      [C in keyof S]: C extends 200 | 201 | 202 | 204
        ? S[C] extends { content: infer B }
          ? B[keyof B]
          : undefined
        : never
    }[keyof S]
  : never
/** The body `api.<METHOD>(path)` resolves to. */
export type ApiData<M extends Method, P extends PathOf<M>> = SuccessBody<paths[P][M]>
/** The query parameters a route takes. */
export type ApiQuery<M extends Method, P extends PathOf<M>> = NonNullable<
  paths[P][M] extends { parameters: { query?: infer Q } } ? Q : never
>
/** The request body a route takes. */
export type ApiBody<M extends Method, P extends PathOf<M>> = NonNullable<
  paths[P][M] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never
>
/** The second argument is required exactly when the route has required path or query parameters or a body. */
type Init<M extends Method, P extends PathOf<M>> = MaybeOptionalInit<paths[P], M>
type Args<I> = undefined extends I ? [init?: I] : [init: I]

export type ApiOptions = {
  /** Where the functions live: `${SUPABASE_URL}/functions/v1` (the document's paths start with /api). */
  baseUrl: string
  anonKey: string
  /** The signed-in user's access token, read per request so a refreshed session is used at once. */
  token: () => Promise<string | undefined>
  fetch?: (request: Request) => Promise<Response>
  /** Told of every answer that is a server error (5xx), with its request id: the app reports them (error-reporting). */
  onServerError?: (e: { status: number; message: string; path: string; requestId?: string }) => void
}

type Raw = <A extends 'text' | 'blob'>(
  method: string,
  path: string,
  init?: { body?: unknown; parseAs: A },
) => Promise<{ data?: A extends 'blob' ? Blob : string; error?: unknown; response: Response }>

/** JSON answers are parsed (an unreadable one reads as undefined, as before); text answers (a journal) stay text. */
function parse(text: string | undefined, response: Response): unknown {
  if (!text) return undefined
  if (!/\bjson\b/.test(response.headers.get('content-type') ?? 'application/json')) return text
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

export function createApi(options: ApiOptions) {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: async (request) => {
      try {
        return await (options.fetch ?? globalThis.fetch)(request)
      } catch {
        throw new ApiError(0, 'network_error', 'Could not reach the server. Check your connection and try again.')
      }
    },
  })
  client.use({
    async onRequest({ request }) {
      const token = await options.token()
      request.headers.set('apikey', options.anonKey)
      request.headers.set('accept', 'application/json')
      if (token) request.headers.set('authorization', `Bearer ${token}`)
      return request
    },
  })

  const raw = client.request as unknown as Raw
  const refused = (response: Response, error: unknown) => {
    const e = ApiError.fromBody(
      response.status,
      error,
      response.statusText || `Request failed with status ${response.status}`,
    )
    e.requestId = response.headers.get('x-request-id') ?? undefined
    if (response.status >= 500)
      options.onServerError?.({
        status: response.status,
        message: e.message,
        path: new URL(response.url || 'http://x/').pathname,
        requestId: e.requestId,
      })
    return e
  }
  async function call(method: Method, path: string, init?: { body?: unknown }): Promise<unknown> {
    // Writes always carry a JSON body ({} when the route takes none), as the API's validators expect.
    const write = method === 'post' || method === 'put' || method === 'patch'
    const body = write && init?.body === undefined ? {} : init?.body
    const { data, error, response } = await raw(method, path, { ...init, body, parseAs: 'text' })
    if (!response.ok) throw refused(response, error)
    return parse(data, response)
  }
  /** A file the API answers (a PDF, a CSV): its bytes untouched; a refusal is the same ApiError as any call's. */
  async function file(path: string, init?: object): Promise<Blob> {
    const { data, error, response } = await raw('get', path, { ...init, parseAs: 'blob' })
    if (!response.ok || !data) throw refused(response, error)
    return data
  }
  const typed =
    <M extends Method>(method: M) =>
    <P extends PathOf<M>, I extends Init<M, P>>(path: P, ...init: Args<I>) =>
      call(method, path as string, init[0] as { body?: unknown } | undefined) as Promise<ApiData<M, P>>

  return {
    GET: typed('get'),
    GET_FILE: <P extends PathOf<'get'>, I extends Init<'get', P>>(path: P, ...init: Args<I>) =>
      file(path as string, init[0] as object | undefined),
    POST: typed('post'),
    PUT: typed('put'),
    PATCH: typed('patch'),
    DELETE: typed('delete'),
  }
}
