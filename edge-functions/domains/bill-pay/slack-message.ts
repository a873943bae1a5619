/**
 * The bill's approval message in Slack (docs/bill-pay.md "Slack"): block id bill-payment-approval with the buttons
 * APPROVE, DECLINE and COMMENT, the vendor, amount and due date in people's words, a box for a comment, and who has
 * approved so far. Posted to the organization's Slack channel (public.chat_channels, the channel the Slack install
 * opened) when the bill is submitted, and updated after every decision, in Slack or in the app: who decided and when,
 * the buttons removed once nothing is left to decide. Each run renders the bill as it is then, under the message
 * row's lock, so runs queued by decisions close together end on the latest state.
 *
 * Why a comment box in the message and not a modal: a modal must be opened with the click's trigger_id within 3
 * seconds, while the intake only records the signed delivery and the decision runs in a job; Slack sends the
 * message's inputs with every click (`state.values`), so the comment arrives with the COMMENT (or DECLINE) click
 * itself. A thread reply would be taken by the chat bridge as a client's message to the bookkeepers.
 */
import type { Tx } from '../../_shared/db.ts'
import { slackAccessToken, slackConfig } from '../slack/slack-api.ts'
import { call, client, SlackRateLimited, SlackRefused } from '../chat/slack-chat.ts'
import { formatMicros } from '../../../shared/rules/banking.ts'
import { formatQuestionDate } from '../../../shared/rules/format.ts'
import { BILL_APPROVAL_BLOCK_ID, type TBillStatus } from '../../../shared/rules/bill-pay.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import { slackMessageJob } from './jobs.ts'

/** The comment box's block id and action id: its value comes back in every click's state.values. */
export const BILL_COMMENT_BLOCK_ID = 'bill-payment-approval-comment'
export const BILL_COMMENT_ACTION_ID = 'comment'

export type BillMessageView = {
  billId: string
  round: number
  status: TBillStatus
  vendorName: string | null
  amountMicros: string
  dueDate: string | null
  invoiceNumber: string | null
  approved: boolean
  terms: string
  approvals: { name: string; at: Date }[]
  denial: { name: string; at: Date; comment: string | null } | null
  paidAt: Date | null
}

/** What an approval covers, as a short fingerprint: a click on a message showing other terms is refused. */
export async function termsOf(b: {
  amount_micros: string | bigint
  vendor_name: string | null
  counterparty_id: string | null
  account_number: string | null
  routing_number: string | null
}) {
  const text = [b.amount_micros, b.vendor_name, b.counterparty_id, b.account_number, b.routing_number].join('|')
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return Array.from(digest.slice(0, 8), (x) => x.toString(16).padStart(2, '0')).join('')
}

/** A time as Slack shows it in each reader's own time zone, with a UTC fallback for clients that cannot. */
const when = (d: Date) => {
  const unix = Math.floor(d.getTime() / 1000)
  const fallback = `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`
  return `<!date^${unix}^{date_short_pretty} at {time}|${fallback}>`
}
const mrkdwn = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The message for the bill as it is: `shown` says which outcome it shows (asking while buttons remain). */
export function billMessage(v: BillMessageView) {
  const vendor = mrkdwn(v.vendorName ?? 'a vendor')
  const amount = formatMicros(v.amountMicros, { currency: true })
  const due = v.dueDate ? `due ${formatQuestionDate(v.dueDate)}` : 'no due date'
  const number = v.invoiceNumber ? ` (invoice ${mrkdwn(v.invoiceNumber)})` : ''
  const headline = `Bill from *${vendor}*${number}: *${amount}*, ${due}`
  const approvedBy = v.approvals.map((a) => `${mrkdwn(a.name)} on ${when(a.at)}`).join(', ')
  let shown: string
  let outcome: string
  if (v.status === 'Denied' && v.denial) {
    shown = 'declined'
    const why = v.denial.comment ? `: “${mrkdwn(v.denial.comment)}”` : ''
    outcome = `:x: Declined by ${mrkdwn(v.denial.name)} on ${when(v.denial.at)}${why}`
  } else if (v.status === 'Paid') {
    shown = 'paid'
    outcome = `:white_check_mark: Approved by ${approvedBy || 'the approvers'}. Paid${v.paidAt ? ` on ${when(v.paidAt)}` : ''}.`
  } else if (v.status === 'Scheduled') {
    shown = 'scheduled'
    outcome = `:white_check_mark: Approved by ${approvedBy || 'the approvers'}. Payment scheduled.`
  } else if (v.status === 'Pending' && v.approved) {
    shown = 'approved'
    outcome = `:white_check_mark: Approved by ${approvedBy}. It can be paid.`
  } else if (v.status === 'Pending') {
    shown = 'asking'
    outcome = approvedBy ? `Approved so far by ${approvedBy}; more approvals are needed.` : 'Waiting for approval.'
  } else {
    shown = v.status.toLowerCase()
    outcome = 'No longer waiting for approval.'
  }
  const value = JSON.stringify({ billId: v.billId, round: v.round, terms: v.terms })
  const blocks: Record<string, unknown>[] = [
    { type: 'section', block_id: 'bill-payment-approval-summary', text: { type: 'mrkdwn', text: headline } },
    { type: 'context', elements: [{ type: 'mrkdwn', text: outcome }] },
  ]
  if (shown === 'asking')
    blocks.push(
      {
        type: 'input',
        block_id: BILL_COMMENT_BLOCK_ID,
        optional: true,
        label: { type: 'plain_text', text: 'Comment (needed for Comment, optional with Decline)' },
        element: { type: 'plain_text_input', action_id: BILL_COMMENT_ACTION_ID, multiline: true, max_length: 3000 },
      },
      {
        type: 'actions',
        block_id: BILL_APPROVAL_BLOCK_ID,
        elements: [
          { type: 'button', action_id: 'APPROVE', style: 'primary', text: text('Approve'), value },
          { type: 'button', action_id: 'DECLINE', style: 'danger', text: text('Decline'), value },
          { type: 'button', action_id: 'COMMENT', text: text('Comment'), value },
        ],
      },
    )
  const plain = `Bill from ${v.vendorName ?? 'a vendor'}: ${amount}, ${due}. ${outcome.replace(/<!date\^\d+\^[^|]*\|([^>]*)>/g, '$1')}`
  return { shown, text: plain.replace(/:[a-z_]+: /g, ''), blocks }
}
const text = (t: string) => ({ type: 'plain_text', text: t })

