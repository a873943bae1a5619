/**
 * Recovery codes, as the signed-in person (24_recovery_codes.sql holds the rules): how many are left, a new set
 * (shown this once), and spending one on a password-only session, which then passes its second step.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { RECOVERY_CODE_MESSAGES } from '../../../shared/schemas/recovery-codes.ts'

export async function recoveryCodesState({ tx }: { tx: Tx }) {
  const [r] = await tx`select count(*)::int as total, (count(*) filter (where used_at is null))::int as remaining,
      max(created_at) as created_at
    from public.recovery_codes where user_id = auth.uid()`
  return { total: r.total as number, remaining: r.remaining as number, createdAt: r.created_at?.toISOString() ?? null }
}

export async function createRecoveryCodes({ tx }: { tx: Tx }) {
  const [r] = await tx`select public.regenerate_recovery_codes() as codes`
  return { codes: r.codes as string[] }
}

/** Commits whatever the outcome: a refused try must still count against the throttle. */
export async function redeemRecoveryCode({ tx, code }: { tx: Tx; code: string }) {
  const [r] = await tx`select outcome, remaining from public.redeem_recovery_code(${code})`
  return { outcome: r.outcome as 'accepted' | 'refused' | 'rate_limited', remaining: r.remaining as number }
}

export function redeemRefusal(outcome: 'refused' | 'rate_limited') {
  return outcome === 'rate_limited'
    ? new AppError('rate_limited', RECOVERY_CODE_MESSAGES.rateLimited)
    : new AppError('validation_failed', RECOVERY_CODE_MESSAGES.refused, {
        fields: [{ path: 'code', message: RECOVERY_CODE_MESSAGES.refused }],
      })
}
