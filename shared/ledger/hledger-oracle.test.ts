/**
 * Oracle test: the same random ledger exported as an hledger journal must give, to the cent, the same balance for
 * every account and the same profit and loss by month in /usr/bin/hledger as in the report engine.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { addDays, findRow, fiscalYearStart, parseMoney, periods, rowAmounts, runEngineReport } from './index.ts'
import { hledgerAccountName, parseJournal, toHledgerJournal } from './journal-io.ts'
import { randomLedger } from './random-ledger.ts'
import { isRetainedEarnings } from './balance-sheet.ts'
import { isPnlAccount } from './profit-and-loss.ts'

const HLEDGER = '/usr/bin/hledger'
const CREDIT = new Set([
  'Accounts Payable',
  'Credit Card',
  'Long Term Liability',
  'Other Current Liability',
  'Equity',
  'Income',
  'Other Income',
])

function csv(args: string[]): string[][] {
  const out = execFileSync(HLEDGER, [...args, '-O', 'csv'], { encoding: 'utf8' })
  return out
    .trim()
    .split('\n')
    .map((l) => l.split('","').map((c) => c.replace(/^"|"$/g, '')))
}
const cents = (s: string) => parseMoney(s.replace(/\s*USD$/, '').replace(/,/g, ''))

describe.skipIf(!existsSync(HLEDGER))('hledger oracle', () => {
  const seeds = [11, 2024, 777]
  it.each(seeds)('every account balance and P&L by month agree with hledger (seed %i)', (seed) => {
    const l = randomLedger(seed, 600)
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'ledger-oracle-')), 'books.journal')
    writeFileSync(file, toHledgerJournal(l.accounts, l.txns))
    const input = { accounts: l.accounts, entries: l.postings, details: l.postings, vendorNameIds: new Set<string>() }
    const now = '2026-11-22T00:00:00Z'
    const end = '2026-08-31'

    // Every account's balance at `end`.
    const hBal = new Map(
      csv(['-f', file, 'bal', '--flat', '-N', '-e', addDays(end, 1)])
        .slice(1)
        .map(([a, v]) => [a, cents(v)]),
    )
    const bs = runEngineReport('BalanceSheet', input, { start: end, end, summarizeBy: 'Total', method: 'Accrual', now })
    const allPnl = runEngineReport('ProfitAndLoss', input, {
      start: '1900-01-01',
      end,
      summarizeBy: 'Total',
      method: 'Accrual',
      now,
    })
    let compared = 0
    for (const a of l.accounts) {
      const h = hBal.get(hledgerAccountName(a)) ?? 0
      const sign = CREDIT.has(a.accountType) ? -1 : 1
      let mine: number
      if (isPnlAccount(a)) mine = (rowAmounts(findRow(allPnl, { id: a.id }))[0] ?? 0) * sign
      else if (isRetainedEarnings(a)) continue
      else mine = (rowAmounts(findRow(bs, { id: a.id }))[0] ?? 0) * sign
      expect({ account: a.fullyQualifiedName, cents: mine }).toEqual({ account: a.fullyQualifiedName, cents: h })
      compared++
    }
    expect(compared).toBe(l.accounts.length - 1)
    // Retained earnings and net income rows against hledger's income statement totals.
    const fys = fiscalYearStart(end)
    const pnlTotal = (args: string[]) =>
      cents(
        csv(['-f', file, 'bal', '^(Income|Expenses)(:|$)', ...args])
          .at(-1)!
          .at(-1)!,
      )
    expect(rowAmounts(findRow(bs, { label: 'Retained Earnings' }))[0]).toBe(-pnlTotal(['-e', fys]))
    expect(rowAmounts(findRow(bs, { label: 'Net Income' }))[0]).toBe(-pnlTotal(['-b', fys, '-e', addDays(end, 1)]))

    // P&L by month for a year.
    const start = '2025-09-01',
      pEnd = '2026-08-31'
    const byMonth = runEngineReport('ProfitAndLoss', input, {
      start,
      end: pEnd,
      summarizeBy: 'Month',
      method: 'Accrual',
      now,
    })
    const months = periods(start, pEnd, 'Month')
    const rows = csv([
      '-f',
      file,
      'bal',
      '--flat',
      '-N',
      '-M',
      '-b',
      start,
      '-e',
      addDays(pEnd, 1),
      '^(Income|Expenses)(:|$)',
    ])
    expect(rows[0].slice(1)).toEqual(months.map((m) => m.start.slice(0, 7)))
    const hMonthly = new Map(rows.slice(1).map(([a, ...vs]) => [a, vs.map(cents)]))
    for (const a of l.accounts.filter(isPnlAccount)) {
      const sign = CREDIT.has(a.accountType) ? -1 : 1
      const mine = rowAmounts(findRow(byMonth, { id: a.id })).slice(0, -1)
      const h = hMonthly.get(hledgerAccountName(a)) ?? months.map(() => 0)
      expect({ account: a.name, months: (mine.length ? mine : months.map(() => 0)).map((x) => x * sign) }).toEqual({
        account: a.name,
        months: h,
      })
    }
  })

  it('the exported journal reads back to the same entries', () => {
    const l = randomLedger(5, 50)
    const { entries } = parseJournal(toHledgerJournal(l.accounts, l.txns))
    expect(entries.length).toBe(50)
    expect(entries.map((e) => e.postings.reduce((a, p) => a + Math.abs(p.amount), 0))).toEqual(
      [...l.txns]
        .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : Number(a.id) - Number(b.id)))
        .map((t) => t.postings.reduce((a, p) => a + Math.abs(p.amount), 0)),
    )
  })
})
