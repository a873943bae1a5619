/**
 * A click on a bill's approval message in Slack (block id bill-payment-approval, actions APPROVE / DECLINE /
 * COMMENT), handed over by the chat bridge's dispatcher (domains/chat/block-actions.ts) inside the job that handles
 * the signed delivery. The Slack person is the product user their link names (slack_user_links, made from the email
 * Slack says they confirmed, or by an admin); the action then goes through applyBillAction, the app's own rule, in
 * the same transaction as the delivery's completion, so a delivery has one effect. A replayed delivery is a duplicate
 * at the intake (its trigger_id); a second click is refused by the rule (already approved, not waiting).
 *
 * Every outcome is answered to the clicker alone through the click's response_url, in the product's words (the
 * outcome, or why not: not linked, not an approver, not waiting, the bill changed); the message itself is then
 * updated for everyone by `bills.slack-message`, queued in the same transaction.
 */
import { z } from 'zod'
import { AppError } from '../../_shared/errors.ts'
import type { BlockActionContext } from '../chat/block-actions.ts'
import { matchSlackUser } from '../chat/match-slack-user.ts'
import { BILL_APPROVAL_ACTIONS, BILL_MESSAGES } from '../../../shared/rules/bill-pay.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import { applyBillActionIn } from './decide-bill.ts'
import { slackMessageJob } from './jobs.ts'
import { BILL_COMMENT_ACTION_ID, BILL_COMMENT_BLOCK_ID, termsOf } from './slack-message.ts'

const ZButtonValue = z.object({ billId: z.uuid(), round: z.number().int().min(1), terms: z.string().max(64) })
const ZClick = z.looseObject({
  user: z.looseObject({ id: z.string().min(1) }),
  team: z.looseObject({ id: z.string().min(1) }),
  response_url: z.url().optional(),
  state: z
    .looseObject({
      values: z.record(z.string(), z.record(z.string(), z.looseObject({ value: z.string().nullish() }))),
    })
    .optional(),
})

export type SlackBillOutcome = { ok: boolean; text: string; billId?: string }

export async function billApprovalBlockAction({
  tx,
  organizationId,
  action,
  payload,
}: BlockActionContext): Promise<SlackBillOutcome> {
  const click = ZClick.safeParse(payload)
  if (!click.success) return { ok: false, text: 'not a click from Slack' }
  const answer = async (r: SlackBillOutcome) => {
    const billId = r.billId
    if (billId && click.data.response_url)
      await enqueueJob({
        sql: tx,
        definition: slackMessageJob,
        payload: { billId, reply: { responseUrl: click.data.response_url, text: r.text } },
        organizationId,
      })
    return r
  }
  const kind = BILL_APPROVAL_ACTIONS.find((a) => a === action.action_id)
  const value = ZButtonValue.safeParse(tryJson(action.value))
  if (!kind || !value.success || !organizationId) return { ok: false, text: 'not a bill approval button' }
  const { billId, round, terms } = value.data
  const [b] = await tx`select b.organization_id, b.amount_micros::text as amount_micros, b.vendor_name,
      b.counterparty_id, b.account_number, b.routing_number, m.round
    from public.banking_bills b left join public.banking_bill_slack_messages m on m.bill_id = b.id
    where b.id = ${billId} and b.deleted_at is null`
  // a button of another organization's bill in this workspace's message: treated as a bill that does not exist
  if (!b || b.organization_id !== organizationId) return { ok: false, text: BILL_MESSAGES.notFound }
  const { userId } = await matchSlackUser({
    tx,
    organizationId,
    teamId: click.data.team.id,
    slackUserId: click.data.user.id,
  })
  if (!userId) return await answer({ ok: false, text: BILL_MESSAGES.slackUnmatched, billId })
  if (kind !== 'COMMENT' && b.round !== null && b.round !== round)
    return await answer({ ok: false, text: BILL_MESSAGES.slackOldRound, billId })
  if (kind !== 'COMMENT' && (await termsOf(b as never)) !== terms)
    return await answer({ ok: false, text: BILL_MESSAGES.slackChanged, billId })
  const comment = click.data.state?.values?.[BILL_COMMENT_BLOCK_ID]?.[BILL_COMMENT_ACTION_ID]?.value?.trim() ?? ''
  if (kind === 'COMMENT' && !comment) return await answer({ ok: false, text: BILL_MESSAGES.slackCommentEmpty, billId })
  try {
    // APPROVE takes no comment: a note typed before pressing Approve is not lost, it is kept as a comment too
    const r = await applyBillActionIn(tx, { billId, userId, action: kind, comment: comment || null })
    return await answer({ ok: true, text: r.message, billId })
  } catch (e) {
    if (e instanceof AppError) return await answer({ ok: false, text: e.message, billId })
    throw e
  }
}

const tryJson = (s: string | undefined) => {
  try {
    return s ? JSON.parse(s) : undefined
  } catch {
    return undefined
  }
}
