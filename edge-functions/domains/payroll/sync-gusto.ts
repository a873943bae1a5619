/**
 * `payroll.sync` for a Gusto company: every employee, contractor, contractor payment and payroll upserted in one
 * statement per kind (a repeat changes nothing but the sync time), then `payroll.ledger` queued for each processed
 * payroll with no posted entry and no request under way. Reads happen before any write, so a provider failure leaves
 * the organization's rows as they were and the spine retries. The latest processed payroll's employee report is
 * asked for when it has none (employee-report.ts), so the screen always has the last payroll's report.
 */
import type { Tx } from '../../_shared/db.ts'
import { payrollLedgerJob } from '../../../shared/schemas/jobs.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import {
  gustoSession,
  listContractorPayments,
  listContractors,
  listEmployees,
  listPayrolls,
  type GustoSession,
} from '../gusto/gusto-payroll-api.ts'
import { contractorPaymentRow, contractorRow, employeeRow, payrollRow } from './transform.ts'
import { SYNC_DAYS } from './jobs.ts'
import { queueEmployeeReport } from './employee-report.ts'

const day = (d: Date) => d.toISOString().slice(0, 10)

export async function syncGusto({ tx, orgId, session }: { tx: Tx; orgId: string; session?: GustoSession }) {
  // two syncs of one organization take turns (the job key keeps one queued; a test or CLI may run another), by an
  // advisory lock since the token refresh locks the connection's rows; a sync queued before the connection (a mapping
  // saved first) or after a disconnect has nothing to read
  await tx`select pg_advisory_xact_lock(hashtext(${`payroll-sync:gusto:${orgId}`}))`
  const [live] = await tx`select 1 from public.provider_connections where organization_id = ${orgId}
    and provider = 'gusto' and status = 'active'`
  if (!live && !session) return { skipped: 'Gusto is not connected' }
  const s = session ?? (await gustoSession(orgId))
  const range = {
    start: day(new Date(Date.now() - SYNC_DAYS * 86_400_000)),
    end: day(new Date(Date.now() + 30 * 86_400_000)),
  }
  const [employees, contractors, payments, payrolls] = await Promise.all([
    listEmployees(s),
    listContractors(s),
    listContractorPayments(s, range),
    listPayrolls(s, range),
  ])
  await upsertEmployees(
    tx,
    employees.map((e) => employeeRow(orgId, e)),
  )
  await tx`insert into public.payroll_contractors (organization_id, contractor_uuid, type, first_name, last_name,
      business_name, email, wage_type, hourly_rate_micros, payment_method, start_date, status)
    select * from jsonb_to_recordset(${tx.json(contractors.map((c) => contractorRow(orgId, c)) as never)}) as x(
      organization_id uuid, contractor_uuid uuid, type text, first_name text, last_name text, business_name text,
      email text, wage_type text, hourly_rate_micros bigint, payment_method text, start_date date, status text)
    on conflict (organization_id, contractor_uuid) do update set type = excluded.type, first_name = excluded.first_name,
      last_name = excluded.last_name, business_name = excluded.business_name, email = excluded.email,
      wage_type = excluded.wage_type, hourly_rate_micros = excluded.hourly_rate_micros,
      payment_method = excluded.payment_method, start_date = excluded.start_date, status = excluded.status,
      synced_at = now()`
  await tx`insert into public.payroll_contractor_payments (organization_id, payment_uuid, contractor_id, bonus_micros,
      date, hours_micros, payment_method, reimbursement_micros, status, hourly_rate_micros, may_cancel, wage_micros,
      wage_type, wage_total_micros, raw_data)
    select * from jsonb_to_recordset(${tx.json(payments.map((p) => contractorPaymentRow(orgId, p)) as never)}) as x(
      organization_id uuid, payment_uuid uuid, contractor_id uuid, bonus_micros bigint, date date, hours_micros bigint,
      payment_method text, reimbursement_micros bigint, status text, hourly_rate_micros bigint, may_cancel boolean,
      wage_micros bigint, wage_type text, wage_total_micros bigint, raw_data jsonb)
    on conflict (organization_id, payment_uuid) do update set status = excluded.status, may_cancel = excluded.may_cancel,
      bonus_micros = excluded.bonus_micros, hours_micros = excluded.hours_micros, wage_micros = excluded.wage_micros,
      reimbursement_micros = excluded.reimbursement_micros, wage_total_micros = excluded.wage_total_micros,
      payment_method = excluded.payment_method, raw_data = excluded.raw_data, updated_at = now()`
  const rows = await upsertPayrolls(
    tx,
    payrolls.map((p) => payrollRow(orgId, p)),
  )
  const toBook = await tx`select p.id, p.payroll_uuid from public.payrolls p
    where p.id = any(${rows}::uuid[]) and p.processed
      and not exists (select 1 from public.journal_entries j where j.organization_id = p.organization_id
        and j.type = 'payroll' and j.source_ref = 'gusto-payroll:' || p.payroll_uuid)
      and not exists (select 1 from public.payroll_ledger_requests r where r.payroll_id = p.id and r.status = 'pending')`
  for (const p of toBook)
    await enqueueJob({
      sql: tx,
      definition: payrollLedgerJob,
      organizationId: orgId,
      payload: { payrollId: p.id, gustoPayrollId: p.payroll_uuid, body: { aggregation: 'default' } },
    })
  // the latest processed payroll's employee report is always at hand: asked for once, when it has none
  const [latest] = await tx`select p.id, p.pay_period_start::text as start, p.pay_period_end::text as end
    from public.payrolls p where p.organization_id = ${orgId} and p.processed
      and not exists (select 1 from public.payroll_employee_reports r where r.payroll_id = p.id)
      and p.check_date = (select max(check_date) from public.payrolls where organization_id = ${orgId} and processed)
    limit 1`
  if (latest) await queueEmployeeReport(tx, orgId, latest as never)
  return {
    employees: employees.length,
    contractors: contractors.length,
    contractorPayments: payments.length,
    payrolls: payrolls.length,
    toBook: toBook.length,
  }
}

