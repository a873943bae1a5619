/**
 * One batch is the unit a posting step cannot stop inside, so it is bounded by the ledger's entries per call as well
 * as by schedules: whole schedules go in until the next would overflow the call, and the rest follow in the next
 * batch from the cursor. Cancelled revenue schedules' reversals spread over batches and steps are each posted once,
 * a reversal whole with its schedule.
 */
import assert from 'node:assert/strict'
import { asService, closeDb, type Tx } from '../../_shared/db.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { newOrg, newUser } from '../../_testing/organizations.ts'
import { getLedger } from '../books/get-ledger.ts'
import type { LedgerPort } from '../ledger/ledger-port.ts'
import { postDueSchedules, type TPostingCursor } from './post-due-schedules.ts'

// in 2095, so the stack's worker (posting what is due today) leaves these schedules to this test's runs
const asOf = '2095-03-31'

/** The organization's ledger, counting the entries of each postJournalEntries call. */
async function countingLedger(tx: Tx, orgId: string, calls: number[]): Promise<LedgerPort> {
  const real = await getLedger({ orgId, tx })
  const counted = Object.create(real) as LedgerPort
  counted.postJournalEntries = (entries) => {
    calls.push(entries.length)
    return real.postJournalEntries(entries)
  }
  return counted
}

Deno.test({ name: 'schedules: a batch holds whole schedules up to the entries of one call', ...opts }, async () => {
  const sql = fixtureSql()
  const keeper = await newUser('bookkeeper', 'sched-batches')
  const org = await newOrg({ bookkeepers: [keeper] })
  const account = async (name: string, type: string) =>
    String(
      (
        await sql`insert into public.ledger_accounts (organization_id, name, account_type) values (${org}, ${name}, ${type}) returning id`
      )[0].id,
    )
  const prepaid = await account('Prepaid Insurance', 'Other Current Asset')
  const insurance = await account('Insurance', 'Expense')
  try {
    for (const name of ['Fire', 'Flood', 'Theft']) {
      const r = await call(keeper, 'POST', `/orgs/${org}/amortizations`, {
        expenseName: name,
        amount: 300,
        debitAccountId: insurance,
        creditAccountId: prepaid,
        startDate: '2095-01-01',
        periods: 3,
      })
      assert.equal(r.status, 201, JSON.stringify(r.body))
    }
    const calls: number[] = []
    // three due periods a schedule, four entries a call: a second schedule would overflow it, so one each
    const run = await asService(async (tx) =>
      postDueSchedules({
        tx,
        organizationId: org,
        asOf,
        ledger: await countingLedger(tx, org, calls),
        entriesPerCall: 4,
      }),
    )
    assert.equal(run.posted, 9)
    assert.deepEqual(calls, [3, 3, 3], 'one whole schedule a call')
    const entries = await sql`select amortization_id, period_number from public.journal_entries
      where organization_id = ${org} and type = 'amortization'`
    assert.equal(new Set(entries.map((e) => `${e.amortization_id}:${e.period_number}`)).size, 9, 'each period once')

    // a schedule whose due periods alone are more than a call holds still goes whole
    const big = await call(keeper, 'POST', `/orgs/${org}/amortizations`, {
      expenseName: 'Earthquake',
      amount: 600,
      debitAccountId: insurance,
      creditAccountId: prepaid,
      startDate: '2095-01-01',
      periods: 6,
    })
    assert.equal(big.status, 201, JSON.stringify(big.body))
    calls.length = 0
    const second = await asService(async (tx) =>
      postDueSchedules({
        tx,
        organizationId: org,
        asOf: '2095-06-30',
        ledger: await countingLedger(tx, org, calls),
        entriesPerCall: 4,
      }),
    )
    assert.equal(second.posted, 6)
    assert.deepEqual(calls, [6])
  } finally {
    await closeFixtureSql()
    await closeDb()
  }
})

