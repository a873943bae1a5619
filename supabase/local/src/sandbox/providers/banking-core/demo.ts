/**
 * The demo client at the core: Birch Bakery with an Operating checking and a Reserve savings account (ids in
 * demo-ids.ts) and a year of activity up to today, written into an empty journal on first start. Every movement goes
 * through the same checks and ledger as a live request, at its own time in the past, so the history balances to
 * the micro: daily card-sales deposits and wholesale customers' payments by ACH, card purchases (held, then settled
 * the next business day), payroll by ACH every other Friday, rent by wire with its fee, a utility and a supplier by
 * ACH, a monthly sweep between the accounts and monthly interest on the reserve. Amounts depend only on the date.
 */
import { createHash } from 'node:crypto'
import { MICROS_PER_CENT, type TTransactionType } from '../../../../../../shared/rules/banking.ts'
import type { BankingCore } from './core.ts'
import { DEMO_ACCOUNTS, DEMO_CARD_LAST4, DEMO_COUNTERPARTIES, DEMO_CUSTOMER } from './demo-ids.ts'
import { available } from './ledger.ts'
import { CORE_ROUTING_NUMBER, type TRequestType, nextBusinessDay } from './rules.ts'
import { MAGIC_AMOUNTS } from './test-data.ts'
import { finishCardHold, postToAccount, requestTransfer } from './transfers.ts'

const DAY = 86_400_000
const HOUR = 3_600_000
const OPERATING = DEMO_ACCOUNTS.operating.id
const RESERVE = DEMO_ACCOUNTS.reserve.id

/** A random number in [0, 1) that depends only on the seed. */
function random(seed: string) {
  return createHash('sha256').update(`birch-demo:${seed}`).digest().readUInt32LE(0) / 2 ** 32
}
/** Dollars between lo and hi, to the cent, as micros (never one of the test amounts). */
function amount(seed: string, lo: number, hi: number) {
  const cents = BigInt(Math.round((lo + random(seed) * (hi - lo)) * 100))
  const m = cents * MICROS_PER_CENT
  return MAGIC_AMOUNTS.has(m) ? m + MICROS_PER_CENT : m
}
const dollars = (n: number) => BigInt(Math.round(n * 100)) * MICROS_PER_CENT

type Step = { at: number; run: () => void }

/** The first weekday of the month `date` is in (rent day). */
function firstBusinessDay(date: Date) {
  let d = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)
  while ([0, 6].includes(new Date(d).getUTCDay())) d += DAY
  return d
}

function openCustomer(core: BankingCore, at: number) {
  core.asOf(at, () => {
    core.commit({
      t: 'customer',
      id: DEMO_CUSTOMER.id,
      external_id: DEMO_CUSTOMER.externalId,
      legal_name: DEMO_CUSTOMER.legalName,
      ein: DEMO_CUSTOMER.ein,
      address: { line1: '22 Elm Rd', line2: null, city: 'Portland', state: 'OR', postal_code: '97201', country: 'US' },
      beneficial_owners: [
        { first_name: 'Maya', last_name: 'Birch', email: 'maya@birchbakery.example', ownership_percent: 60 },
        { first_name: 'Theo', last_name: 'Birch', email: 'theo@birchbakery.example', ownership_percent: 40 },
      ],
      kyc_status: 'verified',
      at,
    })
    for (const a of Object.values(DEMO_ACCOUNTS))
      core.commit({
        t: 'account',
        id: a.id,
        customer_id: DEMO_CUSTOMER.id,
        name: a.name,
        type: a.type,
        currency: 'USD',
        account_number: a.accountNumber,
        routing_number: CORE_ROUTING_NUMBER,
        at,
      })
    for (const c of Object.values(DEMO_COUNTERPARTIES))
      core.commit({
        t: 'counterparty',
        id: c.id,
        customer_id: DEMO_CUSTOMER.id,
        name: c.name,
        type: c.type,
        routing_number: c.routingNumber,
        account_number: c.accountNumber,
        account_type: c.accountType,
        at,
      })
  })
}

