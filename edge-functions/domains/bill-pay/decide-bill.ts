/**
 * An approver's action on a bill, the same in the app and in Slack (block id bill-payment-approval): APPROVE, DECLINE
 * or COMMENT, decided by shared/rules/bill-pay.ts decideBillAction under the bill's row lock, so two approvals at once
 * are both counted and a decline and an approval at once leave one outcome. A decline is recorded as Denial activity;
 * a comment (with any action) as a bill comment, the bill's people told (bill-pay-created-comment).
 *
 * A Slack click reaches applyBillActionIn through slack-approval.ts (the block action handler) in the delivery's
 * own transaction; handleBillApprovalAction answers a sentence instead of throwing, for callers that show one. Every
 * approval or decline queues the update of the bill's Slack message (slack-message.ts), whichever side it came from.
 */
import { asService, asUser, type Claims, type Tx } from '../../_shared/db.ts'
import { assertBanking } from '../../_shared/access.ts'
import { AppError } from '../../_shared/errors.ts'
import { BILL_MESSAGES, decideBillAction, type TBillApprovalAction } from '../../../shared/rules/bill-pay.ts'
import type { TBill } from '../../../shared/schemas/bill-pay.ts'
import { billById, notify } from './bills.ts'
import { loadLayers } from './approvers.ts'
import { queueSlackUpdate } from './queue-slack-update.ts'

export type BillActionResult = { bill: TBill; approved: boolean; message: string }

/** Applies one action as `userId`, who must use banking in the bill's organization. */
export async function applyBillAction(args: BillActionArgs): Promise<BillActionResult> {
  return await asService((tx) => applyBillActionIn(tx, args))
}

type BillActionArgs = {
  billId: string
  userId: string
  action: TBillApprovalAction
  comment?: string | null
}

/**
 * The same, inside a transaction the caller holds as the service role (the Slack click's, so its effect commits
 * with the delivery's completion). A refusal is thrown before anything is written, so the caller's transaction
 * stays usable. A decision queues the update of the bill's Slack message, when it has one.
 */
export async function applyBillActionIn(
  tx: Tx,
  { billId, userId, action, comment }: BillActionArgs,
): Promise<BillActionResult> {
  const text = comment?.trim() ?? ''
  if (action === 'COMMENT' && !text) throw new AppError('unprocessable', BILL_MESSAGES.commentEmpty)
  // the lock first, alone: a statement that waited for it reads the approvals given meanwhile (a new snapshot)
  await tx`select 1 from public.banking_bills where id = ${billId} for update`
  const [b] = await tx`select b.id, b.organization_id, b.status, b.vendor_name, b.created_by,
        coalesce((select array_agg(a.user_id) from public.banking_bill_approvals a where a.bill_id = b.id), '{}')
          as approver_ids,
        exists (select 1 from public.organization_members m join public.users u on u.id = m.user_id
          where m.organization_id = b.organization_id and m.user_id = ${userId} and 'banking' = any (u.products))
          and private.flag_enabled(b.organization_id, 'banking') as uses_banking
      from public.banking_bills b where b.id = ${billId} and b.deleted_at is null`
  if (!b?.uses_banking) throw new AppError('not_found', BILL_MESSAGES.notFound)
  const organizationId = b.organization_id as string
  const layers = await loadLayers(tx, organizationId)
  const d = decideBillAction({
    bill: { status: b.status, approverIds: b.approver_ids },
    layers,
    userId,
    action,
  })
  if (!d.ok)
    throw new AppError(d.message === BILL_MESSAGES.notPending ? 'conflict' : 'forbidden', d.message, {
      status: b.status,
    })
  let message = 'Comment added'
  if (action === 'APPROVE') {
    await tx`insert into public.banking_bill_approvals (bill_id, user_id, organization_id)
        values (${billId}, ${userId}, ${organizationId}) on conflict do nothing`
    if (d.approved)
      await tx`update public.banking_bills set approved_at = now(), updated_at = now() where id = ${billId}`
    else await tx`update public.banking_bills set updated_at = now() where id = ${billId}`
    message = d.approved ? 'Approved: the bill can be paid' : 'Approval recorded: more approvals are needed'
  } else if (action === 'DECLINE') {
    await tx`delete from public.banking_bill_approvals where bill_id = ${billId}`
    await tx`update public.banking_bills set status = 'Denied', approved_at = null, updated_at = now()
        where id = ${billId}`
    await tx`insert into public.banking_bill_activities (bill_id, organization_id, type, metadata, user_id)
        values (${billId}, ${organizationId}, 'Denial', ${tx.json({ comment: text || null } as never)}, ${userId})`
    message = 'Declined'
  }
  if (text) {
    await tx`insert into public.banking_bill_comments (bill_id, organization_id, user_id, comment)
        values (${billId}, ${organizationId}, ${userId}, ${text})`
    const people = new Set<string>([...(b.created_by ? [b.created_by] : []), ...layers.flatMap((l) => l.memberIds)])
    people.delete(userId)
    await notify(tx, organizationId, [...people], 'bill-pay-created-comment', {
      title: `New comment on the bill from ${b.vendor_name ?? 'a vendor'}`,
      billId,
      comment: text.slice(0, 200),
    })
  }
  if (action !== 'COMMENT') await queueSlackUpdate(tx, billId, organizationId)
  return { bill: await billById(tx, billId, organizationId), approved: d.approved, message }
}

/** The app's action: the caller must read the organization's banking, then the same rule as everywhere. */
export async function decideBill({
  claims,
  organizationId,
  billId,
  action,
  comment,
}: {
  claims: Claims
  organizationId: string
  billId: string
  action: TBillApprovalAction
  comment?: string
}): Promise<BillActionResult> {
  await asUser(claims, async (tx) => {
    await assertBanking(tx, organizationId, 'use')
    await billById(tx, billId, organizationId)
  })
  return await applyBillAction({ billId, userId: claims.sub, action, comment })
}

/**
 * Slack's approval message (block id bill-payment-approval, actions APPROVE / DECLINE / COMMENT): the parsed action
 * applied with the app's rules. Answers `ok` and the sentence to show in Slack (the outcome, or why it was refused:
 * not an approver, not waiting, already approved), and the bill when it was applied, for the message's update.
 */
export async function handleBillApprovalAction(action: {
  billId: string
  userId: string
  action: TBillApprovalAction
  comment?: string | null
}): Promise<{ ok: true; text: string; bill: TBill } | { ok: false; text: string }> {
  try {
    const r = await applyBillAction(action)
    return { ok: true, text: r.message, bill: r.bill }
  } catch (e) {
    if (e instanceof AppError) return { ok: false, text: e.message }
    throw e
  }
}
