/**
 * Connecting a bank through Plaid's Hosted Link against the sandbox: the item, its accounts, balances in micros, the
 * firm's permission and the encrypted access token are stored, and a processor token can be made for an account; the first sync brings the item's whole history and
 * its statements; a wrong or replayed state, and a Link session the user left, store nothing; disconnecting removes
 * the item at Plaid and deletes the token.
 */
import { closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { connectBank, connectionOf, plaidOrg, sandboxItem, waitForWorker } from '../../_testing/plaid.ts'
import assert from 'node:assert/strict'
import { asService, closeDb, db, type Tx } from '../../_shared/db.ts'
import { loadSecret } from '../connections/connection-store.ts'
import { createProcessorToken } from './create-processor-token.ts'
import { disconnectConnection } from '../integrations/disconnect-connection.ts'
import { SANDBOX } from '../../_testing/plaid.ts'
import { asBrowser } from '../../_testing/browser.ts'

Deno.test({ name: 'Plaid: connect through Hosted Link, first sync, disconnect', ...opts }, async (t) => {
  const org = await plaidOrg()
  const sql = db()

  await t.step('a tampered state is refused and stores nothing', async () => {
    const r = await connectBank(org, { tamper: (s) => `${s.slice(0, -3)}AAA` })
    assert.equal(r.status, 303)
    assert.equal(r.location.searchParams.get('plaid'), 'error')
    assert.match(r.location.searchParams.get('reason')!, /state signature does not match/)
    const [n] =
      await sql`select count(*)::int as n from public.provider_connections where organization_id = ${org.orgId}`
    assert.equal(n.n, 0)
  })

  await t.step('leaving Link without linking a bank is refused with a sentence to act on', async () => {
    const r = await connectBank(org, { action: 'exit' })
    assert.equal(r.location.searchParams.get('plaid'), 'error')
    assert.equal(
      r.location.searchParams.get('reason'),
      'Plaid connection refused: the bank was not linked; connect the bank again and choose your bank',
    )
  })

  let itemId = ''
  await t.step('the callback stores the item, accounts, balances, permissions and the encrypted token', async () => {
    const r = await connectBank(org)
    assert.equal(r.location.searchParams.get('plaid'), 'connected', r.location.searchParams.get('reason') ?? '')
    assert.equal(r.location.searchParams.get('organizationId'), org.orgId)
    const c = await connectionOf(org.orgId)
    itemId = c.item_id
    assert.equal(c.status, 'active')
    const [conn] =
      await sql`select display_name, scopes, connected_by from public.provider_connections where id = ${c.id}`
    assert.equal(conn.display_name, 'First Platypus Bank')
    assert.deepEqual(conn.scopes, ['transactions', 'statements', 'assets'])
    assert.equal(conn.connected_by, org.admin)
    const [secret] =
      await sql`select ciphertext from public.provider_secrets where connection_id = ${c.id} and name = 'access_token'`
    assert.ok(!new TextDecoder().decode(secret.ciphertext).includes('access-sandbox'), 'the token is stored encrypted')

    const sandbox = await sandboxItem(itemId)
    const accounts = await sql`select id, account_id, type, subtype, balance_data from public.bank_accounts
      where organization_id = ${org.orgId} order by name`
    assert.deepEqual(
      accounts.map((a) => a.subtype),
      ['checking', 'credit card', 'savings'],
    )
    for (const a of accounts) {
      const there = sandbox.accounts.find((x) => x.account_id === a.account_id)!
      assert.equal(a.balance_data.current, there.balances.current)
      const [b] =
        await sql`select current_micros from public.bank_balances where bank_account_id = ${a.id} order by balance_date limit 1`
      assert.equal(
        BigInt(b.current_micros),
        BigInt(Math.round(there.balances.current * 100)) * 10_000n,
        'micros, exact',
      )
    }
    const [o] =
      await sql`select metadata #> '{userPermissions,bankAccounts}' as granted from public.organizations where id = ${org.orgId}`
    assert.deepEqual(
      o.granted
        .map((g: { plaidBankAccountId: string; permissionGiven: boolean }) => [g.plaidBankAccountId, g.permissionGiven])
        .sort(),
      accounts.map((a) => [a.id, true]).sort(),
      'the firm may read every account the admin connected',
    )
  })

  await t.step('the first sync stores the whole history, saves the cursor, and fetches the statements', async () => {
    await waitForWorker(org.orgId)
    const c = await connectionOf(org.orgId)
    assert.ok(c.transactions_cursor, 'cursor saved after the last page')
    assert.ok(c.last_synced_at, 'marked synced')
    const sandbox = await sandboxItem(itemId)
    const [rows] = await sql`select count(*) filter (where deleted_at is null)::int as live,
        count(*) filter (where pending and deleted_at is null)::int as pending,
        min(transaction_effective_time) as first
      from public.provider_transactions where organization_id = ${org.orgId}`
    assert.equal(rows.live, sandbox.transactions, 'every transaction Plaid holds, none twice')
    assert.equal(rows.pending, sandbox.pending.length)
    assert.ok(Date.now() - new Date(rows.first).getTime() > 360 * 86_400_000, 'a year of history')
    const [s] =
      await sql`select count(*)::int as n, count(*) filter (where ending_balance_cents is not null)::int as read
      from public.bank_statements where organization_id = ${org.orgId}`
    assert.ok(s.n >= 33, `monthly statements of three accounts (${s.n})`)
    assert.equal(s.read, s.n, 'every statement extracted')
  })

  await t.step('a processor token for one account is kept encrypted under the account', async () => {
    const [a] =
      await sql`select id, account_id from public.bank_accounts where organization_id = ${org.orgId} and subtype = 'checking'`
    const { secret } = await asService((tx) => createProcessorToken({ tx, bankAccountId: a.id, processor: 'stripe' }))
    assert.equal(secret, `processor_token:${a.account_id}`)
    const c = await connectionOf(org.orgId)
    const stored = await loadSecret<{ token: string; processor: string }>(sql as unknown as Tx, c.id, secret)
    assert.match(stored!.value.token, /^processor-sandbox-/)
    assert.equal(stored!.value.processor, 'stripe')
  })

  await t.step('the same bank connected again is refused as a duplicate, and its new Item removed', async () => {
    const before = (
      await fixtureSql()`select count(*)::int as n from public.plaid_items where organization_id = ${org.orgId}`
    )[0].n
    const r = await connectBank(org)
    assert.equal(r.location.searchParams.get('plaid'), 'error')
    assert.match(r.location.searchParams.get('reason')!, /is already connected with these accounts/)
    const after = (
      await fixtureSql()`select count(*)::int as n from public.plaid_items where organization_id = ${org.orgId}`
    )[0].n
    assert.equal(after, before)
  })

  await t.step('a replayed callback finds its state used up and stores nothing more', async () => {
    // another bank of the sandbox: the same one would be refused as a duplicate
    const r = await connectBank(org, { callback: false, institution: 'ins_109509' })
    const once = await asBrowser(`/webhooks/api/plaid/callback${r.back.search}`)
    await once.body?.cancel()
    const twice = await asBrowser(`/webhooks/api/plaid/callback${r.back.search}`)
    await twice.body?.cancel()
    assert.equal(new URL(once.headers.get('location')!).searchParams.get('plaid'), 'connected')
    assert.match(new URL(twice.headers.get('location')!).searchParams.get('reason')!, /state has already been used/)
    await waitForWorker(org.orgId)
  })

  await t.step('disconnecting removes the item at Plaid and deletes the token; the data stays', async () => {
    const c = await connectionOf(org.orgId)
    const before = await sql`select count(*)::int as n from public.provider_transactions where connection_id = ${c.id}`
    const r = await disconnectConnection({ orgId: org.orgId, connectionId: c.id })
    assert.deepEqual(r, { disconnected: true, revoked: true })
    const res = await fetch(`${SANDBOX}/_sandbox/items/${c.item_id}`)
    await res.body?.cancel()
    assert.equal(res.status, 404, 'Plaid no longer knows the item')
    const [s] = await sql`select count(*)::int as n from public.provider_secrets where connection_id = ${c.id}`
    assert.equal(s.n, 0)
    const after = await sql`select count(*)::int as n from public.provider_transactions where connection_id = ${c.id}`
    assert.equal(after[0].n, before[0].n)
  })

  await closeDb()
  await closeFixtureSql()
})
