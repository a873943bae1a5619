/** What the navigation badge counts, from GET /api/amc/counts ({orgId: {status: n}}). Pure, so it is unit-tested. */
export type AmcCounts = Record<string, Record<string, number>>

const sum = (byStatus: Record<string, number> | undefined, statuses: string[]) =>
  statuses.reduce((n, s) => n + (byStatus?.[s] ?? 0), 0)

/** Questions waiting for the client of `orgId`: not yet answered (pending) or overdue (not_responded). */
export const clientOpenCount = (counts: AmcCounts, orgId: string | undefined) =>
  orgId ? sum(counts[orgId], ['pending', 'not_responded']) : 0

/** Answers waiting for staff review, over every organization in `counts` (the API returns only the visible ones). */
export const staffReviewCount = (counts: AmcCounts) =>
  Object.values(counts).reduce((n, byStatus) => n + sum(byStatus, ['responded']), 0)
