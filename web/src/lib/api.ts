/**
 * The app's client of the `api` edge function: `api.GET('/api/me')` calls `${SUPABASE_URL}/functions/v1/api/me` with
 * the user's token and resolves to the typed answer, or throws ApiError (status, code, message, fields by path).
 */
import { createApi } from './api-client.ts'
import { env } from './env.ts'
import { accessToken } from './supabase.ts'
import { reportError } from './error-reporting.ts'

export { ApiError, type ApiBody, type ApiData, type ApiQuery } from './api-client.ts'

/** A server error the user met is reported with its request id, so it is found beside the function's own record. */
const onServerError = (e: { status: number; message: string; path: string; requestId?: string }) =>
  reportError({ message: `${e.status} from ${e.path}: ${e.message}`, requestId: e.requestId, status: e.status })

export const api = createApi({
  baseUrl: `${env.supabaseUrl}/functions/v1`,
  anonKey: env.anonKey,
  token: accessToken,
  onServerError,
})

/** For calls made without a session (an invitee signing up): only the project key is sent, never a stale user token. */
export const publicApi = createApi({
  baseUrl: `${env.supabaseUrl}/functions/v1`,
  anonKey: env.anonKey,
  token: async () => env.anonKey,
  onServerError,
})
