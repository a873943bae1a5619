import { describe, expect, it } from 'vitest'
import { authFailureMessage } from './auth-messages.ts'

describe('authFailureMessage', () => {
  it('says what to do for the refusals a person can cause', () => {
    expect(authFailureMessage({ code: 'over_request_rate_limit', message: 'Request rate limit reached' }, 'x')).toBe(
      'Too many attempts. Wait a few minutes, then try again.',
    )
    expect(authFailureMessage({ code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' }, 'x')).toMatch(
      /^That code did not match\./,
    )
  })
  it('never shows a developer message: unknown codes get the page fallback', () => {
    expect(
      authFailureMessage(
        { code: 'unexpected_failure', message: 'Unexpected failure, please check server logs' },
        'Sign-in failed. Try again.',
      ),
    ).toBe('Sign-in failed. Try again.')
    expect(authFailureMessage(null, 'fallback')).toBe('fallback')
  })
})
