/**
 * What a Teller refusal means for the connection. A disconnected enrollment (code `enrollment.disconnected…`, also
 * announced by the `enrollment.disconnected` webhook) and a revoked access token (403) cannot be fixed by retrying:
 * the enrollment takes that status, the connection is broken with Teller's code and a sentence saying what to do,
 * and the organization's admins are told once (markBroken). Anything else (a bank outage, a rate limit) is recorded
 * with Teller's code and message and retried.
 */
import type { Tx } from '../../_shared/db.ts'
import { markBroken, recordError } from '../connections/connection-store.ts'
import { setEnrollmentStatus } from './store-enrollment.ts'
import type { TellerApiError } from './teller-api.ts'

/** Teller's documented disconnection codes, said for the person who has to reconnect. */
const REASONS: Record<string, string> = {
  'enrollment.disconnected': 'Teller lost access to the bank.',
  'enrollment.disconnected.account_locked': 'The bank restricted access to the account.',
  'enrollment.disconnected.credentials_invalid': 'The sign-in details for the bank changed.',
  'enrollment.disconnected.enrollment_inactive': 'The connection lapsed after a period of inactivity.',
  'enrollment.disconnected.user_action.captcha_required': 'The bank asks you to solve a CAPTCHA.',
  'enrollment.disconnected.user_action.contact_information_required':
    'The bank asks you to update your contact information.',
  'enrollment.disconnected.user_action.insufficient_permissions':
    'Your bank login lacks the permission to share this data.',
  'enrollment.disconnected.user_action.mfa_required': 'The bank asks for a multi-factor sign-in.',
  'enrollment.disconnected.user_action.web_login_required':
    'The bank asks you to sign in on its website (for example to accept new terms).',
}

/** `disconnected.account_locked` (a webhook's reason) → `enrollment.disconnected.account_locked` (the error code). */
export const disconnectionCode = (reason: string) =>
  `enrollment.${reason.startsWith('disconnected') ? reason : `disconnected.${reason}`}`

export type TellerOutcome = 'disconnected' | 'revoked' | 'recorded'

export async function applyTellerError(
  tx: Tx,
  connectionId: string,
  err: Pick<TellerApiError, 'code' | 'message' | 'disconnected' | 'revoked'>,
): Promise<TellerOutcome> {
  if (err.disconnected) {
    await setEnrollmentStatus(tx, connectionId, 'disconnected')
    const why = REASONS[err.code] ?? `Teller: ${err.message.replace(/\.?$/, '.')}`
    await markBroken(tx, connectionId, { code: err.code, message: `${why} Reconnect the bank to resume its feed.` })
    return 'disconnected'
  }
  if (err.revoked) {
    await setEnrollmentStatus(tx, connectionId, 'revoked')
    await markBroken(tx, connectionId, {
      code: err.code,
      message: `Access to the bank was revoked (Teller: ${err.message.replace(/\.$/, '')}). Connect the bank again to resume its feed.`,
    })
    return 'revoked'
  }
  await recordError(tx, connectionId, { code: err.code, message: err.message })
  return 'recorded'
}
