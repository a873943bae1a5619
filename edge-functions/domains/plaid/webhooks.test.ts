/**
 * Plaid webhooks through the spine's intake against the sandbox: a forged or tampered delivery is refused; a
 * replayed one has one effect; ITEM notices arriving out of order end in Plaid's current state; consent about to
 * expire breaks the connection; asset reports are fetched on PRODUCT_READY (not before: PRODUCT_NOT_READY), their
 * ERROR is kept as Plaid sent it, and a late ERROR or a repeated PRODUCT_READY changes nothing.
 */
import { closeFixtureSql, opts } from '../../_testing/api.ts'
import {
  SANDBOX,
  connectBank,
  connectionOf,
  control,
  deliver,
  plaidOrg,
  waitFor,
  waitForWorker,
} from '../../_testing/plaid.ts'
import assert from 'node:assert/strict'
import { asService, closeDb, db, type Tx } from '../../_shared/db.ts'
import { plaidAssetReportJob } from '../../../shared/schemas/plaid.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import { loadSecret } from '../connections/connection-store.ts'
import { createAssetReport, fetchAssetReport } from './asset-reports.ts'
import { PlaidApiError, plaidCall, plaidClient } from './plaid-api.ts'
import { plaidWebhookUrl } from './config.ts'

Deno.test({ name: 'Plaid: webhooks, item state and asset reports', ...opts }, async (t) => {
  const org = await plaidOrg()
  const sql = db()
  assert.equal((await connectBank(org)).location.searchParams.get('plaid'), 'connected')
  await waitForWorker(org.orgId)
  const c = await connectionOf(org.orgId)
  const token = (await loadSecret<{ token: string }>(sql as unknown as Tx, c.id, 'access_token'))!.value.token
  const setWebhook = (url: string) =>
    plaidCall(() => plaidClient().itemWebhookUpdate({ access_token: token, webhook: url }))
  const deliveries = async (marker: string) =>
    await sql`select delivery_count from public.webhook_deliveries where payload ->> 'marker' = ${marker}`

  await t.step('a forged or tampered delivery is refused and records nothing', async () => {
    const body = {
      webhook_type: 'TRANSACTIONS',
      webhook_code: 'SYNC_UPDATES_AVAILABLE',
      item_id: c.item_id,
      marker: `forged-${c.id}`,
    }
    assert.equal(await deliver(body, { wrongKey: true }), 401)
    const signed = await (
      await fetch(`${SANDBOX}/_webhooks/sign`, { method: 'POST', body: JSON.stringify({ body: JSON.stringify(body) }) })
    ).json()
    const res = await fetch(signed.url, {
      method: 'POST',
      headers: signed.headers,
      body: signed.body.replace('SYNC_UPDATES', 'HISTORICAL_UPDATE'),
    })
    await res.body?.cancel()
    assert.equal(res.status, 401)
    assert.equal((await deliveries(`forged-${c.id}`)).length, 0)
  })

  await t.step('a replayed delivery is processed once', async () => {
    const [added] = (
      await control<{ added: string[] }>(`/items/${c.item_id}/transactions`, {
        add: [{ amount: 5, name: 'REPLAY' }],
        notify: false,
      })
    ).added
    const body = {
      webhook_type: 'TRANSACTIONS',
      webhook_code: 'SYNC_UPDATES_AVAILABLE',
      item_id: c.item_id,
      marker: `replay-${c.id}`,
    }
    const signed = await (
      await fetch(`${SANDBOX}/_webhooks/sign`, { method: 'POST', body: JSON.stringify({ body: JSON.stringify(body) }) })
    ).json()
    for (let i = 0; i < 3; i++) {
      const res = await fetch(signed.url, { method: 'POST', headers: signed.headers, body: signed.body })
      assert.equal(res.status, 200)
      await res.body?.cancel()
    }
    await waitForWorker(org.orgId)
    assert.deepEqual(
      (await deliveries(`replay-${c.id}`)).map((d) => d.delivery_count),
      [3],
    )
    const jobs =
      await sql`select count(*)::int as n from public.jobs j join public.event_dispatches d on d.job_id = j.id
      join public.events e on e.id = d.event_id join public.webhook_deliveries w on w.id = e.webhook_delivery_id
      where w.payload ->> 'marker' = ${`replay-${c.id}`} and j.job_type = 'plaid.webhook'`
    assert.equal(jobs[0].n, 1, 'one handler run')
    const rows = await sql`select count(*)::int as n from public.provider_transactions where transaction_id = ${added}`
    assert.equal(rows[0].n, 1)
  })

  await t.step('ITEM notices out of order end in the state Plaid reports now', async () => {
    await setWebhook('http://127.0.0.1:9/nowhere') // the sandbox's own notices get lost; we deliver them late, reordered
    await control(`/items/${c.item_id}/webhook`, { webhook_code: 'ERROR' })
    const error = {
      error_type: 'ITEM_ERROR',
      error_code: 'ITEM_LOGIN_REQUIRED',
      error_message: 'login required',
      display_message: null,
    }
    // broken at Plaid; a stale LOGIN_REPAIRED arrives: still broken
    assert.equal(
      await deliver({ webhook_type: 'ITEM', webhook_code: 'LOGIN_REPAIRED', item_id: c.item_id, marker: `r1-${c.id}` }),
      200,
    )
    await waitForWorker(org.orgId)
    assert.equal((await connectionOf(org.orgId)).status, 'broken')
    // repaired at Plaid; LOGIN_REPAIRED, then the stale ERROR: active
    await control(`/items/${c.item_id}/webhook`, { webhook_code: 'LOGIN_REPAIRED' })
    assert.equal(
      await deliver({ webhook_type: 'ITEM', webhook_code: 'LOGIN_REPAIRED', item_id: c.item_id, marker: `r2-${c.id}` }),
      200,
    )
    assert.equal(
      await deliver({ webhook_type: 'ITEM', webhook_code: 'ERROR', item_id: c.item_id, error, marker: `e1-${c.id}` }),
      200,
    )
    await waitForWorker(org.orgId)
    const now = await connectionOf(org.orgId)
    assert.equal(now.status, 'active')
    assert.equal(now.connection_broken, false)
    await setWebhook(plaidWebhookUrl())
  })

  await t.step('consent about to expire breaks the connection, saying why', async () => {
    await control(`/items/${c.item_id}/webhook`, { webhook_code: 'PENDING_EXPIRATION' })
    await waitFor('the broken state', async () => (await connectionOf(org.orgId)).status === 'broken')
    await waitForWorker(org.orgId)
    const now = await connectionOf(org.orgId)
    assert.equal(now.last_error_code, 'PENDING_EXPIRATION')
    assert.ok(now.consent_expiration_time && new Date(now.consent_expiration_time) > new Date(), 'the expiry is kept')
    const [n] =
      await sql`select metadata ->> 'message' as m from public.notifications where organization_id = ${org.orgId}
      and type = 'connect-all-accounts' order by created_at desc limit 1`
    assert.match(n.m, /consent/)
  })

  await t.step('an asset report is fetched when PRODUCT_READY arrives, and its token kept as a secret', async () => {
    await sql`update public.provider_connections set status = 'active' where id = ${c.id}` // consent renewed
    await enqueueJob({
      sql,
      definition: plaidAssetReportJob,
      payload: { connectionId: c.id, daysRequested: 30 },
      organizationId: org.orgId,
    })
    const r = await waitFor('the report', async () => {
      const [x] =
        await sql`select * from public.plaid_asset_reports where connection_id = ${c.id} and status <> 'pending'`
      return x
    })
    assert.equal(r.status, 'ready')
    assert.equal(r.raw.items[0].item_id, c.item_id)
    assert.equal(r.raw.days_requested, 30)
    const [s] = await sql`select count(*)::int as n from public.provider_secrets where connection_id = ${c.id}
      and name = ${`asset_report_token:${r.plaid_asset_report_id}`}`
    assert.equal(s.n, 1)
    await waitForWorker(org.orgId)
    // a repeated PRODUCT_READY and a late ERROR change nothing
    assert.equal(
      await deliver({
        webhook_type: 'ASSETS',
        webhook_code: 'PRODUCT_READY',
        asset_report_id: r.plaid_asset_report_id,
        report_type: 'FULL',
      }),
      200,
    )
    assert.equal(
      await deliver({
        webhook_type: 'ASSETS',
        webhook_code: 'ERROR',
        asset_report_id: r.plaid_asset_report_id,
        error: { error_type: 'ASSET_REPORT_ERROR', error_code: 'X', error_message: 'late' },
      }),
      200,
    )
    await waitForWorker(org.orgId)
    const [again] =
      await sql`select status, plaid_generation_error, raw from public.plaid_asset_reports where id = ${r.id}`
    assert.equal(again.status, 'ready')
    assert.equal(again.plaid_generation_error, null)
    assert.deepEqual(again.raw, r.raw)
  })

  await t.step('until it is ready Plaid answers PRODUCT_NOT_READY; PRODUCT_READY then brings it', async () => {
    await control('/asset-reports', { readyAfterMs: 2000 })
    const { assetReportId } = await asService((tx) => createAssetReport({ tx, connectionId: c.id, daysRequested: 10 }))
    await control('/asset-reports', { readyAfterMs: 300 })
    await assert.rejects(
      asService((tx) => fetchAssetReport({ tx, assetReportId })),
      (e) => e instanceof PlaidApiError && e.errorCode === 'PRODUCT_NOT_READY',
    )
    await waitFor('the report', async () => {
      const [x] =
        await sql`select status from public.plaid_asset_reports where plaid_asset_report_id = ${assetReportId}`
      return x.status === 'ready'
    })
  })

  await t.step("an asset report that fails keeps Plaid's error object", async () => {
    const fail = {
      error_type: 'ASSET_REPORT_ERROR',
      error_code: 'ASSET_REPORT_GENERATION_FAILED',
      error_message: 'the institution did not answer',
      display_message: 'Try again later.',
    }
    await control('/asset-reports', { fail })
    const { assetReportId } = await asService((tx) => createAssetReport({ tx, connectionId: c.id, daysRequested: 60 }))
    const r = await waitFor('the error', async () => {
      const [x] =
        await sql`select * from public.plaid_asset_reports where plaid_asset_report_id = ${assetReportId} and status <> 'pending'`
      return x
    })
    assert.equal(r.status, 'error')
    assert.deepEqual(r.plaid_generation_error, fail)
  })

  await waitForWorker(org.orgId)
  await closeDb()
  await closeFixtureSql()
})
