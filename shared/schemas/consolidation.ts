/**
 * Consolidated reporting (organization groups, Combine/Eliminate mappings, presentation currency) and the
 * chart-of-accounts mapping of client accounts to the master chart.
 */
import { z } from 'zod'
import { ZAccountingMethod, ZDateMacro, ZRawReport, ZReportRecord, ZSummarizeBy, type TRawReport } from './reports.ts'
import type { TAccountType } from './ledger.ts'
import { ZDate, ZText, ZUuid } from '../rules/values.ts'

export { ZCurrency } from '../rules/currencies.ts'
import { ZCurrency } from '../rules/currencies.ts'

export const CONSOLIDATED_REPORT_TYPES = ['BalanceSheet', 'ProfitAndLoss', 'CashFlow'] as const
export const ZConsolidatedReportType = z.enum(CONSOLIDATED_REPORT_TYPES)
export type TConsolidatedReportType = z.infer<typeof ZConsolidatedReportType>
export const ZMappingType = z.enum(['Combine', 'Eliminate'])

/** Spec §5: both dates without a macro is rejected with this message, word for word. */
export const DATE_RANGE_OR_MACRO = 'Either date range or date macro must be provided'
export const ZConsolidatedReportInput = z
  .object({
    organizationId: ZUuid,
    startDate: ZDate.optional(),
    endDate: ZDate.optional(),
    dateMacro: ZDateMacro.optional(),
    accountingMethod: ZAccountingMethod.default('Accrual'),
    summarizeColumnsBy: ZSummarizeBy.default('Total'),
    reportType: ZConsolidatedReportType,
    presentationCurrency: ZCurrency.default('USD'),
    excludeEmptyColumns: z.boolean().default(false),
    includeEntitiesColumn: z.boolean().default(true),
    ctaRow: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.startDate && v.endDate && !v.dateMacro)
      ctx.addIssue({ code: 'custom', message: DATE_RANGE_OR_MACRO, path: ['dateMacro'] })
    if (!v.dateMacro && !(v.startDate && v.endDate))
      ctx.addIssue({ code: 'custom', message: DATE_RANGE_OR_MACRO, path: ['dateMacro'] })
    if (v.startDate && v.endDate && v.startDate > v.endDate)
      ctx.addIssue({ code: 'custom', message: 'The end date must be on or after the start date', path: ['endDate'] })
  })
export type TConsolidatedReportInput = z.infer<typeof ZConsolidatedReportInput>
export type TConsolidatedReportInputWithEntities = TConsolidatedReportInput & {
  entityReports: { organizationId: string; report: TRawReport }[]
  currencyExchangeReport: TRawReport
}

/** Rates answer: base, timestamp or start_date, and a map of positive rates. */
export const ZRateResponse = z
  .object({
    base: ZCurrency,
    timestamp: z.number().optional(),
    start_date: ZDate.optional(),
    end_date: ZDate.optional(),
    rates: z.record(
      z.string(),
      z.union([
        z.number().positive('Currency rates must be positive numbers'),
        z.record(z.string(), z.number().positive('Currency rates must be positive numbers')),
      ]),
    ),
  })
  .refine((r) => r.timestamp !== undefined || r.start_date !== undefined, {
    message: 'timestamp or start_date is required',
    path: ['timestamp'],
  })
export const ZCurrencyRate = z.object({
  date: ZDate,
  rate: z.number().positive('Currency rates must be positive numbers'),
})

export const ZMappingFormSchema = z.object({
  combineMappings: z
    .array(z.object({ accountName: ZText.trim().min(1).max(255), reportType: ZConsolidatedReportType }))
    .default([]),
  eliminationMappings: z
    .array(z.object({ accountName: ZText.trim().min(1).max(255), reportType: ZConsolidatedReportType }))
    .default([]),
  mappingIdsToDelete: z.array(ZUuid).default([]),
  organizationGroupId: ZUuid.optional(),
  reportType: ZConsolidatedReportType.optional(),
})
export type TMappingForm = z.infer<typeof ZMappingFormSchema>