export async function upsertEmployees(tx: Tx, rows: ReturnType<typeof employeeRow>[]) {
  await tx`insert into public.payroll_employees (organization_id, provider, employee_id, company_id, name, last_name,
      country, state, start_date, terminated, data)
    select * from jsonb_to_recordset(${tx.json(rows as never)}) as x(organization_id uuid, provider text,
      employee_id text, company_id text, name text, last_name text, country text, state text, start_date date,
      terminated boolean, data jsonb)
    on conflict (organization_id, provider, employee_id) do update set company_id = excluded.company_id,
      name = excluded.name, last_name = excluded.last_name, country = excluded.country, state = excluded.state,
      start_date = excluded.start_date, terminated = excluded.terminated, data = excluded.data, synced_at = now()`
}

/** Upserts payrolls; answers the ids of the rows written. */
export async function upsertPayrolls(tx: Tx, rows: ReturnType<typeof payrollRow>[]): Promise<string[]> {
  const out = await tx`insert into public.payrolls (organization_id, payroll_uuid, pay_period_start, pay_period_end,
      check_date, payroll_deadline, processed, processed_at, employee_count, gross_pay_cents, employer_taxes_cents,
      employee_taxes_cents, benefits_cents, employee_benefits_deductions_cents, reimbursements_cents, net_pay_cents,
      submission_blockers, credit_blockers)
    select * from jsonb_to_recordset(${tx.json(rows as never)}) as x(organization_id uuid, payroll_uuid uuid,
      pay_period_start date, pay_period_end date, check_date date, payroll_deadline timestamptz, processed boolean,
      processed_at timestamptz, employee_count integer, gross_pay_cents bigint, employer_taxes_cents bigint,
      employee_taxes_cents bigint, benefits_cents bigint, employee_benefits_deductions_cents bigint,
      reimbursements_cents bigint, net_pay_cents bigint, submission_blockers jsonb, credit_blockers jsonb)
    on conflict (organization_id, payroll_uuid) do update set pay_period_start = excluded.pay_period_start,
      pay_period_end = excluded.pay_period_end, check_date = excluded.check_date,
      payroll_deadline = excluded.payroll_deadline, processed = excluded.processed, processed_at = excluded.processed_at,
      employee_count = excluded.employee_count, gross_pay_cents = excluded.gross_pay_cents,
      employer_taxes_cents = excluded.employer_taxes_cents, employee_taxes_cents = excluded.employee_taxes_cents,
      benefits_cents = excluded.benefits_cents,
      employee_benefits_deductions_cents = excluded.employee_benefits_deductions_cents,
      reimbursements_cents = excluded.reimbursements_cents, net_pay_cents = excluded.net_pay_cents,
      submission_blockers = excluded.submission_blockers, credit_blockers = excluded.credit_blockers, synced_at = now()
    returning id`
  return out.map((r) => r.id as string)
}
