/** Transaction-level reports: General Ledger, Transaction Detail by Account, Transaction List (+ by vendor), Account List. */
import type { TAccountType } from '../schemas/ledger.ts'
import type { TColumn, TRawReport, TRow } from '../schemas/reports.ts'
import { balancesAsOf } from './balance-sheet.ts'
import { cell, header, money } from './rows.ts'
import { sortAccounts } from './tree.ts'
import type { DetailPosting, EngineAccount, Entry, ReportOptions } from './types.ts'

const CREDIT_NORMAL: TAccountType[] = [
  'Accounts Payable',
  'Credit Card',
  'Long Term Liability',
  'Other Current Liability',
  'Equity',
  'Income',
  'Other Income',
]
const col = (title: string, type: string, key: string): TColumn => ({
  ColTitle: title,
  ColType: type,
  MetaData: [{ Name: 'ColKey', Value: key }],
})

/** A posting's amount as detail reports show it: credit-normal accounts' credits positive. */
export const detailSign = (accountType: TAccountType) => (CREDIT_NORMAL.includes(accountType) ? -1 : 1)

/** A transaction kind as QuickBooks' reports name it. */
export const TYPE_LABEL: Record<string, string> = {
  Purchase: 'Expense',
  Deposit: 'Deposit',
  JournalEntry: 'Journal Entry',
  Bill: 'Bill',
  BillPayment: 'Bill Payment (Check)',
  Invoice: 'Invoice',
  Payment: 'Payment',
}

function byDate(a: DetailPosting, b: DetailPosting): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : Number(a.txnId) - Number(b.txnId)
}

/** General ledger (withBalance) or transaction detail by account: a section per account with its postings in range. */
export function generalLedger(
  name: 'GeneralLedger' | 'TransactionDetailByAccount',
  accounts: EngineAccount[],
  opening: Entry[],
  details: DetailPosting[],
  o: ReportOptions,
): TRawReport {
  const withBalance = name === 'GeneralLedger'
  const sign = (a: EngineAccount) => detailSign(a.accountType)
  const open = new Map<string, number>()
  for (const e of opening) if (e.date < o.start) open.set(e.accountId, (open.get(e.accountId) ?? 0) + e.amount)
  const byAccount = new Map<string, DetailPosting[]>()
  // appended in place: copying the list per posting made a busy account's section quadratic (100k lines: seconds)
  for (const d of details) {
    const list = byAccount.get(d.accountId)
    if (list) list.push(d)
    else byAccount.set(d.accountId, [d])
  }
  const txnAccounts = new Map<string, Set<string>>()
  for (const d of details) txnAccounts.set(d.txnId, (txnAccounts.get(d.txnId) ?? new Set()).add(d.accountId))
  const names = new Map(accounts.map((a) => [a.id, a.fullyQualifiedName]))
  const split = (d: DetailPosting) => {
    const others = [...(txnAccounts.get(d.txnId) ?? [])].filter((id) => id !== d.accountId)
    return others.length === 1 ? (names.get(others[0]) ?? '') : '-Split-'
  }
  const rows: TRow[] = []
  for (const a of [...accounts].sort(sortAccounts)) {
    const s = sign(a)
    const posts = (byAccount.get(a.id) ?? []).sort(byDate)
    const begin = (open.get(a.id) ?? 0) * s
    if (posts.length === 0 && (!withBalance || begin === 0)) continue
    let running = begin
    const data: TRow[] = withBalance
      ? [
          {
            type: 'Data',
            ColData: [
              cell('Beginning Balance'),
              cell(''),
              cell(''),
              cell(''),
              cell(''),
              cell(''),
              cell(''),
              cell(money(begin)),
            ],
          },
        ]
      : []
    let sum = 0
    for (const p of posts) {
      const amt = p.amount * s
      running += amt
      sum += amt
      const cols = [
        cell(p.date),
        cell(TYPE_LABEL[p.kind] ?? p.kind, p.txnId),
        cell(p.docNumber ?? ''),
        cell(p.name ?? '', p.nameId ?? undefined),
        cell(p.memo ?? ''),
        cell(split(p)),
        cell(money(amt)),
      ]
      data.push({ type: 'Data', ColData: withBalance ? [...cols, cell(money(running))] : cols })
    }
    const summaryCols = [
      cell(`Total for ${a.fullyQualifiedName}`),
      cell(''),
      cell(''),
      cell(''),
      cell(''),
      cell(''),
      cell(money(sum)),
    ]
    rows.push({
      type: 'Section',
      Header: {
        ColData: [
          cell(a.fullyQualifiedName, a.id),
          ...summaryCols.slice(1).map(() => cell('')),
          ...(withBalance ? [cell('')] : []),
        ],
      },
      Rows: { Row: data },
      Summary: { ColData: withBalance ? [...summaryCols, cell(money(running))] : summaryCols },
    })
  }
  const columns = [
    col('Date', 'Date', 'tx_date'),
    col('Transaction Type', 'String', 'txn_type'),
    col('Num', 'String', 'doc_num'),
    col('Name', 'String', 'name'),
    col('Memo/Description', 'String', 'memo'),
    col('Split', 'String', 'split_acc'),
    col('Amount', 'Money', 'subt_nat_amount'),
    ...(withBalance ? [col('Balance', 'Money', 'rbal_nat_amount')] : []),
  ]
  return { Header: header(name, { ...o, summarizeBy: 'Total' }), Columns: { Column: columns }, Rows: { Row: rows } }
}

