/**
 * `npm run bench -- stripe`: ingest 200,000 Stripe balance transactions (with the invoices, refunds, disputes and
 * payouts of the same history) through the official SDK from the Stripe sandbox, then post a year of monthly `stripe`
 * entries by the revenue mapping. The sandbox serves a reproducible year (shared/rules/stripe-history.ts); the ingest
 * runs in Deno as the `stripe.ingest` job does (edge-functions/_cli/stripe-bench.ts). Checks each month's posted
 * totals against the balance transactions the sandbox holds, to the cent, and the ledger's balance.
 * Target: >= 10,000 objects/s ingested (every object stored: balance transactions and the other records).
 * Also prints where the ingest's time went: the SDK's HTTP calls and their wait, the CPU of the sandbox (this process),
 * of Deno and of the database session, and the statements the database spent longest in, triggers' own included
 * (pg_stat_statements). Invoice lines are stored but not counted as objects.
 * Uses its own stack (profile test, port base 28200 unless PLATFORM_PORT_BASE is set). BENCH_STRIPE changes the count.
 */
import { measureMachine } from './_pgbench.ts'
import { spawn } from 'node:child_process'
import path from 'node:path'
import { report } from './_stats.ts'

const BALANCE_TRANSACTIONS = Number(process.env.BENCH_STRIPE ?? 200_000)
const TARGET = 10_000
const FROM = Date.UTC(2025, 0, 1) / 1000
const TO = Date.UTC(2026, 0, 1) / 1000
const SEED = 2025

