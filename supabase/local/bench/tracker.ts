/**
 * Books tracker benchmark: states and due dates for 2,000 client organizations for one month. First the rules alone
 * (trackerRows: the ten ordered rules, the variance status and the due date in business days, over the facts of
 * 2,000 clients), target ≤ 100 ms; then the tracker as the API answers it (listTracker as a signed-in admin under RLS:
 * the one statement reading every client's open questions, analysis, admin notes, reconciled month, books sent and
 * bookkeepers, then the rules), reported against the same target. Three runs of each after a warm-up, their median
 * with the spread, and how the states spread over the clients. Uses its own throwaway cluster (profile test, port base
 * 28000 unless PLATFORM_PORT_BASE is set). BENCH_ORGS changes the count.
 */
import { measureMachine } from './_pgbench.ts'
import type postgres from 'postgres'

process.env.PLATFORM_PORT_BASE ??= '28000'
const { loadConfig } = await import('../src/config.ts')
const { initCluster, removeCluster, startPostgres, waitForPostgres, stopPostgres } = await import('../src/cluster.ts')
const { applyBootstrap, applyMigrations } = await import('../src/migrate.ts')
const { default: pgClient } = await import('postgres')
const { report } = await import('./_stats.ts')
const { listTracker, trackerFacts, trackerRows } = await import('../../../edge-functions/domains/close/tracker.ts')

const ORGS = Number(process.env.BENCH_ORGS ?? 2_000)
const TARGET_MS = 100
const MONTH = '2026-10-01'
const TODAY = '2026-11-06'
const ADMIN = '28000000-0000-4000-8000-000000000001'

export default async function main() {
  const cfg = loadConfig('test')
  initCluster(cfg, { fresh: true })
  const pg = startPostgres(cfg)
  const sql = pgClient(cfg.dbUrl, { max: 2, onnotice: () => {}, prepare: false })
  try {
    await waitForPostgres(cfg)
    await applyBootstrap(cfg)
    await applyMigrations(cfg, () => {})
    await measureMachine(cfg)
    const t0 = performance.now()
    await seed(sql)
    console.log(
      `  ${ORGS} clients with questions, analyses, notes, reconciliations and tracking in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    )

    const asAdmin = <T>(fn: (tx: postgres.TransactionSql) => Promise<T>) =>
      sql.begin(async (tx) => {
        await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify({ sub: ADMIN, role: 'authenticated' })}, true)`
        return fn(tx)
      }) as Promise<T>
    const facts = await asAdmin((tx) => trackerFacts(tx, MONTH))
    const derive: number[] = []
    let rows = trackerRows(facts, MONTH, TODAY)
    for (let k = 0; k < 3; k++) {
      const t = performance.now()
      rows = trackerRows(facts, MONTH, TODAY)
      derive.push(performance.now() - t)
    }
    const spread: Record<string, number> = {}
    for (const r of rows) spread[r.state] = (spread[r.state] ?? 0) + 1
    console.log(
      `  ${rows.length} rows; ${rows.filter((r) => r.overdue).length} overdue; states: ${Object.entries(spread)
        .map(([s, n]) => `${s} ${n}`)
        .join(', ')}`,
    )
    report(`derive ${ORGS.toLocaleString('en-US')} states and due dates`, derive, 'ms', TARGET_MS, false)

    await asAdmin((tx) => listTracker({ tx, query: { month: MONTH }, today: TODAY }))
    const api: number[] = []
    for (let k = 0; k < 3; k++) {
      const t = performance.now()
      await asAdmin((tx) => listTracker({ tx, query: { month: MONTH }, today: TODAY }))
      api.push(performance.now() - t)
    }
    report(`read and derive ${ORGS.toLocaleString('en-US')} (as the API)`, api, 'ms', TARGET_MS, false)
  } finally {
    await sql.end({ timeout: 1 })
    await stopPostgres(pg)
    removeCluster(cfg)
  }
}

