/**
 * Card transactions as people read them (the card-transactions screen, docs/ramp.md): Ramp's states in plain words,
 * and which lines are missing a receipt: spend that settled (cleared or completed) with no receipt on Ramp's side.
 * A pending, declined or failed line is not asked for one yet, and a refund never is.
 */
/** Ramp's card transaction states (GET /developer/v1/transactions; spec banking §3 "Card provider transaction"). */
export const RAMP_TRANSACTION_STATES = [
  'CLEARED',
  'COMPLETION',
  'DECLINED',
  'ERROR',
  'PENDING',
  'PENDING_INITIATION',
] as const

type TState = (typeof RAMP_TRANSACTION_STATES)[number]

export const CARD_STATE_LABELS: Record<TState, string> = {
  CLEARED: 'Cleared',
  COMPLETION: 'Completed',
  PENDING: 'Pending',
  PENDING_INITIATION: 'Pending',
  DECLINED: 'Declined',
  ERROR: 'Failed',
}

/** The screen's status filter: what people pick, and the Ramp states each covers. */
export const CARD_STATUS_FILTERS = {
  settled: ['CLEARED', 'COMPLETION'],
  pending: ['PENDING', 'PENDING_INITIATION'],
  declined: ['DECLINED', 'ERROR'],
} as const satisfies Record<string, readonly TState[]>
export type TCardStatusFilter = keyof typeof CARD_STATUS_FILTERS
export const CARD_STATUS_FILTER_LABELS: Record<TCardStatusFilter, string> = {
  settled: 'Cleared',
  pending: 'Pending',
  declined: 'Declined or failed',
}

export function missingReceipt(line: { state: string | null; amountCents: number; receiptCount: number }) {
  return (line.state === 'CLEARED' || line.state === 'COMPLETION') && line.amountCents < 0 && line.receiptCount === 0
}

export const CARD_TRANSACTION_PAGE_SIZE = 50
