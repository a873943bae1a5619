/**
 * Import journal entries (CSV or an hledger/Ledger journal) into the built-in ledger. Accounts named in the file are
 * created when missing (with sub-accounts for "Parent:Child"); entries are written in batches of a thousand, each
 * as a QuickBooks-shaped JournalEntry with its postings. The balance trigger still checks every entry at commit.
 */
import type postgres from 'postgres'
import { validationFailed } from '../../_shared/validation.ts'
import { fromCents, type TAccountType } from '../../../shared/schemas/ledger.ts'
import { ImportError, ledgerPath, parseJournal, type ImportedEntry } from '../../../shared/ledger/journal-io.ts'
import { parseJournalCsv } from '../../../shared/ledger/csv-import.ts'
import { textProblem } from '../../../shared/rules/values.ts'

type Q = postgres.Sql | postgres.TransactionSql

/** Ensures every account path exists; returns file account name to ledger account id. */
async function ensureAccounts(
  q: Q,
  orgId: string,
  accounts: { fullName: string; accountType: TAccountType }[],
): Promise<Map<string, string>> {
  const existing = await q`select id, fully_qualified_name from public.ledger_accounts where organization_id = ${orgId}`
  const byFqn = new Map(existing.map((r) => [(r.fully_qualified_name as string).toLowerCase(), String(r.id)]))
  const out = new Map<string, string>()
  for (const a of accounts) {
    const path = ledgerPath(a.fullName)
    let parent: string | null = null
    for (let i = 0; i < path.length; i++) {
      const fqn = path.slice(0, i + 1).join(':')
      let id = byFqn.get(fqn.toLowerCase())
      if (!id) {
        const [row]: { id: string }[] =
          await q`insert into public.ledger_accounts (organization_id, name, account_type, parent_id)
          values (${orgId}, ${path[i]}, ${a.accountType}, ${parent}) returning id`
        id = String(row.id)
        byFqn.set(fqn.toLowerCase(), id)
      }
      parent = id
    }
    out.set(a.fullName, parent!)
  }
  return out
}

/**
 * Bulk-writes balanced journal entries (amounts in cents per account id; `accountName` fills the AccountRef's name as
 * QuickBooks returns it). Used by import, the schedules' postings and the benchmarks; returns the transaction rows.
 */
export async function insertJournalEntries(
  q: Q,
  orgId: string,
  entries: {
    date: string
    code?: string
    description: string
    postings: { accountId: string; accountName?: string; amount: number; memo?: string }[]
  }[],
  source = 'import',
): Promise<postgres.Row[]> {
  const inserted: postgres.Row[] = []
  for (let i = 0; i < entries.length; i += 1000) {
    const batch = entries.slice(i, i + 1000)
    const txRows = batch.map((e) => {
      const debits = e.postings.reduce((s, p) => s + Math.max(p.amount, 0), 0)
      const body = {
        TxnDate: e.date,
        ...(e.code ? { DocNumber: e.code.slice(0, 21) } : {}),
        ...(e.description ? { PrivateNote: e.description.slice(0, 4000) } : {}),
        Line: e.postings.map((p, k) => ({
          Id: String(k + 1),
          Amount: fromCents(Math.abs(p.amount)),
          DetailType: 'JournalEntryLineDetail',
          ...(p.memo ? { Description: p.memo } : {}),
          JournalEntryLineDetail: {
            PostingType: p.amount >= 0 ? 'Debit' : 'Credit',
            AccountRef: p.accountName ? { value: p.accountId, name: p.accountName } : { value: p.accountId },
          },
        })),
      }
      return {
        organization_id: orgId,
        kind: 'JournalEntry',
        txn_date: e.date,
        doc_number: e.code?.slice(0, 21) ?? null,
        private_note: e.description ? e.description.slice(0, 4000) : null,
        total_cents: debits,
        body: JSON.stringify(body),
        source,
      }
    })
    const ids = await q`
      insert into public.ledger_transactions (organization_id, kind, txn_date, doc_number, private_note, total_cents, body, source)
      select organization_id, kind::public.ledger_txn_kind, txn_date::date, doc_number, private_note, total_cents::bigint, body::jsonb, source
      from json_to_recordset(${q.json(txRows as never)}::json) as x(organization_id uuid, kind text, txn_date text, doc_number text, private_note text, total_cents bigint, body text, source text)
      returning id, sync_token, txn_date::text, total_cents, body, created_at, updated_at`
    inserted.push(...ids)
    const postings = batch.flatMap((e, k) =>
      e.postings.map((p, n) => ({
        t: ids[k].id,
        l: String(n + 1),
        a: p.accountId,
        c: p.amount,
        d: e.date,
        m: p.memo ?? null,
      })),
    )
    await q`
      insert into public.ledger_postings (organization_id, transaction_id, line_id, account_id, amount_cents, basis, txn_date, description)
      select ${orgId}::uuid, t, l, a, c, 0, d::date, m from json_to_recordset(${q.json(postings as never)}::json) as x(t bigint, l text, a bigint, c bigint, d text, m text)`
  }
  return inserted
}

export async function importJournal({
  q,
  orgId,
  format,
  text,
}: {
  q: Q
  orgId: string
  format: 'csv' | 'hledger'
  text: string
}): Promise<{ entries: number; accounts: number }> {
  let parsed: { entries: ImportedEntry[]; accounts: { fullName: string; accountType: TAccountType }[] }
  const textIssue = textProblem(text) // the API's schema refuses it already; the CLI reads files directly
  if (textIssue) throw validationFailed([{ path: ['file'], message: textIssue }])
  try {
    parsed = format === 'csv' ? parseJournalCsv(text) : parseJournal(text)
  } catch (e) {
    if (e instanceof ImportError) throw validationFailed([{ path: ['file'], message: e.message }])
    throw e
  }
  if (parsed.entries.length === 0) throw validationFailed([{ path: ['file'], message: 'No journal entries found' }])
  const ids = await ensureAccounts(q, orgId, parsed.accounts)
  await insertJournalEntries(
    q,
    orgId,
    parsed.entries.map((e) => ({
      ...e,
      postings: e.postings.map((p) => ({ accountId: ids.get(p.account)!, amount: p.amount, memo: p.memo })),
    })),
  )
  return { entries: parsed.entries.length, accounts: ids.size }
}