export function seedDemo(core: BankingCore) {
  const now = core.now()
  const first = Math.floor(now / DAY) - 365
  openCustomer(core, first * DAY + 8 * HOUR)

  const send = (
    type: TRequestType,
    from: string,
    to: string | null,
    cp: string | null,
    amt: bigint,
    description: string,
  ) =>
    requestTransfer(core, {
      customerId: DEMO_CUSTOMER.id,
      type,
      fromAccountId: from,
      toAccountId: to,
      counterpartyId: cp,
      amount: amt,
      currency: 'USD',
      description,
      userId: null,
    })
  const post = (accountId: string, type: TTransactionType, amt: bigint, description: string, cpName: string) =>
    postToAccount(core, { accountId, type, amount: amt, description, counterpartyName: cpName })
  let holds: { id: string; at: number }[] = []
  const card = (merchant: string, seed: string, lo: number, hi: number) => {
    const t = post(
      OPERATING,
      'card_authorization',
      amount(seed, lo, hi),
      `${merchant} CARD XXXX${DEMO_CARD_LAST4}`,
      merchant,
    )
    if (t.layer === 'Encumbrance') holds.push({ id: t.id, at: nextBusinessDay(core.now()) + 6 * HOUR })
  }
  const balance = (id: string) => core.state.accounts.get(id)!.settled

  for (let d = first; d <= Math.floor(now / DAY); d++) {
    const start = d * DAY
    const date = new Date(start)
    const ymd = date.toISOString().slice(0, 10)
    const weekday = date.getUTCDay()
    const business = weekday !== 0 && weekday !== 6
    const dom = date.getUTCDate()
    const lastOfMonth = new Date(start + DAY).getUTCDate() === 1
    const week = Math.floor((d + 3) / 7) // weeks starting on Monday
    const steps: Step[] = [{ at: start, run: () => core.settleDue() }]
    const at = (hour: number, run: () => void) => steps.push({ at: start + hour * HOUR, run })

    at(6, () => {
      for (const h of holds) if (h.at <= core.now()) finishCardHold(core, h.id, 'settle')
      holds = holds.filter((h) => h.at > core.now())
    })
    if (d === first) {
      at(9, () =>
        post(OPERATING, 'wire_in', dollars(48_000), 'WIRE IN BIRCH BAKERY LLC FIRST PLATYPUS BANK', 'Birch Bakery LLC'),
      )
      at(9.5, () =>
        post(RESERVE, 'wire_in', dollars(95_000), 'WIRE IN BIRCH BAKERY LLC FIRST PLATYPUS BANK', 'Birch Bakery LLC'),
      )
    }
    if (business) {
      const weekend = weekday === 1 ? 2.2 : 1
      at(9, () =>
        post(
          OPERATING,
          'ach_incoming_credit',
          amount(`square:${ymd}`, 700 * weekend, 1_900 * weekend),
          'SQUARE INC DEPOSIT',
          'Square Inc',
        ),
      )
      if (weekday === 2)
        at(13, () =>
          post(
            OPERATING,
            'ach_incoming_credit',
            amount(`luna:${ymd}`, 600, 1_400),
            'CAFE LUNA ACH PAYMENT',
            'Cafe Luna',
          ),
        )
      if (weekday === 4 && week % 2 === 0)
        at(13, () =>
          post(
            OPERATING,
            'ach_incoming_credit',
            amount(`greenleaf:${ymd}`, 1_800, 3_200),
            'GREENLEAF GROCERS ACH PMT',
            'Greenleaf Grocers',
          ),
        )
      if (weekday === 1 || weekday === 3 || weekday === 5) at(11, () => card('SYSCO FOODS', `sysco:${ymd}`, 300, 900))
      if (weekday === 2) at(15, () => card('RESTAURANT DEPOT', `depot:${ymd}`, 150, 450))
      if (weekday === 4) at(8, () => card('SHELL OIL', `shell:${ymd}`, 40, 85))
      if (weekday === 3 && week % 2 === 1) at(16, () => card('COSTCO WHOLESALE', `costco:${ymd}`, 120, 380))
      if (weekday === 5 && week % 2 === 1)
        at(10, () =>
          send(
            'ach_push',
            OPERATING,
            null,
            DEMO_COUNTERPARTIES.payroll.id,
            amount(`payroll:${ymd}`, 9_200, 10_400),
            'GUSTO PAYROLL',
          ),
        )
    }
    if (dom === 5) at(7, () => card('ADOBE CREATIVE CLOUD', `adobe:${ymd}`, 59.99, 59.99))
    if (start === firstBusinessDay(date)) {
      at(10, () =>
        send('wire_out', OPERATING, null, DEMO_COUNTERPARTIES.landlord.id, dollars(6_500), 'RENT OAKWOOD PROPERTIES'),
      )
      at(10.1, () => post(OPERATING, 'fee', dollars(25), 'WIRE TRANSFER FEE', 'Sandbox Core Bank'))
    }
    if (dom === 12)
      at(10, () =>
        send(
          'ach_push',
          OPERATING,
          null,
          DEMO_COUNTERPARTIES.utility.id,
          amount(`pge:${ymd}`, 780, 1_250),
          'PG&E UTILITIES',
        ),
      )
    if (dom === 20)
      at(10, () =>
        send(
          'ach_push',
          OPERATING,
          null,
          DEMO_COUNTERPARTIES.flour.id,
          amount(`flour:${ymd}`, 1_900, 2_800),
          'KING ARTHUR BAKING FLOUR',
        ),
      )
    if (lastOfMonth) {
      at(18, () => {
        // every month end Operating is brought back to about $40,000: the excess goes to Reserve, a shortfall comes from it
        const gap = ((available(core.state.accounts.get(OPERATING)!) - dollars(40_000)) / dollars(100)) * dollars(100)
        if (gap > 0n) send('sweep', OPERATING, RESERVE, null, gap, 'MONTHLY SWEEP TO RESERVE')
        else if (gap < 0n) send('sweep', RESERVE, OPERATING, null, -gap, 'MONTHLY SWEEP FROM RESERVE')
      })
      at(23, () => {
        // 2.00% a year, paid monthly, to the cent
        const interest = ((balance(RESERVE) * 2n) / 100n / 12n / MICROS_PER_CENT) * MICROS_PER_CENT
        if (interest > 0n) post(RESERVE, 'interest', interest, 'INTEREST PAID', 'Sandbox Core Bank')
      })
    }
    steps.sort((x, y) => x.at - y.at)
    for (const s of steps) if (s.at < now) core.asOf(s.at, s.run)
  }
}
