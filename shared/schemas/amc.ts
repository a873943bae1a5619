/** Ask My Client schemas shared by the API and the web app: question items, answers by kind, updates. */
import { z } from 'zod'
import { ZDate, ZJsonObject, ZLedgerId, ZText, ZUuid } from '../rules/values.ts'

export const QUESTION_KINDS = [
  'service_period',
  'invoice',
  'prepaid_bills_for_month',
  'accruals_for_month',
  'class',
  'expense_for',
  'deposit_for',
  'safe',
  'payee',
  'cogs',
  'depositor',
] as const
export const ZQuestionKind = z.enum(QUESTION_KINDS)
export type TQuestionKind = z.infer<typeof ZQuestionKind>

export const QUESTION_STATUSES = ['pending', 'responded', 'not_responded', 'completed'] as const
export const ZQuestionStatus = z.enum(QUESTION_STATUSES)
export type TQuestionStatus = z.infer<typeof ZQuestionStatus>

export const QUESTION_CATEGORIES = [
  'Expense',
  'Deposit',
  'Journal Entry',
  'Check',
  'Prepaid Expense',
  'Accrual',
  'Bill',
  'Cogs',
] as const
export const ZQuestionCategory = z.enum(QUESTION_CATEGORIES).nullable()
export const ZQuestionSource = z.enum(['amc', 'expense-categorization', 'scheduled'])
/** Ledger record kinds a question can be attached to. */
export const ZLedgerRecordKind = z.enum(['purchase', 'deposit', 'journalEntry', 'check', 'bill'])

/** What the client sees for each kind. The spec gives the first two word for word; the rest follow their tone. */
export const QUESTION_PROMPTS: Record<TQuestionKind, string> = {
  expense_for: 'What was this expense for?',
  deposit_for: 'What was this deposit for?',
  service_period: 'What period of service does this cover?',
  payee: 'Who was this paid to?',
  depositor: 'Who sent this deposit?',
  safe: 'Is this a SAFE (simple agreement for future equity) investment?',
  invoice: 'Please upload the invoice or receipt for this transaction.',
  prepaid_bills_for_month: 'Did you prepay any bills this month? Upload them, or tell us there were none.',
  accruals_for_month: 'Are there bills for this month you have not paid yet? Upload them, or tell us there were none.',
  class: 'Which class does this belong to?',
  cogs: 'Is this a cost of goods sold? If so, what was it for?',
}

const isoDate = ZDate
const text = ZText.trim().min(1, 'Please enter an answer').max(2000, 'Keep the answer under 2000 characters')
const fileIds = z.array(ZUuid).max(20, 'Attach at most 20 files')

/** Answer shapes by question kind (spec §3.4). */
export const ANSWER_SCHEMAS = {
  service_period: z.object({ from: isoDate, to: isoDate.optional() }).refine((a) => !a.to || a.to >= a.from, {
    message: 'The end date must be on or after the start date',
    path: ['to'],
  }),
  expense_for: z.object({ value: text }),
  deposit_for: z.object({ value: text }),
  payee: z.object({ value: text }),
  depositor: z.object({ value: text }),
  safe: z.object({ value: z.boolean({ error: 'Choose yes or no' }) }),
  invoice: z.object({ fileIds: fileIds.min(1, 'Upload at least one file') }),
  prepaid_bills_for_month: z
    .object({ fileIds, description: ZText.trim().max(2000).default(''), none: z.boolean().default(false) })
    .refine((a) => a.none || a.fileIds.length > 0, {
      message: 'Upload the bills, or tell us there were none',
      path: ['fileIds'],
    }),
  accruals_for_month: z
    .object({ fileIds, description: ZText.trim().max(2000).default(''), none: z.boolean().default(false) })
    .refine((a) => a.none || a.fileIds.length > 0, {
      message: 'Upload the bills, or tell us there were none',
      path: ['fileIds'],
    }),
  class: z.object({ classId: ZText.min(1, 'Choose a class'), className: ZText.min(1, 'Choose a class') }),
  cogs: z
    .object({ none: z.boolean().default(false), value: ZText.trim().max(2000).default('') })
    .refine((a) => a.none || a.value.length > 0, {
      message: 'Tell us what it was for, or that it is not a cost of goods sold',
      path: ['value'],
    }),
} satisfies Record<TQuestionKind, z.ZodType>

export type TAnswers = Partial<{ [K in TQuestionKind]: z.infer<(typeof ANSWER_SCHEMAS)[K]> }>

