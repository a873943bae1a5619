/**
 * Variance threshold direction (spec accounting §4), with the organization's thresholds (config
 * `percentageThreshold`, in percent, and `dollarThreshold`, in dollars): up when the month-over-month change exceeds
 * the percentage threshold or the amount rose by more than the amount threshold; down when the absolute percentage
 * change exceeds the threshold while not up, or the amount fell by more than the amount threshold; none otherwise.
 * Without any threshold configured there is nothing to compare against: null.
 */
import type { z } from 'zod'
import type { ZVarianceDirection } from '../schemas/metrics.ts'

type TVarianceDirection = z.infer<typeof ZVarianceDirection>
export type TVarianceThresholds = { percentageThreshold?: number; dollarThreshold?: number }

export function varianceDirection(
  previousCents: number,
  currentCents: number,
  t: TVarianceThresholds,
): TVarianceDirection | null {
  const pct = t.percentageThreshold,
    dollars = t.dollarThreshold
  if (pct === undefined && dollars === undefined) return null
  const change = currentCents - previousCents
  // From zero any change is an infinite percentage; only a real change counts.
  const pctChange =
    previousCents === 0 ? (change === 0 ? 0 : Infinity * Math.sign(change)) : (change / Math.abs(previousCents)) * 100
  const amountCents = dollars === undefined ? undefined : Math.round(dollars * 100)
  if ((pct !== undefined && pctChange > pct) || (amountCents !== undefined && change > amountCents)) return 'up'
  if ((pct !== undefined && Math.abs(pctChange) > pct) || (amountCents !== undefined && -change > amountCents))
    return 'down'
  return 'none'
}
