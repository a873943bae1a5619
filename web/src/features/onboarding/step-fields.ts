/**
 * The plain-field steps of the newer flow as data: which answers each asks, how each is entered and its choices
 * (from the §9 constants in shared/). The step's zod schema (shared/schemas/onboarding.ts) checks them, here and in
 * the API.
 */
import { ENTITY_TYPE_LABELS } from '@app/shared/rules/banking-onboarding.ts'
import { INDUSTRY_LABELS, MONTHLY_CASH_FLOW_LABELS, US_STATE_NAMES } from '@app/shared/rules/onboarding-constants.ts'
import { BUSINESS_TAXATION } from '@app/shared/schemas/onboarding.ts'
import { formatEin } from '@app/shared/rules/format.ts'

export type StepField = {
  key: string
  label: string
  kind: 'text' | 'textarea' | 'date' | 'select' | 'yesno'
  options?: Record<string, string>
  required?: boolean
  hint?: string
  /** shown only when bookkeeping is one of the services */
  bookkeepingOnly?: boolean
  /** how the value is shown as typed (spec §5 display rules) */
  format?: (typed: string) => string
}

export const FIELD_STEPS: Record<string, StepField[]> = {
  name: [
    { key: 'firstName', label: 'First name', kind: 'text', required: true },
    { key: 'lastName', label: 'Last name', kind: 'text', required: true },
  ],
  'organization-type': [
    {
      key: 'business_entity_type',
      label: 'Organization type',
      kind: 'select',
      options: ENTITY_TYPE_LABELS,
      required: true,
    },
    { key: 'transitioned_entity_type', label: 'Previous entity type, if it changed', kind: 'text' },
    { key: 'explain_transition', label: 'What changed and when', kind: 'textarea' },
  ],
  'business-information': [
    { key: 'legal_business_name', label: 'Legal business name', kind: 'text', required: true },
    { key: 'dba', label: 'Doing business as', kind: 'text' },
    { key: 'ein', label: 'EIN', kind: 'text', required: true, hint: 'Nine digits, like 12-3456789', format: formatEin },
    { key: 'date_of_incorporation', label: 'Date of incorporation', kind: 'date', required: true },
    {
      key: 'business_taxation',
      label: 'Business taxation',
      kind: 'select',
      options: BUSINESS_TAXATION,
      required: true,
    },
    { key: 'street_address', label: 'Street address', kind: 'text', required: true },
    { key: 'address_line_2', label: 'Address line 2', kind: 'text' },
    { key: 'city', label: 'City', kind: 'text', required: true },
    { key: 'state', label: 'State', kind: 'select', options: US_STATE_NAMES, required: true },
    { key: 'zip_code', label: 'ZIP code', kind: 'text', required: true },
    { key: 'country', label: 'Country', kind: 'text', required: true },
    { key: 'phone_number', label: 'Phone number', kind: 'text', required: true },
    { key: 'website', label: 'Website', kind: 'text' },
  ],
  'business-profile': [
    { key: 'business_activities', label: 'Business activities', kind: 'textarea', required: true },
    { key: 'industry', label: 'Industry', kind: 'select', options: INDUSTRY_LABELS },
    { key: 'monthly_cash_flow', label: 'Monthly cash flow', kind: 'select', options: MONTHLY_CASH_FLOW_LABELS },
    {
      key: 'banks',
      label: 'Banks',
      kind: 'text',
      hint: 'The banks the business holds accounts with',
      bookkeepingOnly: true,
    },
    {
      key: 'credit_cards',
      label: 'Credit cards',
      kind: 'text',
      hint: 'The cards the business pays with',
      bookkeepingOnly: true,
    },
    { key: 'payroll_system', label: 'Payroll system', kind: 'text' },
  ],
  'tax-information': [
    {
      key: 'majority_ownership_other_businesses',
      label: 'Do the owners hold a majority of another business?',
      kind: 'yesno',
    },
    { key: 'foreign_entities', label: 'Does the business own foreign entities?', kind: 'yesno' },
    { key: 'acquired_business', label: 'Did the business acquire another business?', kind: 'yesno' },
    { key: 'tax_year', label: 'Tax year', kind: 'text', hint: 'The year of the next return, like 2025' },
    { key: 'standard_fiscal_year', label: 'Does the fiscal year end on December 31?', kind: 'yesno' },
    { key: 'fiscal_year_end', label: 'Fiscal year end, if not December 31', kind: 'text' },
    { key: 'cryptocurrency', label: 'Is there cryptocurrency on the balance sheet?', kind: 'yesno' },
    { key: 'government_grants', label: 'Has the business received government grants?', kind: 'yesno' },
  ],
}
