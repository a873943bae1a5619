/**
 * After a bill changes (a decision, an edit, a payment), its approval message in Slack is brought up to date by the
 * `bills.slack-message` job, if one was posted (docs/bill-pay.md "Slack").
 */
import type { Tx } from '../../_shared/db.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import { slackMessageJob } from './jobs.ts'

/** The bill's Slack message shows the decision (slack-message.ts); a bill never posted to Slack has nothing to do. */
export async function queueSlackUpdate(tx: Tx, billId: string, organizationId: string) {
  const [posted] = await tx`select 1 from public.banking_bill_slack_messages where bill_id = ${billId}`
  if (posted) await enqueueJob({ sql: tx, definition: slackMessageJob, payload: { billId }, organizationId })
}
