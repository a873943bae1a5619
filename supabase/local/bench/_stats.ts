/** Percentiles and the "figure vs target" line every spine benchmark prints. */
export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

export function report(name: string, value: number, unit: string, target: number, higherIsBetter: boolean) {
  const ratio = higherIsBetter ? value / target : target / value
  const verdict = ratio >= 1 ? 'meets target' : 'MISSES target'
  console.log(
    `  ${name.padEnd(34)} ${value.toFixed(unit === 'jobs/s' ? 0 : 2).padStart(9)} ${unit.padEnd(7)} target ${higherIsBetter ? '>=' : '<='} ${target} ${unit}  ratio ${ratio.toFixed(2)}x  ${verdict}`,
  )
}
