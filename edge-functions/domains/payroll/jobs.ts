/**
 * Payroll's own job: `payroll.sync` reads the organization's Gusto company (employees, contractors, contractor
 * payments, payrolls) and queues `payroll.ledger` for each processed payroll not booked yet. Keyed per organization,
 * so webhooks arriving in a burst queue one sync. The spec's `payroll.ledger`, `payroll.fetch` and
 * `payroll.employee-report` payloads live in shared/schemas/jobs.ts.
 */
import { z } from 'zod'
import { defineJob } from '../../../shared/schemas/jobs.ts'

export const payrollSyncJob = defineJob({
  id: 'payroll.sync',
  version: 1,
  payload: z.object({ organizationId: z.uuid() }),
  jobKey: (p) => `payroll.sync:${p.organizationId}`,
  options: { maxRuntimeSeconds: 120, retryIntervalSeconds: 120 },
})

/** `payroll.rippling-sync`: the organization's Rippling employees (sync-rippling.ts). */
export const payrollRipplingSyncJob = defineJob({
  id: 'payroll.rippling-sync',
  version: 1,
  payload: z.object({ organizationId: z.uuid() }),
  jobKey: (p) => `payroll.rippling-sync:${p.organizationId}`,
  options: { maxRuntimeSeconds: 120, retryIntervalSeconds: 120 },
})

/** How long Gusto is given to build a ledger report between polls. */
export const LEDGER_POLL_SECONDS = 5
/** The payrolls a sync reads back: a year and the open one. */
export const SYNC_DAYS = 380
/** How long Gusto is given to build an employee report between polls (a small report: sooner than the ledger's). */
export const EMPLOYEE_REPORT_POLL_SECONDS = 2
