/**
 * Monthly statements: one per account for each calendar month (UTC) that has ended since the account was opened,
 * built from the entries that settled in it, so opening + credits − debits = closing to the micro. The PDF is the
 * plaid sandbox's small real PDF writer with the statement's lines.
 */
import { formatMicros } from '../../../../../../shared/rules/banking.ts'
import { textPdf } from '../plaid/pdf.ts'
import type { BankingCore } from './core.ts'
import type { Account, Version } from './ledger.ts'
import { CORE_BANK, stableUuid } from './rules.ts'

export type Statement = {
  id: string
  account: Account
  year: number
  month: number
  start: number
  end: number
}

export function statementsOf(a: Account, now: number): Statement[] {
  const out: Statement[] = []
  const first = new Date(a.createdAt)
  let y = first.getUTCFullYear()
  let m = first.getUTCMonth()
  for (;;) {
    const start = Date.UTC(y, m, 1)
    const end = Date.UTC(y, m + 1, 1)
    if (end > now) break
    out.push({
      id: stableUuid(`banking-core:statement:${a.id}:${y}-${m + 1}`),
      account: a,
      year: y,
      month: m + 1,
      start,
      end,
    })
    m += 1
    if (m === 12) {
      m = 0
      y += 1
    }
  }
  return out
}

const settledIn = (v: Version, from: number, to: number) => v.layer === 'Settled' && v.at >= from && v.at < to
const signed = (v: Version) => (v.entry.direction === 'Credit' ? v.amount : -v.amount)

/** Opening and closing balances and the settled entries of the month. */
export function statementFigures(s: Statement) {
  let opening = 0n
  let credits = 0n
  let debits = 0n
  const rows: Version[] = []
  for (const v of s.account.versions) {
    if (settledIn(v, Number.NEGATIVE_INFINITY, s.start)) opening += signed(v)
    else if (settledIn(v, s.start, s.end)) {
      rows.push(v)
      if (v.entry.direction === 'Credit') credits += v.amount
      else debits += v.amount
    }
  }
  rows.sort((x, y) => x.at - y.at || x.seq - y.seq)
  return { opening, credits, debits, closing: opening + credits - debits, rows }
}

export function statementJson(s: Statement) {
  const f = statementFigures(s)
  return {
    id: s.id,
    account_id: s.account.id,
    month: s.month,
    year: s.year,
    start_date: new Date(s.start).toISOString().slice(0, 10),
    end_date: new Date(s.end - 1).toISOString().slice(0, 10),
    opening_balance: f.opening.toString(),
    total_credits: f.credits.toString(),
    total_debits: f.debits.toString(),
    closing_balance: f.closing.toString(),
  }
}

/** The statement with this id, searching every customer account's ended months. */
export function findStatement(core: BankingCore, id: string): Statement | undefined {
  for (const a of core.state.accounts.values()) {
    if (a.clearing) continue
    const s = statementsOf(a, core.now()).find((x) => x.id === id)
    if (s) return s
  }
  return undefined
}

const money = (m: bigint) => formatMicros(m, { currency: true })

export function statementPdf(core: BankingCore, s: Statement): Buffer {
  const f = statementFigures(s)
  const customer = core.state.customers.get(s.account.customerId)
  let balance = f.opening
  const detail = f.rows.map((v) => {
    balance += signed(v)
    const date = new Date(v.at).toISOString().slice(0, 10)
    return `${date}  ${v.entry.transfer.description.padEnd(40).slice(0, 40)}  ${money(signed(v)).padStart(15)}  ${money(balance).padStart(15)}`
  })
  const period = `${new Date(s.start).toISOString().slice(0, 10)} to ${new Date(s.end - 1).toISOString().slice(0, 10)}`
  return textPdf(
    [
      CORE_BANK.name,
      CORE_BANK.address,
      '',
      customer?.legalName ?? '',
      `${s.account.name} (${s.account.type}) account ending ${s.account.accountNumber.slice(-4)}`,
      `Statement period: ${period}`,
      `Opening balance: ${money(f.opening)}`,
      `Deposits and credits: ${money(f.credits)}`,
      `Withdrawals and debits: ${money(f.debits)}`,
      `Closing balance: ${money(f.closing)}`,
      '',
      'Date        Description                                        Amount          Balance',
      ...detail,
    ],
    `${s.account.name} statement ${s.year}-${String(s.month).padStart(2, '0')}`,
  )
}
