/**
 * `npm run bench -- feeds`: bank-feed ingestion through the real path on a fresh stack. An organization connects a
 * sandbox Plaid item of 20 accounts through Hosted Link (API start → Link page → Continue → our callback); the
 * callback queues the first sync, which the worker runs: /transactions/sync pages of 500 from the official client,
 * each page upserted in one statement. Measured from the callback's answer until every transaction is stored and
 * the cursor saved. Run with 10,000 then three times 100,000 transactions (the figure is their median), sampling the
 * worker's resident memory: the peak above its idle size should not grow with the count (pages are stored as they
 * arrive, nothing accumulates).
 * Target: >= 5,000 transactions/s on 2 cores.
 */
import { measureMachine } from './_pgbench.ts'
import { readdirSync, readFileSync } from 'node:fs'
import os from 'node:os'
import { report } from './_stats.ts'

const ORG = 'f0000000-0000-4000-8000-0000000000fe'
const ADMIN = 'f0000000-0000-4000-8000-0000000000ad'
const ACCOUNTS = 20
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Resident memory (kB) of this process's descendant running the job worker. */
function workerPid(): number | undefined {
  const parent = new Map<number, number>()
  const cmd = new Map<number, string>()
  for (const d of readdirSync('/proc').filter((x) => /^\d+$/.test(x))) {
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8')
      parent.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
      cmd.set(Number(d), readFileSync(`/proc/${d}/cmdline`, 'utf8'))
    } catch {
      /* gone */
    }
  }
  const mine = (pid: number): boolean => pid === process.pid || (pid > 1 && parent.has(pid) && mine(parent.get(pid)!))
  return [...cmd].find(([pid, c]) => c.includes('edge-functions/jobs/worker.ts') && mine(pid))?.[0]
}
const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)

export default async function bench() {
  process.env.PLATFORM_PORT_BASE ??= '27500'
  const { loadConfig } = await import('../src/config.ts')
  const { signJwt } = await import('../src/jwt.ts')
  const { startStack } = await import('../src/stack.ts')
  const cfg = loadConfig('test')
  const stack = await startStack(cfg, { fresh: true, web: false, quiet: true, seed: false })
  await measureMachine(cfg)
  const sql = stack.ctx.sql
  const sandbox = `http://127.0.0.1:${cfg.ports.sandbox}/plaid`
  try {
    await sql`insert into auth.users (id, aud, role, email) values (${ADMIN}, 'authenticated', 'authenticated', 'feeds-bench@example.test')`
    await sql`insert into public.organizations (id, legal_name) values (${ORG}, 'Feeds Bench Co')`
    await sql`insert into public.organization_members (organization_id, user_id, org_role) values (${ORG}, ${ADMIN}, 'admin')`
    const jwt = await signJwt({ sub: ADMIN, role: 'authenticated', aal: 'aal1' }, cfg.signingKey, 3600)
    const pid = workerPid()
    if (!pid) throw new Error('the job worker process was not found')

    const run = async (transactions: number) => {
      await fetch(`${sandbox}/_sandbox/hosted-link/next`, {
        method: 'POST',
        body: JSON.stringify({ accounts: ACCOUNTS, transactions, clientUserId: ADMIN }),
      }).then((r) => r.arrayBuffer())
      const started = await fetch(`${cfg.apiUrl}/functions/v1/api/organizations/${ORG}/connections/plaid/start`, {
        method: 'POST',
        headers: { authorization: `Bearer ${jwt}`, apikey: cfg.anonKey },
      })
      // our begin step binds the flow to this client with a cookie, which the callback below sends back
      const begun = await fetch(((await started.json()) as { url: string }).url, { redirect: 'manual' })
      await begun.arrayBuffer()
      const cookie = begun.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ')
      const url = begun.headers.get('location')!
      const linked = await fetch(url, {
        method: 'POST',
        body: new URLSearchParams({ institution_id: 'ins_109511', action: 'continue' }),
        redirect: 'manual',
      })
      await linked.arrayBuffer()
      const baseline = rssKb(pid)
      let peak = baseline
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssKb(pid))
      }, 25)
      const t0 = performance.now()
      const callback = await fetch(linked.headers.get('location')!, { redirect: 'manual', headers: { cookie } })
      await callback.arrayBuffer()
      if (!new URL(callback.headers.get('location')!).searchParams.get('plaid')?.startsWith('connected'))
        throw new Error(`connecting failed: ${callback.headers.get('location')}`)
      const [item] = await sql`select i.id, i.item_id from public.plaid_items i order by created_at desc limit 1`
      let stored = 0
      for (;;) {
        const [r] =
          await sql`select (select transactions_cursor is not null from public.plaid_items where id = ${item.id}) as done,
            (select count(*)::int from public.provider_transactions t join public.bank_accounts a on a.id = t.bank_account_id
             where a.plaid_item_id = ${item.id}) as n`
        stored = r.n
        if (r.done && stored >= transactions) break
        if (performance.now() - t0 > 600_000) throw new Error(`only ${stored} of ${transactions} stored in 10 minutes`)
        await sleep(20)
      }
      const seconds = (performance.now() - t0) / 1000
      clearInterval(sampler)
      peak = Math.max(peak, rssKb(pid))
      return {
        transactions: stored,
        seconds,
        perSecond: stored / seconds,
        baselineMb: baseline / 1024,
        growthMb: (peak - baseline) / 1024,
      }
    }

    // the small run warms the worker up too; the large one runs three times for the figure
    const small = await run(10_000)
    const larges = [await run(100_000), await run(100_000), await run(100_000)]
    const large = larges[0]
    console.log(
      `feeds on ${os.cpus().length} cores: Plaid /transactions/sync (official client, pages of 500) → provider_transactions, ${ACCOUNTS} accounts`,
    )
    for (const r of [small, ...larges])
      console.log(
        `  ${r.transactions.toLocaleString('en-US').padStart(7)} transactions in ${r.seconds.toFixed(2)} s: ${Math.round(r.perSecond)} transactions/s; worker memory ${r.baselineMb.toFixed(0)} MB idle, peak +${r.growthMb.toFixed(1)} MB`,
      )
    console.log(
      `  memory growth 100,000 vs 10,000 transactions: +${large.growthMb.toFixed(1)} MB vs +${small.growthMb.toFixed(1)} MB (${large.growthMb <= small.growthMb * 2 + 16 ? 'flat in the count' : 'GROWS with the count'})`,
    )
    report(
      'feeds ingest (100,000 transactions)',
      larges.map((r) => r.perSecond),
      'transactions/s',
      5000,
      true,
    )
  } finally {
    await stack.stop()
  }
}
