/**
 * `npm run bench -- banking`: payments through the product's HTTP API on a fresh stack. An organization with banking
 * open at the sandbox core (a customer with two accounts funded by ACH deposits, a person with the banking product
 * and no limits) sends 100,000 book transfers back and forth between them: POST
 * /functions/v1/api/organizations/:id/banking/payments through the gateway, each with its own Idempotency-Key, from
 * BANKING_BENCH_CONCURRENCY clients at once (default 24), closed loop. Every request is the whole path a person's
 * takes: JWT and second-factor check, the payment decided and stored with the caller's claims (grouped with the
 * requests of the same moment), the core's POST /transfers, the answer recorded and the connection's sync queued. The
 * worker keeps syncing meanwhile, as it would. The database holds another firm's year of payments besides (HISTORY).
 * Measured: transfers/s and p99 latency of each of five rounds (their medians are the figures), and p50 / p99 over the
 * whole run. Then the sync catches up and the product's balances are checked against the core's. Targets: >= 1,000
 * transfers/s, p99 <= 50 ms.
 * BANKING_BENCH_TRANSFERS changes the count; webhooks from the core are off for this customer (the poll stores the
 * same entries; the webhook intake has its own benchmark).
 */
import { measureMachine } from './_pgbench.ts'
import http from 'node:http'
import os from 'node:os'
import { backendNames, measureCpu } from './_cpu.ts'
import { percentile, report } from './_stats.ts'

const ORG = 'f0000000-0000-4000-8000-0000000000b1'
const USER = 'f0000000-0000-4000-8000-0000000000b2'
const CONNECTION = 'f0000000-0000-4000-8000-0000000000b3'
const OTHER_ORG = 'f0000000-0000-4000-8000-0000000000c1'
const ACCOUNTS = ['f0000000-0000-4000-8000-0000000000b4', 'f0000000-0000-4000-8000-0000000000b5']
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * The platform as it is in use: another firm's client with a year of book transfers (HISTORY payments, two entries
 * each), written straight to the tables. Against empty tables the planner keeps plans that read them whole (a table
 * of a few pages), and they stay while the run grows the table to hundreds of thousands of rows.
 */
/**
 * BANKING_BENCH_STATEMENTS=1: where the database's time went in a round, nested statements included (µs per transfer,
 * wall time inside the server), then the counts start again.
 */
async function printStatements(sql: import('postgres').Sql, transfers: number, label: string, limit: number) {
  console.log(`  ${label}: statements by time per transfer (µs, calls, top level, text)`)
  for (const r of await sql`select round(total_exec_time * 1000 / ${transfers}) as us, calls, toplevel,
      left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 120) as q
    from pg_stat_statements order by total_exec_time desc limit ${limit}`)
    console.log(
      `    ${String(r.us).padStart(6)} ${String(r.calls).padStart(7)} ${r.toplevel ? 'top   ' : 'nested'} ${r.q}`,
    )
  await sql`select pg_stat_statements_reset()`
}

const HISTORY = 50_000
const WARMUP = 2_000
async function seedHistory(sql: import('postgres').Sql) {
  await sql.begin(async (tx) => {
    // bulk rows of a made-up history: no audit rows, broadcasts or foreign-key checks for them
    await tx`set local session_replication_role = replica`
    await tx`insert into public.organizations (id, legal_name) values (${OTHER_ORG}, 'Other Firm Client Co')`
    await tx`insert into public.provider_connections (id, organization_id, provider, external_id, display_name)
      values (${OTHER_ORG}, ${OTHER_ORG}, 'banking', 'history-customer', 'Business banking')`
    await tx`insert into public.banking_accounts (id, organization_id, connection_id, core_account_id, name, account_type)
      select gen_random_uuid(), ${OTHER_ORG}, ${OTHER_ORG}, 'history-' || n, 'Account ' || n, 'Checking'
      from generate_series(1, 2) n`
    await tx`
      with a as (select array_agg(id order by name) as ids from public.banking_accounts where organization_id = ${OTHER_ORG}),
      p as (
        insert into public.banking_payments (organization_id, idempotency_key, rail, transaction_type, from_account_id,
          to_account_id, amount_micros, status, entry_result, core_transfer_id, submitted_at, settled_at, created_at,
          updated_at)
        select ${OTHER_ORG}, 'history-' || n, 'book', 'book_transfer_out', a.ids[1 + n % 2], a.ids[2 - n % 2],
          1000000 + n, 'settled', 'Success', 'history-transfer-' || n, t, t, t, t
        from a, generate_series(1, ${HISTORY}) n, lateral (select now() - interval '365 days' + n * interval '10 minutes') w(t)
        returning id, from_account_id, to_account_id, amount_micros, core_transfer_id, created_at
      )
      insert into public.banking_entries (organization_id, banking_account_id, core_entry_id, transaction_id, account_id,
        amount_micros, transaction_direction, transaction_type, layer, entry_result, transaction_created_time,
        account_balance_micros, account_available_balance_micros, updated_at, sequence, payment_id)
      select ${OTHER_ORG}, e.account, p.core_transfer_id || e.side, p.core_transfer_id, 'history', p.amount_micros,
        e.direction, e.kind, 'Settled', 'Success', p.created_at, 0, 0, p.created_at, 0, p.id
      from p, lateral (values (p.from_account_id, '-d', 'Debit', 'book_transfer_out'),
        (p.to_account_id, '-c', 'Credit', 'book_transfer_in')) e(account, side, direction, kind)`
  })
}

