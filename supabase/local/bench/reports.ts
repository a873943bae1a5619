/**
 * Reports benchmark: P&L by month for a year plus a balance sheet, on 10k, 100k and 1M journal lines, in the product
 * (runBuiltinReport, as the API calls it, inside a user transaction under RLS) and in hledger on the same journal.
 * Prints both times, the ratio and whether the totals agree. hledger runs are capped (HLEDGER_CAP_S, default 240 s).
 * Then the P&L by month for the year through the API (GET …/reports/ProfitAndLoss as a signed-in admin, through the
 * gateway), median of five after a warm-up. Target: <= 300 ms at 1,000,000 lines.
 * Uses its own fresh stack (profile test, port base 27600 unless PLATFORM_PORT_BASE is set).
 */
import { measureMachine } from './_pgbench.ts'
process.env.PLATFORM_PORT_BASE ??= '27600'
const { loadConfig, ROOT } = await import('../src/config.ts')
const { startStack } = await import('../src/stack.ts')
const { signJwt } = await import('../src/jwt.ts')
const { median, report } = await import('./_stats.ts')
const { default: postgres } = await import('postgres')
const { spawnSync } = await import('node:child_process')
const { default: http } = await import('node:http')
const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs')
const { tmpdir } = await import('node:os')
const path = await import('node:path')
const { runBuiltinReport } = await import('../../../edge-functions/domains/ledger/run-report.ts')
const { insertJournalEntries } = await import('../../../edge-functions/domains/ledger/import-journal.ts')
const { randomChart, rng } = await import('../../../shared/ledger/random-ledger.ts')
const { toHledgerJournal, hledgerAccountName } = await import('../../../shared/ledger/journal-io.ts')
const { findRow, rowAmounts, parseMoney } = await import('../../../shared/ledger/index.ts')

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number)
const CAP_S = Number(process.env.HLEDGER_CAP_S ?? 240)
const YEAR = { start: '2025-01-01', end: '2025-12-31' }
const ADMIN = '57000000-0000-4000-8000-000000000001'

type Txn = { id: string; date: string; kind: string; postings: { accountId: string; amount: number }[] }

/** Balanced journal entries over 2024-2025 until `lines` postings exist (account ids are the chart's, remapped later). */
function generate(lines: number, seed: number): Txn[] {
  const r = rng(seed)
  const chart = randomChart().filter((a) => a.accountSubType !== 'RetainedEarnings')
  const out: Txn[] = []
  let n = 0
  const t0 = Date.parse('2024-01-01T00:00:00Z')
  while (n < lines) {
    const legs = Math.min(2 + Math.floor(r() * 3), Math.max(lines - n, 2))
    const ps: { accountId: string; amount: number }[] = []
    let sum = 0
    for (let k = 0; k < legs - 1; k++) {
      const amount = Math.round((r() - 0.45) * 500000) || 1
      ps.push({ accountId: chart[Math.floor(r() * chart.length)].id, amount })
      sum += amount
    }
    ps.push({ accountId: chart[Math.floor(r() * chart.length)].id, amount: -sum })
    out.push({
      id: String(out.length + 1),
      date: new Date(t0 + Math.floor(r() * 731) * 86400000).toISOString().slice(0, 10),
      kind: 'JournalEntry',
      postings: ps,
    })
    n += legs
  }
  return out
}

function hledger(file: string, args: string[]): { ms: number; out?: string; timedOut: boolean } {
  const t = performance.now()
  const r = spawnSync('hledger', ['-f', file, ...args, '-O', 'csv'], {
    encoding: 'utf8',
    timeout: CAP_S * 1000,
    maxBuffer: 1 << 28,
  })
  return {
    ms: performance.now() - t,
    out: r.status === 0 ? r.stdout : undefined,
    timedOut: r.error !== undefined || r.signal !== null,
  }
}
const csvRows = (s: string) =>
  s
    .trim()
    .split('\n')
    .map((l) => l.split('","').map((c) => c.replace(/^"|"$/g, '')))
const cents = (s: string) => parseMoney(s.replace(/\s*USD$/, '').replace(/,/g, ''))

