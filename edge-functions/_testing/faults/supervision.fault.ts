/**
 * The fault suite (npm test's `faults` stage, against a stack of its own that test.ts starts with a fault control,
 * supabase/local/src/fault-control.ts): each run proves that
 * - Postgres restarted during a stream of payments leaves every acknowledged payment present exactly once, the job
 *   worker still the same process (it waited and reconnected), and balances equal to the core's once the worker has
 *   caught up, without help;
 * - the job worker SIGKILLed mid-sync is restarted by the supervisor and its job reclaimed within its lease, with no
 *   entry doubled;
 * - the banking core stalled (8 s before each answer) does not stall payments: each is answered within the core
 *   client's timeout, left `submitted`, and settled afterwards by the sync, unhelped.
 * Not part of the deno stage (the file is not named *.test.ts): it needs the control to break things.
 */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { bankingOrg, balances, book, fixtureSql, fund, pay, waitFor } from '../banking.ts'
import { closeFixtureSql, opts } from '../api.ts'
import { CORE_TIMEOUT_MS, coreClient } from '../../domains/banking/core-client.ts'
import { bankingSyncJob } from '../../domains/banking/jobs.ts'
import { enqueueJob } from '../../domains/jobs/enqueue-job.ts'
import { JOB_LEASE_SECONDS } from '../../../shared/rules/job-lease.ts'

const control = Deno.env.get('FAULT_CONTROL_URL')
const M = 1_000_000n

async function ctl<T>(path: string, method = 'GET'): Promise<T> {
  const res = await fetch(`${control}${path}`, { method })
  const body = await res.json()
  if (!res.ok) throw new Error(`fault control ${path}: ${JSON.stringify(body)}`)
  return body as T
}
const worker = () => ctl<{ pid: number | null; restarts: number }>('/processes/jobs-worker')

/** The product's balances equal the core's for every account of the organization. */
async function balancesMatchCore(org: string) {
  const rows = await balances(org)
  for (const a of rows) {
    const core = await coreClient().getAccount(a.core_account_id)
    if (a.balance !== core.balance || a.balance !== a.settled) return false
  }
  return rows.length > 0
}

Deno.test({ name: 'faults: Postgres restarted during a stream of payments', ...opts, ignore: !control }, async () => {
  const b = await bankingOrg()
  await fund(b, b.operating, 10_000n * M)
  const before = await worker()
  const acknowledged: { id: string; key: string }[] = []
  let sent = 0
  let restart: Promise<unknown> | undefined
  const stream = async () => {
    while (sent < 80) {
      const i = sent++
      if (i === 20) restart = ctl('/postgres/restart?downMs=1500', 'POST')
      const key = crypto.randomUUID()
      const r = await pay(b.people.ou, b.org, book(b.operating, b.reserve, BigInt(i + 1) * 10_000n + M), key).catch(
        () => ({ status: 0, body: null }) as const,
      )
      if (r.status === 201) acknowledged.push({ id: r.body.id, key })
      await new Promise((res) => setTimeout(res, 25))
    }
  }
  await Promise.all([stream(), stream(), stream()])
  await restart
  assert.ok(acknowledged.length > 0, 'some payments were acknowledged')
  const keys = acknowledged.map((a) => a.key)
  const [{ n, distinct }] = await waitFor(
    'the database to answer again',
    async () =>
      await fixtureSql()`select count(*)::int as n, count(distinct idempotency_key)::int as distinct
        from public.banking_payments where idempotency_key = any(${keys}::text[])`.catch(() => null),
  )
  assert.equal(distinct, acknowledged.length, 'every acknowledged payment is present')
  assert.equal(n, acknowledged.length, 'and present once')
  // the worker catches up by itself: balances reach the core's with nobody syncing by hand
  await waitFor('balances equal to the core after the worker catches up', () => balancesMatchCore(b.org), 60_000)
  const after = await worker()
  assert.equal(after.restarts, before.restarts, 'the worker rode out the restart: it did not exit')
  assert.equal(after.pid, before.pid)
})

