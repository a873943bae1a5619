/**
 * Create or update a built-in ledger transaction: validate the QuickBooks-shaped body, turn it into postings and
 * write both. The database refuses unbalanced postings at commit; SyncToken guards concurrent edits.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { validationFailed } from '../../_shared/validation.ts'
import { createSchemaFor, fromCents, type TTxnByKind, type TTxnKind } from '../../../shared/schemas/ledger.ts'
import { buildPostings, PostingError, type PostingContext } from '../../../shared/ledger/postings.ts'
import { getTransaction } from './get-transaction.ts'

function postingContext(tx: Tx, orgId: string): PostingContext {
  return {
    async itemAccount(itemId, side) {
      const [r] =
        await tx`select income_account_id, expense_account_id from public.ledger_items where organization_id = ${orgId} and id = ${itemId}`
      const id = side === 'income' ? r?.income_account_id : r?.expense_account_id
      return id ? String(id) : undefined
    },
    async defaultAccount(kind) {
      const [r] =
        kind === 'UndepositedFunds'
          ? await tx`select id from public.ledger_accounts where organization_id = ${orgId} and account_sub_type = 'UndepositedFunds' order by id limit 1`
          : await tx`select id from public.ledger_accounts where organization_id = ${orgId} and account_type = ${kind} order by parent_id nulls first, id limit 1`
      if (!r)
        throw new PostingError(
          kind === 'Accounts Receivable'
            ? 'ARAccountRef'
            : kind === 'Accounts Payable'
              ? 'APAccountRef'
              : 'DepositToAccountRef',
          `The organization has no ${kind === 'UndepositedFunds' ? 'Undeposited Funds' : kind} account; create one or name the account`,
        )
      return String(r.id)
    },
    async linkedPostings(txnId) {
      const rows = await tx`select account_id, amount_cents, class_id from public.ledger_postings
        where organization_id = ${orgId} and transaction_id = ${txnId} and basis = 1 and line_id <> 'H' order by id`
      return rows.map((r) => ({
        accountId: String(r.account_id),
        amount: Number(r.amount_cents),
        classId: r.class_id ? String(r.class_id) : undefined,
      }))
    },
  }
}

/** Fill in `name` on every AccountRef from the chart, as QuickBooks returns it. */
async function nameRefs(tx: Tx, orgId: string, body: Record<string, unknown>) {
  const rows = await tx`select id, fully_qualified_name from public.ledger_accounts where organization_id = ${orgId}`
  const names = new Map(rows.map((r) => [String(r.id), r.fully_qualified_name as string]))
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk)
    if (v && typeof v === 'object') {
      const o = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
      for (const [k, x] of Object.entries(o)) {
        if (/AccountRef$/.test(k) && x && typeof x === 'object' && 'value' in x) {
          const ref = x as { value: string; name?: string }
          if (!names.has(ref.value))
            throw new AppError('validation_failed', `Account ${ref.value} does not exist in the ledger`, {
              fields: [{ path: k, message: 'Account does not exist' }],
            })
          o[k] = { value: ref.value, name: names.get(ref.value) }
        }
      }
      return o
    }
    return v
  }
  return walk(body) as Record<string, unknown>
}

export async function saveTransaction<K extends TTxnKind>({
  tx,
  orgId,
  kind,
  body,
  existing,
  source = 'api',
}: {
  tx: Tx
  orgId: string
  kind: K
  body: unknown
  existing?: { id: string; syncToken: string }
  source?: string
}): Promise<TTxnByKind[K]> {
  const parsed = createSchemaFor(kind).safeParse(body)
  if (!parsed.success) throw validationFailed(parsed.error.issues)
  const clean = await nameRefs(tx, orgId, parsed.data as Record<string, unknown>)
  let built: Awaited<ReturnType<typeof buildPostings>>
  try {
    built = await buildPostings(kind, clean as never, postingContext(tx, orgId))
  } catch (e) {
    if (e instanceof PostingError) throw validationFailed([{ path: e.field.split('.'), message: e.message }])
    throw e
  }
  type Ref = { value: string }
  // The header fields every kind may carry (the schema checked them).
  const b = clean as {
    TxnDate: string
    DocNumber?: string
    PrivateNote?: string
    EntityRef?: Ref
    VendorRef?: Ref
    CustomerRef?: Ref
    CurrencyRef?: Ref
  }
  const stored = { ...clean, Line: built.lines, TotalAmt: fromCents(built.totalCents) }
  delete (stored as Record<string, unknown>).Id
  const nameId = b.EntityRef?.value ?? b.VendorRef?.value ?? b.CustomerRef?.value ?? null
  const header = {
    kind,
    txn_date: b.TxnDate,
    doc_number: b.DocNumber ?? null,
    name_id: nameId,
    private_note: b.PrivateNote ?? null,
    currency: b.CurrencyRef?.value ?? 'USD',
    total_cents: built.totalCents,
    body: stored,
  }
  let id: string
  if (existing) {
    const [row] = await tx`
      update public.ledger_transactions set txn_date = ${header.txn_date}, doc_number = ${header.doc_number}, name_id = ${header.name_id},
        private_note = ${header.private_note}, currency = ${header.currency}, total_cents = ${header.total_cents}, body = ${tx.json(stored as never)}
      where organization_id = ${orgId} and id = ${existing.id} and kind = ${kind} and sync_token = ${Number(existing.syncToken)} and deleted_at is null
      returning id`
    if (!row) {
      const [cur] =
        await tx`select sync_token, deleted_at from public.ledger_transactions where organization_id = ${orgId} and id = ${existing.id} and kind = ${kind}`
      if (!cur || cur.deleted_at) throw new AppError('not_found', `${kind} ${existing.id} not found`)
      throw new AppError(
        'conflict',
        `Stale SyncToken: ${kind} ${existing.id} is at SyncToken ${cur.sync_token}, not ${existing.syncToken}`,
      )
    }
    id = String(row.id)
    await tx`delete from public.ledger_postings where transaction_id = ${id}`
  } else {
    const [row] = await tx`
      insert into public.ledger_transactions (organization_id, kind, txn_date, doc_number, name_id, private_note, currency, total_cents, body, source)
      values (${orgId}, ${kind}, ${header.txn_date}, ${header.doc_number}, ${header.name_id}, ${header.private_note}, ${header.currency},
              ${header.total_cents}, ${tx.json(stored as never)}, ${source})
      returning id`
    id = String(row.id)
  }
  const rows = built.postings.map((p) => ({
    organization_id: orgId,
    transaction_id: id,
    line_id: p.lineId,
    account_id: p.accountId,
    amount_cents: p.amount,
    basis: p.basis,
    txn_date: b.TxnDate,
    name_id: p.nameId ?? null,
    class_id: p.classId ?? null,
    description: p.description ?? null,
  }))
  if (rows.length) await tx`insert into public.ledger_postings ${tx(rows)}`
  return (await getTransaction({ tx, orgId, kind, id }))!
}
