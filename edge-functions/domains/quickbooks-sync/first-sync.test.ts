/**
 * QuickBooks end to end against the running stack's worker and sandbox: connecting emits `quickbooks-connected`,
 * whose subscriber runs the first sync with visible progress and then the organization's metrics; staff "Sync now"
 * queues a sync that runs to done while clients are refused; the nightly metrics fan out to QuickBooks organizations
 * and skip those whose config turns the cron job off; `cashOnHandAccounts` and the variance thresholds are honoured.
 */
import assert from 'node:assert/strict'
import { userToken } from '../../_testing/tokens.ts'
import { asService, db } from '../../_shared/db.ts'
import { app } from '../../api/app.ts'
import { computeMonthlyMetrics, listMonthlyMetrics } from '../metrics/compute-monthly-metrics.ts'
import { enqueueNightlyMetrics } from '../metrics/enqueue-nightly-metrics.ts'
import { startConnection } from '../integrations/quickbooks-connection.ts'
import { SYNC_STEPS } from './sync-company.ts'
import { authorize, createOrgWithAdmin, sandboxSettings } from '../../_testing/quickbooks.ts'
import { asBrowser } from '../../_testing/browser.ts'

const bearer = async (sub: string) => `Bearer ${await userToken({ sub })}`
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function waitFor<T>(
  what: string,
  fn: () => Promise<T | undefined | false | null>,
  timeoutMs = 90_000,
  everyMs = 40,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const v = await fn()
    if (v) return v
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(everyMs)
  }
}

