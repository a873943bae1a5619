/** `payroll.rippling-sync`: the organization's Rippling employees (domains/payroll/sync-rippling.ts). */
import { payrollRipplingSyncJob } from '../../domains/payroll/jobs.ts'
import { syncRippling } from '../../domains/payroll/sync-rippling.ts'
import { registerJob } from '../registry.ts'

registerJob(payrollRipplingSyncJob, ({ tx, payload }) => syncRippling({ tx, orgId: payload.organizationId }))
