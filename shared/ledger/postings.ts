/**
 * QuickBooks-shaped transactions to double-entry postings (integer cents, debit positive). Each posting carries the
 * basis that sees it: invoices and bills are recognised on accrual only; on cash basis a payment recognises its share
 * of the income or expense of the documents it settles. Pure: lookups come in through the context.
 */
import { toCents, type TLine, type TRef, type TTxnByKind, type TTxnKind } from '../schemas/ledger.ts'

export type Basis = 0 | 1 | 2 // 0 both, 1 accrual only, 2 cash only
type BuiltPosting = {
  lineId: string
  accountId: string
  amount: number
  basis: Basis
  nameId?: string
  classId?: string
  description?: string
}
export type PostingContext = {
  /** Income or expense account of an item (item-based lines). */
  itemAccount(itemId: string, side: 'income' | 'expense'): Promise<string | undefined>
  /** The organization's default account of a type (A/R, A/P, Undeposited Funds). */
  defaultAccount(kind: 'Accounts Receivable' | 'Accounts Payable' | 'UndepositedFunds'): Promise<string>
  /** Accrual-only income/expense postings of a linked invoice or bill, to allocate a payment on cash basis. */
  linkedPostings(txnId: string): Promise<{ accountId: string; amount: number; classId?: string }[]>
}
export class PostingError extends Error {
  constructor(
    public field: string,
    message: string,
  ) {
    super(message)
  }
}

const detailAccount = (l: TLine) =>
  l.AccountBasedExpenseLineDetail?.AccountRef.value ??
  l.JournalEntryLineDetail?.AccountRef.value ??
  l.DepositLineDetail?.AccountRef.value ??
  l.ItemBasedExpenseLineDetail?.AccountRef?.value ??
  l.SalesItemLineDetail?.AccountRef?.value
const detailClass = (l: TLine) =>
  l.AccountBasedExpenseLineDetail?.ClassRef?.value ??
  l.JournalEntryLineDetail?.ClassRef?.value ??
  l.DepositLineDetail?.ClassRef?.value ??
  l.ItemBasedExpenseLineDetail?.ClassRef?.value ??
  l.SalesItemLineDetail?.ClassRef?.value
const lineEntity = (l: TLine) =>
  l.JournalEntryLineDetail?.Entity?.EntityRef.value ?? l.DepositLineDetail?.Entity?.EntityRef.value

/** Split `total` cents across `weights` proportionally; largest remainders absorb rounding so parts sum exactly. */
function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0))
  const raw = weights.map((w) => (total * w) / sum)
  const parts = raw.map((r) => Math.trunc(r))
  let rest = total - parts.reduce((a, b) => a + b, 0)
  const order = raw.map((r, i) => [Math.abs(r - Math.trunc(r)), i] as const).sort((a, b) => b[0] - a[0])
  for (let k = 0; rest !== 0 && k < order.length; k++) {
    parts[order[k][1]] += Math.sign(rest)
    rest -= Math.sign(rest)
  }
  return parts
}

type Result = { postings: BuiltPosting[]; totalCents: number; lines: TLine[] }
/** The header fields of every kind, each optional: a branch reads only those its kind has (the schema required them). */
type AnyTxnBody = {
  Line?: TLine[]
  EntityRef?: TRef
  VendorRef?: TRef
  CustomerRef?: TRef
  PrivateNote?: string
  Credit?: boolean
  TotalAmt?: number
  AccountRef?: TRef
  DepositToAccountRef?: TRef
  APAccountRef?: TRef
  ARAccountRef?: TRef
  CheckPayment?: { BankAccountRef: TRef }
  CreditCardPayment?: { CCAccountRef: TRef }
}

