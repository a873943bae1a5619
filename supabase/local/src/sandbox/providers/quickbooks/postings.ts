/**
 * Double-entry postings of a sandbox company's transactions, the basis of account balances and reports.
 * Amounts are integer cents, debit positive. Cash basis drops invoices/bills and recognises their lines when paid.
 */
import { cents, type Company, type Entity } from './company.ts'

export type Posting = {
  accountId: string
  amount: number
  date: string
  txnType: string
  txnId: string
  /** Detail for the ledger reports: the source line ('header' for the document's own account), number, name, memo. */
  lineId: string
  docNumber?: string
  nameId?: string
  name?: string
  memo?: string
}
type Ref = { value: string; name?: string } | undefined
type Line = { lineId?: string; ref?: Ref; memo?: string }

function findAccount(c: Company, pred: (a: Entity) => boolean): string | undefined {
  return c.list('Account').find(pred)?.Id
}

/** The account a sales or item-expense line posts to (through its item when it names one). */
function lineAccount(c: Company, line: any, side: 'income' | 'expense'): string | undefined {
  const d = line.SalesItemLineDetail ?? line.ItemBasedExpenseLineDetail
  if (d?.AccountRef?.value) return d.AccountRef.value
  const item = d?.ItemRef?.value ? c.get('Item', d.ItemRef.value) : undefined
  const ref = side === 'income' ? item?.IncomeAccountRef : item?.ExpenseAccountRef
  return ref?.value ?? findAccount(c, (a) => a.AccountType === (side === 'income' ? 'Income' : 'Cost of Goods Sold'))
}

/** [accountId, cents, line] for each posting line of an invoice/bill/sales receipt/purchase body (signless). */
function bodyLines(c: Company, e: Entity, side: 'income' | 'expense'): [string, number, Line][] {
  const out: [string, number, Line][] = []
  for (const [i, l] of (e.Line ?? []).entries()) {
    if (l.DetailType === 'SubTotalLineDetail' || l.DetailType === 'DescriptionOnly') continue
    const acct = l.AccountBasedExpenseLineDetail?.AccountRef?.value ?? lineAccount(c, l, side)
    if (!acct) continue
    out.push([
      acct,
      l.DetailType === 'DiscountLineDetail' ? -cents(l.Amount) : cents(l.Amount),
      { lineId: String(l.Id ?? i), memo: l.Description },
    ])
  }
  return out
}

