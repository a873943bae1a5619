/**
 * Top-offs the rules proposed: listed by everyone with banking; approved or declined by banking admins and approvers
 * while the auto-transfer flag is on (private.decide_top_off, under the top-off's row lock, so it is decided once).
 * An approved top-off is executed at once as a book transfer with the Idempotency-Key `top-off:<id>`: executed when
 * the core moved the money, failed with its entry result and message when it refused.
 */
import { asService, asUser, type Claims, type Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TTopOff } from '../../../shared/schemas/banking.ts'
import { plain } from '../../_shared/rows.ts'
import { assertBanking } from '../../_shared/access.ts'
import { ruleTransfer } from './run-rules.ts'
import { recordSubmission, sendToCore } from './submit-payment.ts'

export const TOP_OFF_COLUMNS = `o.id, o.rule_id as "ruleId", o.source_account_id as "sourceAccountId",
  o.target_account_id as "targetAccountId", o.amount_micros::text as "amountMicros", o.status, o.payment_id as "paymentId",
  o.entry_result as "entryResult", o.message, o.decided_by as "decidedBy", o.decided_at as "decidedAt",
  o.created_at as "createdAt"`

export async function listTopOffs({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  await assertBanking(tx, organizationId)
  const rows = await tx`select ${tx.unsafe(TOP_OFF_COLUMNS)} from public.top_offs o
    where o.organization_id = ${organizationId} order by o.created_at desc, o.id desc limit 200`
  return { topOffs: plain<TTopOff[]>(rows) }
}

async function readTopOff(tx: Tx, id: string) {
  const [row] = await tx`select ${tx.unsafe(TOP_OFF_COLUMNS)} from public.top_offs o where o.id = ${id}`
  return plain<TTopOff>(row)
}

export async function decideTopOff({
  claims,
  organizationId,
  topOffId,
  decision,
}: {
  claims: Claims
  organizationId: string
  topOffId: string
  decision: 'approve' | 'decline'
}): Promise<TTopOff> {
  const d = await asUser(claims, async (tx) => {
    await assertBanking(tx, organizationId)
    const [{ d }] = await tx`select private.decide_top_off(${topOffId}, ${decision}) as d`
    const [own] = await tx`select organization_id from public.top_offs where id = ${topOffId}`
    if (d.outcome === 'not_found' || own?.organization_id !== organizationId)
      throw new AppError('not_found', 'Top-off not found')
    if (d.outcome === 'forbidden')
      throw new AppError(
        'forbidden',
        'Only organization admins and approvers decide top-offs, while auto-transfers are on',
      )
    if (d.outcome === 'not_waiting') throw new AppError('conflict', 'This top-off was already decided')
    return d as { status: string }
  })
  if (d.status === 'approved') await executeTopOff({ topOffId, approvedBy: claims.sub })
  return await asUser(claims, (tx) => readTopOff(tx, topOffId))
}

/** Sends an approved top-off's book transfer and records what became of it (service role). */
export async function executeTopOff({ topOffId, approvedBy }: { topOffId: string; approvedBy: string | null }) {
  const made = await asService(async (tx) => {
    const [o] = await tx`select o.*, s.name as source_name from public.top_offs o
      join public.banking_accounts s on s.id = o.source_account_id where o.id = ${topOffId} and o.status = 'approved'`
    if (!o) return null
    const m = await ruleTransfer(tx, {
      organizationId: o.organization_id,
      ruleId: o.rule_id,
      origin: 'top_off',
      key: `top-off:${o.id}`,
      fromId: o.source_account_id,
      toId: o.target_account_id,
      amount: BigInt(o.amount_micros),
      description: `Top-off from ${o.source_name}`,
      requestedBy: approvedBy,
    })
    if (m) await tx`update public.top_offs set payment_id = ${m.paymentId}, updated_at = now() where id = ${topOffId}`
    return m
  })
  if (!made) return
  const outcome = await sendToCore(made.request)
  if (!outcome) return
  await asService(async (tx) => {
    const payment = await recordSubmission(tx, made.request, outcome, { sync: true })
    const failed = payment.status === 'rejected' || payment.status === 'failed'
    await tx`update public.top_offs set status = ${failed ? 'failed' : 'executed'}, entry_result = ${payment.entryResult},
      message = ${payment.message}, updated_at = now() where id = ${topOffId} and status = 'approved'`
  })
}
