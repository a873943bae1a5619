/** Consolidation, chart-of-accounts mapping and monthly metrics through the API, in-process against the test stack. */
import assert from 'node:assert/strict'
import { userToken } from '../../_testing/tokens.ts'
import { app } from '../app.ts'
import { closeDb, db } from '../../_shared/db.ts'
import { findRow, monthStart, parseMoney, todayIso } from '../../../shared/ledger/index.ts'
import type { TRawReport } from '../../../shared/schemas/reports.ts'

const keeper = crypto.randomUUID()
async function call(sub: string, method: string, path: string, body?: unknown) {
  const token = await userToken({ sub })
  const res = await app.request(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: res.status, body: await res.json() }
}
const col = (r: TRawReport, group: string, title: string) => {
  const i = r.Columns.Column.findIndex((c) => c.ColTitle === title)
  return parseMoney(findRow(r, { group })?.Summary?.ColData[i]?.value)
}
const ALPHA = `2026-01-02 Capital\n    Assets:Checking  100000.00\n    Equity:Capital\n2026-02-10 Services to Beta\n    Assets:Due from Beta  12000.00\n    Income:Intercompany Revenue\n2026-03-01 Rent\n    Expenses:Rent  3000\n    Assets:Checking\n`
const BETA = `2026-01-05 Capital\n    Assets:Checking  50000.00\n    Equity:Capital\n2026-02-10 Services from Alpha\n    Expenses:Intercompany Fees  12000.00\n    Liabilities:Due to Alpha\n2026-03-03 Sales\n    Assets:Checking  8000\n    Income:Sales\n`

