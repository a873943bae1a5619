/** Seeded random ledgers for property tests, the hledger oracle test and the reports benchmark. */
import type { TAccountType } from '../schemas/ledger.ts'
import type { ExportTxn } from './journal-io.ts'
import type { DetailPosting, EngineAccount } from './types.ts'
import { rng } from '../rules/seeded-random.ts'

/** The seeded generator (shared/rules/seeded-random.ts), here too for the tests and benchmarks that build ledgers. */
export { rng }

const CHART: [string, string, TAccountType, string?, string?][] = [
  ['1', 'Checking', 'Bank', 'Checking'],
  ['2', 'Savings', 'Bank', 'Savings'],
  ['3', 'Accounts Receivable', 'Accounts Receivable', 'AccountsReceivable'],
  ['4', 'Prepaid Expenses', 'Other Current Asset', 'PrepaidExpenses'],
  ['5', 'Equipment', 'Fixed Asset', 'MachineryAndEquipment'],
  ['6', 'Accounts Payable', 'Accounts Payable', 'AccountsPayable'],
  ['7', 'Company Card', 'Credit Card', 'CreditCard'],
  ['8', 'Bank Loan', 'Long Term Liability', 'NotesPayable'],
  ['9', 'Opening Balance Equity', 'Equity', 'OpeningBalanceEquity'],
  ['10', 'Retained Earnings', 'Equity', 'RetainedEarnings'],
  ['11', 'Sales', 'Income', 'SalesOfProductIncome'],
  ['12', 'Consulting', 'Income', 'ServiceFeeIncome', '11'],
  ['13', 'Cost of Goods Sold', 'Cost of Goods Sold', 'SuppliesMaterialsCogs'],
  ['14', 'Rent', 'Expense', 'RentOrLeaseOfBuildings'],
  ['15', 'Office', 'Expense', 'OfficeGeneralAdministrativeExpenses'],
  ['16', 'Software', 'Expense', 'DuesSubscriptions', '15'],
  ['17', 'Interest Income', 'Other Income', 'InterestEarned'],
  ['18', 'Interest Expense', 'Other Expense', 'OtherMiscellaneousExpense'],
  ['19', 'Payroll Clearing', 'Other Current Liability', 'PayrollClearing'],
]

export function randomChart(): EngineAccount[] {
  const byId = new Map(CHART.map((c) => [c[0], c]))
  return CHART.map(([id, name, accountType, accountSubType, parentId]) => ({
    id,
    name,
    accountType,
    accountSubType,
    parentId,
    acctNum: String(1000 + Number(id) * 10),
    fullyQualifiedName: parentId ? `${byId.get(parentId)![1]}:${name}` : name,
    active: true,
  }))
}

/** `count` balanced transactions of 2-5 postings between start and start+days, never posting to Retained Earnings. */
export function randomLedger(
  seed: number,
  count: number,
  opts: { start?: string; days?: number } = {},
): { accounts: EngineAccount[]; txns: ExportTxn[]; postings: DetailPosting[] } {
  const r = rng(seed)
  const accounts = randomChart()
  const usable = accounts.filter((a) => a.accountSubType !== 'RetainedEarnings')
  const start = Date.parse(`${opts.start ?? '2025-01-01'}T00:00:00Z`)
  const days = opts.days ?? 730
  const txns: ExportTxn[] = []
  const postings: DetailPosting[] = []
  for (let i = 1; i <= count; i++) {
    const date = new Date(start + Math.floor(r() * days) * 86400000).toISOString().slice(0, 10)
    const legs = 2 + Math.floor(r() * 4)
    const ps: { accountId: string; amount: number }[] = []
    let sum = 0
    for (let k = 0; k < legs - 1; k++) {
      const amount = Math.round((r() - 0.45) * 200000) || 1
      ps.push({ accountId: usable[Math.floor(r() * usable.length)].id, amount })
      sum += amount
    }
    ps.push({ accountId: usable[Math.floor(r() * usable.length)].id, amount: -sum })
    const t: ExportTxn = {
      id: String(i),
      date,
      kind: 'JournalEntry',
      docNumber: `JE${i}`,
      payee: `Vendor ${i % 7}`,
      postings: ps,
    }
    txns.push(t)
    ps.forEach((p, k) => {
      postings.push({
        ...p,
        date,
        txnId: t.id,
        kind: t.kind,
        lineId: String(k + 1),
        name: t.payee,
        nameId: String(i % 7),
      })
    })
  }
  return { accounts, txns, postings }
}
