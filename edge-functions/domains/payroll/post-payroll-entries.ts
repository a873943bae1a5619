/**
 * Books payrolls: for each payroll whose ledger report has come back and that has no `payroll` entry yet, one
 * journal entry through the organization's Gusto mapping (shared/rules/payroll.ts: an unmapped line blocks it and is
 * named on the payroll), all of them in one ledger call, each recorded in public.journal_entries in the same
 * transaction. Exactly once: the record is unique per payroll (source_ref), a payroll already recorded is skipped,
 * and the DocNumber made from the payroll makes a ledger that wrote before a failed commit answer its entry again.
 */
import type { Tx } from '../../_shared/db.ts'
import { fromCents } from '../../../shared/schemas/ledger.ts'
import { payrollEntry, type TLedgerReport, type TMapping } from '../../../shared/rules/payroll.ts'
import { formatDate } from '../../../shared/rules/format.ts'
import { getLedger } from '../books/get-ledger.ts'

export const payrollSourceRef = (payrollUuid: string) => `gusto-payroll:${payrollUuid}`
const docNumber = (payrollUuid: string) => `PR-${payrollUuid.replace(/-/g, '').slice(0, 16)}`

export async function readMapping(tx: Tx, orgId: string): Promise<TMapping> {
  const rows = await tx`select line, account_id, account_name from public.payroll_account_mappings
    where organization_id = ${orgId}`
  return Object.fromEntries(rows.map((r) => [r.line, { accountId: r.account_id, accountName: r.account_name }]))
}

export async function postPayrollEntries({ tx, orgId, payrollIds }: { tx: Tx; orgId: string; payrollIds?: string[] }) {
  const due = await tx`select distinct on (p.id) p.id, p.payroll_uuid, p.check_date::text, p.pay_period_start::text,
      p.pay_period_end::text, r.report
    from public.payrolls p join public.payroll_ledger_requests r on r.payroll_id = p.id and r.status = 'succeeded'
    where p.organization_id = ${orgId} and p.processed and r.report is not null
      and (${payrollIds ?? null}::uuid[] is null or p.id = any(${payrollIds ?? null}::uuid[]))
      and not exists (select 1 from public.journal_entries j where j.organization_id = p.organization_id
        and j.type = 'payroll' and j.source_ref = 'gusto-payroll:' || p.payroll_uuid)
    order by p.id, r.updated_at desc`
  if (due.length === 0) return { posted: 0, blocked: 0 }
  const mapping = await readMapping(tx, orgId)
  const ready: { id: string; uuid: string; cents: number; body: ReturnType<typeof journalBody> }[] = []
  const problems: { id: string; problem: string }[] = []
  for (const p of due) {
    const built = payrollEntry(p.report as TLedgerReport, mapping)
    if (!built.ok) {
      problems.push({ id: p.id, problem: built.problem })
      continue
    }
    // the entry's memo shows in lists and reports: dates as people write them, not ISO
    const note = `Payroll ${formatDate(p.pay_period_start, 'MMM d')} to ${formatDate(p.pay_period_end, 'MMM d, yyyy')} (Gusto)`
    ready.push({
      id: p.id,
      uuid: p.payroll_uuid,
      cents: built.debitCents,
      body: journalBody({ payroll_uuid: p.payroll_uuid, check_date: p.check_date }, note, built.lines),
    })
  }
  if (problems.length)
    await tx`update public.payrolls p set posting_problem = x.problem
      from jsonb_to_recordset(${tx.json(problems as never)}) as x(id uuid, problem text) where p.id = x.id`
  if (ready.length === 0) return { posted: 0, blocked: problems.length }
  const ledger = await getLedger({ orgId, tx })
  const posted = await ledger.postJournalEntries(ready.map((r) => r.body))
  const records = ready.map((r, i) => ({
    organization_id: orgId,
    ledger: ledger.provider,
    journal_entry_id: posted[i].Id,
    sync_token: posted[i].SyncToken ?? null,
    journal_entry_date: r.body.TxnDate,
    doc_number: r.body.DocNumber,
    amount_cents: r.cents,
    raw: posted[i],
    source_ref: payrollSourceRef(r.uuid),
  }))
  await tx`insert into public.journal_entries (organization_id, type, ledger, journal_entry_id, sync_token,
      journal_entry_date, doc_number, amount_cents, raw, source_ref)
    select organization_id, 'payroll', ledger, journal_entry_id, sync_token, journal_entry_date, doc_number,
      amount_cents, raw, source_ref
    from jsonb_to_recordset(${tx.json(records as never)}) as x(organization_id uuid, ledger text, journal_entry_id text,
      sync_token text, journal_entry_date date, doc_number text, amount_cents bigint, raw jsonb, source_ref text)`
  await tx`update public.payrolls set posting_problem = null where id = any(${ready.map((r) => r.id)}::uuid[])`
  return { posted: ready.length, blocked: problems.length }
}

function journalBody(
  p: { payroll_uuid: string; check_date: string },
  note: string,
  lines: { line: string; side: 'Debit' | 'Credit'; cents: number; accountId: string }[],
) {
  return {
    TxnDate: p.check_date,
    DocNumber: docNumber(p.payroll_uuid),
    PrivateNote: note,
    Line: lines.map((l) => ({
      Amount: fromCents(l.cents),
      DetailType: 'JournalEntryLineDetail' as const,
      Description: l.line,
      JournalEntryLineDetail: { PostingType: l.side, AccountRef: { value: l.accountId } },
    })),
  }
}