Deno.test(
  { name: 'consolidation, COA mapping and metrics API', sanitizeOps: false, sanitizeResources: false },
  async (t) => {
    const sql = db()
    await sql`insert into auth.users (id, aud, role, email) values (${keeper}, 'authenticated', 'authenticated', ${`keeper-${keeper.slice(0, 8)}@consolidation.test`})`
    await sql`update public.users set role = 'bookkeeper' where id = ${keeper}`
    const [{ id: group }] = await sql`insert into public.organization_groups (name) values ('Alpha Group') returning id`
    const orgs: string[] = []
    for (const name of ['Alpha Holdings', 'Beta Labs']) {
      const [{ id }] =
        await sql`insert into public.organizations (legal_name, organization_group_id) values (${name}, ${group}) returning id`
      await sql`insert into public.bookkeeper_assignments (organization_id, user_id) values (${id}, ${keeper})`
      orgs.push(id)
    }
    const [alpha, beta] = orgs
    assert.equal(
      (await call(keeper, 'POST', `/orgs/${alpha}/ledger/import`, { format: 'hledger', text: ALPHA })).status,
      200,
    )
    assert.equal(
      (await call(keeper, 'POST', `/orgs/${beta}/ledger/import`, { format: 'hledger', text: BETA })).status,
      200,
    )

    await t.step('dates without a date macro are refused with the spec message', async () => {
      const r = await call(keeper, 'POST', '/consolidated-reports', {
        organizationId: alpha,
        startDate: '2026-01-01',
        endDate: '2026-03-31',
        reportType: 'BalanceSheet',
      })
      assert.equal(r.status, 422)
      assert.deepEqual(
        r.body.error.details.fields.map((f: { message: string }) => f.message),
        ['Either date range or date macro must be provided'],
      )
    })

    await t.step(
      'a consolidated balance sheet in EUR eliminates intercompany balances and still balances',
      async () => {
        const m = await call(keeper, 'POST', `/organization-groups/${group}/consolidation-mappings`, {
          combineMappings: [{ accountName: 'Checking', reportType: 'BalanceSheet' }],
          eliminationMappings: [
            { accountName: 'Due from Beta', reportType: 'BalanceSheet' },
            { accountName: 'Due to Alpha', reportType: 'BalanceSheet' },
          ],
        })
        assert.equal(m.status, 200, JSON.stringify(m.body))
        assert.equal(m.body.mappings.length, 3)
        const r = await call(keeper, 'POST', '/consolidated-reports', {
          organizationId: alpha,
          startDate: '2026-01-01',
          endDate: '2026-03-31',
          dateMacro: 'Fiscal Quarter',
          reportType: 'BalanceSheet',
          presentationCurrency: 'EUR',
        })
        assert.equal(r.status, 201, JSON.stringify(r.body))
        const rep = r.body.report.raw as TRawReport
        assert.equal(rep.Header.Currency, 'EUR')
        assert.deepEqual(
          rep.Columns.Column.map((c) => c.ColTitle),
          ['', 'Alpha Holdings', 'Beta Labs', 'Eliminations', 'Total'],
        )
        assert.equal(col(rep, 'TotalAssets', 'Total'), col(rep, 'TotalLiabilitiesAndEquity', 'Total'))
        assert.equal(col(rep, 'TotalAssets', 'Eliminations'), col(rep, 'TotalLiabilitiesAndEquity', 'Eliminations'))
        const eurRate = Number(r.body.currencyExchangeReport.Rows.Row[0].ColData[2].value)
        assert.ok(eurRate > 0.9 && eurRate < 1.2, `USD->EUR period-end factor ${eurRate}`)
        assert.equal(col(rep, 'TotalAssets', 'Eliminations'), -Math.round(1200000 * eurRate))
        assert.equal(r.body.entityReports.length, 2)
        const entity = await call(keeper, 'GET', `/orgs/${beta}/report-records/${r.body.entityReports[1].reportId}`)
        assert.equal(entity.status, 200)
        const [link] =
          await sql`select count(*)::int as n from public.consolidated_report_links where consolidated_report_id = ${r.body.report.id}`
        assert.equal(link.n, 2)
      },
    )

    await t.step(
      'a bookkeeper assigned to only one member is refused, told which organization is missing, and nothing is saved',
      async () => {
        const partial = crypto.randomUUID()
        await sql`insert into auth.users (id, aud, role, email) values (${partial}, 'authenticated', 'authenticated', ${`partial-${partial.slice(0, 8)}@consolidation.test`})`
        await sql`update public.users set role = 'bookkeeper' where id = ${partial}`
        await sql`insert into public.bookkeeper_assignments (organization_id, user_id) values (${alpha}, ${partial})`
        const [{ n: before }] =
          await sql`select count(*)::int as n from public.reports where organization_id = any(${orgs}::uuid[])`
        const r = await call(partial, 'POST', '/consolidated-reports', {
          organizationId: alpha,
          startDate: '2026-01-01',
          endDate: '2026-03-31',
          dateMacro: 'Fiscal Quarter',
          reportType: 'BalanceSheet',
        })
        assert.equal(r.status, 403, JSON.stringify(r.body))
        assert.equal(
          r.body.error.message,
          'You cannot consolidate Alpha Group: you do not have staff access to Beta Labs. Ask an admin to assign you to it.',
        )
        assert.deepEqual(r.body.error.details.organizations, [{ id: beta, name: 'Beta Labs' }])
        const [{ n: after }] =
          await sql`select count(*)::int as n from public.reports where organization_id = any(${orgs}::uuid[])`
        assert.equal(after, before)
        // a client of a member learns nothing about the rest of the group
        const client = crypto.randomUUID()
        await sql`insert into auth.users (id, aud, role, email) values (${client}, 'authenticated', 'authenticated', ${`client-${client.slice(0, 8)}@consolidation.test`})`
        await sql`insert into public.organization_members (organization_id, user_id, org_role) values (${alpha}, ${client}, 'admin')`
        const c = await call(client, 'POST', '/consolidated-reports', {
          organizationId: alpha,
          startDate: '2026-01-01',
          endDate: '2026-03-31',
          dateMacro: 'Fiscal Quarter',
          reportType: 'BalanceSheet',
        })
        assert.equal(c.status, 403)
        assert.doesNotMatch(JSON.stringify(c.body), /Beta Labs/)
      },
    )

    await t.step('chart-of-accounts mapping: only mappable types, percentage mapped, deletion reasons', async () => {
      const before = (await call(keeper, 'GET', `/orgs/${alpha}/coa-mappings`)).body
      assert.deepEqual(before.unmapped.map((a: { name: string }) => a.name).sort(), [
        'Checking',
        'Due from Beta',
        'Rent',
      ])
      assert.equal(before.coaMappingPercentage, 0)
      const bad = await call(keeper, 'POST', `/orgs/${alpha}/coa-mappings`, {
        clientAccountName: 'Intercompany Revenue',
        havenAccountNumber: '4000',
      })
      assert.equal(bad.status, 422)
      assert.match(bad.body.error.message, /Income accounts cannot be mapped/)
      const ok = await call(keeper, 'POST', `/orgs/${alpha}/coa-mappings`, {
        clientAccountName: 'Checking',
        havenAccountNumber: '1010',
      })
      assert.equal(ok.status, 200, JSON.stringify(ok.body))
      assert.equal(ok.body.havenAccountName, 'Bank Account')
      assert.equal((await call(keeper, 'GET', `/orgs/${alpha}/coa-mappings`)).body.coaMappingPercentage, 33.3)
      const invented = await call(keeper, 'POST', `/orgs/${alpha}/coa-mappings/${ok.body.id}/delete`, {
        deletionReason: 'mapped_in_error',
      })
      assert.equal(invented.status, 422, "only the spec's deletion reasons are accepted")
      const del = await call(keeper, 'POST', `/orgs/${alpha}/coa-mappings/${ok.body.id}/delete`, {
        deletionReason: 'manual',
      })
      assert.equal(del.body.deletionReason, 'manual')
      assert.equal((await call(keeper, 'GET', `/orgs/${alpha}/coa-mappings`)).body.coaMappingPercentage, 0)
    })

    await t.step('monthly metrics for books the bookkeeper keeps: cash, expenses and vendors per month', async () => {
      const client = crypto.randomUUID()
      await sql`insert into auth.users (id, aud, role, email) values (${client}, 'authenticated', 'authenticated', ${`client-${client.slice(0, 8)}@consolidation.test`})`
      const [{ id: gamma }] =
        await sql`insert into public.organizations (legal_name) values ('Gamma Robotics') returning id`
      await sql`insert into public.bookkeeper_assignments (organization_id, user_id) values (${gamma}, ${keeper})`
      await sql`insert into public.organization_members (organization_id, user_id) values (${gamma}, ${client})`
      const acct: Record<string, string> = {}
      for (const [Name, AccountType] of [
        ['Checking', 'Bank'],
        ['Rent', 'Expense'],
        ['Owner Equity', 'Equity'],
      ]) {
        acct[Name] = (
          await call(keeper, 'POST', `/orgs/${gamma}/ledger/accounts`, { Name, AccountType })
        ).body.Account.Id
      }
      const [{ id: wework }] =
        await sql`insert into public.ledger_names (organization_id, kind, display_name) values (${gamma}, 'vendor', 'WeWork') returning id::text`
      const capital = await call(keeper, 'POST', `/orgs/${gamma}/ledger/JournalEntry`, {
        TxnDate: monthStart(todayIso(), -13),
        Line: [
          { Amount: 500_000, JournalEntryLineDetail: { PostingType: 'Debit', AccountRef: { value: acct.Checking } } },
          {
            Amount: 500_000,
            JournalEntryLineDetail: { PostingType: 'Credit', AccountRef: { value: acct['Owner Equity'] } },
          },
        ],
      })
      assert.equal(capital.status, 201, JSON.stringify(capital.body))
      for (let k = 12; k >= 0; k--) {
        const rent = await call(keeper, 'POST', `/orgs/${gamma}/ledger/Purchase`, {
          TxnDate: monthStart(todayIso(), -k),
          PaymentType: 'Cash',
          AccountRef: { value: acct.Checking },
          EntityRef: { value: wework, type: 'Vendor' },
          Line: [
            {
              Amount: 12_500,
              DetailType: 'AccountBasedExpenseLineDetail',
              AccountBasedExpenseLineDetail: { AccountRef: { value: acct.Rent } },
            },
          ],
        })
        assert.equal(rent.status, 201, JSON.stringify(rent.body))
      }

      const r = await call(keeper, 'POST', `/orgs/${gamma}/metrics/monthly/compute`, { months: 12 })
      assert.equal(r.status, 200, JSON.stringify(r.body))
      const list = (await call(client, 'GET', `/orgs/${gamma}/metrics/monthly`)).body.metrics
      assert.equal(list.length, 12)
      assert.ok(list.every((m: { cashOnHandCents: number }) => m.cashOnHandCents > 0))
      assert.equal(list.at(-2).expensesCents, 1_250_000, 'one month of rent')
      assert.equal(
        list.at(-2).cashOnHandCents,
        list.at(-3).cashOnHandCents - 1_250_000,
        'the rent left the checking account',
      )
      assert.deepEqual(
        list.at(-2).vendorExpenses.map((v: { vendor: string; cents: number }) => [v.vendor, v.cents]),
        [['WeWork', 1_250_000]],
      )
      assert.equal((await call(client, 'POST', `/orgs/${gamma}/metrics/monthly/compute`, { months: 3 })).status, 403)
    })
    await closeDb()
  },
)