export const ZConsolidationMapping = z.object({
  id: z.string(),
  organizationGroupId: z.string(),
  accountName: z.string(),
  lowercaseName: z.string(),
  reportType: ZConsolidatedReportType,
  mappingType: ZMappingType,
})
export type TConsolidationMapping = z.infer<typeof ZConsolidationMapping>
export const ZConsolidationMappingsResponseSchema = z.object({ mappings: z.array(ZConsolidationMapping) })

/** The consolidated report as stored, the entity reports it links to, the rates used and what was eliminated. */
export const ZConsolidatedReportResponseSchema = z.object({
  report: ZReportRecord,
  entityReports: z.array(z.object({ organizationId: z.string(), name: z.string(), reportId: z.string() })),
  currencyExchangeReport: ZRawReport,
  eliminations: z.array(z.object({ label: z.string(), cents: z.number().int() })),
})
export type TConsolidatedReportResponse = z.infer<typeof ZConsolidatedReportResponseSchema>

/** Section: the consolidated chart of accounts of a group (one per report type) and its accounts' provider mappings. */
export const ZConsolidatedChartType = z.enum(['ProfitAndLoss', 'BalanceSheet'])
export type TConsolidatedChartType = z.infer<typeof ZConsolidatedChartType>
const ZLedgerProvider = z.enum(['Quickbooks', 'Builtin'])
export const ZAddConsolidatedAccountRequestSchema = z.object({
  name: ZText.trim().min(1).max(255),
  number: ZText.max(20).optional(),
  type: ZText.max(100),
  subtype: ZText.max(100).optional(),
  parentName: ZText.max(255).optional(),
  providerMappings: z
    .array(
      z.object({
        organizationId: ZUuid,
        providerAccountId: ZText.min(1).max(100),
        name: ZText.min(1).max(255),
        provider: ZLedgerProvider.default('Builtin'),
      }),
    )
    .default([]),
})
export type TAddConsolidatedAccountRequest = z.infer<typeof ZAddConsolidatedAccountRequestSchema>
export const ZAddConsolidatedAccountResponseSchema = ZAddConsolidatedAccountRequestSchema.extend({ id: z.string() })
export const ZConsolidatedAccount = z.object({
  id: z.string(),
  name: z.string(),
  number: z.string().nullable(),
  type: z.string(),
  subtype: z.string().nullable(),
  classification: z.string().nullable(),
  parent: z.string().nullable(),
  mappings: z.array(
    z.object({
      organizationId: z.string(),
      provider: ZLedgerProvider,
      providerAccountId: z.string(),
      name: z.string(),
    }),
  ),
})
export type TConsolidatedAccount = z.infer<typeof ZConsolidatedAccount>
export const ZConsolidatedChartResponseSchema = z.object({
  type: ZConsolidatedChartType,
  accounts: z.array(ZConsolidatedAccount),
})