/** The bill as the message shows it: its terms, who approved this round and when, who declined and why. */
export async function billMessageView(tx: Tx, billId: string, round: number): Promise<BillMessageView | null> {
  const [b] = await tx`select b.id, b.status, b.vendor_name, b.amount_micros::text as amount_micros,
      b.due_date::text as due_date, b.invoice_number, b.approved_at, b.counterparty_id, b.account_number,
      b.routing_number,
      (select max(a.created_at) from public.banking_bill_activities a where a.bill_id = b.id and a.type = 'Payment')
        as paid_at
    from public.banking_bills b where b.id = ${billId} and b.deleted_at is null`
  if (!b) return null
  const name = `coalesce(nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.email)`
  const approvals = await tx.unsafe(
    `select ${name} as name, a.created_at as at from public.banking_bill_approvals a
     join public.users u on u.id = a.user_id where a.bill_id = $1 order by a.created_at`,
    [billId],
  )
  const [denial] =
    b.status === 'Denied'
      ? await tx.unsafe(
          `select ${name} as name, a.created_at as at, a.metadata ->> 'comment' as comment
           from public.banking_bill_activities a left join public.users u on u.id = a.user_id
           where a.bill_id = $1 and a.type = 'Denial' order by a.created_at desc limit 1`,
          [billId],
        )
      : []
  return {
    billId,
    round,
    status: b.status,
    vendorName: b.vendor_name,
    amountMicros: b.amount_micros,
    dueDate: b.due_date,
    invoiceNumber: b.invoice_number,
    approved: b.approved_at !== null,
    terms: await termsOf(b as never),
    approvals: approvals.map((a) => ({ name: a.name as string, at: new Date(a.at) })),
    denial: denial ? { name: denial.name ?? 'someone', at: new Date(denial.at), comment: denial.comment } : null,
    paidAt: b.paid_at ? new Date(b.paid_at) : null,
  }
}

/**
 * A bill just submitted (or submitted again) is asked about in Slack when its organization has a Slack channel with
 * the app in it: a new round of its message row (a new message; the old one keeps the outcome it shows), posted by
 * `bills.slack-message` once this transaction commits.
 */
export async function askInSlack(tx: Tx, billId: string, organizationId: string) {
  const [row] = await tx`insert into public.banking_bill_slack_messages (bill_id, organization_id)
    select ${billId}, ${organizationId}
    where exists (select 1 from public.chat_channels c where c.organization_id = ${organizationId} and c.bot_present)
    on conflict (bill_id) do update set round = public.banking_bill_slack_messages.round + 1, team_id = null,
      channel_id = null, ts = null, shown = null, error = null, posted_at = null, updated_at = now()
    returning round`
  if (row) await enqueueJob({ sql: tx, definition: slackMessageJob, payload: { billId }, organizationId })
}

/** The metadata event every approval message carries (bill id and round), so a message can be found again. */
export const BILL_MESSAGE_EVENT = 'bill_payment_approval'

/**
 * The channel's newest messages (two pages, where a crashed run's message would be) searched for this bill's round.
 * Slack has no idempotency key for chat.postMessage; message metadata is its way of tagging a message for the app.
 */
