/**
 * The chart of accounts' vocabulary in QuickBooks Online's terms: account types, the classification each belongs to
 * (which fixes the sign of reports) and the detail types (subtypes) of each. Re-exported by ledger.ts.
 */
import { z } from 'zod'

export const ACCOUNT_TYPES = [
  'Bank',
  'Other Current Asset',
  'Fixed Asset',
  'Other Asset',
  'Accounts Receivable',
  'Equity',
  'Expense',
  'Other Expense',
  'Cost of Goods Sold',
  'Accounts Payable',
  'Credit Card',
  'Long Term Liability',
  'Other Current Liability',
  'Income',
  'Other Income',
  'Other Fixed Assets',
] as const
export const ZAccountType = z.enum(ACCOUNT_TYPES)
export type TAccountType = z.infer<typeof ZAccountType>

export const CLASSIFICATIONS = ['Asset', 'Liability', 'Equity', 'Revenue', 'Expense'] as const
export const ZClassification = z.enum(CLASSIFICATIONS)
export type TClassification = z.infer<typeof ZClassification>

/** QuickBooks' classification of each account type; the sign convention of reports follows from it. */
export const CLASSIFICATION_OF: Record<TAccountType, TClassification> = {
  Bank: 'Asset',
  'Other Current Asset': 'Asset',
  'Fixed Asset': 'Asset',
  'Other Asset': 'Asset',
  'Accounts Receivable': 'Asset',
  'Other Fixed Assets': 'Asset',
  Equity: 'Equity',
  'Accounts Payable': 'Liability',
  'Credit Card': 'Liability',
  'Long Term Liability': 'Liability',
  'Other Current Liability': 'Liability',
  Income: 'Revenue',
  'Other Income': 'Revenue',
  Expense: 'Expense',
  'Other Expense': 'Expense',
  'Cost of Goods Sold': 'Expense',
}

/** Subtypes per account type (QuickBooks' enumeration, the commonly used part). */
export const ACCOUNT_SUBTYPES: Record<TAccountType, readonly string[]> = {
  Bank: [
    'Checking',
    'Savings',
    'CashOnHand',
    'MoneyMarket',
    'TrustAccounts',
    'RentsHeldInTrust',
    'OtherEarMarkedBankAccounts',
  ],
  'Other Current Asset': [
    'PrepaidExpenses',
    'UndepositedFunds',
    'Inventory',
    'AllowanceForBadDebts',
    'EmployeeCashAdvances',
    'LoansToOfficers',
    'OtherCurrentAssets',
    'Investment_Other',
  ],
  'Fixed Asset': [
    'MachineryAndEquipment',
    'FurnitureAndFixtures',
    'Vehicles',
    'Buildings',
    'Land',
    'LeaseholdImprovements',
    'AccumulatedDepreciation',
    'OtherFixedAssets',
  ],
  'Other Fixed Assets': ['OtherFixedAssets'],
  'Other Asset': [
    'SecurityDeposits',
    'Goodwill',
    'Licenses',
    'AccumulatedAmortizationOfOtherAssets',
    'OtherLongTermAssets',
  ],
  'Accounts Receivable': ['AccountsReceivable'],
  Equity: [
    'OpeningBalanceEquity',
    'RetainedEarnings',
    'CommonStock',
    'PreferredStock',
    'OwnersEquity',
    'PartnerContributions',
    'PartnerDistributions',
    'PaidInCapitalOrSurplus',
    'AccumulatedAdjustment',
  ],
  Expense: [
    'AdvertisingPromotional',
    'Auto',
    'BankCharges',
    'DuesSubscriptions',
    'Insurance',
    'LegalProfessionalFees',
    'OfficeGeneralAdministrativeExpenses',
    'PayrollExpenses',
    'RentOrLeaseOfBuildings',
    'Travel',
    'TravelMeals',
    'Utilities',
    'OtherMiscellaneousServiceCost',
    'Entertainment',
  ],
  'Other Expense': [
    'Depreciation',
    'Amortization',
    'OtherMiscellaneousExpense',
    'ExchangeGainOrLoss',
    'PenaltiesSettlements',
  ],
  'Cost of Goods Sold': [
    'SuppliesMaterialsCogs',
    'CostOfLaborCos',
    'EquipmentRentalCos',
    'OtherCostsOfServiceCos',
    'ShippingFreightDeliveryCos',
  ],
  'Accounts Payable': ['AccountsPayable'],
  'Credit Card': ['CreditCard'],
  'Long Term Liability': ['NotesPayable', 'ShareholderNotesPayable', 'OtherLongTermLiabilities'],
  'Other Current Liability': [
    'SalesTaxPayable',
    'PayrollTaxPayable',
    'PayrollClearing',
    'LineOfCredit',
    'LoanPayable',
    'DeferredRevenue',
    'AccruedLiabilities',
    'OtherCurrentLiabilities',
  ],
  Income: [
    'SalesOfProductIncome',
    'ServiceFeeIncome',
    'DiscountsRefundsGiven',
    'NonProfitIncome',
    'OtherPrimaryIncome',
    'UnappliedCashPaymentIncome',
  ],
  'Other Income': ['InterestEarned', 'DividendIncome', 'OtherInvestmentIncome', 'OtherMiscellaneousIncome'],
}
