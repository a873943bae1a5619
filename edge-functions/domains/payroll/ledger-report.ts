/**
 * The ledger report's two steps. `payroll.ledger` asks Gusto for a payroll's general-ledger report and records the
 * request (pending), then queues `payroll.fetch`; `payroll.fetch` polls the request: pending → polled again a few
 * seconds later (the job continues with the same payload), failed → recorded, succeeded → the report downloaded,
 * stored and the payroll booked (post-payroll-entries.ts) in the same transaction.
 */
import type { Tx } from '../../_shared/db.ts'
import { payrollFetchJob } from '../../../shared/schemas/jobs.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import {
  downloadLedgerReport,
  gustoSession,
  ledgerReportStatus,
  requestLedgerReport,
  type GustoSession,
} from '../gusto/gusto-payroll-api.ts'
import { LEDGER_POLL_SECONDS } from './jobs.ts'
import { postPayrollEntries } from './post-payroll-entries.ts'

export async function requestPayrollLedger({
  tx,
  orgId,
  payrollId,
  gustoPayrollId,
  aggregation,
  session,
}: {
  tx: Tx
  orgId: string
  payrollId: string
  gustoPayrollId: string
  aggregation: 'default' | 'job' | 'department' | 'integration'
  session?: GustoSession
}) {
  const [payroll] = await tx`select id from public.payrolls where id = ${payrollId} and organization_id = ${orgId}
    and payroll_uuid = ${gustoPayrollId}`
  if (!payroll) return { skipped: 'payroll not found' }
  const s = session ?? (await gustoSession(orgId))
  const { request_uuid } = await requestLedgerReport(s, gustoPayrollId, aggregation)
  await tx`insert into public.payroll_ledger_requests (organization_id, payroll_id, request_uuid, aggregation, status)
    values (${orgId}, ${payrollId}, ${request_uuid}, ${aggregation}, 'pending')`
  await enqueueJob({
    sql: tx,
    definition: payrollFetchJob,
    organizationId: orgId,
    payload: { payrollId, requestUuid: request_uuid },
    runAt: new Date(Date.now() + LEDGER_POLL_SECONDS * 1000),
  })
  return { requestUuid: request_uuid }
}

export async function fetchPayrollLedger({
  tx,
  orgId,
  requestUuid,
  session,
}: {
  tx: Tx
  orgId: string
  requestUuid: string
  session?: GustoSession
}): Promise<{ status: 'pending' | 'failed' | 'succeeded' | 'gone'; posted?: number; blocked?: number }> {
  const [req] = await tx`select id, payroll_id, status from public.payroll_ledger_requests
    where request_uuid = ${requestUuid} and organization_id = ${orgId} for update`
  if (!req) return { status: 'gone' }
  if (req.status !== 'pending') return { status: req.status }
  const s = session ?? (await gustoSession(orgId))
  const status = await ledgerReportStatus(s, requestUuid)
  if (status.status === 'pending') return { status: 'pending' }
  if (status.status === 'failed') {
    await tx`update public.payroll_ledger_requests set status = 'failed', updated_at = now() where id = ${req.id}`
    return { status: 'failed' }
  }
  const report = await downloadLedgerReport(s, status.report_urls[0])
  await tx`update public.payroll_ledger_requests set status = 'succeeded', report_urls = ${status.report_urls},
    report = ${tx.json(report as never)}, updated_at = now() where id = ${req.id}`
  const booked = await postPayrollEntries({ tx, orgId, payrollIds: [req.payroll_id] })
  return { status: 'succeeded', ...booked }
}
