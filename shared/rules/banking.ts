/**
 * Business banking: the value sets of the banking core (banking-payments-tax.md §4, §5, §8, §9) and the money rules
 * every layer shares. Plain data and functions without zod, so the sandbox core, the edge functions and the web all
 * import the same lists. Amounts are integer micros (millionths of a dollar) held as bigint; they travel as decimal
 * strings because JSON numbers lose precision above 2^53.
 */

/** The ten account types a bank account may be created with (§5 "Create bank account"). */
export const BANKING_ACCOUNT_TYPES = [
  'Cash',
  'Checking',
  'Savings',
  'Settlement',
  'CreditCard',
  'Lending',
  'Investment',
  'Escrow',
  'Rewards',
  'PlatformRevenue',
] as const
export type TBankingAccountType = (typeof BANKING_ACCOUNT_TYPES)[number]

/** What people call each account type; the type itself ("CreditCard") is the core's value and never shown. */
export const BANKING_ACCOUNT_TYPE_LABELS: Record<TBankingAccountType, string> = {
  Cash: 'Cash',
  Checking: 'Checking',
  Savings: 'Savings',
  Settlement: 'Settlement',
  CreditCard: 'Credit card',
  Lending: 'Lending',
  Investment: 'Investment',
  Escrow: 'Escrow',
  Rewards: 'Rewards',
  PlatformRevenue: 'Platform revenue',
}

export const BANKING_ACCOUNT_STATUSES = ['open', 'closed'] as const
export type TBankingAccountStatus = (typeof BANKING_ACCOUNT_STATUSES)[number]

/** Banking entry layer (§4): Pending then Settled, or Failed / Rejected; Encumbrance is a hold on available funds. */
export const ENTRY_LAYERS = ['Pending', 'Settled', 'Encumbrance', 'Failed', 'Rejected'] as const
export type TEntryLayer = (typeof ENTRY_LAYERS)[number]

export const ENTRY_DIRECTIONS = ['Credit', 'Debit'] as const
export type TEntryDirection = (typeof ENTRY_DIRECTIONS)[number]

/** The seventeen banking entry results (§8); every request to the core answers with one. */
export const ENTRY_RESULTS = [
  'InsufficientFunds',
  'AccountNotFound',
  'AccountClosed',
  'AccountSuspended',
  'InvalidAccountType',
  'CurrencyMismatch',
  'AmountExceedsLimit',
  'DuplicateEntry',
  'ComplianceHold',
  'SanctionsBlocked',
  'KycIncomplete',
  'ExternalProcessorError',
  'LedgerMismatch',
  'UnauthorizedAccess',
  'InternalError',
  'ReviewRequired',
  'Success',
] as const
export type TEntryResult = (typeof ENTRY_RESULTS)[number]

/** What a client reads when the core answers with a result other than Success; nothing moved in each case. */
export const ENTRY_RESULT_MESSAGES: Record<TEntryResult, string> = {
  InsufficientFunds: 'The account does not have enough available funds for this payment.',
  AccountNotFound: 'The account could not be found at the bank.',
  AccountClosed: 'The account is closed.',
  AccountSuspended: 'The account is suspended; contact support.',
  InvalidAccountType: 'This kind of account cannot send this payment.',
  CurrencyMismatch: 'Banking accepts US dollars only.',
  AmountExceedsLimit: 'The amount is over the limit for this kind of payment.',
  DuplicateEntry: 'This payment was already sent with different details.',
  ComplianceHold: 'The payment is held for a compliance review.',
  SanctionsBlocked: 'The payment was blocked by sanctions screening.',
  KycIncomplete: 'Banking onboarding is not complete yet.',
  ExternalProcessorError: 'The payment network did not accept the payment; try again later.',
  LedgerMismatch: 'The bank could not post the payment consistently; nothing moved.',
  UnauthorizedAccess: 'You are not allowed to move money from this account.',
  InternalError: 'The bank had an internal error; nothing moved.',
  ReviewRequired: 'The payment needs a review by the bank before it is sent.',
  Success: 'Sent.',
}

