/**
 * The ledger and reports API in-process against the test stack: a bookkeeper keeps a fresh organization's books,
 * its client reads them; reports computed with SQL aggregation equal the pure engine on raw postings.
 */
import assert from 'node:assert/strict'
import { userToken } from '../../_testing/tokens.ts'
import { app } from '../app.ts'
import { closeDb, db } from '../../_shared/db.ts'
import { findRow, rowAmounts, runEngineReport } from '../../../shared/ledger/index.ts'
import { randomLedger } from '../../../shared/ledger/random-ledger.ts'
import { toHledgerJournal } from '../../../shared/ledger/journal-io.ts'
import type { TRawReport } from '../../../shared/schemas/reports.ts'

/** The demo seed's Acme Robotics id, which its ledger script writes to; the last step replays that script onto its own organization. */
const SEED_ACME = '10000000-0000-4000-8000-000000000001'
const keeper = crypto.randomUUID(),
  client = crypto.randomUUID(),
  outsider = crypto.randomUUID()
let org = ''

async function call(sub: string, method: string, path: string, body?: unknown) {
  const token = await userToken({ sub })
  const res = await app.request(`/api/orgs/${org}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await res.text()
  return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text }
}
const amount = (r: TRawReport, m: { group?: string; label?: string; id?: string }) => rowAmounts(findRow(r, m))

Deno.test({ name: 'ledger and reports API', sanitizeOps: false, sanitizeResources: false }, async (t) => {
  const sql = db()
  for (const [id, tag] of [
    [keeper, 'keeper'],
    [client, 'client'],
    [outsider, 'outsider'],
  ]) {
    await sql`insert into auth.users (id, aud, role, email) values (${id}, 'authenticated', 'authenticated', ${`${tag}-${id.slice(0, 8)}@ledger.test`})`
  }
  await sql`update public.users set role = 'bookkeeper' where id = ${keeper}`
  ;[{ id: org }] = await sql`insert into public.organizations (legal_name) values ('Ledger API Test Co') returning id`
  await sql`insert into public.organization_members (organization_id, user_id) values (${org}, ${client})`
  await sql`insert into public.bookkeeper_assignments (organization_id, user_id) values (${org}, ${keeper})`

  const acct: Record<string, string> = {}
  await t.step('the bookkeeper builds a chart of accounts; bad input names the field', async () => {
    for (const [Name, AccountType, AccountSubType] of [
      ['Checking', 'Bank', 'Checking'],
      ['A/R', 'Accounts Receivable', undefined],
      ['Sales', 'Income', undefined],
      ['Rent', 'Expense', undefined],
      ['Undeposited Funds', 'Other Current Asset', 'UndepositedFunds'],
      ['Owner Equity', 'Equity', undefined],
    ]) {
      const r = await call(keeper, 'POST', '/ledger/accounts', { Name, AccountType, AccountSubType })
      assert.equal(r.status, 201, JSON.stringify(r.body))
      acct[Name!] = r.body.Account.Id
    }
    const bad = await call(keeper, 'POST', '/ledger/accounts', {
      Name: 'Cash',
      AccountType: 'Bank',
      AccountSubType: 'CreditCard',
    })
    assert.equal(bad.status, 422)
    assert.match(bad.body.error.message, /AccountSubType/)
    const denied = await call(client, 'POST', '/ledger/accounts', { Name: 'Mine', AccountType: 'Bank' })
    assert.equal(denied.status, 403)
  })

  let invoiceId = '',
    purchase: { Id: string; SyncToken: string } = { Id: '', SyncToken: '' }
  await t.step(
    'transactions post balanced entries; cash and accrual bases differ until the invoice is paid',
    async () => {
      const eq = await call(keeper, 'POST', '/ledger/JournalEntry', {
        TxnDate: '2026-01-02',
        Line: [
          { Amount: 5000, JournalEntryLineDetail: { PostingType: 'Debit', AccountRef: { value: acct.Checking } } },
          {
            Amount: 5000,
            JournalEntryLineDetail: { PostingType: 'Credit', AccountRef: { value: acct['Owner Equity'] } },
          },
        ],
      })
      assert.equal(eq.status, 201, JSON.stringify(eq.body))
      const unbalanced = await call(keeper, 'POST', '/ledger/JournalEntry', {
        TxnDate: '2026-01-02',
        Line: [
          { Amount: 10, JournalEntryLineDetail: { PostingType: 'Debit', AccountRef: { value: acct.Checking } } },
          { Amount: 9, JournalEntryLineDetail: { PostingType: 'Credit', AccountRef: { value: acct.Sales } } },
        ],
      })
      assert.equal(unbalanced.status, 422)
      const p = await call(keeper, 'POST', '/ledger/Purchase', {
        TxnDate: '2026-01-05',
        PaymentType: 'Check',
        AccountRef: { value: acct.Checking },
        Line: [
          {
            Amount: 1200.5,
            DetailType: 'AccountBasedExpenseLineDetail',
            AccountBasedExpenseLineDetail: { AccountRef: { value: acct.Rent } },
          },
        ],
      })
      assert.equal(p.status, 201, JSON.stringify(p.body))
      purchase = p.body.Purchase
      assert.equal(p.body.Purchase.TotalAmt, 1200.5)
      assert.equal(p.body.Purchase.Line[0].AccountBasedExpenseLineDetail.AccountRef.name, 'Rent')
      const inv = await call(keeper, 'POST', '/ledger/Invoice', {
        TxnDate: '2026-01-10',
        CustomerRef: {
          value:
            (await call(keeper, 'GET', '/ledger/lists/customers')).body.QueryResponse.Customer[0]?.Id ??
            (await makeCustomer()),
        },
        Line: [
          {
            Amount: 3000,
            DetailType: 'SalesItemLineDetail',
            SalesItemLineDetail: { AccountRef: { value: acct.Sales } },
          },
        ],
      })
      assert.equal(inv.status, 201, JSON.stringify(inv.body))
      invoiceId = inv.body.Invoice.Id
      const accrual = (
        await call(
          client,
          'GET',
          '/reports/ProfitAndLoss?start_date=2026-01-01&end_date=2026-01-31&accounting_method=Accrual',
        )
      ).body
      const cash = (
        await call(
          client,
          'GET',
          '/reports/ProfitAndLoss?start_date=2026-01-01&end_date=2026-01-31&accounting_method=Cash',
        )
      ).body
      assert.deepEqual(amount(accrual, { group: 'NetIncome' }), [300000 - 120050])
      assert.deepEqual(amount(cash, { group: 'NetIncome' }), [-120050])
      const pay = await call(keeper, 'POST', '/ledger/Payment', {
        TxnDate: '2026-02-03',
        CustomerRef: inv.body.Invoice.CustomerRef,
        DepositToAccountRef: { value: acct.Checking },
        TotalAmt: 3000,
        Line: [{ Amount: 3000, LinkedTxn: [{ TxnId: invoiceId, TxnType: 'Invoice' }] }],
      })
      assert.equal(pay.status, 201, JSON.stringify(pay.body))
      const cashFeb = (
        await call(
          client,
          'GET',
          '/reports/ProfitAndLoss?start_date=2026-01-01&end_date=2026-02-28&accounting_method=Cash&summarize_column_by=Month',
        )
      ).body
      assert.deepEqual(amount(cashFeb, { group: 'NetIncome' }), [-120050, 300000, 300000 - 120050])
      const bs = (await call(client, 'GET', '/reports/BalanceSheet?start_date=2026-02-28&end_date=2026-02-28')).body
      assert.deepEqual(amount(bs, { group: 'TotalAssets' }), amount(bs, { group: 'TotalLiabilitiesAndEquity' }))
      assert.deepEqual(amount(bs, { id: acct.Checking }), [500000 - 120050 + 300000])
    },
  )

  async function makeCustomer() {
    const [r] =
      await db()`insert into public.ledger_names (organization_id, kind, display_name) values (${org}, 'customer', 'Initech') returning id`
    return String(r.id)
  }

  await t.step('edits need the current SyncToken and keep history; a line moves to another account', async () => {
    const stale = await call(keeper, 'PUT', `/ledger/Purchase/${purchase.Id}`, { ...purchase, SyncToken: '7' })
    assert.equal(stale.status, 409)
    const moved = await call(keeper, 'POST', '/ledger/move-line', {
      kind: 'Purchase',
      txnId: purchase.Id,
      lineId: '1',
      toAccountId: acct['Owner Equity'],
    })
    assert.equal(moved.status, 200, JSON.stringify(moved.body))
    assert.equal(moved.body.Purchase.SyncToken, '1')
    const postings = (await call(client, 'GET', `/ledger/postings?accountId=${acct.Rent}`)).body.postings
    assert.equal(postings.length, 0)
    const [h] =
      await db()`select count(*)::int as n from public.ledger_transaction_history where transaction_id = ${purchase.Id}`
    assert.equal(h.n, 1)
    const del = await call(keeper, 'DELETE', `/ledger/Purchase/${purchase.Id}?SyncToken=1`)
    assert.deepEqual(del.body.Purchase, { status: 'Deleted', Id: purchase.Id, domain: 'LEDGER' })
    assert.equal((await call(client, 'GET', `/ledger/Purchase/${purchase.Id}`)).status, 404)
    assert.equal((await call(client, 'DELETE', `/ledger/Invoice/${invoiceId}?SyncToken=0`)).status, 403)
  })

  await t.step('report records: drafts stay with staff until published', async () => {
    const made = await call(keeper, 'POST', '/report-records', {
      name: 'BalanceSheet',
      params: { start_date: '2026-02-28', end_date: '2026-02-28' },
    })
    assert.equal(made.status, 201, JSON.stringify(made.body))
    assert.equal(made.body.providerId, 'builtin')
    assert.equal((await call(client, 'GET', '/report-records')).body.reports.length, 0)
    assert.ok((await call(keeper, 'POST', `/report-records/${made.body.id}/publish`)).body.publishedAt)
    assert.equal((await call(client, 'GET', '/report-records')).body.reports.length, 1)
    assert.equal((await call(outsider, 'GET', '/reports/BalanceSheet')).status, 404)
  })

  await t.step(
    'reports aggregated in SQL equal the engine on raw postings (random ledger imported as hledger)',
    async () => {
      org = (await db()`insert into public.organizations (legal_name) values ('Random Books') returning id`)[0].id
      await db()`insert into public.bookkeeper_assignments (organization_id, user_id) values (${org}, ${keeper})`
      const l = randomLedger(99, 400, { start: '2025-01-01', days: 700 })
      const imp = await call(keeper, 'POST', '/ledger/import', {
        format: 'hledger',
        text: toHledgerJournal(l.accounts, l.txns),
      })
      assert.equal(imp.status, 200, JSON.stringify(imp.body))
      assert.equal(imp.body.entries, 400)
      const accounts = (await call(keeper, 'GET', '/ledger/accounts')).body.QueryResponse.Account as {
        Id: string
        FullyQualifiedName: string
      }[]
      const idOf = new Map(accounts.map((a) => [a.FullyQualifiedName, a.Id]))
      const map = new Map(l.accounts.map((a) => [a.id, idOf.get(a.fullyQualifiedName)!]))
      for (const [name, q, by] of [
        ['ProfitAndLoss', 'start_date=2025-03-15&end_date=2026-02-10', 'Month'],
        ['BalanceSheet', 'start_date=2025-03-15&end_date=2026-06-30', 'Quarter'],
        ['CashFlow', 'start_date=2025-05-01&end_date=2026-04-30', 'Week'],
      ] as const) {
        const api = (await call(keeper, 'GET', `/reports/${name}?${q}&summarize_column_by=${by}`)).body as TRawReport
        const p = new URLSearchParams(q)
        const mine = runEngineReport(
          name,
          {
            accounts: l.accounts.map((a) => ({
              ...a,
              acctNum: null,
              id: map.get(a.id)!,
              parentId: a.parentId ? map.get(a.parentId) : null,
            })),
            entries: l.postings.map((x) => ({ ...x, accountId: map.get(x.accountId)! })),
            details: [],
            vendorNameIds: new Set(),
          },
          {
            start: p.get('start_date')!,
            end: p.get('end_date')!,
            summarizeBy: by,
            method: 'Accrual',
            now: api.Header.Time,
          },
        )
        assert.deepEqual(api.Rows, mine.Rows, name)
      }
    },
  )

  await t.step("the demo seed's Acme Robotics books balance and park transactions in 9000 Ask My Client", async () => {
    // the seed's ledger script (supabase/seeds/20-ledger.sql), replayed onto an organization of this test's own
    org = (await db()`insert into public.organizations (legal_name) values ('Acme Robotics Replay') returning id`)[0].id
    await db()`insert into public.organization_members (organization_id, user_id) values (${org}, ${client})`
    await db()`insert into public.bookkeeper_assignments (organization_id, user_id) values (${org}, ${keeper})`
    const script = await Deno.readTextFile(new URL('../../../supabase/seeds/20-ledger.sql', import.meta.url))
    assert.ok(script.includes(SEED_ACME), "the seed still writes Acme's books under its fixed id")
    await db().begin((tx) => tx.unsafe(script.replaceAll(SEED_ACME, org)))
    const bs = (await call(client, 'GET', '/reports/BalanceSheet?date_macro=Fiscal%20Year&summarize_column_by=Month'))
      .body
    assert.deepEqual(amount(bs, { group: 'TotalAssets' }), amount(bs, { group: 'TotalLiabilitiesAndEquity' }))
    const amc = (await call(client, 'GET', '/ledger/accounts')).body.QueryResponse.Account.find(
      (a: { Name: string }) => a.Name === '9000 Ask My Client',
    )
    const postings = (await call(keeper, 'GET', `/ledger/postings?accountId=${amc.Id}`)).body.postings
    assert.equal(postings.length, 4)
  })
  await closeDb()
})
