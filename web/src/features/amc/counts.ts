/** What the navigation badge counts, from GET /api/amc/counts ({orgId: {status: n}}). Pure, so it is unit-tested. */
import { clientOpenCount } from '@app/shared/rules/amc.ts'

type AmcCounts = Record<string, Record<string, number>>

/** Questions waiting for the client of `orgId` (shared rule: pending or not_responded). */
export const orgClientOpenCount = (counts: AmcCounts, orgId: string | undefined) =>
  orgId ? clientOpenCount(counts[orgId]) : 0

/** Answers waiting for staff review, over every organization in `counts` (the API returns only the visible ones). */
export const staffReviewCount = (counts: AmcCounts) =>
  Object.values(counts).reduce((n, byStatus) => n + (byStatus.responded ?? 0), 0)