/** Section: master chart of accounts (spec §9); sub-numbers the spec does not name carry descriptive names. */
export type MasterAccount = { number: string; name: string; accountType: TAccountType; subtype: string }
export const MASTER_CHART: MasterAccount[] = [
  { number: '1000', name: 'Cash', accountType: 'Bank', subtype: 'CashOnHand' },
  { number: '1010', name: 'Bank Account', accountType: 'Bank', subtype: 'Checking' },
  { number: '1020', name: 'Brokerage', accountType: 'Bank', subtype: 'MoneyMarket' },
  { number: '1100', name: 'Accounts Receivable', accountType: 'Accounts Receivable', subtype: 'AccountsReceivable' },
  { number: '1200', name: 'Prepaid Expenses', accountType: 'Other Current Asset', subtype: 'PrepaidExpenses' },
  { number: '1300', name: 'Inventory', accountType: 'Other Current Asset', subtype: 'Inventory' },
  { number: '1500', name: 'Fixed Assets', accountType: 'Fixed Asset', subtype: 'MachineryAndEquipment' },
  { number: '1600', name: 'Other Assets', accountType: 'Other Asset', subtype: 'OtherLongTermAssets' },
  { number: '2000', name: 'Accounts Payable', accountType: 'Accounts Payable', subtype: 'AccountsPayable' },
  { number: '2100', name: 'Credit Card Payable', accountType: 'Credit Card', subtype: 'CreditCard' },
  {
    number: '2200',
    name: 'Accrued Liabilities',
    accountType: 'Other Current Liability',
    subtype: 'AccruedLiabilities',
  },
  { number: '2300', name: 'Debt', accountType: 'Long Term Liability', subtype: 'NotesPayable' },
  { number: '3000', name: 'Equity', accountType: 'Equity', subtype: 'OwnersEquity' },
  { number: '3100', name: 'Common Stock', accountType: 'Equity', subtype: 'CommonStock' },
  { number: '3200', name: 'Preferred Stock', accountType: 'Equity', subtype: 'PreferredStock' },
  { number: '3300', name: 'SAFE Notes', accountType: 'Equity', subtype: 'PaidInCapitalOrSurplus' },
  { number: '4000', name: 'Sales', accountType: 'Income', subtype: 'SalesOfProductIncome' },
  { number: '5000', name: 'Cost of Goods Sold', accountType: 'Cost of Goods Sold', subtype: 'SuppliesMaterialsCogs' },
  ...['Salaries and Wages', 'Payroll Taxes', 'Benefits', 'Contractors', 'Bonuses', 'Recruiting', 'Other Payroll'].map(
    (name, i) => ({ number: String(6010 + i * 10), name, accountType: 'Expense' as const, subtype: 'PayrollExpenses' }),
  ),
  ...[
    'Legal',
    'Accounting',
    'Consulting',
    'Tax Preparation',
    'Bookkeeping',
    'Advisory',
    'Audit',
    'Other Professional Services',
  ].map((name, i) => ({
    number: String(6110 + i * 10),
    name,
    accountType: 'Expense' as const,
    subtype: 'LegalProfessionalFees',
  })),
  { number: '6200', name: 'Marketing', accountType: 'Expense', subtype: 'AdvertisingPromotional' },
  { number: '6400', name: 'Facilities', accountType: 'Expense', subtype: 'RentOrLeaseOfBuildings' },
  { number: '6500', name: 'Technology', accountType: 'Expense', subtype: 'DuesSubscriptions' },
  {
    number: '6600',
    name: 'Other Operating Expenses',
    accountType: 'Expense',
    subtype: 'OfficeGeneralAdministrativeExpenses',
  },
  { number: '6800', name: 'Travel and Entertainment', accountType: 'Expense', subtype: 'Travel' },
  { number: '7010', name: 'Interest Earned', accountType: 'Other Income', subtype: 'InterestEarned' },
  { number: '7020', name: 'Interest Expense', accountType: 'Other Expense', subtype: 'OtherMiscellaneousExpense' },
  { number: '7030', name: 'Exchange Gain or Loss', accountType: 'Other Expense', subtype: 'ExchangeGainOrLoss' },
  { number: '9000', name: 'Ask My Client', accountType: 'Expense', subtype: 'OtherMiscellaneousServiceCost' },
]

/** Spec §5: only these ledger types are mappable (expense incl. other expense, bank, payable, receivable, OCA, OCL). */
export const MAPPABLE_TYPES: TAccountType[] = [
  'Expense',
  'Other Expense',
  'Bank',
  'Accounts Payable',
  'Accounts Receivable',
  'Other Current Asset',
  'Other Current Liability',
]
/** Spec §4 "Mapping deletion reason"; the database enforces the same list (migration 20261123003000). */
export const DELETION_REASONS = [
  'inactive',
  'regular_to_parent',
  'regular_to_sub',
  'moved_parent_account',
  'manual',
  'account_type_change',
] as const

export const ZUpsertCoaMappingRequestSchema = z.object({
  clientAccountName: ZText.trim().min(1, 'Required').max(255),
  havenAccountNumber: ZText.refine(
    (n) => MASTER_CHART.some((m) => m.number === n),
    'Not an account of the master chart',
  ),
})
export const ZDeleteCoaMappingRequestSchema = z.object({
  deletionReason: z.enum(DELETION_REASONS),
  staged: z.boolean().default(false),
})
export const ZCoaTranslationSchema = z.object({
  originOrganizationId: ZUuid,
  originAccountName: ZText.trim().min(1).max(255),
  destinationOrganizationId: ZUuid,
  destinationAccountName: ZText.trim().min(1).max(255),
})
export type TCoaTranslation = z.infer<typeof ZCoaTranslationSchema>
export const ZCoaTranslationResponseSchema = ZCoaTranslationSchema.extend({ id: z.string() })