export function postingsOf(c: Company, basis: 'Accrual' | 'Cash' = 'Accrual'): Posting[] {
  const out: Posting[] = []
  const ar = findAccount(c, (a) => a.AccountType === 'Accounts Receivable')
  const ap = findAccount(c, (a) => a.AccountType === 'Accounts Payable')
  const undeposited = findAccount(c, (a) => a.AccountSubType === 'UndepositedFunds')
  const add = (txnType: string, e: Entity, accountId: string | undefined, amount: number, line: Line = {}) => {
    if (!accountId || amount === 0) return
    const ref: Ref = line.ref ?? e.EntityRef ?? e.VendorRef ?? e.CustomerRef
    out.push({
      accountId,
      amount,
      date: e.TxnDate,
      txnType,
      txnId: e.Id,
      lineId: line.lineId ?? 'header',
      ...(e.DocNumber ? { docNumber: e.DocNumber } : {}),
      ...(ref?.value ? { nameId: ref.value, name: ref.name ?? nameOf(c, ref.value) } : {}),
      ...((line.memo ?? e.PrivateNote) ? { memo: line.memo ?? e.PrivateNote } : {}),
    })
  }
  for (const e of c.list('Purchase')) {
    const sign = e.Credit ? -1 : 1
    add('Purchase', e, e.AccountRef?.value, -sign * cents(e.TotalAmt))
    for (const [a, amt, l] of bodyLines(c, e, 'expense')) add('Purchase', e, a, sign * amt, l)
  }
  for (const e of c.list('Deposit')) {
    add('Deposit', e, e.DepositToAccountRef?.value, cents(e.TotalAmt))
    for (const [i, l] of (e.Line ?? []).entries()) {
      const linked = (l.LinkedTxn ?? []).length > 0
      add('Deposit', e, linked ? undeposited : l.DepositLineDetail?.AccountRef?.value, -cents(l.Amount), {
        lineId: String(l.Id ?? i),
        memo: l.Description,
        ref: l.DepositLineDetail?.Entity?.EntityRef ?? l.DepositLineDetail?.Entity,
      })
    }
  }
  for (const e of c.list('JournalEntry'))
    for (const [i, l] of (e.Line ?? []).entries()) {
      const d = l.JournalEntryLineDetail
      add('JournalEntry', e, d?.AccountRef?.value, d?.PostingType === 'Debit' ? cents(l.Amount) : -cents(l.Amount), {
        lineId: String(l.Id ?? i),
        memo: l.Description,
        ref: d?.Entity?.EntityRef,
      })
    }
  for (const e of c.list('Transfer')) {
    add('Transfer', e, e.ToAccountRef?.value, cents(e.Amount), { lineId: 'to' })
    add('Transfer', e, e.FromAccountRef?.value, -cents(e.Amount), { lineId: 'from' })
  }
  for (const e of c.list('SalesReceipt')) {
    add('SalesReceipt', e, e.DepositToAccountRef?.value ?? undeposited, cents(e.TotalAmt))
    for (const [a, amt, l] of bodyLines(c, e, 'income')) add('SalesReceipt', e, a, -amt, l)
  }
  for (const e of c.list('VendorCredit')) {
    add('VendorCredit', e, e.APAccountRef?.value ?? ap, cents(e.TotalAmt))
    for (const [a, amt, l] of bodyLines(c, e, 'expense')) add('VendorCredit', e, a, -amt, l)
  }
  if (basis === 'Accrual') {
    for (const e of c.list('Invoice')) {
      add('Invoice', e, e.ARAccountRef?.value ?? ar, cents(e.TotalAmt))
      for (const [a, amt, l] of bodyLines(c, e, 'income')) add('Invoice', e, a, -amt, l)
    }
    for (const e of c.list('Bill')) {
      add('Bill', e, e.APAccountRef?.value ?? ap, -cents(e.TotalAmt))
      for (const [a, amt, l] of bodyLines(c, e, 'expense')) add('Bill', e, a, amt, l)
    }
  }
  for (const e of c.list('Payment')) {
    add('Payment', e, e.DepositToAccountRef?.value ?? undeposited, cents(e.TotalAmt))
    if (basis === 'Accrual') {
      add('Payment', e, e.ARAccountRef?.value ?? ar, -cents(e.TotalAmt), { lineId: 'ar' })
      continue
    }
    spreadOverLinked(c, e, 'Invoice', 'income', -1, add)
  }
  for (const e of c.list('BillPayment')) {
    const bank =
      e.PayType === 'CreditCard' ? e.CreditCardPayment?.CCAccountRef?.value : e.CheckPayment?.BankAccountRef?.value
    add('BillPayment', e, bank, -cents(e.TotalAmt))
    if (basis === 'Accrual') {
      add('BillPayment', e, e.APAccountRef?.value ?? ap, cents(e.TotalAmt), { lineId: 'ap' })
      continue
    }
    spreadOverLinked(c, e, 'Bill', 'expense', 1, add)
  }
  return out
}

/** Cash basis: a payment recognises the paid document's lines in proportion to the amount paid. */
function spreadOverLinked(
  c: Company,
  pay: Entity,
  docType: string,
  side: 'income' | 'expense',
  sign: number,
  add: (t: string, e: Entity, a: string | undefined, amt: number, line?: Line) => void,
) {
  for (const l of pay.Line ?? [])
    for (const t of l.LinkedTxn ?? []) {
      const doc = t.TxnType === docType ? c.get(docType, t.TxnId) : undefined
      if (!doc || cents(doc.TotalAmt) === 0) continue
      const paid = cents(l.Amount)
      const lines = bodyLines(c, doc, side)
      let left = paid
      lines.forEach(([a, amt, line], i) => {
        const share = i === lines.length - 1 ? left : Math.round((amt * paid) / cents(doc.TotalAmt))
        left -= share
        add(docType === 'Invoice' ? 'Payment' : 'BillPayment', pay, a, sign * share, {
          lineId: `${doc.Id}-${line.lineId}`,
          memo: line.memo,
        })
      })
    }
}

/** Display name of a vendor, customer or employee (sandbox ids are unique across entity types). */
function nameOf(c: Company, id: string): string | undefined {
  for (const t of ['Vendor', 'Customer', 'Employee']) {
    const n = c.get(t, id)
    if (n) return n.DisplayName
  }
  return undefined
}

/** Balance per account id (cents, debit positive) of postings up to and including `asOf`. */
export function balances(c: Company, asOf?: string, basis: 'Accrual' | 'Cash' = 'Accrual'): Map<string, number> {
  const m = new Map<string, number>()
  for (const p of postingsOf(c, basis))
    if (!asOf || p.date <= asOf) m.set(p.accountId, (m.get(p.accountId) ?? 0) + p.amount)
  return m
}
