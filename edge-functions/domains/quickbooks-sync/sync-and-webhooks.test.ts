/**
 * Stored copies: a first sync reads everything by query, the next one only changes by CDC; the entity-change
 * webhook handler fetches changed records; the sandbox signs its deliveries the way the webhook intake verifies; the
 * connected company answers reports.
 */
import assert from 'node:assert/strict'
import { db } from '../../_shared/db.ts'
import { quickbooksConfig } from '../quickbooks/config.ts'
import { createClient } from '../quickbooks/create-client.ts'
import { applyEntityChanges } from './apply-entity-changes.ts'
import { syncCompany } from './sync-company.ts'
import { verifyQuickBooksSignature } from '../webhooks/verify-quickbooks-signature.ts'
import { SignatureError } from '../webhooks/signature-error.ts'
import { connectOrg, createOrgWithAdmin, sandbox } from '../../_testing/quickbooks.ts'

Deno.test(
  { name: 'QuickBooks stored copies and webhooks', sanitizeOps: false, sanitizeResources: false },
  async (t) => {
    const org = await createOrgWithAdmin('Sync Co')
    const { realmId } = await connectOrg(org)
    const count = async (table: string) =>
      (await db().unsafe(`select count(*)::int as n from public.${table} where organization_id = $1`, [org.orgId]))[0]
        .n as number

    await t.step('the first sync copies every purchase, invoice, deposit, payment, account and name', async () => {
      const qb = await createClient({ orgId: org.orgId })
      const r = await syncCompany({ orgId: org.orgId, pageSize: 25 })
      assert.equal(r.method, 'query')
      assert.equal(await count('quickbooks_purchases'), await qb.count('Purchase'))
      assert.equal(await count('quickbooks_invoices'), await qb.count('Invoice'))
      assert.equal(await count('quickbooks_deposits'), await qb.count('Deposit'))
      assert.equal(await count('quickbooks_payments'), await qb.count('Payment'))
      assert.equal(await count('quickbooks_accounts'), await qb.count('Account'))
      assert.ok((await count('quickbooks_payment_invoices')) > 0)
      const [chart] =
        await db()`select purchase_count, deposit_count from public.quickbooks_account_chart where organization_id = ${org.orgId} and name = 'Business Checking'`
      assert.ok(chart.purchase_count > 0 && chart.deposit_count > 0)
      const [cursor] =
        await db()`select last_cursor from public.quickbooks_ingestion_cursors where realm_id = ${realmId} and quickbooks_method = 'cdc'`
      assert.ok(!Number.isNaN(Date.parse(cursor.last_cursor)))
    })

    await t.step('the next sync reads only changes (CDC), including deletions', async () => {
      const qb = await createClient({ orgId: org.orgId })
      const [victim] = (await qb.query('select * from Deposit maxresults 1')).Deposit as Record<string, any>[]
      await qb.delete('Deposit', { Id: victim.Id, SyncToken: victim.SyncToken })
      const r = await syncCompany({ orgId: org.orgId })
      assert.equal(r.method, 'cdc')
      assert.equal(r.deleted, 1)
      assert.equal(await count('quickbooks_deposits'), await qb.count('Deposit'))
    })

    await t.step('an entity-change notification updates the stored copy', async () => {
      const qb = await createClient({ orgId: org.orgId })
      const [p] = (await qb.query('select * from Purchase maxresults 1')).Purchase as Record<string, any>[]
      const changed = await qb.update<Record<string, any>>(
        'Purchase',
        { Id: p.Id, SyncToken: p.SyncToken, PrivateNote: 'Webhook test' },
        { sparse: true },
      )
      const res = await applyEntityChanges({
        realmId,
        entities: [
          { name: 'Purchase', id: p.Id, operation: 'Update', lastUpdated: changed.MetaData.LastUpdatedTime },
          { name: 'Estimate', id: '1', operation: 'Create', lastUpdated: changed.MetaData.LastUpdatedTime },
        ],
      })
      assert.deepEqual(res.results, [{ orgId: org.orgId, upserted: 1, deleted: 0 }])
      const [row] =
        await db()`select raw_data ->> 'PrivateNote' as note, raw_data ->> 'SyncToken' as sync from public.quickbooks_purchases where organization_id = ${org.orgId} and qb_purchase_id = ${p.Id}`
      assert.deepEqual(row, { note: 'Webhook test', sync: changed.SyncToken })
      await qb.delete('Purchase', { Id: changed.Id, SyncToken: changed.SyncToken })
      await applyEntityChanges({
        realmId,
        entities: [{ name: 'Purchase', id: p.Id, operation: 'Delete', lastUpdated: new Date().toISOString() }],
      })
      assert.equal(
        (
          await db()`select 1 from public.quickbooks_purchases where organization_id = ${org.orgId} and qb_purchase_id = ${p.Id}`
        ).length,
        0,
      )
    })

    await t.step('an entity change delivered to the intake reaches the stored copy through the worker', async () => {
      const qb = await createClient({ orgId: org.orgId })
      const [p] = (await qb.query('select * from Purchase maxresults 1')).Purchase as Record<string, any>[]
      const note = `Delivered ${crypto.randomUUID()}`
      const changed = await qb.update<Record<string, any>>(
        'Purchase',
        { Id: p.Id, SyncToken: p.SyncToken, PrivateNote: note },
        { sparse: true },
      )
      const res = await fetch(`${sandbox()}/_sandbox/realms/${realmId}/webhooks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          url: `${Deno.env.get('SUPABASE_URL')}/functions/v1/webhooks/api/event-bus/quickbooks`,
          entities: [
            { name: 'Purchase', id: p.Id, operation: 'Update', lastUpdated: changed.MetaData.LastUpdatedTime },
          ],
        }),
      })
      assert.equal((await res.json()).status, 200)
      const stored = async () =>
        (
          await db()`select raw_data ->> 'PrivateNote' as note from public.quickbooks_purchases
            where organization_id = ${org.orgId} and qb_purchase_id = ${p.Id}`
        )[0]?.note
      for (let i = 0; i < 150 && (await stored()) !== note; i++) await new Promise((r) => setTimeout(r, 100))
      assert.equal(await stored(), note)
      // the copy commits in its own transaction a moment before the job's completion does
      const jobsOf = () => db()`select status from public.jobs
        where job_type = 'quickbooks.apply-entity-change' and organization_id = ${org.orgId}`
      let jobs = await jobsOf()
      for (let i = 0; i < 100 && jobs.some((j) => j.status !== 'Completed'); i++) {
        await new Promise((r) => setTimeout(r, 100))
        jobs = await jobsOf()
      }
      assert.deepEqual(
        jobs.map((j) => j.status),
        ['Completed'],
      )
    })

    await t.step(
      'sandbox deliveries carry an intuit-signature the intake accepts; a changed body it refuses',
      async () => {
        let got: { body: string; signature: string | null } | undefined
        const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: () => {} }, async (req) => {
          got = { body: await req.text(), signature: req.headers.get('intuit-signature') }
          return new Response('ok')
        })
        try {
          const res = await fetch(`${sandbox()}/_sandbox/realms/${realmId}/webhooks`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ url: `http://127.0.0.1:${server.addr.port}/hook` }),
          })
          assert.equal((await res.json()).status, 200)
          const verifierToken = quickbooksConfig().webhookVerifier
          const check =
            (body: string, header: string | null | undefined, token = verifierToken) =>
            () =>
              verifyQuickBooksSignature({
                body: new TextEncoder().encode(body),
                header: header ?? undefined,
                verifierToken: token,
              })
          check(got!.body, got!.signature)()
          assert.throws(check(got!.body.replace(realmId, '1'), got!.signature), SignatureError)
          assert.throws(check(got!.body, got!.signature, 'wrong-verifier'), SignatureError)
          assert.throws(check(got!.body, null), SignatureError)
          assert.equal(JSON.parse(got!.body).eventNotifications[0].realmId, realmId)
        } finally {
          await server.shutdown()
        }
      },
    )

    await t.step("the connected company's reports come from the sandbox and balance", async () => {
      const qb = await createClient({ orgId: org.orgId })
      const pl = await qb.report<Record<string, any>>('ProfitAndLoss', { date_macro: 'All History' })
      assert.equal(pl.Header.ReportName, 'ProfitAndLoss')
      const net = pl.Rows.Row.find((r: Record<string, any>) => r.group === 'NetIncome')
      assert.ok(Number(net.Summary.ColData[1].value) !== 0)
      const bs = await qb.report<Record<string, any>>('BalanceSheet', {})
      const [assets, le] = bs.Rows.Row.map((r: Record<string, any>) => r.Summary.ColData[1].value)
      assert.equal(assets, le, 'assets equal liabilities plus equity')
    })
  },
)
