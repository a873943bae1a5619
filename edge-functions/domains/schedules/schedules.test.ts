/**
 * Schedules on the built-in ledger, through the API in-process and the posting job's function, on an organization of
 * its own: bad input named by field with nothing saved, "amortize this" from a purchase, a run twice posts once, the
 * last period absorbs rounding, a failed ledger write leaves the schedule unchanged, editing re-plans only the future,
 * cancelling stops postings, revenue recognition with its reversal, who sees what, the notification and the
 * /admin/clients counts.
 */
import assert from 'node:assert/strict'
import { asService, closeDb } from '../../_shared/db.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'
import { createBuiltinLedger } from '../ledger/builtin-ledger.ts'
import { postDueSchedules } from './post-due-schedules.ts'

// Dates are in 2095: nothing is due today, so the stack's worker (which posts what is due as of today) leaves the
// schedules to the runs this test makes with its own `asOf`.
const post = (orgId: string, asOf: string) => asService((tx) => postDueSchedules({ tx, organizationId: orgId, asOf }))

Deno.test({ name: 'schedules on the built-in ledger', ...opts }, async (t) => {
  const sql = fixtureSql()
  const keeper = await newUser('bookkeeper', 'sched')
  const client = await newUser('user', 'sched')
  const reviewer = await newUser('bookkeeper', 'sched')
  const stranger = await newUser('user', 'sched')
  const org = await newOrg({ admins: [client], bookkeepers: [keeper], reviewers: [reviewer] })
  const other = await newOrg({ admins: [stranger] })
  const account = async (name: string, type: string) =>
    String(
      (
        await sql`insert into public.ledger_accounts (organization_id, name, account_type) values (${org}, ${name}, ${type}) returning id`
      )[0].id,
    )
  const checking = await account('Checking', 'Bank')
  const prepaid = await account('Prepaid Insurance', 'Other Current Asset')
  const insurance = await account('Insurance', 'Expense')
  const deferred = await account('Deferred Revenue', 'Other Current Liability')
  const sales = await account('Sales', 'Income')
  await account('Accounts Receivable', 'Accounts Receivable')
  const schedules = async (as = keeper) => (await call(as, 'GET', `/orgs/${org}/schedules`)).body
  try {
    const purchase = await call(keeper, 'POST', `/orgs/${org}/ledger/Purchase`, {
      TxnDate: '2095-01-10',
      PaymentType: 'Cash',
      AccountRef: { value: checking },
      Line: [
        {
          Amount: 1000,
          DetailType: 'AccountBasedExpenseLineDetail',
          AccountBasedExpenseLineDetail: { AccountRef: { value: prepaid } },
        },
        {
          Amount: 200,
          DetailType: 'AccountBasedExpenseLineDetail',
          AccountBasedExpenseLineDetail: { AccountRef: { value: prepaid } },
        },
      ],
    })
    assert.equal(purchase.status, 201)
    const purchaseId = purchase.body.Purchase.Id as string
    const anchored = {
      anchorType: 'purchase',
      anchorId: purchaseId,
      debitAccountId: insurance,
      periods: 12,
      startDate: '2095-01-01',
    }

    await t.step('bad input is refused by field, in words, and nothing is saved', async () => {
      const refused = async (body: unknown, field: string, message: RegExp) => {
        const r = await call(keeper, 'POST', `/orgs/${org}/amortizations`, body)
        assert.equal(r.status, 422, JSON.stringify(r.body))
        const f = r.body.error.details.fields.find((x: { path: string }) => x.path === field)
        assert.ok(f, `${field} named in ${JSON.stringify(r.body.error.details.fields)}`)
        assert.match(f.message, message)
      }
      const base = { expenseName: 'Insurance', amount: 1200, debitAccountId: insurance, creditAccountId: prepaid }
      await refused(
        { ...base, startDate: '2095-03-01', endDate: '2095-02-28' },
        'endDate',
        /end date must be on or after the start date/,
      )
      await refused({ ...base, startDate: '2095-03-01', periods: 0 }, 'periods', /at least one period/)
      await refused(
        { ...base, startDate: '2095-03-01', periods: 3, debitAccountId: checking },
        'debitAccountId',
        /Expense, Other Expense or Cost of Goods Sold; Checking is Bank/,
      )
      await refused(
        { ...base, startDate: '2095-03-01', periods: 3, creditAccountId: sales },
        'creditAccountId',
        /Other Current Asset or Other Asset; Sales is Income/,
      )
      await refused(
        { ...anchored, amount: 1100 },
        'amount',
        /must match the purchase: 1,200\.00 or one of its lines \(1,000\.00, 200\.00\)/,
      )
      await refused({ ...base, startDate: '2095-03-01', periods: 3, amount: 0 }, 'amount', /greater than zero/)
      const [{ n }] = await sql`select count(*)::int as n from public.amortizations where organization_id = ${org}`
      assert.equal(n, 0)
    })

    await t.step(
      'only the organization’s staff create schedules; another tenant does not see the organization',
      async () => {
        assert.equal((await call(client, 'POST', `/orgs/${org}/amortizations`, anchored)).status, 403)
        assert.equal((await call(reviewer, 'POST', `/orgs/${org}/amortizations`, anchored)).status, 403)
        assert.equal((await call(stranger, 'POST', `/orgs/${org}/amortizations`, anchored)).status, 404)
        assert.equal((await call(stranger, 'GET', `/orgs/${org}/schedules`)).status, 404)
      },
    )

    let amortId = ''
    await t.step('"amortize this": one call from the purchase, its amount and prepaid account', async () => {
      const r = await call(keeper, 'POST', `/orgs/${org}/amortizations`, anchored)
      assert.equal(r.status, 201, JSON.stringify(r.body))
      amortId = r.body.id
      assert.equal(r.body.amount, 1200)
      assert.equal(r.body.creditAccount.value, prepaid)
      assert.equal(r.body.debitAccount.name, 'Insurance')
      assert.deepEqual([r.body.status, r.body.originalPeriods, r.body.remainingPeriods], ['pending', 12, 12])
      assert.deepEqual(
        [r.body.anchorType, r.body.anchorId, r.body.transactionDate],
        ['purchase', purchaseId, '2095-01-10'],
      )
      assert.equal(r.body.nextAmortizationDate, '2095-01-31')
      assert.equal(r.body.upcoming.length, 12)
      const again = await call(keeper, 'POST', `/orgs/${org}/amortizations`, anchored)
      assert.equal(again.status, 409, 'a second schedule of the same line is refused')
    })

    await t.step(
      'a run posts each due period once; a second run, even at the same time, posts nothing new',
      async () => {
        const [first, second] = await Promise.all([post(org, '2095-03-31'), post(org, '2095-03-31')])
        assert.deepEqual(
          [first.amortization + second.amortization, Math.min(first.posted, second.posted)],
          [3, 0],
          'one run posts the three periods; the other waits for it and finds them posted',
        )
        assert.equal((await post(org, '2095-03-31')).posted, 0)
        const a = (await schedules()).amortizations[0]
        assert.deepEqual([a.status, a.amortizedAmount, a.remainingAmount, a.remainingPeriods], ['active', 300, 900, 9])
        assert.deepEqual([a.lastAmortizationDate, a.nextAmortizationDate], ['2095-03-31', '2095-04-30'])
        assert.deepEqual(
          a.quickbooksJournalEntries.map((e: { journalEntryDate: string }) => e.journalEntryDate),
          ['2095-01-31', '2095-02-28', '2095-03-31'],
        )
        const ledger =
          await sql`select count(*)::int as n, sum(total_cents)::int as cents from public.ledger_transactions
        where organization_id = ${org} and kind = 'JournalEntry' and deleted_at is null`
        assert.deepEqual([ledger[0].n, ledger[0].cents], [3, 30000])
        const je = await call(keeper, 'GET', `/orgs/${org}/ledger/JournalEntry/${a.entries[0].journalEntryId}`)
        assert.equal(je.status, 200)
        assert.match(je.body.JournalEntry.PrivateNote, /Amortization: .* \(period 1 of 12\)/)
      },
    )

    await t.step('a failed ledger write leaves the schedule unchanged, and the retry posts', async () => {
      const before = (await schedules()).amortizations[0]
      await assert.rejects(
        asService(async (tx) => {
          const real = createBuiltinLedger({ orgId: org, tx })
          const failing = {
            ...real,
            postJournalEntries: async () => {
              throw new Error('ledger unavailable')
            },
          }
          return await postDueSchedules({ tx, organizationId: org, asOf: '2095-04-30', ledger: failing })
        }),
        /ledger unavailable/,
      )
      const after = (await schedules()).amortizations[0]
      assert.deepEqual(
        [after.amortizedAmount, after.remainingPeriods, after.entries.length],
        [before.amortizedAmount, before.remainingPeriods, before.entries.length],
      )
      assert.equal((await post(org, '2095-04-30')).amortization, 1)
    })

    await t.step('editing re-plans only the future; the last period absorbs the rounding', async () => {
      const r = await call(keeper, 'PATCH', `/orgs/${org}/amortizations/${amortId}`, {
        amount: 1000.01,
        endDate: '2095-07-31',
      })
      assert.equal(r.status, 200, JSON.stringify(r.body))
      assert.deepEqual(
        r.body.entries.map((e: { amount: number }) => e.amount),
        [100, 100, 100, 100],
        'posted periods keep their amounts',
      )
      assert.deepEqual(
        r.body.upcoming.map((u: { amount: number }) => u.amount),
        [200, 200, 200.01],
      )
      const refused = await call(keeper, 'PATCH', `/orgs/${org}/amortizations/${amortId}`, { amount: 300 })
      assert.equal(refused.status, 422)
      assert.match(refused.body.error.message, /cannot be less than the 400\.00 already amortized/)
      await post(org, '2095-12-31')
      const done = (await schedules()).amortizations[0]
      assert.deepEqual([done.status, done.amortizedAmount, done.remainingAmount], ['completed', 1000.01, 0])
      const [{ cents }] =
        await sql`select sum(amount_cents)::int as cents from public.journal_entries where amortization_id = ${amortId}`
      assert.equal(cents, 100001, 'the entries add up to the amount to the cent')
      assert.equal((await call(keeper, 'PATCH', `/orgs/${org}/amortizations/${amortId}`, { notes: 'x' })).status, 422)
    })

    await t.step('cancelling stops future postings and keeps what was posted', async () => {
      const r = await call(keeper, 'POST', `/orgs/${org}/amortizations`, {
        expenseName: 'Software licence',
        amount: 600,
        startDate: '2095-01-01',
        periods: 6,
        debitAccountId: insurance,
        creditAccountId: prepaid,
      })
      assert.equal(r.status, 201)
      await post(org, '2095-01-31')
      const cancelled = await call(keeper, 'POST', `/orgs/${org}/amortizations/${r.body.id}/cancel`)
      assert.equal(cancelled.status, 200)
      assert.deepEqual(
        [cancelled.body.status, cancelled.body.upcoming.length, cancelled.body.entries.length],
        ['cancelled', 0, 1],
      )
      assert.equal((await post(org, '2095-12-31')).amortization, 0)
    })

    let revenueId = ''
    await t.step('revenue recognition over an invoice, in micros, with its reversal on cancellation', async () => {
      const invoice = await call(keeper, 'POST', `/orgs/${org}/ledger/Invoice`, {
        TxnDate: '2095-01-05',
        DocNumber: 'INV-7',
        CustomerRef: {
          value: String(
            (
              await sql`insert into public.ledger_names (organization_id, kind, display_name) values (${org}, 'customer', 'Maple Co') returning id`
            )[0].id,
          ),
        },
        Line: [
          { Amount: 1200, DetailType: 'SalesItemLineDetail', SalesItemLineDetail: { AccountRef: { value: deferred } } },
        ],
      })
      assert.equal(invoice.status, 201, JSON.stringify(invoice.body))
      const body = {
        invoiceIds: [invoice.body.Invoice.Id],
        startDate: '2095-01-01',
        periods: 12,
        deferredRevenueAccountId: deferred,
        revenueAccountId: sales,
      }
      const wrong = await call(keeper, 'POST', `/orgs/${org}/revenue-recognition-schedules`, {
        ...body,
        revenueAccountId: checking,
      })
      assert.equal(wrong.status, 422)
      assert.equal(wrong.body.error.details.fields[0].path, 'revenueAccountId')
      const r = await call(keeper, 'POST', `/orgs/${org}/revenue-recognition-schedules`, body)
      assert.equal(r.status, 201, JSON.stringify(r.body))
      revenueId = r.body.id
      assert.deepEqual(
        [r.body.recognizedAmountMicros, r.body.unrecognizedAmountMicros, r.body.name],
        [0, 1_200_000_000, 'Invoice #INV-7'],
      )
      const twice = await call(keeper, 'POST', `/orgs/${org}/revenue-recognition-schedules`, body)
      assert.equal(twice.status, 422)
      assert.match(twice.body.error.details.fields[0].message, /already recognized by the schedule “Invoice #INV-7”/)
      assert.equal((await post(org, '2095-02-28')).revenue_recognition, 2)
      const s = (await schedules()).revenueRecognitionSchedules[0]
      assert.deepEqual(
        [s.recognizedAmountMicros, s.remainingPeriods, s.lastRevenueRecognitionDate],
        [200_000_000, 10, '2095-02-28'],
      )
      const c = await call(keeper, 'POST', `/orgs/${org}/revenue-recognition-schedules/${revenueId}/cancel`, {
        reverseFrom: '2095-02-01',
      })
      assert.equal(c.status, 200)
      // the cancellation queued the organization's job: the stack's worker and these two runs meet, one at a time, and
      // whichever comes first posts the reversal (a second run without the organization's lock failed on the record)
      await Promise.all([post(org, '2095-02-28'), post(org, '2095-02-28')])
      assert.equal((await post(org, '2095-12-31')).posted, 0, 'a reversal is posted once, and nothing after it')
      const after = (await schedules()).revenueRecognitionSchedules[0]
      assert.deepEqual([after.recognizedAmountMicros, after.unrecognizedAmountMicros], [100_000_000, 1_100_000_000])
      const reversals = after.entries.filter((e: { type: string }) => e.type === 'revenue_recognition_reversal')
      assert.deepEqual(
        reversals.map((e: { amount: number }) => e.amount),
        [100],
      )
    })

    await t.step('the journal-entry record lists every entry with its type, ledger id and cause', async () => {
      const r = await call(client, 'GET', `/orgs/${org}/journal-entries?type=revenue_recognition`)
      assert.equal(r.status, 200)
      assert.equal(r.body.journalEntries.length, 2)
      for (const e of r.body.journalEntries) {
        assert.equal(e.revenueRecognitionScheduleId, revenueId)
        assert.equal(e.raw.Id, e.journalEntryId)
      }
      const all = (await call(keeper, 'GET', `/orgs/${org}/journal-entries`)).body.journalEntries
      assert.deepEqual([...new Set(all.map((e: { type: string }) => e.type))].sort(), [
        'amortization',
        'revenue_recognition',
        'revenue_recognition_reversal',
      ])
    })

    await t.step('members read schedules only while the flag is on; reviewers read them', async () => {
      assert.equal((await schedules(client)).amortizations.length, 0)
      assert.equal((await schedules(reviewer)).amortizations.length, 2)
      await sql`insert into public.organization_feature_flags (organization_id, flag_name, enabled) values (${org}, 'users-schedules', true)`
      assert.equal((await schedules(client)).amortizations.length, 2)
    })

    await t.step(
      'the list says who may act: the bookkeeper, not the reviewer or the member the API refuses',
      async () => {
        assert.equal((await schedules(keeper)).canManage, true)
        assert.equal((await schedules(reviewer)).canManage, false)
        assert.equal((await schedules(client)).canManage, false)
        const entry = (await schedules(keeper)).amortizations.flatMap(
          (a: { entries: { id: string }[] }) => a.entries,
        )[0]
        const refused = await call(reviewer, 'POST', `/orgs/${org}/journal-entries/${entry.id}/post-again`)
        assert.equal(refused.status, 403, 'as canManage says, the API refuses the reviewer')
        const live = await call(keeper, 'POST', `/orgs/${org}/journal-entries/${entry.id}/post-again`)
        assert.equal(live.status, 422)
        assert.equal(live.body.error.message, 'This entry is still in the ledger')
      },
    )

    await t.step('the bookkeeper is notified (type amortization); /admin/clients counts the schedules', async () => {
      const [{ n }] =
        await sql`select count(*)::int as n from public.notifications where user_id = ${keeper} and type = 'amortization'`
      assert.ok(n >= 1)
      const admin = await newUser('admin', 'sched')
      const [name] = await sql`select legal_name from public.organizations where id = ${org}`
      const list = await call(admin, 'GET', `/organizations?search=${encodeURIComponent(name.legal_name)}`)
      const row = list.body.organizations.find((o: { id: string }) => o.id === org)
      assert.deepEqual(row.amortizations, { pending: 0, active: 0, completed: 1, cancelled: 1, deletedInLedger: 0 })
      await dropFixtures({ users: [admin] })
    })
  } finally {
    // postings reference the chart: remove the books before the organization
    await sql`delete from public.ledger_postings where organization_id = ${org}`
    await dropFixtures({ orgs: [org, other], users: [keeper, client, reviewer, stranger] })
    await closeFixtureSql()
    await closeDb()
  }
})