/**
 * The 29 banking transaction types (§9): ACH push and pull with their returns, incoming ACH, book transfers, wires,
 * FedNow and RTP, checks, holds, card authorisation and settlement, ATM, sweeps, interest, fees and admin
 * adjustments. Labels are what the activity screen shows.
 */
export const TRANSACTION_TYPE_LABELS = {
  ach_push: 'ACH payment sent',
  ach_pull: 'ACH pull',
  ach_push_return: 'ACH payment returned',
  ach_pull_return: 'ACH pull returned',
  ach_incoming_credit: 'ACH deposit',
  ach_incoming_debit: 'ACH debit',
  ach_incoming_return: 'Incoming ACH returned',
  book_transfer_in: 'Transfer in',
  book_transfer_out: 'Transfer out',
  wire_out: 'Wire sent',
  wire_in: 'Wire received',
  wire_return: 'Wire returned',
  fednow_out: 'FedNow payment sent',
  fednow_in: 'FedNow payment received',
  rtp_out: 'RTP payment sent',
  rtp_in: 'RTP payment received',
  check_deposit: 'Check deposit',
  check_deposit_return: 'Check deposit returned',
  check_issued: 'Check paid',
  hold: 'Hold',
  hold_release: 'Hold released',
  card_authorization: 'Card authorization',
  card_settlement: 'Card purchase',
  card_refund: 'Card refund',
  atm_withdrawal: 'ATM withdrawal',
  sweep: 'Sweep',
  interest: 'Interest',
  fee: 'Fee',
  admin_adjustment: 'Adjustment',
} as const
export type TTransactionType = keyof typeof TRANSACTION_TYPE_LABELS
export const TRANSACTION_TYPES = Object.keys(TRANSACTION_TYPE_LABELS) as TTransactionType[]

/** How a client sends money from the payments screen, and the transaction type each rail posts on the sender. */
export const PAYMENT_RAILS = ['ach', 'wire', 'rtp', 'book'] as const
export type TPaymentRail = (typeof PAYMENT_RAILS)[number]
export const RAIL_OUTGOING_TYPE: Record<TPaymentRail, TTransactionType> = {
  ach: 'ach_push',
  wire: 'wire_out',
  rtp: 'rtp_out',
  book: 'book_transfer_out',
}

/** Banking is USD only (§1, §5). */
export const BANKING_CURRENCY = 'USD'

/**
 * The database announces an organization's banking changes (`banking_changed`) at most once per this many
 * milliseconds (private.broadcast_banking_change, 20261124003200_coalesce_banking_broadcasts.sql, holds the same
 * number); screens refetch once more after it.
 */
export const BANKING_BROADCAST_WINDOW_MS = 250

/** §9: the placeholder id a bank account carries until the provider answers with its own. */
export const BANK_PLACEHOLDER_PREFIX = 'upsert:bank-account:'

export const ACCOUNT_NAME_REQUIRED = 'Account name is required'
export const ACCOUNT_NAME_LETTERS = 'Account name can only contain letters and spaces'
export const ACCOUNT_CURRENCY_USD = 'Banking accounts can only be opened in USD'

/** §5 "Create bank account": the field errors of a request, in the spec's words; empty when it is valid. */
export function createAccountProblems(input: {
  accountName?: string | null
  accountType?: string | null
  currency?: string | null
}): { path: 'accountName' | 'accountType' | 'currency'; message: string }[] {
  const problems: { path: 'accountName' | 'accountType' | 'currency'; message: string }[] = []
  const name = (input.accountName ?? '').trim()
  if (!name) problems.push({ path: 'accountName', message: ACCOUNT_NAME_REQUIRED })
  else if (!/^[A-Za-z ]+$/.test(name)) problems.push({ path: 'accountName', message: ACCOUNT_NAME_LETTERS })
  if (!BANKING_ACCOUNT_TYPES.includes(input.accountType as TBankingAccountType))
    problems.push({ path: 'accountType', message: `Account type must be one of ${BANKING_ACCOUNT_TYPES.join(', ')}` })
  if ((input.currency ?? BANKING_CURRENCY) !== BANKING_CURRENCY)
    problems.push({ path: 'currency', message: ACCOUNT_CURRENCY_USD })
  return problems
}

