/**
 * Paying an approved bill (spec §7 "Pay bill", optional accountId): now, through the banking core's payments to
 * payees (createPayment), or on a later date (Scheduled, paid by the `bills.pay-scheduled` job in the name of the
 * person who scheduled it). A bill is paid once whatever happens: its payment's Idempotency-Key is `bill:<bill id>:<attempt>`,
 * so concurrent pays, a retried job or a replayed click all get the one payment the core moved money for (a payment
 * the core refused, moving nothing, frees the next attempt's key); the bill
 * becomes Paid (with its Payment activity) under its row lock only once. A Denied bill, a draft and a bill still
 * waiting for approvals are refused.
 */
import { queueSlackUpdate } from './queue-slack-update.ts'
import { asService, asUser, type Claims, type Tx } from '../../_shared/db.ts'
import { assertBanking } from '../../_shared/access.ts'
import { AppError } from '../../_shared/errors.ts'
import { BILL_MESSAGES, BILL_METHOD_RAIL, type TBillPaymentMethod } from '../../../shared/rules/bill-pay.ts'
import type { TBill, TPayBillRequest } from '../../../shared/schemas/bill-pay.ts'
import { createPayment } from '../banking/create-payment.ts'
import { billById } from './bills.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import { bookBillJob } from './jobs.ts'

const today = () => new Date().toISOString().slice(0, 10)

type Ready = {
  paid: false
  attempt: number
  amountMicros: string
  fromAccountId: string
  counterpartyId: string
  method: TBillPaymentMethod
  description: string
}

/** Under the bill's lock: refuses what cannot be paid, and records how it will be paid. */
async function prepare(
  tx: Tx,
  organizationId: string,
  billId: string,
  input: TPayBillRequest,
  { scheduled }: { scheduled: boolean },
): Promise<Ready | { paid: true } | { scheduledFor: string }> {
  const [b] = await tx`select * from public.banking_bills
    where id = ${billId} and organization_id = ${organizationId} and deleted_at is null for update`
  if (!b) throw new AppError('not_found', BILL_MESSAGES.notFound)
  if (b.status === 'Paid') return { paid: true }
  if (b.status === 'Denied') throw new AppError('conflict', BILL_MESSAGES.denied)
  if (b.status === 'Draft' || !b.approved_at) throw new AppError('conflict', BILL_MESSAGES.notApproved)
  if (BigInt(b.amount_micros) <= 0n) throw new AppError('unprocessable', BILL_MESSAGES.incomplete)
  if (!b.counterparty_id) throw new AppError('unprocessable', BILL_MESSAGES.noPayee)
  let accountId = input.accountId ?? b.account_id
  if (!accountId) {
    const [a] = await tx`select id from public.banking_accounts where organization_id = ${organizationId}
      and status = 'open' order by account_type = 'Checking' desc, created_at limit 1`
    accountId = a?.id
  }
  if (!accountId) throw new AppError('unprocessable', BILL_MESSAGES.noAccount)
  const method = (input.paymentMethod ?? b.payment_method ?? 'Ach') as TBillPaymentMethod
  if (input.scheduledDate && input.scheduledDate < today())
    throw new AppError('unprocessable', BILL_MESSAGES.scheduleInPast)
  if (!scheduled && input.scheduledDate && input.scheduledDate > today()) {
    await tx`update public.banking_bills set status = 'Scheduled', payment_scheduled_date = ${input.scheduledDate},
      account_id = ${accountId}, payment_method = ${method}, updated_at = now() where id = ${billId}`
    return { scheduledFor: input.scheduledDate }
  }
  await tx`update public.banking_bills set account_id = ${accountId}, payment_method = ${method},
    paying_since = coalesce(paying_since, now()), updated_at = now() where id = ${billId}`
  return {
    paid: false,
    attempt: b.payment_attempt,
    amountMicros: String(b.amount_micros),
    fromAccountId: accountId,
    counterpartyId: b.counterparty_id,
    method,
    description: `Bill ${b.invoice_number ?? ''} ${b.vendor_name ?? ''}`.replace(/\s+/g, ' ').trim().slice(0, 200),
  }
}

/**
 * Pays (or schedules) one bill as the person in `claims`. `scheduled` is the job paying a Scheduled bill on its date.
 */
