/**
 * `payroll.employee-report` (spec payload payrollId, custom_name, file_type json, with_totals, columns, groupings
 * payroll then employee, start_date, end_date): asks Gusto for the PayrollEmployee report, then continues with the
 * same payload every few seconds until Gusto has built it, and stores it (domains/payroll/employee-report.ts).
 */
import { payrollEmployeeReportJob } from '../../../shared/schemas/jobs.ts'
import { EMPLOYEE_REPORT_POLL_SECONDS } from '../../domains/payroll/jobs.ts'
import { runEmployeeReport } from '../../domains/payroll/employee-report.ts'
import { continueWith, PermanentJobError, registerJob } from '../registry.ts'

registerJob(payrollEmployeeReportJob, async ({ tx, payload, job }) => {
  if (!job.organization_id) throw new PermanentJobError('payroll.employee-report needs the organization of the payroll')
  const result = await runEmployeeReport({ tx, orgId: job.organization_id, payload })
  return result.status === 'pending'
    ? continueWith(payload, result, { afterSeconds: EMPLOYEE_REPORT_POLL_SECONDS })
    : result
})
