/**
 * Sales tax (banking-payments-tax.md §3, §9; issue 36): the API's request and response shapes for the nexus screen,
 * the calculator, the integrations (line-item sources) and the monthly roll-ups. Money in cents, rates in micros.
 * The rules behind the checks live in shared/rules/ (nexus.ts, sales-tax-rates.ts), so the web form refuses the same
 * input with the same words.
 */
import { z } from 'zod'
import { NEXUS_WINDOWS, SALES_TAX_ITEM_TYPES } from '../rules/nexus-states.ts'
import { localJurisdictions } from '../rules/sales-tax-local-rates.ts'
import { SALES_TAX_MESSAGES, isUsState, zipProblem } from '../rules/sales-tax-rates.ts'
import type { TUsState } from '../rules/us-states.ts'
import { ZDate, ZText } from '../rules/values.ts'
import { TIN_MESSAGES, W9_STATUSES, tinDigits } from '../rules/vendor-1099.ts'

export const ZSalesTaxItemType = z.enum(SALES_TAX_ITEM_TYPES)
export const SALES_TAX_PROVIDERS = ['ledger', 'invoices', 'stripe'] as const
export const ZSalesTaxProvider = z.enum(SALES_TAX_PROVIDERS)

export const ZNexusQuerySchema = z.object({
  asOf: ZDate.optional(),
})

export const ZNexusStateSchema = z.object({
  state: z.string(),
  stateName: z.string(),
  status: z.enum(['crossed', 'near', 'below']),
  crossedOn: z.string().nullable(),
  window: z.enum(NEXUS_WINDOWS),
  windowLabel: z.string(),
  windowFrom: z.string(),
  windowTo: z.string(),
  thresholdCents: z.number().int(),
  thresholdCount: z.number().int().nullable(),
  combine: z.enum(['and', 'or']).nullable(),
  taxable: z.array(ZSalesTaxItemType),
  valueCents: z.number().int(),
  count: z.number().int(),
  valuePercent: z.number(),
  countPercent: z.number().nullable(),
  projectedOn: z.string().nullable(),
  /** The accrued liability a crossing proposes: tax due on sales since, less what was collected. */
  liability: z
    .object({
      salesSinceCents: z.number().int(),
      rateMicros: z.number().int(),
      taxDueCents: z.number().int(),
      taxCollectedCents: z.number().int(),
      proposedCents: z.number().int(),
      /** The ledger entry it was posted as (post-nexus-liability.ts), once a bookkeeper posted it. */
      postedEntryId: z.string().nullable(),
    })
    .nullable(),
})
export const ZNexusResponseSchema = z.object({
  asOf: z.string(),
  lineItems: z.number().int(),
  states: z.array(ZNexusStateSchema),
})
export type TNexusState = z.infer<typeof ZNexusStateSchema>
export type TNexusResponse = z.infer<typeof ZNexusResponseSchema>

export const ZUsAddressSchema = z
  .object({
    line1: ZText.trim().min(1, { message: 'Required' }).max(2000),
    city: ZText.trim().min(1, { message: 'Required' }).max(255),
    /** Optional: a known city brings its own county (shared/rules/sales-tax-local-rates.ts). */
    county: ZText.trim().max(255).nullish(),
    state: ZText.trim().toUpperCase(),
    postalCode: ZText.trim().max(30),
    country: z.literal('US', { message: 'Country must be US' }).default('US'),
  })
  .superRefine((a, ctx) => {
    if (!isUsState(a.state)) ctx.addIssue({ code: 'custom', path: ['state'], message: SALES_TAX_MESSAGES.state })
    const zip = zipProblem(a.postalCode, a.state)
    if (zip) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: zip })
    if (isUsState(a.state) && a.county) {
      const { countyMismatch } = localJurisdictions(a.state, a.city, a.county)
      if (countyMismatch)
        ctx.addIssue({
          code: 'custom',
          path: ['county'],
          message: SALES_TAX_MESSAGES.countyOfCity(a.city, countyMismatch),
        })
    }
  })

