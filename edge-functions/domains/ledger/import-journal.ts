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

/** Entries per statement: a schedules run posts 10,000 (about 5 MB of JSON) in one. */
const BATCH = 10_000

/**
 * Bulk-writes balanced journal entries (amounts in cents per account id; `accountName` fills the AccountRef's name as
 * QuickBooks returns it). Used by import, the schedules' postings and the benchmarks; returns the transaction rows in
 * the order of `entries`. Each batch is one statement: the transactions take their ids from the identity's sequence
 * first, so their postings go in with them, and the statement triggers (search, the checks queued for commit) run
 * once over the finished entries rather than once for the transactions and again for their postings. Only the
 * entity and each line's cents are sent: the columns and postings are read from the entity in the statement.
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
  for (let i = 0; i < entries.length; i += BATCH) {
    const rows = entries.slice(i, i + BATCH).map((e) => {
      const doc = e.code?.slice(0, 21)
      const note = e.description ? e.description.slice(0, 4000) : undefined
      const body = {
        TxnDate: e.date,
        ...(doc ? { DocNumber: doc } : {}),
        ...(note ? { PrivateNote: note } : {}),
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
      return { body, cents: e.postings.map((p) => p.amount) }
    })
    const written = await q`
      with x as materialized (
        select nextval(pg_get_serial_sequence('public.ledger_transactions', 'id')) as id, x.*
        from rows from (jsonb_to_recordset(${q.json(rows as never)}::jsonb) as (body jsonb, cents bigint[]))
          with ordinality as x(body, cents, n)),
      t as (
        insert into public.ledger_transactions (id, organization_id, kind, txn_date, doc_number, private_note, total_cents, body, source)
        overriding system value
        select id, ${orgId}::uuid, 'JournalEntry', (body ->> 'TxnDate')::date, body ->> 'DocNumber', body ->> 'PrivateNote',
          (select coalesce(sum(c), 0) from unnest(cents) c where c > 0), body, ${source} from x order by n
        returning id, sync_token, txn_date::text, total_cents, created_at, updated_at),
      p as (
        insert into public.ledger_postings (organization_id, transaction_id, line_id, account_id, amount_cents, basis, txn_date, description)
        select ${orgId}::uuid, x.id, l.line ->> 'Id', (l.line #>> '{JournalEntryLineDetail,AccountRef,value}')::bigint,
          x.cents[l.k], 0, (x.body ->> 'TxnDate')::date, l.line ->> 'Description'
        from x, jsonb_array_elements(x.body -> 'Line') with ordinality as l(line, k))
      select t.* from t join x using (id) order by x.n`
    // the body is what was sent: not read back (a schedules run would parse 10,000 of them again)
    for (const [k, r] of written.entries()) inserted.push({ ...r, body: rows[k].body })
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
