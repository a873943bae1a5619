/**
 * Teller (the second bank provider, spec §3 "Second bank provider", §9 types and subtypes): the wire shapes of its
 * API and webhooks as the product reads them, what Teller Connect hands back, the sync job, and the amount rules
 * (decimal strings to cents and micros, Teller's sign to ours) shared by the sync, the tests and the sandbox.
 */
import { z } from 'zod'
import { defineJob } from './jobs.ts'

/** Section: accounts (spec §9: second provider types and subtypes; §4 bank account status) */
export const TELLER_ACCOUNT_TYPES = ['depository', 'credit'] as const
export const TELLER_SUBTYPES = [
  'checking',
  'savings',
  'money_market',
  'certificate_of_deposit',
  'treasury',
  'sweep',
  'credit_card',
] as const
export const TELLER_ACCOUNT_STATUSES = ['open', 'closed'] as const
/** Spec §4 bank enrollment status. */
export const TELLER_ENROLLMENT_STATUSES = ['active', 'disconnected', 'revoked'] as const
export type TTellerEnrollmentStatus = (typeof TELLER_ENROLLMENT_STATUSES)[number]

export const ZTellerAccount = z.looseObject({
  id: z.string().min(1).max(200),
  enrollment_id: z.string().min(1).max(200),
  name: z.string().min(1).max(300),
  type: z.enum(TELLER_ACCOUNT_TYPES),
  subtype: z.enum(TELLER_SUBTYPES),
  currency: z.string().regex(/^[A-Za-z]{3}$/),
  last_four: z.string().max(10).nullable(),
  status: z.enum(TELLER_ACCOUNT_STATUSES),
  institution: z.object({ id: z.string(), name: z.string() }),
  links: z.record(z.string(), z.string().nullable()),
})
export type TTellerAccount = z.infer<typeof ZTellerAccount>

/** A decimal amount as Teller writes it: "-86.46", "1200.00". */
const ZDecimal = z.string().regex(/^-?\d{1,13}(\.\d{1,2})?$/, 'must be a decimal amount like -86.46')

export const ZTellerTransaction = z.looseObject({
  id: z.string().min(1).max(200),
  account_id: z.string().min(1).max(200),
  amount: ZDecimal,
  date: z.iso.date(),
  description: z.string(),
  status: z.enum(['posted', 'pending']),
  type: z.string(),
  running_balance: ZDecimal.nullable(),
  details: z.looseObject({
    processing_status: z.enum(['pending', 'complete']),
    category: z.string().nullable().optional(),
    counterparty: z
      .object({ name: z.string().nullable().optional(), type: z.string().nullable().optional() })
      .nullable()
      .optional(),
  }),
})
export type TTellerTransaction = z.infer<typeof ZTellerTransaction>

export const ZTellerBalances = z.looseObject({
  account_id: z.string().min(1),
  ledger: ZDecimal.nullable(),
  available: ZDecimal.nullable(),
})
export type TTellerBalances = z.infer<typeof ZTellerBalances>

/** Spec §3/§8: Teller's error response, an error object with code and message. */
export const ZTellerErrorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) })
export type TTellerError = z.infer<typeof ZTellerErrorBody>['error']

/** Section: Teller Connect (what its onSuccess delivers, carried to our callback's query string) */
export const ZTellerConnectResult = z.object({
  accessToken: z.string().min(1, 'accessToken is missing').max(500),
  enrollment: z.string().min(1, 'enrollment is missing').max(200),
  user: z.string().max(200).optional(),
  institution: z.string().max(200).optional(),
})

/** Section: webhooks (id, type, timestamp, payload; the signature covers `<t>.<body>`) */
export const TELLER_WEBHOOK_TYPES = [
  'enrollment.disconnected',
  'transactions.processed',
  'account.number_verification.processed',
  'webhook.test',
] as const
export const ZTellerWebhook = z.object({
  id: z.string().min(1).max(200),
  type: z.string().min(1).max(200),
  timestamp: z.string().min(1),
  payload: z.looseObject({
    enrollment_id: z.string().min(1).max(200).optional(),
    account_id: z.string().min(1).max(200).optional(),
    reason: z.string().max(500).optional(),
    transactions: z.array(z.looseObject({ account_id: z.string().min(1).max(200) })).optional(),
  }),
})
export type TTellerWebhook = z.infer<typeof ZTellerWebhook>

/** Section: the sync of one enrollment (accounts, transactions, balances) */
export const tellerSyncJob = defineJob({
  id: 'teller.sync',
  version: 1,
  payload: z.object({
    connectionId: z.uuid(),
    trigger: z.enum(['connected', 'webhook', 'scheduled', 'manual']).default('manual'),
    // accounts an earlier step of this sync stored (a long sync hands over between accounts)
    doneAccounts: z.array(z.string().min(1).max(200)).max(1000).optional(),
  }),
  jobKey: (p) => `teller.sync:${p.connectionId}`,
  // A first sync pages through a year of every account's transactions, in steps of whole accounts.
  options: { maxRuntimeSeconds: 120, retryIntervalSeconds: 60 },
})

/** Section: amounts. Teller sends decimal strings; they become integer minor units without passing through floats. */
export function decimalToUnits(amount: string, decimals: 2 | 6): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{1,6}))?$/.exec(amount.trim())
  if (!m) throw new RangeError(`Not a decimal amount: "${amount}"`)
  const fraction = (m[3] ?? '').padEnd(6, '0')
  if (decimals === 2 && /[1-9]/.test(fraction.slice(2))) throw new RangeError(`More than two decimals: "${amount}"`)
  const units = BigInt(m[2]) * 10n ** BigInt(decimals) + BigInt(fraction.slice(0, decimals) || '0')
  return m[1] ? -units : units
}

/**
 * Our sign is the organization's: money in is positive. Teller signs depository amounts that way already (a debit is
 * negative), but signs credit-card amounts from the card's balance: a purchase is positive (the balance owed grows),
 * a payment negative. So credit amounts flip.
 */
export function tellerAmountCents(amount: string, accountType: (typeof TELLER_ACCOUNT_TYPES)[number]): bigint {
  const cents = decimalToUnits(amount, 2)
  return accountType === 'credit' ? -cents : cents
}
