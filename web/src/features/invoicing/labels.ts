/** How invoice statuses and aging buckets read on screen, and the tone of each status badge. */
import type { TAgingBucket, TInvoiceStatus } from '@app/shared/rules/invoicing.ts'

export const STATUS_LABELS: Record<TInvoiceStatus, string> = {
  Sent: 'Sent',
  WaitingPayment: 'Payment pending',
  Paid: 'Paid',
  Cancelled: 'Cancelled',
}
export const STATUS_TONES = { Sent: 'info', WaitingPayment: 'warning', Paid: 'success', Cancelled: 'neutral' } as const
export const AGING_LABELS: Record<TAgingBucket, string> = {
  current: 'Current',
  '1-30': '1-30 days',
  '31-60': '31-60 days',
  '61-90': '61-90 days',
  '90+': '90+ days',
}
