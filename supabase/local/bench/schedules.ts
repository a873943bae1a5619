/**
 * Schedules benchmark: plan and post a month for 10,000 amortization schedules on the built-in ledger, the way the
 * `schedules.post` job does (postDueSchedules in one service-role transaction: plan each schedule, write 10,000
 * journal entries and their postings, record them, move every schedule forward, commit with the balance check).
 * Target ≤ 2 s. Runs the posting in Deno, the functions' runtime, three times on fresh months (each run posts the
 * next month of every schedule) and prints each with its CPU (Deno and its database backend, from /proc: the work
 * itself, whatever else the shared cores run), and their median with the spread. Uses its own throwaway cluster
 * (profile test, port base 27700 unless PLATFORM_PORT_BASE is set). BENCH_SCHEDULES changes the count.
 * Between runs the tables are analysed, as autovacuum does after a table grows this much: without it each run was
 * slower than the last (2.2, 3.0, 5.1 s) because the planner still believed the ledger empty; a month's posting runs
 * once a month, long after autovacuum has seen the last one.
 * A run's search entries are built after its commit by job search.refresh (migration 20261124110000); the benchmark
 * runs that job's step after each run and prints its time apart, with a check that every entry is searchable.
 */
import { measureMachine } from './_pgbench.ts'
process.env.PLATFORM_PORT_BASE ??= '27700'
const { loadConfig, ROOT } = await import('../src/config.ts')
const { initCluster, removeCluster, startPostgres, waitForPostgres, stopPostgres } = await import('../src/cluster.ts')
const { applyBootstrap, applyMigrations } = await import('../src/migrate.ts')
const { default: postgres } = await import('postgres')
const { spawnSync } = await import('node:child_process')
const path = await import('node:path')
const { median, report } = await import('./_stats.ts')

const COUNT = Number(process.env.BENCH_SCHEDULES ?? 10_000)
const TARGET_S = 2
const START = '2030-01-01'
const MONTH_ENDS = ['2030-01-31', '2030-02-28', '2030-03-31']

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
    const [{ id: org }] =
      await sql`insert into public.organizations (legal_name) values ('Bench Schedules') returning id`
    const account = async (name: string, type: string) =>
      String(
        (
          await sql`insert into public.ledger_accounts (organization_id, name, account_type) values (${org}, ${name}, ${type}) returning id`
        )[0].id,
      )
    const prepaid = await account('Prepaid Expenses', 'Other Current Asset')
    const expense = await account('Software', 'Expense')
    // 10,000 twelve-month schedules of varied amounts (some that do not divide evenly), as the API creates them
    await sql`insert into public.amortizations (organization_id, start_date, end_date, next_amortization_date, expense_name,
        original_periods, remaining_periods, amount, remaining_amount, credit_account, debit_account)
      select ${org}, ${START}, '2030-12-31', '2030-01-31', 'Licence ' || g, 12, 12, 100000 + g * 7, 100000 + g * 7,
        ${sql.json({ value: prepaid, name: 'Prepaid Expenses' })}, ${sql.json({ value: expense, name: 'Software' })}
      from generate_series(1, ${COUNT}) g`
    await sql`analyze`
    const env = { ...process.env, SUPABASE_DB_URL: cfg.dbUrl, DENO_NO_UPDATE_CHECK: '1' }
    const runs: number[] = []
    // CPU of the run's Deno process and database backend: on shared cores the wall time also holds others' work
    const cpus: number[] = []
    // the run's search entries, built after it by job search.refresh (the worker's step, run here: there is no worker)
    const searches: number[] = []
    console.log(`  ${COUNT} schedules, one month each run`)
    for (const asOf of MONTH_ENDS) {
      const r = spawnSync(
        path.join(ROOT, 'node_modules/.bin/deno'),
        ['run', '-A', '--no-check', path.join(ROOT, 'edge-functions/_cli/post-schedules.ts'), org, asOf],
        { encoding: 'utf8', env, cwd: ROOT },
      )
      if (r.status !== 0) throw new Error(`posting run failed: ${r.stderr}`)
      const out = JSON.parse(r.stdout.trim().split('\n').at(-1)!)
      if (out.amortization !== COUNT)
        throw new Error(`expected ${COUNT} entries as of ${asOf}, posted ${out.amortization}`)
      runs.push(out.ms)
      const cpu = out.cpu.deno + (out.cpu.db ?? 0)
      cpus.push(cpu)
      console.log(
        `  as of ${asOf}: posted ${out.amortization} entries in ${(out.ms / 1000).toFixed(2)} s` +
          ` (CPU ${(cpu / 1000).toFixed(2)} s: Deno ${(out.cpu.deno / 1000).toFixed(2)}, database ${out.cpu.db === null ? '?' : (out.cpu.db / 1000).toFixed(2)})`,
      )
      const t = performance.now()
      const jobs = await sql`delete from public.jobs where job_type = 'search.refresh' returning payload`
      for (const job of jobs)
        await sql`select private.transaction_search_refresh_queued(${job.payload.transactionIds}::bigint[])`
      searches.push(performance.now() - t)
      // between runs, what autovacuum does to a table that grew by 10,000 entries: fresh statistics for the planner
      await sql`analyze`
    }
    const [check] =
      await sql`select count(*)::int as entries, (select count(*)::int from public.journal_entries) as records,
        (select count(*)::int from public.amortizations where remaining_periods = 9) as moved,
        (select count(*)::int from public.transaction_search_entries where organization_id = ${org}) as searchable
      from public.ledger_transactions where organization_id = ${org} and kind = 'JournalEntry'`
    console.log(
      `  ledger entries ${check.entries}, records ${check.records}, schedules at 9 periods left ${check.moved}, searchable ${check.searchable}`,
    )
    console.log(
      `  search entries of a run, built after it by job search.refresh: ${(median(searches) / 1000).toFixed(2)} s median (not part of the run)`,
    )
    console.log(`  CPU per run (Deno and its database backend), median: ${(median(cpus) / 1000).toFixed(2)} s`)
    report(
      `post a month for ${COUNT} schedules`,
      runs.map((ms) => ms / 1000),
      's',
      TARGET_S,
      false,
    )
  } finally {
    await sql.end({ timeout: 1 })
    await stopPostgres(pg)
    removeCluster(cfg)
  }
}
