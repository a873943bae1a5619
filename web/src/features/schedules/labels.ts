/** The words the schedules screens use for the spec's values. */
import type {
  TAmortizationStatus,
  TJournalEntryType,
  TPeriodInterval,
  TScheduleMethod,
} from '@app/shared/rules/schedules.ts'

export const INTERVAL_LABEL: Record<TPeriodInterval, string> = { month: 'Month', quarter: 'Quarter', year: 'Year' }
export const METHOD_LABEL: Record<TScheduleMethod, string> = {
  linear: 'Linear (equal per period)',
  linear_gradient: 'Linear gradient (declining)',
}
export const STATUS_TONE: Record<TAmortizationStatus, 'neutral' | 'brand' | 'success' | 'warning'> = {
  pending: 'neutral',
  active: 'brand',
  completed: 'success',
  cancelled: 'warning',
}
export const ENTRY_TYPE_LABEL: Partial<Record<TJournalEntryType, string>> = {
  amortization: 'Amortization',
  revenue_recognition: 'Revenue recognition',
  revenue_recognition_reversal: 'Reversal',
}
