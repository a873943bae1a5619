/**
 * The report requests the Gusto sandbox is building: a payroll's general-ledger report (payroll.ts) or a company's
 * custom report (employee-report.ts). Both are polled at GET /v1/reports/:request_uuid (reports.ts), which answers
 * pending on the first poll and succeeded after, as Gusto builds a report in the background.
 */
export type ReportRequest =
  | { kind: 'ledger'; company: string; polls: number; payrollUuid: string; aggregation: string }
  | {
      kind: 'custom'
      company: string
      polls: number
      customName: string
      columns: string[]
      withTotals: boolean
      startDate: string
      endDate: string
    }

export const reportRequests = new Map<string, ReportRequest>()
