/**
 * The bookkeeper's decision on a line (the loop of docs/categorisation.md): confirm the suggestion, correct it to
 * another account, or split it by percentages (cents allocated to add up exactly). The organization's history learns
 * the decision at once, so the next line from the vendor is suggested accordingly; the line is written to the books
 * through the ledger interface (idempotently), and a question sent to the client about it is completed.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { allocateSplit, splitProblems } from '../../../shared/rules/categorisation-rules.ts'
import type { TAccount, TTxnKind } from '../../../shared/schemas/ledger.ts'
import { getLedger } from '../books/get-ledger.ts'
import { assertStaffOf } from '../../_shared/access.ts'
import { moveLedgerLine } from './ledger-lines.ts'
import { announceLedgerUpdate } from './announce-ledger-update.ts'
import { isLedgerSource } from '../../../shared/rules/categorisation.ts'
import { isCategoryAccount } from './load-categoriser.ts'
import { postLine } from './post-line.ts'
import { recordHistory } from './record-history.ts'

const accountName = (a: TAccount) => a.FullyQualifiedName ?? a.Name
const accountNumber = (a: TAccount) => {
  const n = a.AcctNum ?? a.Name.match(/^(\d{4})\b/)?.[1]
  return n && /^\d{1,9}$/.test(n) ? Number(n) : null
}

export async function decideLine({
  tx,
  organizationId,
  id,
  input,
}: {
  tx: Tx
  organizationId: string
  id: string
  input: { accountId?: string; splits?: { accountId: string; percentage: number }[] }
}) {
  await assertStaffOf({ tx, organizationId, action: 'categorise its transactions' })
  const [rec] = await tx`select * from public.expense_categorizations
    where id = ${id} and organization_id = ${organizationId} for update`
  if (!rec) throw new AppError('not_found', 'Line not found')
  const ledger = await getLedger({ orgId: organizationId, tx })
  const accounts = (await ledger.listAccounts({ includeInactive: false })).filter(isCategoryAccount)
  const byId = new Map(accounts.map((a) => [a.Id, a]))
  let multi: ReturnType<typeof allocateSplit> | null = null
  let target: TAccount | undefined
  if (input.splits?.length && isLedgerSource(rec.source))
    throw new AppError('validation_failed', 'A line already in the ledger is split in the ledger itself', {
      fields: [{ path: 'splits', message: 'A line already in the ledger is split in the ledger itself' }],
    })
  if (input.splits?.length) {
    const splits = input.splits.map((s) => ({
      ...s,
      accountName: byId.get(s.accountId) ? accountName(byId.get(s.accountId)!) : '',
    }))
    const problems = splitProblems(splits)
    splits.forEach((s, i) => {
      if (s.accountId && !byId.has(s.accountId))
        problems.push({ path: `splits.${i}.accountId`, message: "Choose an account from this organization's chart" })
    })
    if (problems.length) throw new AppError('validation_failed', problems[0].message, { fields: problems })
    multi = allocateSplit(Number(rec.amount_cents), splits, 'manual')
    target = byId.get([...splits].sort((a, b) => b.percentage - a.percentage)[0].accountId)
  } else {
    const chosen = input.accountId ?? (rec.predicted_account_id as string | null)
    if (!chosen)
      throw new AppError('validation_failed', 'Choose an account', {
        fields: [{ path: 'accountId', message: 'Choose an account' }],
      })
    target = byId.get(chosen)
    if (!target)
      throw new AppError('validation_failed', "Choose an account from this organization's chart", {
        fields: [{ path: 'accountId', message: 'This account no longer exists in the ledger' }],
      })
  }
  if (!target) throw new AppError('unprocessable', 'Choose an account')
  // a line already in the books moves there too: its category line is re-pointed, a split is refused
  if (rec.ledger_ref && isLedgerSource(rec.source)) {
    if ((rec.actual_account_id ?? rec.predicted_account_id) !== target.Id)
      await moveLedgerLine({
        tx,
        organizationId,
        ledger,
        transactionId: String(rec.transaction_id),
        accountId: target.Id,
      })
  } else if (rec.ledger_ref) {
    const postedTo = (rec.multi as unknown[] | null)?.length
      ? null
      : (rec.actual_account_id ?? rec.predicted_account_id)
    if (multi || postedTo === null) {
      if (multi || target.Id !== postedTo)
        throw new AppError('unprocessable', 'This line is already in the books as a split: change it in the ledger')
    } else if (postedTo !== target.Id) {
      const [kind, txnId] = String(rec.ledger_ref).split('/') as [TTxnKind, string]
      const entry = await ledger.getTransaction(kind, txnId)
      const lineOf = entry?.Line?.find((l) => l.JournalEntryLineDetail?.AccountRef.value === postedTo)
      if (!entry || !lineOf?.Id)
        throw new AppError('unprocessable', 'The posted entry could not be found in the ledger')
      const moved = await ledger.moveLine({
        kind,
        txnId,
        lineId: lineOf.Id,
        toAccountId: target.Id,
        syncToken: entry.SyncToken,
      })
      await announceLedgerUpdate({ tx, organizationId, kind, entity: moved })
    }
  }
  await tx`update public.expense_categorizations set actual_category = ${accountName(target)},
      actual_account_id = ${target.Id}, multi = ${multi ? tx.json(multi) : (rec.multi ?? null)},
      status = 'confirmed', confirmed_at = now(), confirmed_by = auth.uid(), bookkeeper_review = false
    where id = ${id}`
  await recordHistory({
    tx,
    organizationId,
    lines: (
      multi ?? [
        { accountId: target.Id, accountName: accountName(target), allocatedAmountCents: Number(rec.amount_cents) },
      ]
    ).map((m, i) => ({
      transactionId: multi ? `${rec.transaction_id}#${i + 1}` : String(rec.transaction_id),
      date:
        rec.transaction_date instanceof Date
          ? rec.transaction_date.toISOString().slice(0, 10)
          : String(rec.transaction_date),
      accountId: m.accountId,
      accountName: m.accountName,
      accountNumber: byId.get(m.accountId) ? accountNumber(byId.get(m.accountId)!) : null,
      vendor: rec.payee,
      description: rec.transaction_description,
      amountCents: m.allocatedAmountCents,
    })),
  })
  const posted = await postLine({ tx, organizationId, id, ledger })
  if (rec.amc_question_id)
    await tx`update public.amc_questions set status = 'completed', account_name = ${accountName(target)},
        categorized_by = auth.uid()
      where id = ${rec.amc_question_id} and status <> 'completed'`
  return { ledgerRef: posted.ledgerRef }
}
