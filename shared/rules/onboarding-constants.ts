/**
 * The onboarding forms' value sets (overview-access-onboarding.md §9) that no other area owns yet: service labels and
 * the onboarding service cards, time zones, currencies, personal email domains and form slugs. Industries, the
 * sixteen restricted industries and cash-flow ranges are the banking onboarding's (banking-onboarding.ts) and US
 * states are us-states.ts: re-exported here so a form imports one module, never a copy.
 */
import type { TAccountingService } from '../schemas/organizations.ts'

export {
  INDUSTRIES,
  INDUSTRY_LABELS,
  MONTHLY_CASH_FLOW_LABELS,
  MONTHLY_CASH_FLOWS,
  RESTRICTED_INDUSTRIES,
  RESTRICTED_INDUSTRY_LABELS,
} from './banking-onboarding.ts'
export { US_STATE_NAMES, US_STATES } from './us-states.ts'

/** The services a client chooses (§9), as the screens name them. */
export const SERVICE_LABELS: Record<TAccountingService, string> = {
  bookkeeping: 'Bookkeeping',
  taxes: 'Taxes',
  ap_management: 'AP management',
  ar_management: 'AR management',
  fractional_cfo: 'Fractional CFO',
  rnd_tax_credits: 'R&D tax credits',
  'statement-tracker': 'Banking Statement Tracker',
}

/** The onboarding service cards (§9): bookkeeping and taxes one column wide, R&D tax credits two. */
export const SERVICE_CARDS: readonly { service: TAccountingService; width: 1 | 2; description: string }[] = [
  {
    service: 'bookkeeping',
    width: 1,
    description: 'Monthly books kept in your ledger: transactions categorized, accounts reconciled, reports on time.',
  },
  {
    service: 'taxes',
    width: 1,
    description: 'Federal and state income tax returns prepared and filed, with estimated payments planned.',
  },
  {
    service: 'rnd_tax_credits',
    width: 2,
    description: 'Research and development tax credits: qualifying projects and expenses identified and documented.',
  },
]

/** Time zones the onboarding call can be held in (§9). */
export const TIME_ZONE_LABELS = {
  PT: 'Pacific time (PT)',
  CT: 'Central time (CT)',
  ET: 'Eastern time (ET)',
  UTC: 'Coordinated universal time (UTC)',
} as const
export type TTimeZone = keyof typeof TIME_ZONE_LABELS
export const TIME_ZONES = Object.keys(TIME_ZONE_LABELS) as TTimeZone[]

/** Currencies a business reports or holds balances in (ISO 4217 codes with their names). */
export const CURRENCY_LABELS = {
  USD: 'US dollar',
  EUR: 'Euro',
  GBP: 'British pound',
  CAD: 'Canadian dollar',
  AUD: 'Australian dollar',
  NZD: 'New Zealand dollar',
  JPY: 'Japanese yen',
  CHF: 'Swiss franc',
  CNY: 'Chinese yuan',
  HKD: 'Hong Kong dollar',
  SGD: 'Singapore dollar',
  INR: 'Indian rupee',
  ILS: 'Israeli new shekel',
  MXN: 'Mexican peso',
  BRL: 'Brazilian real',
  SEK: 'Swedish krona',
  NOK: 'Norwegian krone',
  DKK: 'Danish krone',
  ZAR: 'South African rand',
  KRW: 'South Korean won',
} as const
export type TCurrency = keyof typeof CURRENCY_LABELS
export const CURRENCIES = Object.keys(CURRENCY_LABELS) as TCurrency[]

/**
 * Free-mail providers (§9: "a fixed list of common free-mail providers", not shown; this is ours). An address at one
 * of them is a personal address, not the business's own domain.
 */
export const PERSONAL_EMAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'protonmail.com',
  'proton.me',
  'gmx.com',
  'mail.com',
  'zoho.com',
  'yandex.com',
] as const

/** Whether an email address is at a personal (free-mail) domain rather than the business's own. */
export function isPersonalEmail(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@')[1] ?? ''
  return (PERSONAL_EMAIL_DOMAINS as readonly string[]).includes(domain)
}

/** The older onboarding forms (§9 form slugs) and their steps (§2), in order. */
export const FORM_SLUGS = ['general', 'rnd'] as const
export type TFormSlug = (typeof FORM_SLUGS)[number]
export const FORM_STEPS: Record<TFormSlug, readonly string[]> = {
  general: [
    'business-information',
    'contact-information',
    'financial-details',
    'business-operations',
    'ownership',
    'tax-and-fiscal',
    'acquisitions',
    'other-entities',
    'special-cases',
  ],
  rnd: ['tax-year', 'projects'],
}

/** Form submission statuses (§4): a submission waits in review until staff approve it. */
export const SUBMISSION_STATUSES = ['InReview', 'Approved'] as const
export type TSubmissionStatus = (typeof SUBMISSION_STATUSES)[number]

/**
 * The payment authorization a client accepts on the terms-and-authorization step. Its text and version are recorded
 * with the acceptance (terms_accepted: acceptedText, acceptedDate, who), so a later wording never rewrites what
 * someone agreed to.
 */
export const PAYMENT_AUTHORIZATION = {
  version: '2026-11',
  text:
    'I authorize the firm to charge the payment method on file for the services chosen in this onboarding, monthly ' +
    'in advance, until the engagement ends. I confirm that I may bind the organization to this authorization and to ' +
    'the engagement terms, and that the information given in this onboarding is true and complete.',
} as const
