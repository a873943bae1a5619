/** Keyset paging for newest-first lists: an opaque cursor holding the last row's time and id. */
import { AppError } from '../../_shared/errors.ts'

export type Cursor = { at: string; id: string }

export const encodeCursor = (c: Cursor) => btoa(JSON.stringify([c.at, c.id])).replace(/=+$/, '')

export function decodeCursor(text: string | undefined): Cursor | null {
  if (!text) return null
  try {
    const [at, id] = JSON.parse(atob(text))
    if (typeof at === 'string' && typeof id === 'string' && !Number.isNaN(Date.parse(at))) return { at, id }
  } catch {
    /* falls through to the refusal */
  }
  throw new AppError('validation_failed', 'cursor: Use the nextCursor of the previous page', {
    fields: [{ path: 'cursor', message: 'Use the nextCursor of the previous page' }],
  })
}
