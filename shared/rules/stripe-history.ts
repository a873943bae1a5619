/**
 * A reproducible Stripe history for one account: charges (some paid through invoices with tax and a service period),
 * the balance transactions Stripe records for them (fee 2.9% + 30¢), refunds, disputes and a payout every week. The
 * Stripe sandbox serves it, the property test draws random ones, the benchmark and the demo seed build theirs from it,
 * so every figure traces back to the same objects. Shapes are Stripe's API objects (snake_case, amounts in cents,
 * `created` in seconds).
 */
import { rng } from './seeded-random.ts'

export type TStripeBalanceTransaction = {
  id: string
  object: 'balance_transaction'
  amount: number
  available_on: number
  created: number
  currency: string
  description: string | null
  exchange_rate: null
  fee: number
  fee_details: { amount: number; application: null; currency: string; description: string; type: string }[]
  net: number
  reporting_category: string
  source: string | null
  status: 'available' | 'pending'
  type: string
}

export type TStripeObject = { id: string; object: string; created: number } & Record<string, unknown>

export type TStripeHistory = {
  balanceTransactions: TStripeBalanceTransaction[]
  invoices: TStripeObject[]
  subscriptions: TStripeObject[]
  payouts: TStripeObject[]
  disputes: TStripeObject[]
  refunds: TStripeObject[]
}

const STATES = ['CA', 'NY', 'TX', 'WA', 'IL', 'MA', 'CO', 'FL']
const hex = (r: () => number, n: number) => Array.from({ length: n }, () => Math.floor(r() * 16).toString(16)).join('')
const fee = (amount: number) => Math.round(amount * 0.029) + 30

export type TStripeInvoiceLine = {
  id: string
  object: 'line_item'
  amount: number
  currency: string
  description: string
  quantity: number
  period: { start: number; end: number }
}

/** Stripe embeds an invoice's first ten lines; the rest are read from /v1/invoices/:id/lines. */
export const EMBEDDED_LINES = 10
export const SEAT_LINES = 12

/**
 * An invoice's lines, all of them (the sandbox embeds the first ten as Stripe does). Most invoices are one plan line;
 * an annual plan whose amount is a multiple of three is billed as twelve seat lines over the same period, so some
 * invoices have more lines than Stripe embeds. Drawn from the invoice alone, so the rest of the history is unchanged.
 */
function invoiceLines(invoice: string, currency: string, revenue: number, start: number, end: number) {
  const annual = end - start > 300 * 86_400
  const n = annual && revenue % 3 === 0 ? SEAT_LINES : 1
  const data: TStripeInvoiceLine[] = Array.from({ length: n }, (_, k) => ({
    id: `il_${invoice.slice(3)}${String(k).padStart(2, '0')}`,
    object: 'line_item',
    // the cents that do not divide evenly go to the first seat
    amount: Math.floor(revenue / n) + (k === 0 ? revenue % n : 0),
    currency,
    description: n === 1 ? (annual ? 'Annual plan' : 'Monthly plan') : `Annual plan, seat ${k + 1}`,
    quantity: 1,
    period: { start, end },
  }))
  return { object: 'list' as const, data, has_more: false, total_count: n, url: `/v1/invoices/${invoice}/lines` }
}

/**
 * An invoice that brings no charge: still open at the end of the history, voided, or marked uncollectible, up to
 * forty days after it was finalized. Its receivable is booked when it is finalized and released when it is voided
 * (voided) or written off (badDebts).
 */
function unpaidInvoice(
  h: TStripeHistory,
  r: () => number,
  created: number,
  to: number,
  currency: string,
  subs: string[],
) {
  const amount = 500 + Math.floor(r() * 20_000)
  const tax = Math.round((amount * 0.08) / 1.08)
  const inv = `in_${hex(r, 24)}`
  const x = r()
  const status = x < 0.5 ? 'open' : x < 0.8 ? 'void' : 'uncollectible'
  const ended = Math.min(to - 1, created + 1 + Math.floor(r() * 40 * 86_400))
  h.invoices.push({
    id: inv,
    object: 'invoice',
    created,
    status,
    status_transitions: {
      finalized_at: created,
      paid_at: null,
      voided_at: status === 'void' ? ended : null,
      marked_uncollectible_at: status === 'uncollectible' ? ended : null,
    },
    currency,
    total: amount,
    amount_paid: 0,
    amount_remaining: status === 'open' ? amount : 0,
    tax,
    charge: null,
    customer: `cus_${hex(r, 14)}`,
    customer_address: { line1: '1 Main St', city: 'Springfield', state: 'CA', postal_code: '00000', country: 'US' },
    subscription: subs[Math.floor(r() * subs.length)],
    period_start: created,
    period_end: created + 30 * 86_400,
    lines: invoiceLines(inv, currency, amount - tax, created, created + 30 * 86_400),
  })
}

/**
 * `count` charges spread over [from, to) (seconds), each with its balance transaction; about 1 in 25 refunded, 1 in
 * 120 disputed, 1 in 60 in EUR, and half paid by an invoice. Refunds and disputes land up to 45 days after their
 * charge, so some cross a month end. A payout each seven days moves the available balance out.
 */