Deno.test(
  { name: 'QuickBooks first sync, Sync now and metrics', sanitizeOps: false, sanitizeResources: false },
  async (t) => {
    const sql = db()
    const org = await createOrgWithAdmin('First Sync Co')
    const clientAuth = await bearer(org.userId)
    const staffId = crypto.randomUUID()
    await sql`insert into auth.users (id, aud, role, email) values (${staffId}, 'authenticated', 'authenticated', ${`qb-staff-${staffId.slice(0, 8)}@example.test`})`
    await sql`update public.users set role = 'admin' where id = ${staffId}`
    const staffAuth = await bearer(staffId)
    let realmId = ''

    await t.step(
      'connecting runs the first sync from the quickbooks-connected event, with progress moving to done',
      async () => {
        const { authorizeUrl } = await startConnection({ claims: org.claims, orgId: org.orgId })
        const back = await authorize(authorizeUrl)
        realmId = back.searchParams.get('realmId')!
        // Slow the sandbox a little so the running state lasts long enough to be watched step by step.
        await sandboxSettings(realmId, { latencyMs: 120 })
        const res = await asBrowser(`/webhooks/api/quickbooks/callback${back.search}`)
        await res.body?.cancel()
        assert.equal(res.status, 303)

        const [event] =
          await sql`select id from public.events where event_type = 'quickbooks-connected' and organization_id = ${org.orgId}`
        assert.ok(event, 'the callback emitted quickbooks-connected')
        const [dispatch] =
          await sql`select handler_name, job_id from public.event_dispatches where event_id = ${event.id}`
        assert.equal(dispatch.handler_name, 'quickbooks.first-sync')

        const seen: { state: string; stepsDone: number }[] = []
        const done = await waitFor('the first sync to finish', async () => {
          const res = await app.request(`/api/quickbooks/sync-status?organizationId=${org.orgId}`, {
            headers: { authorization: clientAuth },
          })
          assert.equal(res.status, 200)
          const s = await res.json()
          seen.push({ state: s.state, stepsDone: s.stepsDone })
          return (s.state === 'done' || s.state === 'failed') && s
        })
        assert.equal(done.state, 'done', done.lastError ?? '')
        assert.equal(done.cause, 'connected')
        assert.equal(done.stepsDone, SYNC_STEPS)
        assert.ok(done.upserted > 0)
        const running = seen.filter((s) => s.state === 'running')
        assert.ok(running.length > 0, `progress was visible while running: ${JSON.stringify(seen.slice(0, 5))}`)
        assert.ok(new Set(running.map((s) => s.stepsDone)).size > 1, 'the step count moved while it ran')
        const [{ n }] =
          await sql`select count(*)::int as n from public.quickbooks_purchases where organization_id = ${org.orgId}`
        assert.ok(n > 0, 'the stored copies were filled')
        // the progress row says done inside the last step; the job is marked Completed when that step returns
        const job = await waitFor('the first sync job to complete', async () => {
          const [j] = await sql`select status from public.jobs where id = ${dispatch.job_id}`
          return j.status !== 'Running' && j
        })
        assert.equal(job.status, 'Completed')
        await sandboxSettings(realmId, { latencyMs: 0 })
      },
    )

    await t.step("the first sync queues the organization's metrics, computed from QuickBooks", async () => {
      const rows = await waitFor('QuickBooks metrics', async () => {
        const r = await sql`select provider from public.monthly_metrics where organization_id = ${org.orgId}`
        return r.length === 12 && r
      })
      assert.ok(rows.every((r) => r.provider === 'quickbooks'))
    })

    await t.step('a client cannot sync; staff "Sync now" queues a sync that runs to done', async () => {
      const refused = await app.request('/api/quickbooks/sync', {
        method: 'POST',
        headers: { authorization: clientAuth, 'content-type': 'application/json' },
        body: JSON.stringify({ organizationId: org.orgId }),
      })
      assert.equal(refused.status, 403)
      assert.equal((await refused.json()).error.message, 'Only staff can sync QuickBooks')

      const before = new Date()
      const res = await app.request('/api/quickbooks/sync', {
        method: 'POST',
        headers: { authorization: staffAuth, 'content-type': 'application/json' },
        body: JSON.stringify({ organizationId: org.orgId }),
      })
      assert.equal(res.status, 202)
      const queued = await res.json()
      assert.ok(['queued', 'running', 'done'].includes(queued.state))
      assert.equal(queued.cause, 'manual')
      const done = await waitFor('Sync now to finish', async () => {
        const s = await (
          await app.request(`/api/quickbooks/sync-status?organizationId=${org.orgId}`, {
            headers: { authorization: staffAuth },
          })
        ).json()
        return s.state === 'done' && new Date(s.finishedAt) >= before && s
      })
      assert.equal(done.cause, 'manual')
      const [job] =
        await sql`select status, result from public.jobs where job_type = 'quickbooks.sync' and organization_id = ${org.orgId} order by created_at desc limit 1`
      assert.equal(job.status, 'Completed')
      assert.equal(job.result.method, 'cdc', 'the second sync asks only for changes')
    })

    await t.step('someone without access to the organization sees no sync status', async () => {
      const stranger = await createOrgWithAdmin('Stranger Co')
      const res = await app.request(`/api/quickbooks/sync-status?organizationId=${org.orgId}`, {
        headers: { authorization: await bearer(stranger.userId) },
      })
      assert.equal(res.status, 404)
      await res.body?.cancel()
    })

    await t.step(
      'the nightly run covers QuickBooks organizations and skips those with cronJob.metrics off',
      async () => {
        const off = await createOrgWithAdmin('Metrics Off Co')
        const books = await createOrgWithAdmin('Builtin Books Co')
        const picked = await sql
          .begin(async (tx) => {
            await tx`update public.organizations set config = ${tx.json({ cronJob: { metrics: false } })} where id = ${off.orgId}`
            await tx`insert into public.provider_connections (organization_id, provider, external_id)
        values (${off.orgId}, 'quickbooks', ${`realm-${off.orgId.slice(0, 8)}`})`
            await tx`insert into public.ledger_accounts (organization_id, name, account_type) values (${books.orgId}, 'Checking', 'Bank')`
            const r = await enqueueNightlyMetrics({ tx })
            const [{ n }] =
              await tx`select count(*)::int as n from public.jobs where job_type = 'metrics.compute-monthly' and organization_id = ${org.orgId}
        and status in ('Pending', 'Scheduled', 'Running')`
            throw Object.assign(new Error('rollback'), { picked: r.organizationIds, queued: n })
          })
          .catch((e) => (e.picked ? { ids: e.picked as string[], queued: e.queued as number } : Promise.reject(e)))
        assert.ok(picked.ids.includes(org.orgId), 'the QuickBooks organization is in the nightly run')
        assert.ok(picked.ids.includes(books.orgId), 'a built-in ledger organization is in the nightly run')
        assert.ok(!picked.ids.includes(off.orgId), 'cronJob.metrics = false leaves the organization out')
        assert.ok(picked.queued >= 1, 'a metrics job was queued for the QuickBooks organization')
      },
    )

    await t.step(
      'cashOnHandAccounts chooses the accounts counted as cash; thresholds flag month-over-month changes',
      async () => {
        const cash = async (config: Record<string, unknown>) => {
          await sql`update public.organizations set config = ${sql.json(config as never)} where id = ${org.orgId}`
          return (await asService((tx) => computeMonthlyMetrics({ tx, orgId: org.orgId }))).map(
            (m) => m.cashOnHandCents,
          )
        }
        const all = await cash({})
        const savings = await cash({ cashOnHandAccounts: ['Savings'] })
        const checking = await cash({ cashOnHandAccounts: [' business checking '] })
        assert.ok(
          all.some((c) => c !== 0),
          'the company has cash',
        )
        assert.deepEqual(
          all.map((_, i) => savings[i] + checking[i]),
          all,
          'the two bank accounts add up to all cash',
        )
        assert.ok(
          JSON.stringify(savings) !== JSON.stringify(all) || JSON.stringify(checking) !== JSON.stringify(all),
          'naming accounts changes the figure',
        )
        assert.ok((await cash({ cashOnHandAccounts: ['No such account'] })).every((c) => c === 0))

        await sql`update public.organizations set config = '{}' where id = ${org.orgId}`
        const plain = await asService((tx) => listMonthlyMetrics({ tx, orgId: org.orgId }))
        assert.ok(
          plain.every((m) => m.variance.income === null && m.variance.expenses === null),
          'no thresholds, no flags',
        )
        await sql`update public.organizations set config = ${sql.json({ percentageThreshold: 0 })} where id = ${org.orgId}`
        const flagged = await asService((tx) => listMonthlyMetrics({ tx, orgId: org.orgId }))
        assert.equal(flagged[0].variance.income, null, 'the first month has nothing to compare with')
        assert.ok(flagged.slice(1).every((m) => m.variance.income !== null))
        assert.ok(
          flagged.slice(1).some((m, i) => m.incomeCents !== flagged[i].incomeCents && m.variance.income !== 'none'),
        )
        await sql`update public.organizations set config = '{}' where id = ${org.orgId}`
      },
    )
  },
)