export async function payBill({
  claims,
  organizationId,
  billId,
  input,
  scheduled = false,
}: {
  claims: Claims
  organizationId: string
  billId: string
  input: TPayBillRequest
  scheduled?: boolean
}): Promise<{ bill: TBill; replayed: boolean }> {
  if (!scheduled) await asUser(claims, (tx) => assertBanking(tx, organizationId, 'use'))
  const ready = await asService(async (tx) => {
    const r = await prepare(tx, organizationId, billId, input, { scheduled })
    if ('scheduledFor' in r) {
      await tx`update public.banking_bills set scheduled_by = ${claims.sub} where id = ${billId}`
      await tx`insert into public.banking_bill_activities (bill_id, organization_id, type, metadata, user_id)
        values (${billId}, ${organizationId}, 'Schedule', ${tx.json({ date: r.scheduledFor } as never)}, ${claims.sub})`
      await queueSlackUpdate(tx, billId, organizationId)
    }
    return r
  })
  if ('scheduledFor' in ready || ready.paid) {
    const bill = await asService((tx) => billById(tx, billId, organizationId))
    return { bill, replayed: !('scheduledFor' in ready) }
  }
  let payment: Awaited<ReturnType<typeof createPayment>>['payment']
  try {
    ;({ payment } = await createPayment({
      claims,
      organizationId,
      // one key per attempt: every pay of this attempt gets its one payment; a refused attempt frees the next key
      idempotencyKey: `bill:${billId}:${ready.attempt}`,
      input: {
        fromAccountId: ready.fromAccountId,
        rail: BILL_METHOD_RAIL[ready.method],
        counterpartyId: ready.counterpartyId,
        toAccountId: null,
        amountMicros: ready.amountMicros,
        description: ready.description,
      },
    }))
  } catch (e) {
    const refused = e instanceof AppError && (e.details as { payment?: { status?: string } })?.payment?.status
    if (refused === 'rejected')
      await asService(
        (tx) => tx`update public.banking_bills set payment_attempt = greatest(payment_attempt, ${ready.attempt + 1}),
          paying_since = null where id = ${billId}`,
      )
    throw e
  }
  return await asService(async (tx) => {
    const [b] = await tx`select status from public.banking_bills where id = ${billId} for update`
    if (b.status === 'Paid') return { bill: await billById(tx, billId, organizationId), replayed: true }
    await tx`update public.banking_bills set status = 'Paid', transaction_id = ${payment.id}, paying_since = null,
      updated_at = now() where id = ${billId}`
    await tx`insert into public.banking_bill_activities (bill_id, organization_id, type, metadata, user_id)
      values (${billId}, ${organizationId}, 'Payment', ${tx.json({
        paymentId: payment.id,
        amountMicros: ready.amountMicros,
        method: ready.method,
        accountId: ready.fromAccountId,
        paymentStatus: payment.status,
      } as never)}, ${claims.sub})`
    // the books get the bill and its payment once it is paid (bills.book, keyed by the bill)
    await enqueueJob({ sql: tx, definition: bookBillJob, payload: { billId }, organizationId })
    // the Slack approval message, if any, says it was paid
    await queueSlackUpdate(tx, billId, organizationId)
    return { bill: await billById(tx, billId, organizationId), replayed: false }
  })
}

/** The job: every Scheduled bill whose date has come, paid in the name of whoever scheduled it. */
export async function payScheduledBills(
  tx: Tx,
): Promise<{ paid: number; failed: { billId: string; error: string }[] }> {
  const due = await tx`select id, organization_id, scheduled_by from public.banking_bills
    where status = 'Scheduled' and payment_scheduled_date <= current_date and deleted_at is null
    and scheduled_by is not null order by payment_scheduled_date, id limit 100`
  let paid = 0
  const failed: { billId: string; error: string }[] = []
  for (const b of due) {
    try {
      await payBill({
        claims: { sub: b.scheduled_by, role: 'authenticated', aal: 'aal2' },
        organizationId: b.organization_id,
        billId: b.id,
        input: {},
        scheduled: true,
      })
      paid++
    } catch (e) {
      failed.push({ billId: b.id, error: (e as Error).message })
    }
  }
  return { paid, failed }
}
