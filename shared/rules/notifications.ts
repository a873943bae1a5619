/**
 * Notification types as people read them (spec overview §9), for the bell and for the settings where a reader turns a
 * type off (public.notification_preferences; a type turned off is never written for that reader).
 */
import type { NOTIFICATION_TYPES } from '../schemas/notifications.ts'

type TType = (typeof NOTIFICATION_TYPES)[number]

export const NOTIFICATION_LABELS: Record<TType, string> = {
  books: 'Books ready',
  amc: 'Questions from your bookkeeper',
  'onboarding-form': 'Onboarding form',
  'variance-analysis': 'Variance analysis',
  'quickbooks-connection': 'QuickBooks connection',
  'customer-request': 'Customer request',
  'connect-all-accounts': 'Connect all accounts',
  'custom-message': 'Message',
  amortization: 'Amortization',
  'bill-pay-review': 'Bill to review',
  'bill-pay-created-email': 'New bill by email',
  'bill-pay-created-comment': 'New comment on a bill',
  'ai-autocat-onboarding-qbo-setup': 'AI categorisation setup',
  'ai-autocat-expense-categorization': 'Expenses categorised',
}

/** What a type tells its reader, in the settings. */
export const NOTIFICATION_DESCRIPTIONS: Record<TType, string> = {
  books: "A month's books were sent to you.",
  amc: 'Questions about your transactions, and answers to them.',
  'onboarding-form': 'An onboarding form was submitted or reviewed.',
  'variance-analysis': 'Month-end notes and variance reviews.',
  'quickbooks-connection': 'QuickBooks needs reconnecting.',
  'customer-request': 'A client asked for something, or a request of yours was done.',
  'connect-all-accounts': 'A bank or provider connection needs reconnecting.',
  'custom-message': 'A message from your bookkeeping team.',
  amortization: 'Schedules posted or waiting.',
  'bill-pay-review': 'A bill waits for your approval.',
  'bill-pay-created-email': 'A bill arrived by email.',
  'bill-pay-created-comment': 'Someone commented on a bill.',
  'ai-autocat-onboarding-qbo-setup': 'A client connected QuickBooks: set up AI categorisation.',
  'ai-autocat-expense-categorization': 'A categorisation run finished: what was posted, asked and left to review.',
}