export const ZCalculateSalesTaxRequestSchema = z.object({
  amountCents: z.number({ error: 'Enter an amount' }).int().min(0, { message: 'Enter an amount of at least 0' }),
  type: ZSalesTaxItemType,
  address: ZUsAddressSchema,
})
export type TCalculateSalesTaxRequest = z.input<typeof ZCalculateSalesTaxRequestSchema>
export const ZCalculateSalesTaxResponseSchema = z.object({
  state: z.string(),
  taxable: z.boolean(),
  rateMicros: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  jurisdictions: z.array(
    z.object({
      level: z.enum(['state', 'county', 'city']),
      name: z.string(),
      rateMicros: z.number().int(),
      taxCents: z.number().int(),
    }),
  ),
  reason: z.string(),
  /** Whether the organization has crossed nexus there (so must collect), from its line items. */
  nexus: z.enum(['crossed', 'near', 'below', 'not-tracked']),
})
export type TCalculateSalesTaxResponse = z.infer<typeof ZCalculateSalesTaxResponseSchema>
export type TAddressState = TUsState

export const ZSalesTaxSourceSchema = z.object({
  provider: ZSalesTaxProvider,
  label: z.string(),
  description: z.string(),
  lineItems: z.number().int(),
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  amountCents: z.number().int(),
})
export const ZSalesTaxIntegrationsResponseSchema = z.object({
  sources: z.array(ZSalesTaxSourceSchema),
  customersWithAddress: z.number().int(),
  customers: z.number().int(),
  canRefresh: z.boolean(),
})
export const ZRefreshLedgerResponseSchema = z.object({ lineItems: z.number().int() })

export const ZRollupsQuerySchema = z.object({
  year: z.coerce.number().int().min(1900).max(2200).optional(),
})
export const ZRollupRowSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  state: z.string(),
  jurisdictionLevel: z.enum(['state', 'county', 'city']),
  jurisdictionName: z.string(),
  amountExcludingTaxCents: z.number().int(),
  taxableAmountCents: z.number().int(),
  taxCollectedCents: z.number().int(),
  transactions: z.number().int(),
})
export const ZRollupsResponseSchema = z.object({ rows: z.array(ZRollupRowSchema) })

/** 1099 vendors (§3 "Vendor tax records", §4 W-9 statuses). */
export const Z1099QuerySchema = z.object({ year: z.coerce.number().int().min(1900).max(2200).optional() })
const ZMethodTotals = z.object({
  check: z.number().int(),
  cash: z.number().int(),
  ach: z.number().int(),
  card: z.number().int(),
  'third-party': z.number().int(),
})
export const Z1099VendorSchema = z.object({
  nameId: z.string(),
  vendorName: z.string(),
  totals: ZMethodTotals,
  reportableCents: z.number().int(),
  decidedNeedsT99: z.boolean(),
  needsT99Override: z.boolean().nullable(),
  needsT99: z.boolean(),
  email: z.string().nullable(),
  w9Status: z.enum(W9_STATUSES).nullable(),
  w9OnFile: z.boolean(),
  tinMatch: z.enum(['pending', 'match', 'no_match']).nullable(),
  /** The masked TIN, only for the organization's admins and its staff. */
  tin: z.string().nullable(),
  /** A signed link to the completed W-9's PDF, when the vendor filled it in through the emailed form. */
  w9FileUrl: z.string().nullable(),
})
export const Z1099ListResponseSchema = z.object({
  year: z.number().int(),
  thresholdCents: z.number().int(),
  readiness: z.number().int(),
  canEdit: z.boolean(),
  canSeeTin: z.boolean(),
  vendors: z.array(Z1099VendorSchema),
})
export const ZUpdate1099VendorRequestSchema = z.object({
  year: z.number().int().min(1900).max(2200),
  needsT99: z.boolean().nullable().optional(),
  email: z.email({ message: 'Invalid email' }).max(100).nullable().optional(),
})
export const ZSet1099TinRequestSchema = z
  .object({ tinType: z.enum(['EIN', 'SSN']), tin: ZText })
  .superRefine((v, ctx) => {
    if (!tinDigits(v.tinType, v.tin))
      ctx.addIssue({
        code: 'custom',
        path: ['tin'],
        message: v.tinType === 'EIN' ? TIN_MESSAGES.ein : TIN_MESSAGES.ssn,
      })
  })

export const ZPostLiabilityRequestSchema = z.object({
  asOf: z.iso.date().optional(),
  expenseAccountId: ZText.min(1, { message: 'Choose an account of the ledger' }).max(100),
  liabilityAccountId: ZText.min(1, { message: 'Choose an account of the ledger' }).max(100),
})
export const ZPostLiabilityResponseSchema = z.object({
  ledgerTransactionId: z.string(),
  amountCents: z.number().int(),
  crossedOn: z.string(),
})
