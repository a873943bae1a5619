/**
 * Reconciliation benchmark: the matching rule (shared/rules/reconciliation-matching.ts) on N feed lines against N
 * ledger lines of one account, at 5,000 and 50,000 a side. The lines look like a busy account's: a year of days, many
 * lines of the same few amounts (card sales, subscriptions) on adjacent days, ledger dates one to three days off,
 * deposits the bank splits in two or three, ledger payments the bank lumps together, and a few lines on one side only.
 * Prints each size's median time over three runs and the matches found, the ratio to the target (≤ 2 s at 50,000),
 * and how the time grows from 5,000 to 50,000 (about 10x when linear, 100x when quadratic). In process: no stack.
 */
const { matchLines } = await import('../../../shared/rules/reconciliation-matching.ts')
const { rng } = await import('../../../shared/ledger/random-ledger.ts')
const { median, report } = await import('./_stats.ts')

type Line = { id: string; date: string; amountCents: number; description: string }
const DAY = 86_400_000
const START = Date.UTC(2026, 0, 1)
const date = (day: number) => new Date(START + day * DAY).toISOString().slice(0, 10)
const VENDORS = ['SYSCO', 'CORNER CAFE', 'GUSTO PAYROLL', 'PG&E', 'COMCAST', 'ADOBE', 'SQUARE DEPOSIT', 'LANDLORD LLC']
const COMMON = [2_500, 4_999, 12_000, 99_00, 1_500]

/** `n` lines a side, deterministic per size. */
export function lines(n: number) {
  const rand = rng(n)
  const feed: Line[] = []
  const ledger: Line[] = []
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)]
  let f = 0
  let l = 0
  const add = (side: Line[], prefix: string, day: number, amountCents: number, description: string) =>
    side.push({ id: `${prefix}${prefix === 'f' ? f++ : l++}`, date: date(day), amountCents, description })
  while (feed.length < n || ledger.length < n) {
    const day = Math.floor(rand() * 365)
    const vendor = pick(VENDORS)
    const amount = (rand() < 0.3 ? pick(COMMON) : Math.floor(rand() * 500_000) + 100) * (rand() < 0.35 ? 1 : -1)
    const shift = Math.floor(rand() * 4)
    const kind = rand()
    if (kind < 0.05 && amount > 300) {
      // a deposit the bank splits: two or three feed lines for one ledger line
      const a = Math.floor(amount / 3)
      add(feed, 'f', day, a, vendor)
      add(feed, 'f', day + 1, amount - a, vendor)
      add(ledger, 'l', day + shift, amount, `${vendor} deposit`)
    } else if (kind < 0.08 && amount > 300) {
      // payments the bank lumps into one line
      const a = Math.floor(amount / 2)
      add(feed, 'f', day + shift, amount, vendor)
      add(ledger, 'l', day, a, `${vendor} invoice`)
      add(ledger, 'l', day, amount - a, `${vendor} invoice`)
    } else if (kind < 0.1) {
      add(rand() < 0.5 ? feed : ledger, rand() < 0.5 ? 'f' : 'l', day, amount, `${vendor} unmatched`)
    } else {
      add(feed, 'f', day, amount, `POS ${vendor}`)
      add(ledger, 'l', day + shift, amount, vendor.toLowerCase())
    }
  }
  return { feed: feed.slice(0, n), ledger: ledger.slice(0, n) }
}

function timeMatching(n: number) {
  const { feed, ledger } = lines(n)
  const runs: number[] = []
  let found = 0
  let kinds: Record<string, number> = {}
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now()
    const r = matchLines(feed, ledger)
    runs.push((performance.now() - t0) / 1000)
    found = r.matches.length
    kinds = {}
    for (const m of r.matches) kinds[m.kind] = (kinds[m.kind] ?? 0) + 1
  }
  const lineCount = Object.entries(kinds)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ')
  console.log(
    `  ${n} feed × ${n} ledger lines: ${found} matches (${lineCount}); ${runs.map((r) => `${(r * 1000).toFixed(0)} ms`).join(' / ')}`,
  )
  return runs
}

export default async function main() {
  const small = timeMatching(5_000)
  const large = timeMatching(50_000)
  report('match 5,000 × 5,000 lines', small, 's', 2, false)
  report('match 50,000 × 50,000 lines', large, 's', 2, false)
  const growth = median(large) / median(small)
  console.log(`  growth from 5,000 to 50,000 lines: ${growth.toFixed(1)}x (linear ≈ 10x, quadratic ≈ 100x)`)
}
