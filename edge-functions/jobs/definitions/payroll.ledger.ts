/** `payroll.ledger` (spec payload payrollId, gustoPayrollId, body.aggregation): asks Gusto for the ledger report. */
import { payrollLedgerJob } from '../../../shared/schemas/jobs.ts'
import { requestPayrollLedger } from '../../domains/payroll/ledger-report.ts'
import { PermanentJobError, registerJob } from '../registry.ts'

registerJob(payrollLedgerJob, ({ tx, payload, job }) => {
  if (!job.organization_id) throw new PermanentJobError('payroll.ledger needs the organization of the payroll')
  return requestPayrollLedger({
    tx,
    orgId: job.organization_id,
    payrollId: payload.payrollId,
    gustoPayrollId: payload.gustoPayrollId,
    aggregation: payload.body.aggregation,
  })
})
