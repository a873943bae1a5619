/** GoTrue's error shape and the error codes the local auth server uses (names as in supabase/auth's apierrors). */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { sendJson } from '../http.ts'

/** Sent on every auth response: supabase-js then reads the string `code` from error bodies. */
export const API_VERSION_HEADERS = { 'x-supabase-api-version': '2024-01-01' }

type ErrorCode =
  | 'bad_json'
  | 'validation_failed'
  | 'no_authorization'
  | 'bad_jwt'
  | 'not_admin'
  | 'session_not_found'
  | 'user_not_found'
  | 'invalid_credentials'
  | 'email_not_confirmed'
  | 'user_banned'
  | 'user_already_exists'
  | 'email_exists'
  | 'weak_password'
  | 'same_password'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'unsupported_grant_type'
  | 'anonymous_provider_disabled'
  | 'mfa_factor_not_found'
  | 'mfa_factor_name_conflict'
  | 'mfa_challenge_expired'
  | 'mfa_verification_failed'
  | 'mfa_verification_rejected'
  | 'insufficient_aal'
  | 'too_many_enrolled_mfa_factors'
  | 'not_found'
  | 'method_not_allowed'
  | 'otp_expired'
  | 'otp_disabled'
  | 'unexpected_failure'
  | 'request_timeout'
  | 'session_expired'
  | 'over_request_rate_limit'
  | 'over_email_send_rate_limit'

export class AuthError extends Error {
  constructor(
    public status: number,
    public code: ErrorCode,
    message: string,
    /** extra body fields, e.g. weak_password reasons */
    public extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export const badRequest = (code: ErrorCode, msg: string, extra?: Record<string, unknown>) =>
  new AuthError(400, code, msg, extra)
export const unprocessable = (code: ErrorCode, msg: string, extra?: Record<string, unknown>) =>
  new AuthError(422, code, msg, extra)
export const forbidden = (code: ErrorCode, msg: string) => new AuthError(403, code, msg)
export const notFound = (code: ErrorCode, msg: string) => new AuthError(404, code, msg)

/**
 * GoTrue answers a client that sent `X-Supabase-Api-Version: 2024-01-01` with `{code: "<error_code>", msg}`, older
 * clients with `{code: <status>, error_code, msg}`. `error_code` is kept in both so any reader finds it.
 */
export function sendError(req: IncomingMessage, res: ServerResponse, e: AuthError) {
  const versioned = String(req.headers['x-supabase-api-version'] ?? '') >= '2024-01-01'
  const body = { code: versioned ? e.code : e.status, error_code: e.code, msg: e.message, ...e.extra }
  sendJson(res, e.status, body, API_VERSION_HEADERS)
}
