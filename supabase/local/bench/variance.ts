/**
 * Variance benchmark: one month's variance analysis (computeVariance, what the API's Refresh runs: the P&L and the
 * balance sheet by month, and the transaction detail behind the unusual-transaction analysis) on a built-in ledger of
 * 100,000 lines: a year of books (the analysis reads the two months it compares), then the worst case, every line in
 * those two months. As a signed-in admin under RLS, like the API. Target ≤ 500 ms; prints three runs of each after
 * a warm-up, their median with the spread, and what was found.
 * Uses its own throwaway cluster (profile test, port base 27900 unless PLATFORM_PORT_BASE is set). BENCH_LINES
 * changes the count.
 */
import { measureMachine } from './_pgbench.ts'
process.env.PLATFORM_PORT_BASE ??= '27900'
const { loadConfig } = await import('../src/config.ts')
const { initCluster, removeCluster, startPostgres, waitForPostgres, stopPostgres } = await import('../src/cluster.ts')
const { applyBootstrap, applyMigrations } = await import('../src/migrate.ts')
const { default: postgres } = await import('postgres')
const { report } = await import('./_stats.ts')
const { insertJournalEntries } = await import('../../../edge-functions/domains/ledger/import-journal.ts')
const { runBuiltinReport } = await import('../../../edge-functions/domains/ledger/run-report.ts')
const { builtinTransactionGroups } = await import('../../../edge-functions/domains/ledger/transaction-groups.ts')
const { computeVariance } = await import('../../../edge-functions/domains/close/compute-variance.ts')
const { randomChart, rng } = await import('../../../shared/ledger/random-ledger.ts')

const LINES = Number(process.env.BENCH_LINES ?? 100_000)
const TARGET_MS = 500
const MONTH = '2026-10-01'
const ADMIN = '27900000-0000-4000-8000-000000000001'
const NAMES = ['Amazon Web Services', 'Gusto', 'WeWork', 'Delta Air Lines', 'Uber', 'Google Ads', 'Cooley LLP', '']

export default async function main() {
  const cfg = loadConfig('test')
  initCluster(cfg, { fresh: true })
  const pg = startPostgres(cfg)
  const sql = postgres(cfg.dbUrl, { max: 2, onnotice: () => {}, prepare: false })
  try {
    await waitForPostgres(cfg)
    await applyBootstrap(cfg)
    await applyMigrations(cfg, () => {})
    await measureMachine(cfg)
    await sql`insert into auth.users (id, aud, role, email) values (${ADMIN}, 'authenticated', 'authenticated', 'bench-variance@example.test')`
    await sql`update public.users set role = 'admin' where id = ${ADMIN}`
    // A year of books (the analysis reads its last two months), then the worst case: every line in the two months.
    for (const c of [
      { label: `${LINES.toLocaleString('en-US')}-line ledger, a year`, from: '2025-11-01', days: 365 },
      { label: `${LINES.toLocaleString('en-US')} lines in the 2 months`, from: '2026-09-01', days: 61 },
    ]) {
      const org = await ledgerOf(sql, c.label, c.from, c.days)
      const analyse = () =>
        sql.begin(async (tx) => {
          await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify({ sub: ADMIN, role: 'authenticated' })}, true)`
          return computeVariance({
            ledger: {
              runReport: (name, params) => runBuiltinReport({ q: tx, orgId: org, name, params }),
              transactionGroups: (range) => builtinTransactionGroups(tx, org, range),
            },
            month: MONTH,
            method: 'accrual',
            thresholds: { percentage: 10, amountCents: 1_000_00 },
          })
        })
      await analyse() // warm the cache the way a live database is warm
      const runs: number[] = []
      let figures = await analyse()
      for (let k = 0; k < 3; k++) {
        const t = performance.now()
        figures = await analyse()
        runs.push(performance.now() - t)
      }
      const flagged = figures.profitAndLoss.filter((l) => l.direction !== 'none').length
      const read = figures.unusualTransactions.reduce((n, g) => n + g.previousCount + g.currentCount, 0)
      console.log(
        `  ${c.label}: ${read.toLocaleString('en-US')} lines read, ${figures.profitAndLoss.length} P&L lines (${flagged} past a threshold), ${figures.balanceSheet.length} balance sheet lines, ${figures.unusualTransactions.length} transaction groups`,
      )
      report(`variance, ${c.label}`, runs, 'ms', TARGET_MS, false)
    }
  } finally {
    await sql.end({ timeout: 1 })
    await stopPostgres(pg)
    removeCluster(cfg)
  }
}

/** An organization with the random chart and LINES balanced lines dated from `from` over `days` days. */
async function ledgerOf(sql: import('postgres').Sql, name: string, from: string, days: number): Promise<string> {
  const [{ id: org }] =
    await sql`insert into public.organizations (legal_name) values (${`Bench ${name}`}) returning id`
  const chart = randomChart()
  const ids = new Map<string, string>()
  for (const a of chart) {
    const [row] =
      await sql`insert into public.ledger_accounts (organization_id, name, account_type, account_sub_type, acct_num, parent_id)
      values (${org}, ${a.name}, ${a.accountType}, ${a.accountSubType ?? null}, ${a.acctNum ?? null}, ${a.parentId ? ids.get(a.parentId)! : null}) returning id`
    ids.set(a.id, String(row.id))
  }
  const accounts = chart.filter((a) => a.accountSubType !== 'RetainedEarnings').map((a) => ids.get(a.id)!)
  const r = rng(LINES + days)
  type Entry = { date: string; description: string; postings: { accountId: string; amount: number; memo?: string }[] }
  const entries: Entry[] = []
  let n = 0
  const t0 = Date.parse(`${from}T00:00:00Z`)
  while (n < LINES) {
    const legs = Math.min(2 + Math.floor(r() * 2), Math.max(LINES - n, 2))
    const postings: Entry['postings'] = []
    let sum = 0
    for (let k = 0; k < legs - 1; k++) {
      const amount = Math.round((r() - 0.45) * 200_000) || 1
      postings.push({ accountId: accounts[Math.floor(r() * accounts.length)], amount, memo: NAMES[k % NAMES.length] })
      sum += amount
    }
    postings.push({ accountId: accounts[Math.floor(r() * accounts.length)], amount: -sum })
    entries.push({
      date: new Date(t0 + Math.floor(r() * days) * 86_400_000).toISOString().slice(0, 10),
      description: NAMES[Math.floor(r() * NAMES.length)],
      postings,
    })
    n += legs
  }
  const tLoad = performance.now()
  for (let i = 0; i < entries.length; i += 20_000)
    await sql.begin((tx) => insertJournalEntries(tx, org, entries.slice(i, i + 20_000), 'bench'))
  await sql`analyze`
  console.log(
    `  ${name}: loaded ${n} lines in ${entries.length} entries in ${((performance.now() - tLoad) / 1000).toFixed(1)} s`,
  )
  return org
}