async function postedEarlier(bot: string, channel: string, billId: string, round: number) {
  let cursor: string | undefined
  for (let pageNo = 0; pageNo < 2; pageNo++) {
    const r = await call(() =>
      client(bot).conversations.history({ channel, limit: 100, include_all_metadata: true, cursor }),
    )
    const found = (r.messages ?? []).find((x) => {
      const meta = x.metadata as { event_type?: string; event_payload?: Record<string, unknown> } | undefined
      return (
        meta?.event_type === BILL_MESSAGE_EVENT &&
        meta.event_payload?.bill_id === billId &&
        Number(meta.event_payload?.round) === round
      )
    })
    if (found?.ts) return found.ts
    cursor = r.response_metadata?.next_cursor || undefined
    if (!cursor) return undefined
  }
  return undefined
}

type Token = (orgId: string) => Promise<string>
const liveToken: Token = async (orgId) => (await slackAccessToken({ orgId })).accessToken

/**
 * Posts the bill's message when it has none yet and the bill waits for approval, or updates the one posted; a
 * message someone deleted in Slack is posted again while there is something to decide. Slack's 429 is thrown
 * (SlackRateLimited) for the job to wait out; any other refusal is kept on the row.
 */
export async function syncBillSlackMessage({
  tx,
  billId,
  token = liveToken,
}: {
  tx: Tx
  billId: string
  token?: Token
}): Promise<{ posted?: string; updated?: string; skipped?: string; error?: string }> {
  const [row] = await tx`select bill_id, organization_id, round, channel_id, ts from public.banking_bill_slack_messages
    where bill_id = ${billId} for update`
  if (!row) return { skipped: 'the bill has no Slack message' }
  const view = await billMessageView(tx, billId, row.round)
  if (!view) return { skipped: 'the bill is gone' }
  const m = billMessage(view)
  const keep = (e: string) =>
    tx`update public.banking_bill_slack_messages set error = ${e.slice(0, 500)}, updated_at = now()
      where bill_id = ${billId}`
  let bot: string
  try {
    bot = await token(row.organization_id)
  } catch (e) {
    await keep(`No Slack connection: ${(e as Error).message}`)
    return { error: 'not_connected' }
  }
  try {
    if (row.ts) {
      try {
        await call(() =>
          client(bot).chat.update({ channel: row.channel_id, ts: row.ts, text: m.text, blocks: m.blocks as never }),
        )
        await tx`update public.banking_bill_slack_messages set shown = ${m.shown}, error = null, updated_at = now()
          where bill_id = ${billId}`
        return { updated: m.shown }
      } catch (e) {
        if (!(e instanceof SlackRefused && e.code === 'message_not_found') || m.shown !== 'asking') throw e
      }
    }
    if (m.shown !== 'asking' && !row.ts) return { skipped: `the bill is ${m.shown}: nothing to ask` }
    const [channel] = await tx`select team_id, channel_id from public.chat_channels
      where organization_id = ${row.organization_id} and bot_present`
    if (!channel) {
      await keep('The organization has no Slack channel with the app in it')
      return { error: 'no_channel' }
    }
    // a run that posted and then died before committing left its message in the channel and no ts here: found by
    // the metadata it was posted with, it is updated instead of posted twice
    const metadata = { event_type: BILL_MESSAGE_EVENT, event_payload: { bill_id: billId, round: row.round } }
    const earlier = row.ts ? undefined : await postedEarlier(bot, channel.channel_id, billId, row.round)
    const target = { channel: channel.channel_id, text: m.text, blocks: m.blocks as never }
    if (earlier) await call(() => client(bot).chat.update({ ...target, ts: earlier }))
    const ts = earlier ?? String((await call(() => client(bot).chat.postMessage({ ...target, metadata }))).ts)
    await tx`update public.banking_bill_slack_messages set team_id = ${channel.team_id},
        channel_id = ${channel.channel_id}, ts = ${ts}, shown = ${m.shown}, error = null,
        posted_at = now(), updated_at = now()
      where bill_id = ${billId}`
    return earlier ? { updated: m.shown } : { posted: ts }
  } catch (e) {
    if (e instanceof SlackRateLimited) throw e
    const code = e instanceof SlackRefused ? e.code : (e as Error).message
    await keep(code)
    return { error: code }
  }
}

/**
 * Answers the person who clicked, only to them (`response_type: ephemeral`, the message itself untouched), through
 * the click's response_url. Only a URL of Slack's (or of the configured Slack host, the sandbox locally) is called:
 * the URL comes from a signed payload, but nothing else should ever be posted to.
 */
export async function answerInSlack(responseUrl: string, text: string) {
  const url = new URL(responseUrl)
  const allowed = new Set(['https://hooks.slack.com', new URL(slackConfig().base).origin])
  if (!allowed.has(url.origin)) throw new Error(`Not a Slack response URL: ${url.origin}`)
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ response_type: 'ephemeral', replace_original: false, text }),
  })
  await r.body?.cancel()
  // an expired or used-up URL (30 minutes, five answers) cannot be answered again: nothing to retry
  return { answered: r.ok, status: r.status }
}