export function stripeHistory(
  seed: number,
  { from, to, count }: { from: number; to: number; count: number },
): TStripeHistory {
  const r = rng(seed)
  // invoice terms and unpaid invoices come from their own stream, so the charges of a seed are the same with or without them
  const terms = rng(seed ^ 0x51a7e5)
  const h: TStripeHistory = {
    balanceTransactions: [],
    invoices: [],
    subscriptions: [],
    payouts: [],
    disputes: [],
    refunds: [],
  }
  const bt = (
    o: Omit<
      TStripeBalanceTransaction,
      'id' | 'object' | 'net' | 'exchange_rate' | 'available_on' | 'status' | 'fee_details'
    >,
  ) => {
    const row: TStripeBalanceTransaction = {
      id: `txn_${hex(r, 24)}`,
      object: 'balance_transaction',
      exchange_rate: null,
      available_on: o.created + 2 * 86_400,
      status: 'available',
      net: o.amount - o.fee,
      fee_details: o.fee
        ? [
            {
              amount: o.fee,
              application: null,
              currency: o.currency,
              description: 'Stripe processing fees',
              type: 'stripe_fee',
            },
          ]
        : [],
      ...o,
    }
    h.balanceTransactions.push(row)
    return row
  }
  const span = Math.max(1, to - from)
  const subs: string[] = []
  for (let i = 0; i < Math.max(1, Math.floor(count / 200)); i++) {
    const id = `sub_${hex(r, 24)}`
    subs.push(id)
    h.subscriptions.push({
      id,
      object: 'subscription',
      created: from,
      status: 'active',
      currency: 'usd',
      customer: `cus_${hex(r, 14)}`,
    })
  }
  for (let i = 0; i < count; i++) {
    const created = from + Math.floor(((i + r()) / count) * span)
    const currency = r() < 1 / 60 ? 'eur' : 'usd'
    const amount = 500 + Math.floor(r() * 40_000)
    const charge = `ch_${hex(r, 24)}`
    const invoiced = r() < 0.5
    let description = 'Payment'
    if (invoiced) {
      const tax = Math.round((amount * 0.08) / 1.08)
      const periodStart = created
      // an annual plan now and then: most of its revenue belongs to later months
      const periodEnd = created + (r() < 0.1 ? 365 : 30) * 86_400
      const state = STATES[Math.floor(r() * STATES.length)]
      const inv = `in_${hex(r, 24)}`
      description = `Invoice ${inv.slice(3, 11).toUpperCase()}`
      // a third are sent on terms: finalized up to three weeks before they are paid, some across a month end
      const finalized = terms() < 1 / 3 ? Math.max(from, created - Math.floor(terms() * 21 * 86_400)) : created
      h.invoices.push({
        id: inv,
        object: 'invoice',
        created: finalized,
        status: 'paid',
        status_transitions: {
          finalized_at: finalized,
          paid_at: created,
          voided_at: null,
          marked_uncollectible_at: null,
        },
        currency,
        total: amount,
        amount_paid: amount,
        tax,
        charge,
        customer: `cus_${hex(r, 14)}`,
        customer_address: {
          line1: `${100 + Math.floor(r() * 900)} Market St`,
          city: 'Springfield',
          state,
          postal_code: '00000',
          country: 'US',
        },
        subscription: subs[Math.floor(r() * subs.length)],
        period_start: periodStart,
        period_end: periodEnd,
        lines: invoiceLines(inv, currency, amount - tax, periodStart, periodEnd),
      })
    }
    if (invoiced && terms() < 0.08) unpaidInvoice(h, terms, created, to, currency, subs)
    bt({
      amount,
      fee: fee(amount),
      created,
      currency,
      description,
      reporting_category: 'charge',
      source: charge,
      type: 'charge',
    })
    if (r() < 1 / 25) {
      const at = Math.min(to - 1, created + Math.floor(r() * 45 * 86_400))
      const part = r() < 0.5 ? amount : Math.floor(amount / 2)
      const re = `re_${hex(r, 24)}`
      h.refunds.push({ id: re, object: 'refund', created: at, amount: part, currency, charge, status: 'succeeded' })
      bt({
        amount: -part,
        fee: 0,
        created: at,
        currency,
        description: 'REFUND FOR CHARGE',
        reporting_category: 'refund',
        source: re,
        type: 'refund',
      })
    } else if (r() < 1 / 120) {
      const at = Math.min(to - 1, created + Math.floor(r() * 45 * 86_400))
      const dp = `dp_${hex(r, 24)}`
      h.disputes.push({
        id: dp,
        object: 'dispute',
        created: at,
        amount,
        currency,
        charge,
        status: 'lost',
        reason: 'fraudulent',
      })
      bt({
        amount: -amount,
        fee: 1500,
        created: at,
        currency,
        description: 'Chargeback withdrawal',
        reporting_category: 'dispute',
        source: dp,
        type: 'adjustment',
      })
    }
  }
  // weekly payouts of the USD balance
  h.balanceTransactions.sort((a, b) => a.created - b.created)
  let balance = 0
  let next = from + 7 * 86_400
  const withPayouts: TStripeBalanceTransaction[] = []
  const flush = (at: number) => {
    if (balance <= 0) return
    const po = `po_${hex(r, 24)}`
    h.payouts.push({
      id: po,
      object: 'payout',
      created: at,
      amount: balance,
      currency: 'usd',
      arrival_date: at + 2 * 86_400,
      status: 'paid',
      method: 'standard',
    })
    const row = bt({
      amount: -balance,
      fee: 0,
      created: at,
      currency: 'usd',
      description: 'STRIPE PAYOUT',
      reporting_category: 'payout',
      source: po,
      type: 'payout',
    })
    h.balanceTransactions.pop()
    withPayouts.push(row)
    balance = 0
  }
  for (const b of h.balanceTransactions) {
    while (b.created >= next) {
      flush(next)
      next += 7 * 86_400
    }
    withPayouts.push(b)
    if (b.currency === 'usd') balance += b.net
  }
  h.balanceTransactions = withPayouts
  return h
}
