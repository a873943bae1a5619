/**
 * `payroll.fetch` (spec payload payrollId, requestUuid): polls the ledger report; while Gusto still builds it the job
 * continues with the same payload a few seconds later, and once it succeeds the payroll is booked.
 */
import { payrollFetchJob } from '../../../shared/schemas/jobs.ts'
import { LEDGER_POLL_SECONDS } from '../../domains/payroll/jobs.ts'
import { fetchPayrollLedger } from '../../domains/payroll/ledger-report.ts'
import { continueWith, PermanentJobError, registerJob } from '../registry.ts'

registerJob(payrollFetchJob, async ({ tx, payload, job }) => {
  if (!job.organization_id) throw new PermanentJobError('payroll.fetch needs the organization of the payroll')
  const result = await fetchPayrollLedger({ tx, orgId: job.organization_id, requestUuid: payload.requestUuid })
  return result.status === 'pending' ? continueWith(payload, result, { afterSeconds: LEDGER_POLL_SECONDS }) : result
})