export const MICROS_PER_DOLLAR = 1_000_000n
export const MICROS_PER_CENT = 10_000n

/**
 * Dollars as a person types them ("1,234.5", "$12", "0.000001") to integer micros, or null when it is not an amount.
 * String arithmetic, never floats: 0.1 + 0.2 must stay 300000 micros.
 */
export function parseDollarsToMicros(text: string): bigint | null {
  const t = text.trim().replace(/^\$/, '').replaceAll(',', '')
  const m = /^(-)?(\d+)(?:\.(\d{0,6}))?$/.exec(t)
  if (!m) return null
  const micros = BigInt(m[2]) * MICROS_PER_DOLLAR + BigInt((m[3] ?? '').padEnd(6, '0'))
  return m[1] ? -micros : micros
}

/** Micros to cents, rounding half away from zero (reconciliation and provider transactions hold cents). */
export function microsToCents(micros: bigint): bigint {
  const sign = micros < 0n ? -1n : 1n
  const abs = micros * sign
  return sign * ((abs + MICROS_PER_CENT / 2n) / MICROS_PER_CENT)
}

/**
 * The cents the books record for a settled entry of `signed` micros (money in positive) that left the account's
 * settled balance at `balanceAfter` micros: the change of the balance in cents, not the entry rounded on its own. A
 * fraction of a cent the core reports is so carried into the next entry's cents instead of lost or doubled, and the
 * books' cents over any run of entries add up to the bank's balance change in cents, to the cent (the sum telescopes).
 */
export function bookedCents(signed: bigint, balanceAfter: bigint): bigint {
  return microsToCents(balanceAfter) - microsToCents(balanceAfter - signed)
}

/** Micros as dollars with two decimals and en-US grouping ("$1,234.56"); negative zero shows as zero. */
export function formatMicros(micros: bigint | string | null | undefined, opts: { currency?: boolean } = {}): string {
  if (micros === null || micros === undefined || micros === '') return opts.currency ? '$0.00' : '0.00'
  const cents = microsToCents(typeof micros === 'bigint' ? micros : BigInt(micros))
  const negative = cents < 0n
  const abs = negative ? -cents : cents
  const dollars = (abs / 100n).toLocaleString('en-US')
  const text = `${opts.currency ? '$' : ''}${dollars}.${(abs % 100n).toString().padStart(2, '0')}`
  return negative ? `-${text}` : text
}

/**
 * §9: card descriptions have their masked card-number suffix removed ("COFFEE CO CARD XXXX1234" reads "COFFEE CO").
 * Masks are runs of x, X, * or • optionally followed by the last four digits, at the end of the text.
 */
