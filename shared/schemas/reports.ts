/**
 * Financial reports in QuickBooks' report JSON shape (Header, Columns, Rows with Section/Data, ColData) and the
 * query parameters QuickBooks' report endpoints take. Both ledgers return this shape from runReport.
 */
import { z } from 'zod'
import { ZDate, ZLedgerId } from '../rules/values.ts'

export const REPORT_NAMES = [
  'BalanceSheet',
  'ProfitAndLoss',
  'CashFlow',
  'TransactionDetailByAccount',
  'AccountList',
  'VendorExpenses',
  'TransactionList',
  'TransactionListByVendor',
  'GeneralLedger',
  'CashOnHand',
  'PayrollEmployee',
  'CurrencyExchange',
] as const
export const ZReportName = z.enum(REPORT_NAMES)
export type TReportName = z.infer<typeof ZReportName>
/** Reports the report engine computes from postings (PayrollEmployee and CurrencyExchange come from other providers). */
export const ENGINE_REPORTS = [
  'BalanceSheet',
  'ProfitAndLoss',
  'CashFlow',
  'TransactionDetailByAccount',
  'AccountList',
  'VendorExpenses',
  'TransactionList',
  'TransactionListByVendor',
  'GeneralLedger',
  'CashOnHand',
] as const satisfies readonly TReportName[]
export type TEngineReportName = (typeof ENGINE_REPORTS)[number]

export const DATE_MACROS = [
  'This Week',
  'Last Week',
  'Week-to-date',
  'Month',
  'Month-to-date',
  'Fiscal Quarter',
  'Fiscal Quarter-to-date',
  'Fiscal Year',
  'Fiscal Year-to-date',
  'All History',
] as const
export const ZDateMacro = z.enum(DATE_MACROS)
export type TDateMacro = z.infer<typeof ZDateMacro>

export const SUMMARIZE_BY = ['Total', 'Month', 'Week', 'Quarter', 'Year'] as const
export const ZSummarizeBy = z.enum(SUMMARIZE_BY)
export type TSummarizeBy = z.infer<typeof ZSummarizeBy>
export const ZAccountingMethod = z.enum(['Cash', 'Accrual'])
export type TAccountingMethod = z.infer<typeof ZAccountingMethod>

/** The same words wherever a period's end comes before its start (reports, consolidated reports, searches). */
export const DATE_ORDER_MESSAGE = 'The end date must be on or after the start date'

/** QuickBooks' report query parameters (snake_case, as on the wire). */
export const ZReportParams = z
  .object({
    start_date: ZDate.optional(),
    end_date: ZDate.optional(),
    date_macro: ZDateMacro.optional(),
    accounting_method: ZAccountingMethod.optional(),
    summarize_column_by: ZSummarizeBy.optional(),
    account: ZLedgerId.optional(),
    vendor: ZLedgerId.optional(),
  })
  .refine((p) => !(p.start_date && p.end_date) || p.start_date <= p.end_date, {
    message: DATE_ORDER_MESSAGE,
    path: ['end_date'],
  })
export type TReportParams = z.infer<typeof ZReportParams>

export const ZColData = z.object({
  value: z.string(),
  id: z.string().optional(),
  href: z.string().optional(),
  originalValue: z.string().optional(),
  originalCurrency: z.string().optional(),
})
export type TColData = z.infer<typeof ZColData>

export type TRow = {
  type?: 'Section' | 'Data'
  group?: string
  ColData?: TColData[]
  Header?: { ColData: TColData[] }
  Rows?: { Row: TRow[] }
  Summary?: { ColData: TColData[] }
}
/** Recursive, so it carries an id: the API's OpenAPI document names it once (ReportRow) and refers to it. */
export const ZRow: z.ZodType<TRow> = z
  .lazy(() =>
    z.object({
      type: z.enum(['Section', 'Data']).optional(),
      group: z.string().optional(),
      ColData: z.array(ZColData).optional(),
      Header: z.object({ ColData: z.array(ZColData) }).optional(),
      Rows: z.object({ Row: z.array(ZRow) }).optional(),
      Summary: z.object({ ColData: z.array(ZColData) }).optional(),
    }),
  )
  .meta({ id: 'ReportRow' })

export const ZReportHeader = z.object({
  Time: z.string(),
  ReportName: z.string(),
  DateMacro: z.string().optional(),
  ReportBasis: ZAccountingMethod.optional(),
  StartPeriod: z.string(),
  EndPeriod: z.string(),
  SummarizeColumnsBy: z.string().optional(),
  Currency: z.string(),
  Option: z.array(z.object({ Name: z.string(), Value: z.string() })).optional(),
  EntityName: z.string().optional(),
})
export const ZColumn = z.object({
  ColTitle: z.string(),
  ColType: z.string(),
  MetaData: z.array(z.object({ Name: z.string(), Value: z.string() })).optional(),
})
export const ZRawReport = z.object({
  Header: ZReportHeader,
  Columns: z.object({ Column: z.array(ZColumn) }),
  Rows: z.object({ Row: z.array(ZRow) }),
})
export type TRawReport = z.infer<typeof ZRawReport>
export type TReportHeader = z.infer<typeof ZReportHeader>
export type TColumn = z.infer<typeof ZColumn>

/** A stored report record. */
export const ZReportRecord = z.object({
  id: z.string(),
  name: z.string(),
  providerId: z.string().nullable(),
  raw: ZRawReport,
  organizationId: z.string(),
  userId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
})
export type TReportRecord = z.infer<typeof ZReportRecord>

export const ZCreateReportRecordRequestSchema = z.object({ name: ZReportName, params: ZReportParams.default({}) })
export const ZListReportRecordsResponseSchema = z.object({ reports: z.array(ZReportRecord) })