/** One row per transaction: its first posting is the "main" account (the bank or card paid from, the A/R debited...). */
function transactionRows(
  details: DetailPosting[],
  accounts: EngineAccount[],
): { row: TRow; nameId?: string | null; name?: string | null; amount: number }[] {
  const names = new Map(accounts.map((a) => [a.id, a.fullyQualifiedName]))
  const txns = new Map<string, DetailPosting[]>()
  for (const d of details) {
    const list = txns.get(d.txnId)
    if (list) list.push(d)
    else txns.set(d.txnId, [d])
  }
  const out = [...txns.values()].map((ps) => {
    const main = ps[0]
    const others = new Set(
      ps
        .slice(1)
        .map((p) => p.accountId)
        .filter((id) => id !== main.accountId),
    )
    const splitName = others.size === 1 ? (names.get([...others][0]) ?? '') : '-Split-'
    const name = ps.find((p) => p.name)?.name ?? null
    const nameId = ps.find((p) => p.nameId)?.nameId ?? null
    return {
      date: main.date,
      txnId: main.txnId,
      name,
      nameId,
      amount: main.amount,
      row: {
        type: 'Data' as const,
        ColData: [
          cell(main.date),
          cell(TYPE_LABEL[main.kind] ?? main.kind, main.txnId),
          cell(main.docNumber ?? ''),
          cell('Yes'),
          cell(name ?? '', nameId ?? undefined),
          cell(main.memo ?? ''),
          cell(names.get(main.accountId) ?? '', main.accountId),
          cell(splitName),
          cell(money(main.amount)),
        ],
      },
    }
  })
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : Number(a.txnId) - Number(b.txnId)))
}

const TXN_LIST_COLUMNS = [
  col('Date', 'Date', 'tx_date'),
  col('Transaction Type', 'String', 'txn_type'),
  col('Num', 'String', 'doc_num'),
  col('Posting', 'String', 'is_no_post'),
  col('Name', 'String', 'name'),
  col('Memo/Description', 'String', 'memo'),
  col('Account', 'String', 'account_name'),
  col('Split', 'String', 'other_account'),
  col('Amount', 'Money', 'subt_nat_amount'),
]

export function transactionList(accounts: EngineAccount[], details: DetailPosting[], o: ReportOptions): TRawReport {
  return {
    Header: header('TransactionList', { ...o, summarizeBy: 'Total' }),
    Columns: { Column: TXN_LIST_COLUMNS },
    Rows: { Row: transactionRows(details, accounts).map((r) => r.row) },
  }
}

export function transactionListByVendor(
  accounts: EngineAccount[],
  details: DetailPosting[],
  vendorNameIds: Set<string>,
  o: ReportOptions,
): TRawReport {
  const groups = new Map<string, { name: string; rows: TRow[]; total: number }>()
  for (const r of transactionRows(details, accounts)) {
    if (!r.nameId || !vendorNameIds.has(r.nameId)) continue
    const g = groups.get(r.nameId) ?? { name: r.name ?? '', rows: [], total: 0 }
    g.rows.push(r.row)
    g.total += r.amount
    groups.set(r.nameId, g)
  }
  const rows = [...groups.entries()]
    .sort((a, b) => a[1].name.localeCompare(b[1].name))
    .map(([id, g]) => ({
      type: 'Section' as const,
      Header: { ColData: [cell(g.name, id), ...TXN_LIST_COLUMNS.slice(1).map(() => cell(''))] },
      Rows: { Row: g.rows },
      Summary: {
        ColData: [
          cell(`Total for ${g.name}`),
          ...TXN_LIST_COLUMNS.slice(1, -1).map(() => cell('')),
          cell(money(g.total)),
        ],
      },
    }))
  return {
    Header: header('TransactionListByVendor', { ...o, summarizeBy: 'Total' }),
    Columns: { Column: TXN_LIST_COLUMNS },
    Rows: { Row: rows },
  }
}

/** Account list with balance sheet accounts' balances as of the end date. */
export function accountList(accounts: EngineAccount[], entries: Entry[], o: ReportOptions): TRawReport {
  const { balances } = balancesAsOf(accounts, entries, [o.end], o.fyStartMonth)
  const rows: TRow[] = [...accounts]
    .sort((a, b) => a.fullyQualifiedName.localeCompare(b.fullyQualifiedName))
    .map((a) => ({
      type: 'Data',
      ColData: [
        cell(a.fullyQualifiedName, a.id),
        cell(a.accountType),
        cell(a.accountSubType ?? ''),
        cell(a.acctNum ?? ''),
        cell(balances.has(a.id) ? money(balances.get(a.id)![0]) : ''),
      ],
    }))
  return {
    Header: header('AccountList', { ...o, summarizeBy: 'Total' }),
    Columns: {
      Column: [
        col('Account', 'String', 'account_name'),
        col('Type', 'String', 'account_type'),
        col('Detail Type', 'String', 'detail_acc_type'),
        col('Account #', 'String', 'acct_num'),
        col('Balance', 'Money', 'account_bal'),
      ],
    },
    Rows: { Row: rows },
  }
}
