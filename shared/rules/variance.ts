/**
 * Variance rules (spec accounting §4 threshold direction, §5 month-over-month change), shared by the monthly metrics
 * and the month-end variance analysis. Thresholds: the organization's config `percentageThreshold` (in percent) and
 * `dollarThreshold` (in dollars); a variance analysis keeps its own copy (percentage, amount in cents).
 */
import type { z } from 'zod'
import type { ZVarianceDirection } from '../schemas/metrics.ts'

type TVarianceDirection = z.infer<typeof ZVarianceDirection>
export type TVarianceThresholds = { percentageThreshold?: number; dollarThreshold?: number }

/**
 * Month-over-month change in percent (spec §5): null when previous is null or 0 or current is null; otherwise the
 * change relative to the absolute previous value, truncated (toward zero) to one decimal place of a percent.
 * Integer arithmetic on cents, so 1/3 is 33.3 and -1/3 is -33.3 with no float drift.
 */
export function monthOverMonthChange(previousCents: number | null, currentCents: number | null): number | null {
  if (previousCents === null || previousCents === 0 || currentCents === null) return null
  const tenths = Math.trunc(((currentCents - previousCents) * 1000) / Math.abs(previousCents))
  return tenths / 10 + 0 // + 0 turns -0 into 0
}

/**
 * Threshold direction (spec §4): up when the percentage change exceeds the percentage threshold or the amount rose by
 * more than the amount threshold; down when the absolute percentage change exceeds the threshold while not up, or the
 * amount fell by more than the amount threshold; none otherwise. A null percentage (no previous value) and a missing
 * threshold take no part.
 */
export function thresholdDirection(
  percentChange: number | null,
  changeCents: number,
  t: { percentage?: number | null; amountCents?: number | null },
): TVarianceDirection {
  const pct = t.percentage ?? undefined
  const amount = t.amountCents ?? undefined
  const pctKnown = percentChange !== null && pct !== undefined
  if ((pctKnown && percentChange > pct) || (amount !== undefined && changeCents > amount)) return 'up'
  if ((pctKnown && Math.abs(percentChange) > pct) || (amount !== undefined && -changeCents > amount)) return 'down'
  return 'none'
}

/**
 * The monthly metrics' direction with the organization's thresholds. Without any threshold configured there is
 * nothing to compare against: null. The change is the month-over-month change above, so from a zero month it is
 * null and only the amount threshold decides, exactly as in the variance analysis.
 */
export function varianceDirection(
  previousCents: number,
  currentCents: number,
  t: TVarianceThresholds,
): TVarianceDirection | null {
  const pct = t.percentageThreshold,
    dollars = t.dollarThreshold
  if (pct === undefined && dollars === undefined) return null
  return thresholdDirection(monthOverMonthChange(previousCents, currentCents), currentCents - previousCents, {
    percentage: pct,
    amountCents: dollars === undefined ? undefined : Math.round(dollars * 100),
  })
}
