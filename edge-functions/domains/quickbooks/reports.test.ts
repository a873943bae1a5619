/**
 * Reports of a QuickBooks-backed organization (the test's own, connected to a fresh sandbox company) through
 * GET /api/orgs/{orgId}/reports/{name}: the sandbox answers every engine report from its company's transactions, and
 * the figures tie to each other.
 */
import assert from 'node:assert/strict'
import { userToken } from '../../_testing/tokens.ts'
import { app } from '../../api/app.ts'
import { connectOrg, createOrgWithAdmin } from '../../_testing/quickbooks.ts'
import {
  addDays,
  findRow,
  monthEnd,
  monthStart,
  parseMoney,
  rowAmounts,
  todayIso,
} from '../../../shared/ledger/index.ts'
import type { TRawReport } from '../../../shared/schemas/reports.ts'

let ORG = ''

async function report(sub: string, name: string, query: Record<string, string> = {}) {
  const token = await userToken({ sub })
  const res = await app.request(`/api/orgs/${ORG}/reports/${name}?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return { status: res.status, body: await res.json() }
}
const amounts = (r: TRawReport, m: { group?: string; label?: string; id?: string }) => rowAmounts(findRow(r, m))

Deno.test({ name: 'QuickBooks reports through the API', sanitizeOps: false, sanitizeResources: false }, async (t) => {
  const org = await createOrgWithAdmin('Reports Bakery')
  const connected = await connectOrg(org)
  assert.equal(connected.location.searchParams.get('quickbooks'), 'connected')
  ORG = org.orgId
  const user = org.userId
  const end = todayIso()

  await t.step('the balance sheet balances on both bases and by quarter', async () => {
    for (const accounting_method of ['Accrual', 'Cash']) {
      const { status, body } = await report(user, 'BalanceSheet', {
        date_macro: 'Fiscal Year-to-date',
        accounting_method,
        summarize_column_by: 'Quarter',
      })
      assert.equal(status, 200, JSON.stringify(body))
      assert.equal(body.Header.ReportBasis, accounting_method)
      const assets = amounts(body, { group: 'TotalAssets' })
      assert.ok(assets.at(-1)! > 0, 'the company has assets')
      assert.deepEqual(assets, amounts(body, { group: 'TotalLiabilitiesAndEquity' }))
    }
  })

  await t.step('the cash flow ends at the cash on the balance sheet', async () => {
    const { status, body: cf } = await report(user, 'CashFlow', {
      date_macro: 'All History',
      summarize_column_by: 'Month',
    })
    assert.equal(status, 200, JSON.stringify(cf))
    assert.equal(cf.Header.ReportName, 'CashFlow')
    assert.ok(cf.Columns.Column.length > 3, 'one column per month plus the total')
    const endCash = amounts(cf, { group: 'EndingCash' }).at(-1)!
    assert.equal(
      amounts(cf, { group: 'CashIncrease' }).at(-1),
      endCash - amounts(cf, { group: 'BeginningCash' }).at(-1)!,
    )
    const { body: bs } = await report(user, 'BalanceSheet', { start_date: end, end_date: end })
    assert.equal(endCash, amounts(bs, { group: 'BankAccounts' })[0])
    assert.notEqual(amounts(cf, { group: 'OperatingActivities' }).at(-1), 0)
  })

  await t.step('the general ledger ends each account at its balance sheet balance', async () => {
    const start = addDays(end, -60)
    const { status, body: gl } = await report(user, 'GeneralLedger', { start_date: start, end_date: end })
    assert.equal(status, 200, JSON.stringify(gl))
    const { body: bs } = await report(user, 'BalanceSheet', { start_date: end, end_date: end })
    const checking = findRow(bs, { label: 'Business Checking' })!
    const section = (gl as TRawReport).Rows.Row.find((r) => r.Header?.ColData[0].id === checking.ColData![0].id)
    assert.ok(section?.Rows?.Row.length, 'checking has postings in the last 60 days')
    const [opening, ...postings] = section!.Rows!.Row
    assert.equal(opening.ColData![0].value, 'Beginning Balance')
    assert.ok(
      postings.every((r) => r.ColData![0].value >= start && r.ColData![0].value <= end),
      'only postings in range',
    )
    assert.equal(parseMoney(section!.Summary!.ColData.at(-1)!.value), rowAmounts(checking)[0])
  })

  await t.step('the transaction list shows invoices on accrual only, with names and dates in range', async () => {
    const q = { start_date: monthStart(end, -1), end_date: monthEnd(end, -1) }
    const accrual = await report(user, 'TransactionList', q)
    assert.equal(accrual.status, 200, JSON.stringify(accrual.body))
    const rows = (accrual.body as TRawReport).Rows.Row
    const { StartPeriod, EndPeriod } = accrual.body.Header
    assert.ok(rows.length > 10)
    assert.ok(rows.every((r) => r.ColData![0].value >= StartPeriod && r.ColData![0].value <= EndPeriod))
    assert.ok(
      rows.some((r) => r.ColData![1].value === 'Invoice' && r.ColData![4].value !== ''),
      'invoices name their customer',
    )
    const cash = (await report(user, 'TransactionList', { ...q, accounting_method: 'Cash' })).body as TRawReport
    assert.ok(!cash.Rows.Row.some((r) => r.ColData![1].value === 'Invoice'))
  })

  await t.step('every other engine report answers; a provider-only report is an error', async () => {
    for (const name of ['AccountList', 'VendorExpenses', 'CashOnHand', 'TransactionListByVendor', 'ProfitAndLoss']) {
      const { status, body } = await report(user, name, {
        date_macro: 'Fiscal Year-to-date',
        summarize_column_by: 'Month',
      })
      assert.equal(status, 200, `${name}: ${JSON.stringify(body)}`)
      assert.equal(body.Header.ReportName, name)
      assert.ok(body.Rows.Row.length > 0, `${name} has rows`)
    }
    const payroll = await report(user, 'PayrollEmployee')
    assert.ok(payroll.status >= 400 && payroll.status < 500, JSON.stringify(payroll.body))
  })
})