/** Clients with every fact the rules read, spread so each rule has clients (deterministic by row number). */
async function seed(sql: postgres.Sql) {
  await sql`insert into auth.users (id, aud, role, email) values (${ADMIN}, 'authenticated', 'authenticated', 'bench-tracker@example.test')`
  await sql`update public.users set role = 'admin' where id = ${ADMIN}`
  await sql`insert into auth.users (id, aud, role, email)
    select ('28000000-0000-4000-8000-1' || lpad(g::text, 11, '0'))::uuid, 'authenticated', 'authenticated', 'bench-bk-' || g || '@example.test'
    from generate_series(1, 20) g`
  await sql`update public.users set role = 'bookkeeper' where email like 'bench-bk-%'`
  await sql`insert into public.organizations (id, legal_name, books_priority)
    select ('28000000-0000-4000-8000-2' || lpad(g::text, 11, '0'))::uuid, 'Bench Client ' || g, g % 7
    from generate_series(1, ${ORGS}) g`
  const org = (g: string) => sql.unsafe(`('28000000-0000-4000-8000-2' || lpad((${g})::text, 11, '0'))::uuid`)
  await sql`insert into public.bookkeeper_assignments (organization_id, user_id, is_primary)
    select ${org('g')}, ('28000000-0000-4000-8000-1' || lpad((g % 20 + 1)::text, 11, '0'))::uuid, true
    from generate_series(1, ${ORGS}) g`
  // open questions: a pending one on every 5th client, an unanswered one on every 3rd
  await sql`insert into public.amc_questions (organization_id, account_name, transaction_id, amount, status)
    select ${org('g')}, 'Ask My Client', 'bench-' || g || '-' || s, 1000, s::public.amc_status
    from generate_series(1, ${ORGS}) g, unnest(array['pending', 'not_responded']) s
    where (s = 'pending' and g % 5 = 0) or (s = 'not_responded' and g % 3 = 0)`
  // analyses on 9 clients in 10: sent on most, submitted on every 4th, admin notes on every 6th
  await sql`insert into public.variance_analyses (id, organization_id, start_date, end_date, threshold_percentage,
      threshold_amount_cents, last_sent_at, submitted_at)
    select ('28000000-0000-4000-8000-3' || lpad(g::text, 11, '0'))::uuid, ${org('g')}, ${MONTH}, '2026-10-31', 10, 100000,
      case when g % 7 <> 0 then now() - interval '1 day' end, case when g % 4 = 0 then now() end
    from generate_series(1, ${ORGS}) g where g % 10 <> 0`
  await sql`insert into public.collab_documents (id, organization_id, kind)
    select 'variance-note.bench-' || g, ${org('g')}, 'variance_note' from generate_series(1, ${ORGS}) g where g % 6 = 0 and g % 10 <> 0`
  await sql`insert into public.variance_notes (organization_id, variance_analysis_id, path, collab_document_id, user_id, content,
      created_at)
    select ${org('g')}, ('28000000-0000-4000-8000-3' || lpad(g::text, 11, '0'))::uuid, 'pnl:1', 'variance-note.bench-' || g,
      ${ADMIN}, 'Explain', now() - case when g % 12 = 0 then interval '2 days' else interval '1 hour' end
    from generate_series(1, ${ORGS}) g where g % 6 = 0 and g % 10 <> 0`
  // a statement account on every other client, reconciled for October on 3 in 4 of them
  await sql`insert into public.statement_accounts (id, organization_id, account_chart_id, account_chart_name)
    select ('28000000-0000-4000-8000-4' || lpad(g::text, 11, '0'))::uuid, ${org('g')}, '10', 'Checking'
    from generate_series(1, ${ORGS}) g where g % 2 = 0`
  await sql`insert into public.reconciliations (organization_id, statement_account_id, period_start, period_end,
      statement_starting_balance_cents, statement_ending_balance_cents, ledger_starting_balance_cents, ledger_ending_balance_cents,
      reconciled_at, method)
    select ${org('g')}, ('28000000-0000-4000-8000-4' || lpad(g::text, 11, '0'))::uuid, ${MONTH}, '2026-10-31', 0, 0, 0, 0, now(),
      'automatically'
    from generate_series(1, ${ORGS}) g where g % 2 = 0 and g % 8 <> 0`
  // books sent on every 11th client, an override with its reason on every 13th, own business days on every 17th
  await sql`insert into public.books_trackings (organization_id, month, books_sent_at, books_sent_by, state_override,
      override_reason, override_by, override_at, business_days)
    select ${org('g')}, ${MONTH}, case when g % 11 = 0 then now() end, case when g % 11 = 0 then ${ADMIN}::uuid end,
      case when g % 13 = 0 then 'amc-os' end, case when g % 13 = 0 then 'Waiting on the client' end,
      case when g % 13 = 0 then ${ADMIN}::uuid end, case when g % 13 = 0 then now() end,
      case when g % 17 = 0 then 2 end
    from generate_series(1, ${ORGS}) g where g % 11 = 0 or g % 13 = 0 or g % 17 = 0`
  await sql`analyze`
}
