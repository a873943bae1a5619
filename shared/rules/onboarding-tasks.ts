/**
 * Which onboarding tasks an organization gets, from its services (spec §9). The spec gives the counts per service
 * combination but not which uploads make the "six" and the "nine": the choice below is ours (documented in
 * docs/tenancy.md): the six are the entity and tax documents a bookkeeping client cannot produce from its books;
 * the nine are the financial statements plus the entity/tax documents, without the mortgage statement.
 */
import type { TAccountingService } from '../schemas/organizations.ts'

export const ACCESS_TASKS = [
  'ledger-access',
  'bank-accounts-access',
  'credit-cards-access',
  'payroll-access',
  'bill-pay-access',
  'invoicing-platform-access',
] as const
const SIX_UPLOADS = [
  'articles-of-incorporation',
  'entity-bylaws',
  'prior-year-tax-return',
  'year-end-mortgage-statement',
  'ss-4',
  'depreciation-schedule',
] as const
const NINE_UPLOADS = [
  'articles-of-incorporation',
  'entity-bylaws',
  'prior-year-tax-return',
  'ss-4',
  'depreciation-schedule',
  'profit-and-loss',
  'balance-sheet',
  'income-statement',
  'trial-balance',
] as const

/** Task definition slugs for the organization's services, in checklist order, without duplicates. */
export function onboardingTaskSlugs(services: readonly TAccountingService[]): string[] {
  const bookkeeping = services.includes('bookkeeping')
  const taxes = services.includes('taxes')
  const rnd = services.includes('rnd_tax_credits')
  if (bookkeeping && taxes) return [...ACCESS_TASKS, ...SIX_UPLOADS] // also all three services
  if (bookkeeping) return [...ACCESS_TASKS] // alone, or with R&D
  if (taxes && rnd) return ['ledger-access', 'payroll-access', ...NINE_UPLOADS]
  if (taxes) return ['ledger-access', ...NINE_UPLOADS]
  return []
}
