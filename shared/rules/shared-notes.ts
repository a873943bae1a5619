/**
 * Where a month-end note shared with a client stands (docs/close.md "Notes shared with the client"): resolved; waiting
 * for the client (the firm had the last word); or with the firm (the client replied last). One rule for the client's
 * count of notes waiting for them and for the badge on each note.
 */

/** The role a client's words carry (variance_notes.author_role). */
export const CLIENT_ROLE = 'user'

export type SharedThreadState = 'resolved' | 'waiting-for-client' | 'with-the-firm'

export function sharedThreadState(t: {
  resolvedAt: string | null
  role: string | null
  replies: readonly { role: string | null }[]
}): SharedThreadState {
  if (t.resolvedAt) return 'resolved'
  return (t.replies.at(-1) ?? t).role === CLIENT_ROLE ? 'with-the-firm' : 'waiting-for-client'
}