Deno.test({ name: 'schedules: reversals spread over batches and steps are posted once each', ...opts }, async () => {
  const sql = fixtureSql()
  const keeper = await newUser('bookkeeper', 'sched-reversals')
  const org = await newOrg({ bookkeepers: [keeper] })
  const account = async (name: string, type: string) =>
    String(
      (
        await sql`insert into public.ledger_accounts (organization_id, name, account_type) values (${org}, ${name}, ${type}) returning id`
      )[0].id,
    )
  const deferred = await account('Deferred Revenue', 'Other Current Liability')
  const sales = await account('Sales', 'Income')
  await account('Accounts Receivable', 'Accounts Receivable')
  const [customer] =
    await sql`insert into public.ledger_names (organization_id, kind, display_name) values (${org}, 'customer', 'Maple Co') returning id`
  try {
    const ids: string[] = []
    for (const n of [1, 2, 3]) {
      const invoice = await call(keeper, 'POST', `/orgs/${org}/ledger/Invoice`, {
        TxnDate: '2095-01-05',
        DocNumber: `INV-${n}`,
        CustomerRef: { value: String(customer.id) },
        Line: [
          {
            Amount: 300 * n,
            DetailType: 'SalesItemLineDetail',
            SalesItemLineDetail: { AccountRef: { value: deferred } },
          },
        ],
      })
      assert.equal(invoice.status, 201, JSON.stringify(invoice.body))
      const r = await call(keeper, 'POST', `/orgs/${org}/revenue-recognition-schedules`, {
        invoiceIds: [invoice.body.Invoice.Id],
        startDate: '2095-01-01',
        periods: 3,
        deferredRevenueAccountId: deferred,
        revenueAccountId: sales,
      })
      assert.equal(r.status, 201, JSON.stringify(r.body))
      ids.push(r.body.id)
    }
    const step = (after: TPostingCursor | undefined, stepUsedUp: () => boolean, day = asOf) =>
      asService((tx) => postDueSchedules({ tx, organizationId: org, asOf: day, after, stepUsedUp, entriesPerCall: 1 }))
    // the first two periods of each schedule recognized, in steps of one entry
    let run = await step(undefined, () => false, '2095-02-28')
    assert.equal(run.revenue_recognition, 6)
    // cancelled, reversing from February: the schedule's API would queue the stack's job for it, so the rows change here
    await sql`update public.revenue_recognition_schedules set cancelled_at = now(), next_revenue_recognition_date = null,
      reverse_from = '2095-02-01' where id = any (${ids}::uuid[])`

    let steps = 0
    let after: TPostingCursor | undefined
    let reversed = 0
    do {
      run = await step(after, () => true)
      reversed += run.revenue_recognition_reversal
      after = run.after
      steps++
      assert.ok(run.revenue_recognition_reversal <= 1, 'one reversal a batch (one entry a call), and a step a batch')
    } while (run.more && steps < 10)
    assert.equal(reversed, 3)
    assert.ok(steps >= 3, `the reversals took a step each: ${steps}`)
    assert.equal((await step(undefined, () => false)).posted, 0, 'nothing is left to reverse')

    const rows = await sql`select revenue_recognition_schedule_id as id, amount_cents from public.journal_entries
      where organization_id = ${org} and type = 'revenue_recognition_reversal' order by amount_cents`
    assert.deepEqual(
      rows.map((r) => [r.id, Number(r.amount_cents)]),
      [
        [ids[0], 10_000],
        [ids[1], 20_000],
        [ids[2], 30_000],
      ],
      'each schedule reversed once, its February period whole',
    )
    const figures = await sql`select recognized_amount_micros::bigint as r, unrecognized_amount_micros::bigint as u
      from public.revenue_recognition_schedules where id = any (${ids}::uuid[]) order by recognized_amount_micros`
    assert.deepEqual(
      figures.map((f) => [Number(f.r), Number(f.u)]),
      [
        [100_000_000, 200_000_000],
        [200_000_000, 400_000_000],
        [300_000_000, 600_000_000],
      ],
    )
  } finally {
    await closeFixtureSql()
    await closeDb()
  }
})