/** Validates answers for exactly the kinds asked; errors are reported at `<kind>.<field>`. */
export function parseAnswers(kinds: readonly TQuestionKind[], answers: Record<string, unknown>) {
  const shape = Object.fromEntries(kinds.map((k) => [k, ANSWER_SCHEMAS[k]]))
  return z.object(shape).strict().safeParse(answers)
}

export const ZAmcQuestion = z.object({
  id: z.string().uuid(),
  organizationId: z.string().uuid(),
  expenseDate: z.string().nullable(),
  accountName: z.string(),
  transactionId: z.string(),
  amount: z.number().int(),
  vendorName: z.string().nullable(),
  description: z.string().nullable(),
  status: ZQuestionStatus,
  clientResponse: z.string().nullable(),
  bookkeeperFeedback: z.string().nullable(),
  questions: z.array(ZQuestionKind),
  answers: z.record(z.string(), z.unknown()),
  lastStatusChangeAt: z.string().nullable(),
  lastReminderSentAt: z.string().nullable(),
  lastBookkeeperReminderSentAt: z.string().nullable(),
  clientRespondedAt: z.string().nullable(),
  categorizedBy: z.string().uuid().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
  groupId: z.string().uuid().nullable(),
  explicitlyUngrouped: z.boolean(),
  source: ZQuestionSource,
  category: ZQuestionCategory,
  ledgerRecordKind: ZLedgerRecordKind.nullable(),
  version: z.number().int(),
  /** When the person who answered last changed their answer (null: never); the history keeps the earlier ones. */
  answerEditedAt: z.string().nullable(),
})
export type TAmcQuestion = z.infer<typeof ZAmcQuestion>

/** A client's answer. `version` is the question version the client saw, so a concurrent answer is detected, not erased. */
export const ZAnswerQuestionRequestSchema = z.object({
  answers: ZJsonObject,
  response: ZText.trim().max(4000).optional(),
  version: z.number().int(),
})

/** One answer for every question of a vendor group. */
export const ZAnswerGroupRequestSchema = z.object({
  answers: ZJsonObject,
  response: ZText.trim().max(4000).optional(),
  versions: z.record(ZUuid, z.number().int()),
})

export const ZFeedbackRequestSchema = z.object({
  bookkeeperFeedback: ZText.trim().min(1, 'Write some feedback for the client').max(4000),
  reask: z.boolean().default(false),
  version: z.number().int(),
})

export const ZStatusRequestSchema = z.object({ status: ZQuestionStatus, version: z.number().int() })

export const ZCategorizeRequestSchema = z.object({
  account: z.object({ id: ZLedgerId, name: ZText.min(1, 'Required') }),
  classId: ZLedgerId.optional(),
  note: ZText.trim().max(4000).optional(),
  version: z.number().int(),
})

/** Section: AMC closeout dates (the day of a month by which the month's questions should be answered) */
export const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const

export const ZSetCloseoutDateRequestSchema = z
  .object({
    year: z
      .number()
      .int('Year must be a whole number')
      .min(1900, 'Year must be 1900 or later')
      .refine((y) => y <= new Date().getUTCFullYear() + 100, { message: 'Year must be at most 100 years from now' }),
    month: z.number().int().min(1, 'Month must be between 1 and 12').max(12, 'Month must be between 1 and 12'),
    closeoutDate: z.number().int().min(1, 'Choose a day of the month').max(31, 'Choose a day of the month'),
  })
  .refine((v) => v.closeoutDate <= new Date(Date.UTC(v.year, v.month, 0)).getUTCDate(), {
    message: 'That month does not have this day',
    path: ['closeoutDate'],
  })

export const ZCloseoutDate = z.object({
  id: z.string().uuid(),
  organizationId: z.string().uuid(),
  closeoutDate: z.number().int(),
  year: z.string(),
  month: z.enum(MONTH_NAMES),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type TCloseoutDate = z.infer<typeof ZCloseoutDate>

/**
 * Where a client's reminders stand: when the last one went out (the daily job's or a bookkeeper's), how many questions
 * wait for the client, and from when staff may send the next one (null: now).
 */
export const ZAmcReminderSchema = z.object({
  lastSentAt: z.string().nullable(),
  openQuestions: z.number().int(),
  nextAllowedAt: z.string().nullable(),
})
export type TAmcReminder = z.infer<typeof ZAmcReminderSchema>

export const ZSendAmcReminderResponseSchema = z.object({
  reminder: ZAmcReminderSchema,
  /** The client users who got the notification and the email. */
  recipients: z.number().int(),
})
export type TSendAmcReminderResponse = z.infer<typeof ZSendAmcReminderResponseSchema>
