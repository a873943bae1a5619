/** How the cash screens show banking states: badge tones and words for payment statuses, layers and top-offs. */
import type { TEntryLayer, TPaymentStatus } from '@app/shared/rules/banking.ts'
import type { BadgeProps } from '@/components/ui/badge.tsx'

type Tone = NonNullable<BadgeProps['tone']>

export const PAYMENT_STATUS: Record<TPaymentStatus, { label: string; tone: Tone }> = {
  awaiting_approval: { label: 'Awaiting approval', tone: 'warning' },
  submitted: { label: 'Sent', tone: 'info' },
  pending: { label: 'Pending', tone: 'info' },
  settled: { label: 'Settled', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  rejected: { label: 'Rejected', tone: 'danger' },
  denied: { label: 'Denied', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'neutral' },
}

export const LAYER_TONE: Record<TEntryLayer, Tone> = {
  Pending: 'info',
  Settled: 'success',
  Encumbrance: 'warning',
  Failed: 'danger',
  Rejected: 'danger',
}

export const RAIL_LABEL = { ach: 'ACH', wire: 'Wire', rtp: 'RTP', book: 'Book transfer' } as const

export const TOP_OFF_STATUS = {
  pending_approval: { label: 'Waiting for approval', tone: 'warning' },
  approved: { label: 'Approved', tone: 'info' },
  executed: { label: 'Done', tone: 'success' },
  declined: { label: 'Declined', tone: 'neutral' },
  failed: { label: 'Failed', tone: 'danger' },
} as const satisfies Record<string, { label: string; tone: Tone }>
