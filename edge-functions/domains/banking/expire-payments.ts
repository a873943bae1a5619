/**
 * Waiting payments expire (issue 30: money never waits forever): a payment no approver acted on within
 * PAYMENT_APPROVAL_DAYS ends `expired` with the message that says so, nothing sent, and its requester is told.
 * Run every five minutes by the `banking.expire-payments` job (pg_cron, 30_money_trust.sql); the window and the
 * words are shared/rules/banking.ts's, passed to the database here.
 */
import type { Tx } from '../../_shared/db.ts'
import { PAYMENT_APPROVAL_DAYS, PAYMENT_MESSAGES, formatMicros } from '../../../shared/rules/banking.ts'

const DAY_MS = 86_400_000

export async function expirePayments({ tx, now = new Date() }: { tx: Tx; now?: Date }): Promise<{ expired: number }> {
  const before = new Date(now.getTime() - PAYMENT_APPROVAL_DAYS * DAY_MS).toISOString()
  const expired = await tx`select payment_id, organization_id, requested_by, amount_micros::text as amount, description
    from private.expire_banking_payments(${before}::timestamptz, ${PAYMENT_MESSAGES.expired})`
  const notices = expired
    .filter((p) => p.requested_by)
    .map((p) => ({
      user_id: p.requested_by as string,
      organization_id: p.organization_id as string,
      metadata: {
        title: `Your payment of ${formatMicros(BigInt(p.amount), { currency: true })} expired without approval`,
        message: PAYMENT_MESSAGES.expired,
        link: '/cash/payments',
        kind: 'banking-payment-expired',
        paymentId: p.payment_id,
      },
    }))
  if (notices.length > 0)
    await tx`insert into public.notifications (user_id, organization_id, type, metadata)
      select (n ->> 'user_id')::uuid, (n ->> 'organization_id')::uuid, 'custom-message', n -> 'metadata'
      from jsonb_array_elements(${tx.json(notices as never)}) n`
  return { expired: expired.length }
}
