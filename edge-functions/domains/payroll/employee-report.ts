/**
 * The PayrollEmployee report of a payroll (spec §3 "Payroll employee report", §5 length rules; accounting §9). Staff
 * ask for it on the payroll screen: a row is recorded pending at once and `payroll.employee-report` queued with the
 * spec's payload (payrollId, custom_name, file_type json, with_totals, columns, groupings payroll then employee, the
 * payroll's pay period as start and end dates). The job asks Gusto for the custom report, then polls it (the job
 * continues a few seconds later while Gusto builds it); once it succeeded the file is downloaded, checked with
 * ZPayrollEmployeeReport (a report breaking the length rules fails, naming the field), stored in the files bucket as
 * the organization's document and kept on the row, which the screen lists and exports as CSV.
 */
import { asService, type Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { payrollAccess } from '../../_shared/access.ts'
import { issuesSentence } from '../../../shared/rules/field-errors.ts'
import { formatPeriod } from '../../../shared/rules/format.ts'
import {
  EMPLOYEE_REPORT_COLUMN_NAMES,
  employeeReportCsv,
  ZPayrollEmployeeReport,
  type TEmployeeReportColumn,
  type TPayrollEmployeeReport,
} from '../../../shared/rules/payroll.ts'
import { payrollEmployeeReportJob } from '../../../shared/schemas/jobs.ts'
import type { TRequestEmployeeReport } from '../../../shared/schemas/payroll.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import { storeObject } from '../files/store-object.ts'
import {
  downloadReport,
  gustoSession,
  ledgerReportStatus,
  requestCustomReport,
  type GustoSession,
} from '../gusto/gusto-payroll-api.ts'

type Payload = {
  payrollId: string
  custom_name: string
  file_type: 'json'
  with_totals: boolean
  columns: string[]
  groupings: ['payroll', 'employee']
  start_date: string
  end_date: string
}

/** Records the request (pending) and queues the job; asking again under the same name builds the report anew. */
export async function requestEmployeeReport({
  tx,
  organizationId,
  request,
}: {
  tx: Tx
  organizationId: string
  request: TRequestEmployeeReport
}) {
  const access = await payrollAccess({ tx, organizationId })
  if (!access.map) throw new AppError('forbidden', "Only the client's bookkeepers and admins run its payroll reports")
  const [p] = await tx`select id, pay_period_start::text as start, pay_period_end::text as end, processed
    from public.payrolls where id = ${request.payrollId} and organization_id = ${organizationId}`
  if (!p) throw new AppError('not_found', 'Payroll not found')
  if (!p.processed) throw new AppError('validation_failed', 'Only a processed payroll has an employee report')
  return await asService((sql) =>
    queueEmployeeReport(sql, organizationId, p as unknown as ReportPayroll, {
      customName: request.customName,
      withTotals: request.withTotals,
      columns: request.columns,
    }),
  )
}

type ReportPayroll = { id: string; start: string; end: string }

/** The report's row (pending, asked anew under the same name) and its job, in the caller's transaction. */
export async function queueEmployeeReport(
  sql: Tx,
  organizationId: string,
  p: ReportPayroll,
  o: { customName?: string; withTotals?: boolean; columns?: string[] } = {},
) {
  const payload: Payload = {
    payrollId: p.id,
    // the report's name in lists and its CSV's file name, so the period in words (as the payroll's journal entry says it)
    custom_name: o.customName ?? `Payroll ${formatPeriod(p.start, p.end)}`,
    file_type: 'json',
    with_totals: o.withTotals ?? true,
    columns: o.columns ?? [...EMPLOYEE_REPORT_COLUMN_NAMES],
    groupings: ['payroll', 'employee'],
    start_date: p.start,
    end_date: p.end,
  }
  const [row] = await sql`insert into public.payroll_employee_reports (organization_id, payroll_id, custom_name,
      columns, with_totals, start_date, end_date, status)
    values (${organizationId}, ${p.id}, ${payload.custom_name}, ${payload.columns}, ${payload.with_totals},
      ${payload.start_date}, ${payload.end_date}, 'pending')
    on conflict (organization_id, payroll_id, custom_name) do update set columns = excluded.columns,
      with_totals = excluded.with_totals, status = 'pending', request_uuid = null, error_message = null,
      updated_at = now()
    returning id`
  await enqueueJob({ sql, definition: payrollEmployeeReportJob, organizationId, payload })
  return row.id as string
}

/** One step of the job: ask Gusto, or poll what was asked, or store what is ready. */
export async function runEmployeeReport({
  tx,
  orgId,
  payload,
  session,
}: {
  tx: Tx
  orgId: string
  payload: Payload
  session?: GustoSession
}): Promise<{ status: 'pending' | 'succeeded' | 'failed' | 'gone'; reportId?: string }> {
  const [row] = await tx`select id, request_uuid, status from public.payroll_employee_reports
    where organization_id = ${orgId} and payroll_id = ${payload.payrollId} and custom_name = ${payload.custom_name}
    for update`
  if (!row) return { status: 'gone' }
  if (row.status !== 'pending') return { status: row.status, reportId: row.id }
  const s = session ?? (await gustoSession(orgId))
  if (!row.request_uuid) {
    const columns = payload.columns.filter((c): c is TEmployeeReportColumn =>
      (EMPLOYEE_REPORT_COLUMN_NAMES as string[]).includes(c),
    )
    const asked = await requestCustomReport(s, {
      custom_name: payload.custom_name,
      file_type: 'json',
      with_totals: payload.with_totals,
      columns,
      groupings: payload.groupings,
      start_date: payload.start_date,
      end_date: payload.end_date,
    })
    await tx`update public.payroll_employee_reports set request_uuid = ${asked.request_uuid}, updated_at = now()
      where id = ${row.id}`
    // polled at once: a small report may be ready already
    row.request_uuid = asked.request_uuid
  }
  const status = await ledgerReportStatus(s, row.request_uuid)
  if (status.status === 'pending') return { status: 'pending', reportId: row.id }
  const fail = async (message: string) => {
    await tx`update public.payroll_employee_reports set status = 'failed', error_message = ${message.slice(0, 1000)},
      updated_at = now() where id = ${row.id}`
    return { status: 'failed' as const, reportId: row.id }
  }
  if (status.status === 'failed' || !status.report_urls[0]) return fail('Gusto could not build the report')
  const parsed = ZPayrollEmployeeReport.safeParse(await downloadReport(s, status.report_urls[0]))
  if (!parsed.success)
    return fail(`Gusto's report is not a payroll employee report: ${issuesSentence(parsed.error.issues)}`)
  const fileId = await storeReportFile(tx, orgId, row.id, payload.custom_name, parsed.data)
  await tx`update public.payroll_employee_reports set status = 'succeeded', report = ${tx.json(parsed.data as never)},
    file_id = ${fileId}, error_message = null, updated_at = now() where id = ${row.id}`
  return { status: 'succeeded', reportId: row.id }
}

/** The report as Gusto sent it, a JSON file among the organization's documents (one per report: rebuilt in place). */
async function storeReportFile(tx: Tx, orgId: string, reportId: string, name: string, r: TPayrollEmployeeReport) {
  const path = `${orgId}/payroll/employee-reports/${reportId}.json`
  await storeObject(path, new TextEncoder().encode(JSON.stringify(r)), 'application/json')
  const [file] = await tx`insert into public.files (title, description, bucket, path, extension, organization_id)
    values (${name.slice(0, 255)}, ${`Gusto payroll employee report, ${r.rows.length} rows`}, 'files', ${path},
      'json', ${orgId})
    on conflict (bucket, path) do update set title = excluded.title, description = excluded.description
    returning id`
  return file.id as string
}

/** The stored report as CSV (as the user: RLS shows reports to the client's staff only). */
export async function employeeReportCsvFor({
  tx,
  organizationId,
  reportId,
}: {
  tx: Tx
  organizationId: string
  reportId: string
}) {
  await payrollAccess({ tx, organizationId })
  const [row] = await tx`select custom_name, report from public.payroll_employee_reports
    where id = ${reportId} and organization_id = ${organizationId} and status = 'succeeded'`
  if (!row) throw new AppError('not_found', 'Report not found')
  return { name: row.custom_name as string, csv: employeeReportCsv(ZPayrollEmployeeReport.parse(row.report)) }
}
