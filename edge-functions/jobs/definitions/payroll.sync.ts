/** `payroll.sync`: the organization's Gusto company read into its payroll tables (domains/payroll/sync-gusto.ts). */
import { payrollSyncJob } from '../../domains/payroll/jobs.ts'
import { syncGusto } from '../../domains/payroll/sync-gusto.ts'
import { registerJob } from '../registry.ts'

registerJob(payrollSyncJob, ({ tx, payload }) => syncGusto({ tx, orgId: payload.organizationId }))
