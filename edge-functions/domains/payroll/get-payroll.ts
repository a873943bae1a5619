/**
 * One client's payroll screen, read as the caller (RLS: staff all of it, members with the payroll permission what it
 * grants, nobody else anything): payrolls newest first with blockers, the last ledger request's status and the
 * posted entry; employees, contractors, contractor payments; the mapping, and the ledger's accounts for those who
 * edit it.
 */
import type { Tx } from '../../_shared/db.ts'
import { plain } from '../../_shared/rows.ts'
import { PAYROLL_LINES } from '../../../shared/rules/payroll.ts'
import type { TPayrollOverview } from '../../../shared/schemas/payroll.ts'
import { payrollAccess } from '../../_shared/access.ts'
import { getLedger } from '../books/get-ledger.ts'

export async function getPayroll({
  tx,
  organizationId,
}: {
  tx: Tx
  organizationId: string
}): Promise<TPayrollOverview> {
  const access = await payrollAccess({ tx, organizationId })
  const [connection] = await tx`select status, display_name as "displayName", last_synced_at as "lastSyncedAt"
    from public.provider_connections where organization_id = ${organizationId} and provider = 'gusto'
      and status <> 'disconnected' order by updated_at desc limit 1`
  const payrolls = await tx`select p.id, p.payroll_uuid as "payrollUuid", p.pay_period_start::text as "payPeriodStart",
      p.pay_period_end::text as "payPeriodEnd", p.check_date::text as "checkDate", p.payroll_deadline as "payrollDeadline",
      p.processed, p.employee_count as "employeeCount", p.gross_pay_cents::float8 as "grossPayCents",
      p.employer_taxes_cents::float8 as "employerTaxesCents", p.employee_taxes_cents::float8 as "employeeTaxesCents",
      p.benefits_cents::float8 as "benefitsCents", p.reimbursements_cents::float8 as "reimbursementsCents",
      p.net_pay_cents::float8 as "netPayCents", p.submission_blockers as "submissionBlockers",
      p.credit_blockers as "creditBlockers", p.posting_problem as "postingProblem",
      (select r.status from public.payroll_ledger_requests r where r.payroll_id = p.id
        order by r.created_at desc limit 1) as "ledgerStatus",
      (select jsonb_build_object('journalEntryId', j.journal_entry_id, 'docNumber', j.doc_number,
          'amountCents', j.amount_cents)
        from public.journal_entries j where j.organization_id = p.organization_id and j.type = 'payroll'
          and j.source_ref = 'gusto-payroll:' || p.payroll_uuid) as entry
    from public.payrolls p where p.organization_id = ${organizationId} order by p.check_date desc`
  const employees = await tx`select id, provider, employee_id as "employeeId", name, last_name as "lastName", state,
      start_date::text as "startDate", terminated,
      coalesce(data #>> '{jobs,0,title}', data ->> 'title') as "jobTitle", employment_type as "employmentType",
      role_state as "roleState"
    from public.payroll_employees where organization_id = ${organizationId} order by terminated, last_name, name`
  const contractors = await tx`select id, contractor_uuid as "contractorUuid", type,
      coalesce(business_name, concat_ws(' ', first_name, last_name)) as name, wage_type as "wageType",
      hourly_rate_micros::float8 as "hourlyRateMicros", status
    from public.payroll_contractors where organization_id = ${organizationId} order by status, name`
  const payments = await tx`select id, contractor_id as "contractorId", date::text, payment_method as "paymentMethod",
      status, wage_type as "wageType", bonus_micros::float8 as "bonusMicros",
      reimbursement_micros::float8 as "reimbursementMicros", wage_total_micros::float8 as "wageTotalMicros"
    from public.payroll_contractor_payments where organization_id = ${organizationId} order by date desc`
  const mapped = await tx`select line, account_id, account_name from public.payroll_account_mappings
    where organization_id = ${organizationId}`
  const byLine = new Map(mapped.map((m) => [m.line as string, m]))
  const accounts = access.map
    ? (await (await getLedger({ orgId: organizationId, tx })).listAccounts()).map((a) => ({
        id: a.Id,
        name: a.FullyQualifiedName ?? a.Name,
      }))
    : []
  // staff only: RLS gives client members none of these
  const webhookSubscriptions = await tx`select id, subscription_types as "subscriptionTypes",
      callback_url as "callbackUrl", external_id as "externalId", status, error_message as "errorMessage",
      created_at as "createdAt", updated_at as "updatedAt"
    from public.payroll_webhook_subscriptions where organization_id = ${organizationId} order by created_at desc`
  const employeeReports = await tx`select id, payroll_id as "payrollId", custom_name as "customName",
      start_date::text as "startDate", end_date::text as "endDate", with_totals as "withTotals", status,
      error_message as "errorMessage", coalesce(array(select jsonb_array_elements_text(report -> 'headings')),
        '{}') as headings,
      coalesce(jsonb_array_length(report -> 'rows'), 0) as "rowCount",
      case when jsonb_typeof(report -> 'grand_total_row') = 'array' then report -> 'grand_total_row' end
        as "grandTotalRow",
      report ->> 'data_refresh_timestamp' as "dataRefreshTimestamp", file_id as "fileId", updated_at as "updatedAt"
    from public.payroll_employee_reports where organization_id = ${organizationId} order by updated_at desc`
  return plain({
    canMap: access.map,
    webhookSubscriptions,
    employeeReports,
    connection: connection ?? null,
    payrolls,
    employees,
    contractors,
    contractorPayments: payments,
    mapping: PAYROLL_LINES.map(({ line, side }) => ({
      line,
      side,
      accountId: byLine.get(line)?.account_id ?? null,
      accountName: byLine.get(line)?.account_name ?? null,
    })),
    accounts,
  })
}