export function stripCardMask(description: string): string {
  return description
    .replace(/\s*(?:card\s*)?(?:#\s*)?[xX*•]{2,}[\s-]*\d{0,4}\s*$/i, '')
    .replace(/\s*(?:card\s*)?(?:ending\s+in\s+)\d{4}\s*$/i, '')
    .trim()
}

/**
 * §9: balance sums of connected bank accounts count only USD accounts. Balances in micros; accounts without a
 * balance count as zero.
 */
export function usdMicrosTotal(
  accounts: readonly { currency: string; balanceMicros: bigint | string | null }[],
): bigint {
  let total = 0n
  for (const a of accounts)
    if (a.currency === BANKING_CURRENCY && a.balanceMicros !== null) total += BigInt(a.balanceMicros)
  return total
}

/** Section: payments (docs/banking.md "In the product") */

/** Why a payment waits for approval, as the payments screen says it. */
export const APPROVAL_REASONS = ['per_payment_limit', 'daily_limit'] as const
export type TApprovalReason = (typeof APPROVAL_REASONS)[number]
export const APPROVAL_REASON_TEXT: Record<TApprovalReason, string> = {
  per_payment_limit: "Over the requester's limit per payment",
  daily_limit: "Over the requester's daily limit",
}

/**
 * How long a payment waits for its approvers: after this it expires (the `banking.expire-payments` job), nothing is
 * sent and the requester is told, so no payment waits forever.
 */
export const PAYMENT_APPROVAL_DAYS = 3
const DAY_MS = 86_400_000

/** When a payment asked for at `createdAt` (ISO) expires if no one approves it (ISO). */
export const paymentExpiresAt = (createdAt: string): string =>
  new Date(Date.parse(createdAt) + PAYMENT_APPROVAL_DAYS * DAY_MS).toISOString()

/** Payment statuses: waiting for approval, then sent, then pending or settled; or one of the ends. */
export const PAYMENT_STATUSES = [
  'awaiting_approval',
  'submitted',
  'pending',
  'settled',
  'failed',
  'rejected',
  'denied',
  'cancelled',
  'expired',
] as const
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const PAYMENT_MESSAGES = {
  // the API field carries micros ("1250000" is $1.25), but people read dollars: no message names the unit
  amount: 'Enter an amount greater than $0.00',
  idempotencyKey: 'Send an Idempotency-Key header (1 to 200 characters) so that a retried payment is sent only once',
  rail: `Rail must be one of ${PAYMENT_RAILS.join(', ')}`,
  toAccountRequired: 'Choose the account a book transfer goes to',
  counterpartyRequired: 'Choose the payee of an ACH, wire or RTP payment',
  accountNotFound: "Choose one of this organization's accounts",
  accountClosed: 'This account is closed',
  sameAccount: 'Choose an account other than the one the money leaves',
  counterpartyNotFound: "Choose one of this organization's payees",
  noApprovers: 'This payment is over your limit and needs approval, but no approval layer can approve it',
  noLayers: 'Ask an organization admin to set up an approval layer in the banking controls.',
  onlyYouApprove:
    'This payment is over your limit and needs approval, but you are the only approver who could give it, and no one approves their own payment',
  addApprover: 'Ask an organization admin to add another approver to the layer, or send an amount within your limit.',
  expired: `No approver acted within ${PAYMENT_APPROVAL_DAYS} days, so this payment expired and nothing was sent. Ask for it again if it is still due.`,
  ownPayment: 'You cannot approve or deny a payment you asked for',
  notWaiting: 'This payment is no longer waiting for approval',
  notApprover: 'Only members of an approval layer approve or deny payments',
  failedAfterSent: 'The bank could not complete this payment after it was sent; the money is back in the account.',
} as const

/**
 * When the money arrives, by rail, for a payment sent at `now` (the review step says it before anything is sent):
 * book transfers and RTP at once, a wire the same business day, ACH the next business day. Weekends move a date to
 * Monday; bank holidays are the core's to add, so this is stated as "expected".
 */
export function expectedArrival(rail: TPaymentRail, now: Date): { date: string; words: string } {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  const businessDay = (d: Date) => {
    while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1)
    return d
  }
  const iso = (d: Date) => d.toISOString().slice(0, 10)
  if (rail === 'book' || rail === 'rtp') return { date: iso(day), words: 'within seconds' }
  if (rail === 'wire') return { date: iso(businessDay(day)), words: 'the same business day' }
  const next = new Date(day)
  next.setUTCDate(next.getUTCDate() + 1)
  return { date: iso(businessDay(next)), words: 'the next business day' }
}

/** Micros as dollars with every digit they carry: 1000005n -> "$1.000005", 1250000n -> "$1.25". */
export function microsAsDollars(micros: bigint): string {
  const sign = micros < 0n ? '-' : ''
  const abs = micros < 0n ? -micros : micros
  const fraction = (abs % 1_000_000n)
    .toString()
    .padStart(6, '0')
    .replace(/0{1,4}$/, '')
  return `${sign}$${abs / 1_000_000n}.${fraction.padEnd(2, '0')}`
}

/** A payment's amount in micros that is not whole cents, refused in dollars ("$1.000005 is not whole cents"). */
export const subCentMessage = (micros: bigint) =>
  `Amount must be whole cents: ${microsAsDollars(micros)} is not (the bank moves cents, not fractions of one)`

/** A positive whole number of micros as a decimal string ("1250000"), at most 18 digits; null when it is not one. */
export function parseMicros(text: string): bigint | null {
  if (!/^\d{1,18}$/.test(text)) return null
  const micros = BigInt(text)
  return micros > 0n ? micros : null
}