export default async function bench() {
  process.env.PLATFORM_PORT_BASE ??= '27500'
  const transfers = Number(process.env.BANKING_BENCH_TRANSFERS ?? 100_000)
  // 24 clients keep the API's groups four to five payments deep while a transfer's wait stays within its target; more
  // only queue (32: the same transfers a second, p99 about 65 ms)
  const concurrency = Number(process.env.BANKING_BENCH_CONCURRENCY ?? 24)
  const { loadConfig } = await import('../src/config.ts')
  const { signJwt } = await import('../src/jwt.ts')
  const { startStack } = await import('../src/stack.ts')
  const { secretFor } = await import('../src/sandbox/webhook-delivery.ts')
  const cfg = loadConfig('test')
  const stack = await startStack(cfg, { fresh: true, web: false, quiet: true, seed: false })
  await measureMachine(cfg)
  const sql = stack.ctx.sql
  const core = `http://127.0.0.1:${cfg.ports.sandbox}/banking-core/v1`
  const coreCall = async (path: string, body: unknown) => {
    const res = await fetch(`${core}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secretFor('BANKING_CORE_API_KEY')}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json = (await res.json()) as Record<string, unknown>
    if (!res.ok) throw new Error(`core ${path} answered ${res.status}: ${JSON.stringify(json)}`)
    return json
  }
  try {
    // the core's journal outlives a fresh database: start it empty (but for its demo) so the customer is new
    await coreCall('/sandbox/reset', {})

    /** Section: an organization with banking open, as openBanking leaves it */
    await sql`insert into auth.users (id, aud, role, email) values (${USER}, 'authenticated', 'authenticated', 'banking-bench@example.test')`
    await sql`update public.users set products = '{accounting,banking}' where id = ${USER}`
    await sql`insert into public.organizations (id, legal_name) values (${ORG}, 'Banking Bench Co')`
    await sql`insert into public.organization_members (organization_id, user_id, org_role) values (${ORG}, ${USER}, 'admin')`
    await sql`insert into public.organization_feature_flags (organization_id, flag_name, enabled) values (${ORG}, 'banking', true)`
    const customer = await coreCall('/customers', {
      external_id: ORG,
      legal_name: 'Banking Bench Co',
      ein: '123456789',
      address: { line1: '1 Main St', line2: null, city: 'Portland', state: 'OR', postal_code: '97205', country: 'US' },
      beneficial_owners: [],
    })
    await coreCall('/sandbox/webhook-endpoint', { customer_id: customer.id, url: null })
    await sql`insert into public.provider_connections (id, organization_id, provider, external_id, display_name)
      values (${CONNECTION}, ${ORG}, 'banking', ${customer.id as string}, 'Business banking')`
    const coreIds: string[] = []
    for (const [i, name] of ['Operating', 'Reserve'].entries()) {
      const a = await coreCall('/accounts', { customer_id: customer.id, name, type: 'Checking', currency: 'USD' })
      await coreCall('/sandbox/fund', { account_id: a.id, amount: '10000000000000' })
      coreIds.push(a.id as string)
      await sql`insert into public.banking_accounts (id, organization_id, connection_id, core_account_id, name, account_type)
        values (${ACCOUNTS[i]}, ${ORG}, ${CONNECTION}, ${a.id as string}, ${name}, 'Checking')`
    }
    const jwt = await signJwt({ sub: USER, role: 'authenticated', aal: 'aal1' }, cfg.signingKey, 7200)
    const url = `${cfg.apiUrl}/functions/v1/api/organizations/${ORG}/banking/payments`
    // node:http with kept-alive sockets: fetch's web streams cost the load generator more than the gateway it calls
    const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
    const target = new URL(url)
    const send = (i: number, key: string) =>
      new Promise<{ status: number; payment: string | undefined }>((resolve, reject) => {
        const body = JSON.stringify({
          fromAccountId: ACCOUNTS[i % 2],
          rail: 'book',
          toAccountId: ACCOUNTS[(i + 1) % 2],
          amountMicros: String(1_000_000 + (i % 997) * 10_000),
        })
        const req = http.request(
          {
            agent,
            host: target.hostname,
            port: target.port,
            path: target.pathname,
            method: 'POST',
            headers: {
              authorization: `Bearer ${jwt}`,
              apikey: cfg.anonKey,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              'idempotency-key': key,
            },
          },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (c: Buffer) => chunks.push(c))
            res.on('end', () => {
              const answer = JSON.parse(Buffer.concat(chunks).toString()) as {
                status?: string
                error?: { message: string }
              }
              resolve({ status: res.statusCode ?? 0, payment: answer.status ?? answer.error?.message })
            })
            res.on('error', reject)
          },
        )
        req.on('error', reject)
        req.end(body)
      })

    // warm-up, not measured: as many transfers as a server that has been up a while has seen for its compilers (JIT),
    // connection pools and plan caches to settle, sent as the run sends them
    let warm = 0
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let i = warm++; i < WARMUP; i = warm++) await send(i, `warmup-${i}`)
      }),
    )

    await seedHistory(sql)
    // a database in use has statistics; without them the planner takes the new tables for empty and keeps plans that
    // scan every payment of the organization (autovacuum would analyze them only minutes into the run)
    await sql`analyze public.banking_payments, public.banking_entries, public.banking_accounts, public.provider_transactions,
      public.entry_links, public.jobs`
    /** Section: the run, in five rounds (figures are their medians) */
    const ROUNDS = 5
    const perRound = Math.ceil(transfers / ROUNDS)
    const latencies = new Float64Array(transfers)
    const outcomes = new Map<string, number>()
    const rates: number[] = []
    const p99s: number[] = []
    const statements = process.env.BANKING_BENCH_STATEMENTS === '1'
    if (statements) {
      await sql`create extension if not exists pg_stat_statements`
      await sql`alter system set pg_stat_statements.track = 'all'`
      await sql`select pg_reload_conf()`
      await sql`select pg_stat_statements_reset()`
    }
    const cpu = measureCpu(
      [
        { name: 'API (Deno)', matches: (c) => c.includes('edge-functions/serve.ts') },
        { name: 'job worker (Deno)', matches: (c) => c.includes('edge-functions/jobs/worker.ts') },
        { name: 'Postgres (other backends, its own processes)', matches: (c) => c.startsWith('postgres') },
      ],
      'gateway, sandbox core and load generator (this Node process)',
    )
    const started = performance.now()
    for (let round = 0; round * perRound < transfers; round++) {
      const from = round * perRound
      const to = Math.min(transfers, from + perRound)
      let next = from
      const t0 = performance.now()
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          for (let i = next++; i < to; i = next++) {
            const t = performance.now()
            const r = await send(i, `bench-${i}`)
            latencies[i] = performance.now() - t
            const k = `${r.status} ${r.payment}`
            outcomes.set(k, (outcomes.get(k) ?? 0) + 1)
          }
        }),
      )
      rates.push((to - from) / ((performance.now() - t0) / 1000))
      if (statements) await printStatements(sql, to - from, `round ${round + 1}`, 24)
      p99s.push(
        percentile(
          Array.from(latencies.subarray(from, to)).sort((a, b) => a - b),
          99,
        ),
      )
    }
    const seconds = (performance.now() - started) / 1000
    const cpuUse = cpu.stop(
      transfers,
      await backendNames(sql, (app) =>
        app === 'edge-functions/serve'
          ? 'Postgres for the API'
          : app === 'jobs-worker'
            ? 'Postgres for the job worker (the sync)'
            : undefined,
      ),
    )
    const sorted = Array.from(latencies).sort((a, b) => a - b)

    /** Section: the sync catches up; the product's balances are the core's */
    const t1 = performance.now()
    for (;;) {
      const [s] = await sql`select count(*)::int as n from public.banking_entries where organization_id = ${ORG}`
      // two deposits, the warm-up and the run: two entries per transfer
      if (s.n >= 2 + 2 * (transfers + WARMUP)) break
      if (performance.now() - t1 > 900_000) throw new Error(`the sync stored only ${s.n} entries in 15 minutes`)
      await sleep(500)
    }
    const catchUp = (performance.now() - t1) / 1000
    const rows = await sql`select core_account_id, balance_micros::text as balance from public.banking_accounts
      where organization_id = ${ORG}`
    let agree = true
    for (const r of rows) {
      const res = await fetch(`${core}/accounts/${r.core_account_id}`, {
        headers: { authorization: `Bearer ${secretFor('BANKING_CORE_API_KEY')}` },
      })
      const a = (await res.json()) as { balance: string }
      if (a.balance !== r.balance) agree = false
    }

    console.log(
      `banking on ${os.cpus().length} cores: ${transfers.toLocaleString('en-US')} book transfers through POST …/banking/payments, ${concurrency} clients`,
    )
    console.log(`  outcomes ${JSON.stringify(Object.fromEntries(outcomes))}`)
    console.log(
      `  ${(transfers / seconds).toFixed(0)} transfers/s over ${seconds.toFixed(1)} s; latency p50 ${percentile(sorted, 50).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms, max ${sorted.at(-1)!.toFixed(2)} ms`,
    )
    console.log(
      `  the sync stored the last entries ${catchUp.toFixed(1)} s after the run; balances ${agree ? 'equal the core’s to the micro' : 'DIFFER from the core’s'}`,
    )
    if (cpuUse.length > 0) console.log('  CPU per transfer, by part (one machine runs them all):')
    for (const u of cpuUse)
      console.log(`    ${u.msPerUnit.toFixed(2).padStart(6)} ms  ${(u.share * 100).toFixed(0).padStart(3)}%  ${u.name}`)
    report('banking transfers/s', rates, 'transfers/s', 1000, true)
    report('banking transfer p99', p99s, 'ms', 50, false)
  } finally {
    await stack.stop()
  }
}