export default async function main() {
  const cfg = loadConfig('test')
  const stack = await startStack(cfg, { fresh: true, web: false, quiet: true, seed: false })
  await measureMachine(cfg)
  const sql = postgres(cfg.dbUrl, { max: 4, onnotice: () => {}, prepare: false })
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-reports-'))
  try {
    const token = await signJwt({ sub: ADMIN, role: 'authenticated', aal: 'aal1' }, cfg.signingKey, 3600)
    let apiMs: number[] = []
    await sql`insert into auth.users (id, aud, role, email) values (${ADMIN}, 'authenticated', 'authenticated', 'bench-admin@example.test')`
    await sql`update public.users set role = 'admin' where id = ${ADMIN}`
    console.log(`lines      product ms   hledger ms   ratio    totals`)
    for (const lines of SIZES) {
      const [{ id: org }] =
        await sql`insert into public.organizations (legal_name) values (${`Bench ${lines}`}) returning id`
      const chart = randomChart()
      const ids = new Map<string, string>()
      for (const a of chart) {
        const [row] =
          await sql`insert into public.ledger_accounts (organization_id, name, account_type, account_sub_type, acct_num, parent_id)
          values (${org}, ${a.name}, ${a.accountType}, ${a.accountSubType ?? null}, ${a.acctNum ?? null}, ${a.parentId ? ids.get(a.parentId)! : null}) returning id`
        ids.set(a.id, String(row.id))
      }
      const txns = generate(lines, lines)
      const tLoad = performance.now()
      for (let i = 0; i < txns.length; i += 20000) {
        await sql.begin((tx) =>
          insertJournalEntries(
            tx,
            org,
            txns.slice(i, i + 20000).map((t) => ({
              date: t.date,
              description: '',
              postings: t.postings.map((p) => ({ accountId: ids.get(p.accountId)!, amount: p.amount })),
            })),
            'bench',
          ),
        )
      }
      await sql`analyze public.ledger_postings`
      const loadS = ((performance.now() - tLoad) / 1000).toFixed(1)

      // Product: the API's code path, as a signed-in admin under RLS.
      const product = async () =>
        await sql.begin(async (tx) => {
          await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify({ sub: ADMIN, role: 'authenticated' })}, true)`
          const pnl = await runBuiltinReport({
            q: tx,
            orgId: org,
            name: 'ProfitAndLoss',
            params: { start_date: YEAR.start, end_date: YEAR.end, summarize_column_by: 'Month' },
          })
          const bs = await runBuiltinReport({
            q: tx,
            orgId: org,
            name: 'BalanceSheet',
            params: { start_date: YEAR.end, end_date: YEAR.end },
          })
          return { pnl, bs }
        })
      await product() // warm the cache the way a live database is warm
      const runs: number[] = []
      let res = await product()
      for (let k = 0; k < 3; k++) {
        const t = performance.now()
        res = await product()
        runs.push(performance.now() - t)
      }
      const productMs = runs.sort((a, b) => a - b)[1]

      // hledger on the same journal.
      const file = path.join(dir, `bench-${lines}.journal`)
      const accounts = chart.map((a) => ({ ...a }))
      writeFileSync(file, toHledgerJournal(accounts, txns as never))
      const pnlH = hledger(file, [
        'bal',
        '^(Income|Expenses)(:|$)',
        '--flat',
        '-M',
        '-b',
        YEAR.start,
        '-e',
        '2026-01-01',
      ])
      const bsH = pnlH.timedOut
        ? ({ ms: 0, timedOut: true } as ReturnType<typeof hledger>)
        : hledger(file, ['bal', '^(Assets|Liabilities|Equity)(:|$)', '--flat', '-e', '2026-01-01'])
      const hMs = pnlH.ms + bsH.ms
      let agree = 'n/a (hledger exceeded the cap)'
      if (!pnlH.timedOut && !bsH.timedOut && pnlH.out && bsH.out) {
        const months = csvRows(pnlH.out)
          .at(-1)!
          .slice(1, 13)
          .map((v) => -cents(v))
        const mine = rowAmounts(findRow(res.pnl, { group: 'NetIncome' })).slice(0, 12)
        const assetNames = new Set(
          accounts
            .filter((a) =>
              ['Bank', 'Accounts Receivable', 'Other Current Asset', 'Fixed Asset'].includes(a.accountType),
            )
            .map(hledgerAccountName),
        )
        const hAssets = csvRows(bsH.out)
          .slice(1)
          .filter(([a]) => assetNames.has(a))
          .reduce((s, [, v]) => s + cents(v), 0)
        const myAssets = rowAmounts(findRow(res.bs, { group: 'TotalAssets' }))[0]
        const balanced = myAssets === rowAmounts(findRow(res.bs, { group: 'TotalLiabilitiesAndEquity' }))[0]
        agree =
          JSON.stringify(months) === JSON.stringify(mine) && hAssets === myAssets && balanced
            ? 'equal'
            : `DIFFER (P&L ${JSON.stringify(months) === JSON.stringify(mine)}, assets ${hAssets} vs ${myAssets})`
      }
      const ratio =
        pnlH.timedOut || bsH.timedOut
          ? `> ${((CAP_S * 1000) / productMs).toFixed(0)}x`
          : `${(hMs / productMs).toFixed(1)}x`
      console.log(
        `${String(lines).padEnd(10)} ${productMs.toFixed(1).padStart(10)}   ${pnlH.timedOut || bsH.timedOut ? `>${CAP_S * 1000}`.padStart(10) : hMs.toFixed(0).padStart(10)}   ${ratio.padStart(6)}   ${agree}   (load ${loadS} s, ${txns.length} entries)`,
      )
      rmSync(file)

      // The API: what a browser waits for, JSON and all
      const url = `${cfg.apiUrl}/functions/v1/api/orgs/${org}/reports/ProfitAndLoss?start_date=${YEAR.start}&end_date=${YEAR.end}&summarize_column_by=Month`
      // a new connection each time: a kept-alive one can sit idle past the gateway's timeout while hledger runs
      const viaApi = () =>
        new Promise<number>((resolve, reject) => {
          const t = performance.now()
          http
            .get(url, { headers: { authorization: `Bearer ${token}`, apikey: cfg.anonKey }, agent: false }, (res) => {
              const chunks: Buffer[] = []
              res.on('data', (c: Buffer) => chunks.push(c))
              res.on('end', () =>
                res.statusCode === 200
                  ? resolve(performance.now() - t)
                  : reject(new Error(`the API answered ${res.statusCode}: ${Buffer.concat(chunks).toString()}`)),
              )
            })
            .on('error', reject)
        })
      await viaApi()
      apiMs = []
      for (let k = 0; k < 5; k++) apiMs.push(await viaApi())
      console.log(
        `           P&L by month through the API: median ${median(apiMs).toFixed(1)} ms (${apiMs.map((m) => m.toFixed(0)).join(' / ')})`,
      )
    }
    if (apiMs.length) report('P&L by month, a year, through the API', apiMs, 'ms', 300, false)

    // The command line, start to finish: scripted use should not wait on start-up (npm's own start is not counted)
    const org = `Bench ${SIZES.at(-1)}`
    const cliMs: number[] = []
    for (let k = 0; k < 6; k++) {
      const t = performance.now()
      const r = spawnSync(
        process.execPath,
        [
          path.join(ROOT, 'supabase/local/bin/run.mjs'),
          'ledger',
          'report',
          '--org',
          org,
          'ProfitAndLoss',
          '--start',
          YEAR.start,
          '--end',
          YEAR.end,
          '--by',
          'Month',
        ],
        { encoding: 'utf8', env: { ...process.env, PLATFORM_PROFILE: 'test' } },
      )
      if (r.status !== 0) throw new Error(`npm run ledger -- report failed: ${r.stderr}`)
      if (k > 0) cliMs.push(performance.now() - t)
    }
    report('npm run ledger -- report, start to end', cliMs, 'ms', 300, false)
  } finally {
    await sql.end({ timeout: 1 })
    await stack.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
