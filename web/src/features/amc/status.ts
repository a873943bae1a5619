/** How a question's state reads to each audience: clients see what is expected of them, staff the stored status. */
import type { TQuestionStatus } from '@app/shared/schemas/amc.ts'

export type Tone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info'

type Stateful = { status: TQuestionStatus; bookkeeperFeedback: string | null }

/**
 * Client wording. A question sent back with feedback (re-asked: pending again, feedback set) needs more information;
 * pending and not_responded both wait for the client.
 */
export function clientStatus(q: Stateful): { label: string; tone: Tone } {
  if (q.status === 'completed') return { label: 'Done', tone: 'success' }
  if (q.status === 'responded') return { label: 'Answered', tone: 'info' }
  if (q.bookkeeperFeedback) return { label: 'Needs more info', tone: 'danger' }
  return { label: 'Waiting for you', tone: 'warning' }
}

export const STAFF_STATUS_LABEL: Record<TQuestionStatus, string> = {
  pending: 'Pending',
  responded: 'Responded',
  not_responded: 'Not responded',
  completed: 'Completed',
}

export const STAFF_STATUS_TONE: Record<TQuestionStatus, Tone> = {
  pending: 'warning',
  responded: 'info',
  not_responded: 'danger',
  completed: 'success',
}

/** A client still has something to do: it counts towards the open-questions badge. */
