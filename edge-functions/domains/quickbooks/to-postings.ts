/**
 * Flattens QuickBooks transactions into signed postings (debit positive) for LedgerPort.queryTransactions:
 * each account-carrying line, plus the header account each kind posts against (bank/card for purchases, AR for
 * invoices, AP for bills, the deposit account for deposits and payments).
 */
import type { TLine, TPosting, TTxnKind } from '../../../shared/schemas/ledger.ts'

type Ref = { value: string; name?: string }
/** A QuickBooks transaction of any kind as read back: the header fields each kind may carry. */
export type QboTxn = {
  Id: string
  TxnDate: string
  DocNumber?: string
  TotalAmt: number
  PrivateNote?: string
  Credit?: boolean
  PayType?: string
  Line?: TLine[]
  EntityRef?: Ref
  VendorRef?: Ref
  CustomerRef?: Ref
  AccountRef?: Ref
  APAccountRef?: Ref
  ARAccountRef?: Ref
  DepositToAccountRef?: Ref
  CheckPayment?: { BankAccountRef?: Ref }
  CreditCardPayment?: { CCAccountRef?: Ref }
}

export function toPostings(
  kind: TTxnKind,
  t: QboTxn,
  ctx: { itemIncome: Map<string, Ref>; ar?: Ref; ap?: Ref },
): TPosting[] {
  const out: TPosting[] = []
  const add = (
    lineId: string,
    AccountRef: Ref | undefined,
    Amount: number,
    Description?: string,
    extra: Partial<TPosting> = {},
  ) => {
    if (!AccountRef?.value || !Amount) return
    out.push({
      kind,
      txnId: t.Id,
      lineId,
      TxnDate: t.TxnDate,
      ...(t.DocNumber ? { DocNumber: t.DocNumber } : {}),
      AccountRef,
      Amount: Math.round(Amount * 100) / 100,
      ...(Description ? { Description } : {}),
      ...extra,
    })
  }
  const lines = t.Line ?? []
  const entityRef = t.EntityRef ?? t.VendorRef ?? t.CustomerRef
  const base = entityRef
    ? { EntityRef: { value: entityRef.value, ...(entityRef.name ? { name: entityRef.name } : {}) } }
    : {}
  const lineId = (l: TLine, i: number) => String(l.Id ?? i)
  switch (kind) {
    case 'Purchase': {
      const sign = t.Credit ? -1 : 1
      add('header', t.AccountRef, -sign * t.TotalAmt, t.PrivateNote, base)
      lines.forEach((l, i) => {
        add(
          lineId(l, i),
          l.AccountBasedExpenseLineDetail?.AccountRef ?? l.ItemBasedExpenseLineDetail?.AccountRef,
          sign * l.Amount,
          l.Description,
          {
            ...base,
            ...(l.AccountBasedExpenseLineDetail?.ClassRef
              ? { ClassRef: l.AccountBasedExpenseLineDetail.ClassRef }
              : {}),
          },
        )
      })
      break
    }
    case 'Bill':
      add('header', t.APAccountRef ?? ctx.ap, -t.TotalAmt, t.PrivateNote, base)
      lines.forEach((l, i) => {
        add(lineId(l, i), l.AccountBasedExpenseLineDetail?.AccountRef, l.Amount, l.Description, base)
      })
      break
    case 'Deposit':
      add('header', t.DepositToAccountRef, t.TotalAmt, t.PrivateNote)
      lines.forEach((l, i) => {
        add(
          lineId(l, i),
          l.DepositLineDetail?.AccountRef,
          -l.Amount,
          l.Description,
          l.DepositLineDetail?.Entity ? { EntityRef: l.DepositLineDetail.Entity.EntityRef } : {},
        )
      })
      break
    case 'JournalEntry':
      lines.forEach((l, i) => {
        const d = l.JournalEntryLineDetail
        add(
          lineId(l, i),
          d?.AccountRef,
          d?.PostingType === 'Debit' ? l.Amount : -l.Amount,
          l.Description,
          d?.Entity ? { EntityRef: d.Entity.EntityRef } : {},
        )
      })
      break
    case 'Invoice':
      add('header', t.ARAccountRef ?? ctx.ar, t.TotalAmt, t.PrivateNote, base)
      lines.forEach((l, i) => {
        const item = l.SalesItemLineDetail?.ItemRef?.value
        add(
          lineId(l, i),
          l.SalesItemLineDetail?.AccountRef ?? (item ? ctx.itemIncome.get(item) : undefined),
          -l.Amount,
          l.Description,
          base,
        )
      })
      break
    case 'Payment':
      add('header', t.DepositToAccountRef, t.TotalAmt, t.PrivateNote, base)
      add('ar', t.ARAccountRef ?? ctx.ar, -t.TotalAmt, undefined, base)
      break
    case 'BillPayment':
      add(
        'header',
        t.PayType === 'CreditCard' ? t.CreditCardPayment?.CCAccountRef : t.CheckPayment?.BankAccountRef,
        -t.TotalAmt,
        t.PrivateNote,
        base,
      )
      add('ap', t.APAccountRef ?? ctx.ap, t.TotalAmt, undefined, base)
      break
  }
  return out
}
