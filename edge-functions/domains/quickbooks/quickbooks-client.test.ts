/** The v3 client against the sandbox: paging, batch splitting with per-item Faults, CDC, 429 back-off, concurrency. */
import assert from 'node:assert/strict'
import { QuickbooksClient } from './quickbooks-client.ts'
import { QuickbooksError } from './quickbooks-error.ts'
import { RealmLimiter } from './realm-limiter.ts'
import { sandboxSettings, sandboxStats, sandboxTokens } from '../../_testing/quickbooks.ts'

async function client(extra: Partial<ConstructorParameters<typeof QuickbooksClient>[0]> = {}) {
  const { realmId, tokens, cfg } = await sandboxTokens()
  return new QuickbooksClient({
    realmId,
    apiBase: cfg.apiBase,
    getToken: () => Promise.resolve(tokens.access_token),
    limiter: new RealmLimiter(),
    backoffMs: 50,
    ...extra,
  })
}

Deno.test(
  { name: 'QuickBooks client against the sandbox', sanitizeOps: false, sanitizeResources: false },
  async (t) => {
    await t.step('queryAll pages with STARTPOSITION/MAXRESULTS until a short page', async () => {
      const qb = await client()
      const total = await qb.count('Purchase')
      assert.ok(total > 25, `the seeded company has many purchases (${total})`)
      const before = qb.sent
      const all = await qb.queryAll<{ Id: string }>('Purchase', { pageSize: 10 })
      assert.equal(all.length, total)
      assert.equal(new Set(all.map((p) => p.Id)).size, total, 'no purchase twice across pages')
      assert.equal(qb.sent - before, Math.floor(total / 10) + 1)
    })

    await t.step("a batch of 65 items goes out as 3 requests and keeps each item's Fault", async () => {
      const qb = await client()
      const [acct] = (await qb.query("select * from Account where AccountType = 'Bank'")).Account as Record<
        string,
        any
      >[]
      const items = Array.from({ length: 65 }, (_, i) => ({
        bId: `q${i}`,
        query: `select * from Account where Id = '${acct.Id}'`,
      }))
      items[40] = {
        bId: 'bad',
        operation: 'create',
        entity: 'Purchase',
        body: {
          PaymentType: 'Cash',
          AccountRef: { value: '999999' },
          Line: [
            {
              Amount: 5,
              DetailType: 'AccountBasedExpenseLineDetail',
              AccountBasedExpenseLineDetail: { AccountRef: { value: acct.Id } },
            },
          ],
        },
      } as never
      const before = qb.sent
      const out = await qb.batch(items)
      assert.equal(qb.sent - before, 3)
      assert.equal(out.length, 65)
      assert.deepEqual(
        out.map((o) => o.bId),
        items.map((i) => i.bId),
      )
      const bad = out.find((o) => o.bId === 'bad')!
      assert.equal(bad.fault?.Error[0].code, '2500')
      assert.equal(bad.fault?.type, 'ValidationFault')
      assert.equal(out.filter((o) => o.queryResponse).length, 64)
    })

    await t.step('create, stale update, delete and change data capture', async () => {
      const qb = await client()
      const since = new Date(Date.now() - 1000)
      const [bank] = (await qb.query("select * from Account where AccountType = 'Bank'")).Account as Record<
        string,
        any
      >[]
      const [exp] = (await qb.query("select * from Account where AccountType = 'Expense' maxresults 1"))
        .Account as Record<string, any>[]
      const created = await qb.create<Record<string, any>>('Purchase', {
        PaymentType: 'Cash',
        AccountRef: { value: bank.Id },
        Line: [
          {
            Amount: 12.34,
            DetailType: 'AccountBasedExpenseLineDetail',
            AccountBasedExpenseLineDetail: { AccountRef: { value: exp.Id } },
          },
        ],
      })
      assert.equal(created.TotalAmt, 12.34)
      const updated = await qb.update<Record<string, any>>(
        'Purchase',
        { Id: created.Id, SyncToken: created.SyncToken, PrivateNote: 'coffee' },
        { sparse: true },
      )
      assert.equal(updated.SyncToken, '1')
      await assert.rejects(
        qb.update('Purchase', { ...created, Id: created.Id, SyncToken: created.SyncToken, PrivateNote: 'late' }),
        (e: unknown) => e instanceof QuickbooksError && e.isStale && e.fault?.Error[0].Message === 'Stale Object Error',
      )
      const changed = await qb.cdc(['Purchase'], since)
      assert.ok(changed.changes.Purchase.some((p) => p.Id === created.Id && p.PrivateNote === 'coffee'))
      const del = await qb.delete('Purchase', { Id: updated.Id, SyncToken: updated.SyncToken })
      assert.deepEqual(del, { status: 'Deleted', domain: 'QBO', Id: created.Id })
      const after = await qb.cdc(['Purchase'], since)
      assert.ok(after.changes.Purchase.some((p) => p.Id === created.Id && p.status === 'Deleted'))
    })

    await t.step('a query the service cannot parse surfaces its Fault', async () => {
      const qb = await client()
      await assert.rejects(
        qb.query('select * from Nonsense'),
        (e: unknown) => e instanceof QuickbooksError && e.status === 400 && e.codes[0] === '4000',
      )
    })

    await t.step('429 is retried with back-off until it succeeds, honouring Retry-After', async () => {
      const qb = await client()
      await sandboxSettings(qb.realmId, { requestsPerWindow: 2, windowMs: 500 })
      for (let i = 0; i < 5; i++) assert.ok((await qb.count('Vendor')) > 0)
      const stats = await sandboxStats(qb.realmId)
      assert.ok(stats.throttled > 0, 'the sandbox refused some calls')
      assert.equal(qb.sent, 5 + stats.throttled)
      await sandboxSettings(qb.realmId, { requestsPerWindow: 1, windowMs: 60_000, retryAfterSeconds: 1 })
      await qb.count('Vendor')
      const t0 = Date.now()
      await assert.rejects(
        qb.count('Vendor'),
        (e: unknown) => e instanceof QuickbooksError && e.isThrottled && e.codes[0] === '3001',
      )
      assert.ok(Date.now() - t0 >= 5000, 'waited Retry-After (1 s) on each of the 5 retries before giving up')
    })

    await t.step('never more than 10 requests in flight per realm', async () => {
      const qb = await client()
      await sandboxSettings(qb.realmId, { latencyMs: 120 })
      const results = await Promise.all(Array.from({ length: 40 }, () => qb.count('Customer')))
      assert.ok(results.every((n) => n > 0))
      const stats = await sandboxStats(qb.realmId)
      assert.equal(stats.throttled, 0)
      assert.equal(stats.maxInFlight, 10)
      assert.equal(qb.limiter.peak, 10)
    })
  },
)