export default async function bench() {
  process.env.PLATFORM_PORT_BASE ??= '28200'
  const { loadConfig, ROOT } = await import('../src/config.ts')
  const { startStack } = await import('../src/stack.ts')
  const { functionEnv } = await import('../src/function-env.ts')
  const { stripeHistory } = await import('../../../shared/rules/stripe-history.ts')
  const { DEFAULT_DIRECTIONS, REVENUE_MAPPING_SLOTS, periodOf } = await import(
    '../../../shared/rules/stripe-revenue.ts'
  )
  const cfg = loadConfig('test')
  const stack = await startStack(cfg, { fresh: true, web: false, quiet: true, seed: false })
  await measureMachine(cfg)
  const sql = stack.ctx.sql
  try {
    // charges are ~96% of the balance transactions (refunds, disputes and weekly payouts make the rest)
    const count = Math.round(BALANCE_TRANSACTIONS / 1.045)
    const history = stripeHistory(SEED, { from: FROM, to: TO, count })
    const [{ id: org }] =
      await sql`insert into public.organizations (legal_name) values ('Stripe Bench Co') returning id`
    const account = 'acct_benchstripe2025'
    const [{ id: conn }] = await sql`insert into public.provider_connections (organization_id, provider, external_id)
      values (${org}, 'stripe', ${account}) returning id`
    for (const slot of REVENUE_MAPPING_SLOTS) {
      const [a] = await sql`insert into public.ledger_accounts (organization_id, name, account_type)
        values (${org}, ${`Stripe ${slot}`}, ${slot.startsWith('revenue') ? 'Income' : 'Other Current Asset'}) returning id`
      await sql`insert into public.payment_provider_mappings (organization_id, slot, account_id, transaction_direction)
        values (${org}, ${slot}, ${a.id}, ${DEFAULT_DIRECTIONS[slot]})`
    }
    const set = await fetch(`http://127.0.0.1:${cfg.ports.sandbox}/stripe/_sandbox/accounts/${account}/history`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seed: SEED, from: FROM, to: TO, count }),
    }).then((r) => r.json() as Promise<{ balanceTransactions: number }>)
    const objects =
      history.balanceTransactions.length +
      history.invoices.length +
      history.subscriptions.length +
      history.payouts.length +
      history.disputes.length +
      history.refunds.length
    console.log(
      `  ${set.balanceTransactions.toLocaleString('en-US')} balance transactions, ${objects.toLocaleString('en-US')} objects in all, one year`,
    )
    // the ingest's profile lists the statements triggers and functions run too, beside the ingest's own
    const [{ db }] = await sql`select current_database() as db`
    await sql.unsafe(`alter database "${db}" set pg_stat_statements.track = 'all'`)
    const sandboxCpu0 = process.cpuUsage()
    // spawned, not spawnSync: the sandbox serving the ingest runs in this process and must keep answering
    const r = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(
        path.join(ROOT, 'node_modules/.bin/deno'),
        [
          'run',
          '-A',
          '--no-check',
          path.join(ROOT, 'edge-functions/_cli/stripe-bench.ts'),
          org,
          conn,
          String(TO),
          '2025-01-01',
          '12',
        ],
        { env: { ...process.env, ...functionEnv(cfg), DENO_NO_UPDATE_CHECK: '1' }, cwd: ROOT },
      )
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (d) => {
        stdout += d
      })
      child.stderr.on('data', (d) => {
        stderr += d
      })
      child.on('close', (status) => resolve({ status, stdout, stderr }))
    })
    const sandboxCpu = process.cpuUsage(sandboxCpu0)
    if (r.status !== 0) throw new Error(`the ingest run failed: ${r.stderr}`)
    const out = JSON.parse(r.stdout.trim().split('\n').at(-1)!) as {
      counts: { balanceTransactions: number; objects: Record<string, number>; pages: number; invoiceLines: number }
      ingestMs: number
      postMs: number
      posted: { period: string; ms: number; totals: Record<string, number>; lines: number }[]
      postStatements: { calls: number; rows: number; ms: number; query: string; toplevel: boolean }[]
      profile: {
        http: { calls: number; ms: number; bytes: number }
        denoCpuMs: number
        dbCpuMs: number
        statements: { calls: number; rows: number; ms: number; query: string; toplevel: boolean }[]
      }
    }
    const stored = out.counts.balanceTransactions + Object.values(out.counts.objects).reduce((s, n) => s + n, 0)
    if (stored !== objects) throw new Error(`stored ${stored} objects, the sandbox holds ${objects}`)
    // every month's entry equals the sandbox's own sums, to the cent
    for (const p of out.posted) {
      const month = history.balanceTransactions.filter((b) => b.currency === 'usd' && periodOf(b.created) === p.period)
      const net = month.reduce((s, b) => s + b.net, 0)
      const fees = month.reduce((s, b) => s + b.fee, 0)
      if (p.totals.netTotal !== net || p.totals.totalFees !== fees)
        throw new Error(
          `${p.period}: posted net ${p.totals.netTotal} fees ${p.totals.totalFees}, Stripe says ${net} and ${fees}`,
        )
    }
    const [ledger] =
      await sql`select coalesce(sum(amount_cents), 0)::int8 as sum, count(distinct transaction_id)::int as entries
      from public.ledger_postings where organization_id = ${org}`
    if (Number(ledger.sum) !== 0 || ledger.entries !== 12)
      throw new Error(`the ledger is off: ${JSON.stringify(ledger)}`)
    const rate = stored / (out.ingestMs / 1000)
    console.log(
      `  ingest: ${stored.toLocaleString('en-US')} objects in ${(out.ingestMs / 1000).toFixed(2)} s, ${out.counts.pages.toLocaleString('en-US')} pages of up to 100`,
    )
    // where the ingest's time went: the sandbox's CPU is this process's (it serves the SDK's calls meanwhile)
    const p = out.profile
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
    console.log(
      `  ingest profile: ${p.http.calls.toLocaleString('en-US')} HTTP calls (${(p.http.bytes / 1e6).toFixed(0)} MB) waited on ${s(p.http.ms)} in all (up to eight at once); CPU: sandbox ${s((sandboxCpu.user + sandboxCpu.system) / 1000)}, Deno (SDK, rows, driver) ${s(p.denoCpuMs)}, the database session ${s(p.dbCpuMs)}`,
    )
    const statement = (st: (typeof p.statements)[number]) =>
      console.log(
        `    ${s(st.ms).padStart(8)} ${String(st.calls).padStart(6)} calls ${String(st.rows).padStart(7)} rows  ${st.toplevel ? '' : '(inside) '}${st.query}`,
      )
    for (const st of p.statements) statement(st)
    console.log(
      `  posting: 12 monthly entries in ${(out.postMs / 1000).toFixed(2)} s (slowest month ${(Math.max(...out.posted.map((p) => p.ms)) / 1000).toFixed(2)} s), each equal to Stripe's sums to the cent, the ledger balanced`,
    )
    console.log(`  posting by month: ${out.posted.map((m) => `${m.period.slice(0, 7)} ${s(m.ms)}`).join(', ')}`)
    for (const st of out.postStatements) statement(st)
    const schedules = out.posted.reduce((s, p) => s + (p.totals.revenueSchedules ?? 0), 0)
    const deferred = out.posted.reduce((s, p) => s + p.totals.deferredRevenue, 0)
    const [made] = await sql`select count(*)::int as n, coalesce(sum(amount_micros / 10000), 0)::int8 as cents
      from public.revenue_recognition_invoices where organization_id = ${org} and provider = 'stripe'`
    if (made.n !== schedules || Number(made.cents) !== deferred)
      throw new Error(`schedules ${made.n} of ${made.cents} cents, the entries deferred ${deferred} in ${schedules}`)
    console.log(
      `  revenue recognition: ${schedules.toLocaleString('en-US')} schedules of the deferred $${(deferred / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}, ${out.counts.invoiceLines.toLocaleString('en-US')} lines of the invoices with more than ten read from their own lists`,
    )
    const revenue = out.posted.reduce((s, p) => s + p.totals.revenue, 0)
    console.log(`  a year of revenue booked: $${(revenue / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`)
    report('stripe ingest', rate, 'objects/s', TARGET, true)
  } finally {
    await stack.stop()
  }
}