export async function buildPostings<K extends TTxnKind>(
  kind: K,
  body: Omit<TTxnByKind[K], 'Id' | 'SyncToken' | 'TotalAmt'>,
  ctx: PostingContext,
): Promise<Result> {
  const b = body as AnyTxnBody
  const lines: TLine[] = (b.Line ?? []).map((l: TLine, i: number) => ({ ...l, Id: l.Id ?? String(i + 1) }))
  const out: BuiltPosting[] = []
  const amountLines = lines.filter(
    (l) => !['SubTotalLineDetail', 'DescriptionOnly', 'GroupLineDetail'].includes(l.DetailType ?? ''),
  )
  const account = async (l: TLine, i: number, side: 'income' | 'expense') => {
    const id =
      detailAccount(l) ??
      (l.ItemBasedExpenseLineDetail
        ? await ctx.itemAccount(l.ItemBasedExpenseLineDetail.ItemRef.value, 'expense')
        : l.SalesItemLineDetail?.ItemRef
          ? await ctx.itemAccount(l.SalesItemLineDetail.ItemRef.value, side)
          : undefined)
    if (!id) throw new PostingError(`Line.${i}`, 'Line needs an account (AccountRef) or an item with an account')
    return id
  }
  const sum = (xs: number[]) => xs.reduce((a, c) => a + c, 0)
  const push = (p: BuiltPosting) => out.push(p)

  if (kind === 'JournalEntry') {
    for (const [i, l] of lines.entries()) {
      const d = l.JournalEntryLineDetail
      if (!d)
        throw new PostingError(`Line.${i}.JournalEntryLineDetail`, 'Journal entry lines need JournalEntryLineDetail')
      const cents = toCents(l.Amount)
      push({
        lineId: l.Id!,
        accountId: d.AccountRef.value,
        amount: d.PostingType === 'Debit' ? cents : -cents,
        basis: 0,
        nameId: d.Entity?.EntityRef.value,
        classId: d.ClassRef?.value,
        description: l.Description,
      })
    }
    const debits = sum(out.filter((p) => p.amount > 0).map((p) => p.amount))
    if (sum(out.map((p) => p.amount)) !== 0) throw new PostingError('Line', 'Debits and credits must be equal')
    return { postings: out, totalCents: debits, lines }
  }

  const total = sum(amountLines.map((l) => toCents(l.Amount)))
  const nameId: string | undefined = b.EntityRef?.value ?? b.VendorRef?.value ?? b.CustomerRef?.value
  const memo: string | undefined = b.PrivateNote
  if (kind === 'Purchase') {
    const sign = b.Credit ? -1 : 1 // a credit-card credit or refund reverses the direction
    push({ lineId: 'H', accountId: b.AccountRef!.value, amount: -total * sign, basis: 0, nameId, description: memo })
    for (const [i, l] of amountLines.entries())
      push({
        lineId: l.Id!,
        accountId: await account(l, i, 'expense'),
        amount: toCents(l.Amount) * sign,
        basis: 0,
        nameId,
        classId: detailClass(l),
        description: l.Description,
      })
  } else if (kind === 'Deposit') {
    push({ lineId: 'H', accountId: b.DepositToAccountRef!.value, amount: total, basis: 0, description: memo })
    for (const [i, l] of amountLines.entries())
      push({
        lineId: l.Id!,
        accountId: await account(l, i, 'income'),
        amount: -toCents(l.Amount),
        basis: 0,
        nameId: lineEntity(l),
        classId: detailClass(l),
        description: l.Description,
      })
  } else if (kind === 'Bill' || kind === 'Invoice') {
    const isBill = kind === 'Bill'
    const control =
      (isBill ? b.APAccountRef?.value : b.ARAccountRef?.value) ??
      (await ctx.defaultAccount(isBill ? 'Accounts Payable' : 'Accounts Receivable'))
    const s = isBill ? 1 : -1 // a bill debits expenses and credits A/P; an invoice credits income and debits A/R
    push({ lineId: 'H', accountId: control, amount: -total * s, basis: 1, nameId, description: memo })
    for (const [i, l] of amountLines.entries())
      push({
        lineId: l.Id!,
        accountId: await account(l, i, isBill ? 'expense' : 'income'),
        amount: toCents(l.Amount) * s,
        basis: 1,
        nameId,
        classId: detailClass(l),
        description: l.Description,
      })
  } else if (kind === 'BillPayment' || kind === 'Payment') {
    const isBill = kind === 'BillPayment'
    const cashAccount = isBill
      ? (b.CheckPayment?.BankAccountRef.value ?? b.CreditCardPayment?.CCAccountRef.value)
      : (b.DepositToAccountRef?.value ?? (await ctx.defaultAccount('UndepositedFunds')))
    if (!cashAccount) throw new PostingError(isBill ? 'CheckPayment.BankAccountRef' : 'DepositToAccountRef', 'Required')
    const control =
      (isBill ? b.APAccountRef?.value : b.ARAccountRef?.value) ??
      (await ctx.defaultAccount(isBill ? 'Accounts Payable' : 'Accounts Receivable'))
    const paid = b.TotalAmt !== undefined ? toCents(b.TotalAmt) : total
    const s = isBill ? -1 : 1 // money out for a bill payment, in for a customer payment
    push({ lineId: 'H', accountId: cashAccount, amount: paid * s, basis: 0, nameId, description: memo })
    let applied = 0
    for (const [i, l] of amountLines.entries()) {
      const amt = toCents(l.Amount)
      applied += amt
      push({ lineId: l.Id!, accountId: control, amount: -amt * s, basis: 1, nameId, description: l.Description })
      for (const link of l.LinkedTxn ?? []) {
        // Cash basis: the settled document's income/expense is recognised now, pro rata to the amount paid.
        const src = await ctx.linkedPostings(link.TxnId)
        const srcTotal = sum(src.map((p) => p.amount))
        if (src.length === 0 || srcTotal === 0)
          throw new PostingError(`Line.${i}.LinkedTxn`, `Linked transaction ${link.TxnId} not found`)
        const parts = allocate(
          amt * Math.sign(srcTotal),
          src.map((p) => Math.abs(p.amount)),
        )
        src.forEach((p, k) => {
          push({
            lineId: l.Id!,
            accountId: p.accountId,
            amount: parts[k],
            basis: 2,
            nameId,
            classId: p.classId,
            description: l.Description,
          })
        })
        break // one link per line, as QuickBooks applies a payment line to one document
      }
      if (!l.LinkedTxn?.length) push({ lineId: l.Id!, accountId: control, amount: -amt * s, basis: 2, nameId })
    }
    if (paid !== applied)
      push({
        lineId: 'U',
        accountId: control,
        amount: -(paid - applied) * s,
        basis: 0,
        nameId,
        description: 'Unapplied',
      })
    return { postings: out, totalCents: paid, lines }
  }
  return { postings: out, totalCents: total, lines }
}