Deno.test({ name: 'faults: the worker SIGKILLed mid-sync', ...opts, ignore: !control }, async () => {
  const b = await bankingOrg()
  const core = coreClient()
  const account = (await fixtureSql()`select core_account_id from public.banking_accounts where id = ${b.operating}`)[0]
    .core_account_id as string
  // enough entries that the sync is still running when the worker is killed
  for (let i = 0; i < 60; i++)
    await Promise.all(
      Array.from({ length: 25 }, (_, j) =>
        core.sandbox.fund({ account_id: account, amount: String(M + BigInt(i * 25 + j) * 10_000n) }),
      ),
    )
  const before = await worker()
  const jobId = await enqueueJob({
    sql: fixtureSql(),
    definition: bankingSyncJob,
    payload: { connectionId: b.connectionId, trigger: 'manual' },
    organizationId: b.org,
  })
  await waitFor(
    'the sync to be running',
    async () => {
      const [j] = await fixtureSql()`select status from public.jobs where id = ${jobId}`
      return j.status === 'Running' || j.status === 'Completed' ? j.status : null
    },
    30_000,
  ).then((status) => assert.equal(status, 'Running', 'the sync was caught running (make it longer if not)'))
  await ctl('/processes/jobs-worker/kill', 'POST')
  const killedAt = Date.now()
  const restarted = await waitFor('the supervisor to restart the worker', async () => {
    const w = await worker()
    return w.restarts > before.restarts && w.pid !== before.pid && w
  })
  assert.ok(restarted.pid)
  const [recorded] = await fixtureSql()`select count(*)::int as n from public.process_restarts
    where process = 'jobs-worker' and restarted_at >= now() - interval '1 minute'`
  assert.ok(recorded.n >= 1, 'the restart is recorded for the operations screen')
  // the job chain (a sync in steps continues under the same key) completes, its killed attempt reclaimed in a lease
  const job = await waitFor(
    'the killed sync to be reclaimed and completed',
    async () => {
      const [j] =
        await fixtureSql()`select status, retry_count, last_error, completed_at from public.jobs where id = ${jobId}`
      return j.status === 'Completed' && j
    },
    (JOB_LEASE_SECONDS + 30) * 1000,
  )
  assert.equal(job.retry_count, 1, 'the killed attempt counted once')
  assert.match(job.last_error, /stopped renewing its lease/)
  assert.ok(
    new Date(job.completed_at).getTime() - killedAt < (JOB_LEASE_SECONDS + 20) * 1000,
    'reclaimed within its lease (plus the worker restart and the run)',
  )
  await waitFor('balances equal to the core', () => balancesMatchCore(b.org), 60_000)
  const [{ n, distinct }] = await fixtureSql()`select count(*)::int as n, count(distinct core_entry_id)::int as distinct
      from public.banking_entries e join public.banking_accounts a on a.id = e.banking_account_id
      where a.organization_id = ${b.org}`
  assert.equal(n, distinct, 'no entry doubled')
  assert.ok(n >= 1500, `every deposit stored (${n})`)
})

/** The sandbox core's stall helper: every call of its customer API waits `ms` first (0 ends it). */
async function stallCore(ms: number) {
  const { url, apiKey } = coreClient().config
  const res = await fetch(`${url}/sandbox/stall`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ms }),
  })
  assert.equal(res.status, 200, await res.text())
}

Deno.test({ name: 'faults: the banking core stalled', ...opts, ignore: !control }, async () => {
  const b = await bankingOrg()
  await fund(b, b.operating, 1_000n * M)
  await stallCore(8_000)
  let answered: { id: string; status: string }[] = []
  try {
    const t0 = Date.now()
    const results = await Promise.all(
      [1n, 2n, 3n].map((n) => pay(b.people.ou, b.org, book(b.operating, b.reserve, n * M))),
    )
    const took = Date.now() - t0
    assert.ok(took < CORE_TIMEOUT_MS + 2_000, `payments answered in ${took} ms, not after the core's 8 s`)
    for (const r of results) assert.equal(r.status, 201, JSON.stringify(r.body))
    answered = results.map((r) => r.body)
    assert.deepEqual(
      answered.map((p) => p.status),
      ['submitted', 'submitted', 'submitted'],
      'answered as sent, not yet settled',
    )
  } finally {
    await stallCore(0)
  }
  // the sync asks the core again about payments without an answer and records what it says
  await waitFor(
    'the stalled payments to be settled by the sync',
    async () => {
      const rows =
        await fixtureSql()`select status from public.banking_payments where id = any(${answered.map((p) => p.id)}::uuid[])`
      return rows.length === 3 && rows.every((r) => r.status === 'settled')
    },
    // the sync the unanswered payments queued asks again just after 30 s
    60_000,
  )
  await waitFor('balances equal to the core', () => balancesMatchCore(b.org), 60_000)
})

Deno.test({ name: 'faults: close connections', ...opts, ignore: !control }, async () => {
  await closeFixtureSql()
  await closeDb()
})
