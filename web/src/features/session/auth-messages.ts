/**
 * What the sign-in and two-step pages say when auth refuses: GoTrue's messages are for developers ("Invalid TOTP code
 * entered", "Request rate limit reached"), so each code the user can cause gets a sentence saying what to do.
 */
type AuthFailure = { code?: string; message?: string } | null | undefined

const BY_CODE: Record<string, string> = {
  invalid_credentials: 'Invalid login credentials',
  over_request_rate_limit: 'Too many attempts. Wait a few minutes, then try again.',
  mfa_verification_failed:
    'That code did not match. Enter the newest code from your authenticator app and check the time on your phone.',
  mfa_challenge_expired: 'That code took too long to arrive. Enter the newest code from your authenticator app.',
  email_not_confirmed: 'Confirm your email address first: open the link we sent you.',
  user_banned: 'This account is disabled. Ask your firm to turn it back on.',
}

export function authFailureMessage(error: AuthFailure, fallback: string): string {
  return (error?.code && BY_CODE[error.code]) || fallback
}
