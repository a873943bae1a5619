/**
 * Connecting a bank through Teller, end to end against the stack: the Connect page, our callback (a wrong state is
 * refused and stores nothing), the encrypted access token, the enrollment and its accounts, the firm's permission,
 * and the first sync the worker runs (a year of transactions whose amounts add up to Teller's balances to the cent).
 */
import {
  connectionOf,
  connectThroughCallback,
  control,
  SANDBOX,
  tellerOrg,
  waitForWorker,
} from '../../_testing/teller.ts'
import assert from 'node:assert/strict'
import { asUser, db } from '../../_shared/db.ts'
import { connectionStateSecret } from '../connections/config.ts'
import { loadSecret } from '../connections/connection-store.ts'
import { signState } from '../connections/oauth-state.ts'
import { dropFixtures } from '../../_testing/organizations.ts'
import { asBrowser, begin } from '../../_testing/browser.ts'

const opts = { sanitizeOps: false, sanitizeResources: false }
type SandboxEnrollment = {
  accounts: {
    id: string
    type: string
    subtype: string
    status: string
    transactions: number
    pending: number
    ledger: string
    available: string
  }[]
}

Deno.test({ name: 'Teller connect', ...opts }, async (t) => {
  const org = await tellerOrg()
  const stranger = await tellerOrg()
  try {
    await t.step('a tampered state is refused and stores nothing', async () => {
      const r = await connectThroughCallback(org, { tamper: (s) => `${s.slice(0, -3)}AAA` })
      assert.equal(r.status, 303)
      assert.equal(r.location.pathname, '/accounting/integrations')
      assert.equal(r.location.searchParams.get('teller'), 'error')
      assert.match(r.location.searchParams.get('reason')!, /Teller connection refused: state signature does not match/)
      const [n] =
        await db()`select count(*)::int as n from public.provider_connections where organization_id = ${org.orgId}`
      assert.equal(n.n, 0)
      const [e] =
        await db()`select count(*)::int as n from public.teller_enrollments where organization_id = ${org.orgId}`
      assert.equal(e.n, 0)
    })

    await t.step("a state issued for another provider is refused, and so is another enrollment's token", async () => {
      const { state: quickbooksState } = await signState({
        provider: 'quickbooks',
        orgId: org.orgId,
        userId: org.admin,
        secret: connectionStateSecret(),
      })
      const foreign = await connectThroughCallback(org, { tamper: () => quickbooksState })
      assert.equal(foreign.location.searchParams.get('teller'), 'error')
      assert.match(foreign.location.searchParams.get('reason')!, /state was issued for another provider/)
      // a genuine state, but the token of a different enrollment than the one named
      const other = await control<{ accessToken: string }>('/enrollments', {})
      const r = await connectThroughCallback(org, { callback: false })
      const swapped = new URL(r.back)
      swapped.searchParams.set('accessToken', other.accessToken)
      const res = await asBrowser(`/webhooks/api/teller/callback${swapped.search}`)
      const reason = new URL(res.headers.get('location')!).searchParams.get('reason')
      assert.match(reason!, /the access token belongs to another enrollment/)
      const [n] =
        await db()`select count(*)::int as n from public.provider_connections where organization_id = ${org.orgId}`
      assert.equal(n.n, 0)
    })

    await t.step('wrong bank credentials on the Connect page send the user back to it with the reason', async () => {
      const { startConnection } = await import('../integrations/start-connection.ts')
      const { url } = await startConnection({ claims: org.claims, orgId: org.orgId, provider: 'teller' })
      const u = new URL(await begin(url))
      const cont = new URL(`${SANDBOX}/connect/continue`)
      for (const k of ['application_id', 'state', 'redirect_uri']) cont.searchParams.set(k, u.searchParams.get(k)!)
      cont.searchParams.set('username', 'username')
      cont.searchParams.set('password', 'wrong')
      const res = await fetch(cont, { redirect: 'manual' })
      await res.body?.cancel()
      assert.equal(res.status, 303)
      assert.match(res.headers.get('location')!, /error=The\+username\+or\+password\+is\+incorrect/)
    })

    let enrollmentId = ''
    let accessToken = ''
    await t.step(
      'the callback stores the connection, its encrypted token, the enrollment and its accounts',
      async () => {
        const r = await connectThroughCallback(org)
        assert.equal(r.location.searchParams.get('teller'), 'connected', r.location.searchParams.get('reason') ?? '')
        enrollmentId = r.enrollmentId!
        accessToken = r.accessToken!
        const c = await connectionOf(org.orgId)
        assert.equal(c.external_id, enrollmentId)
        assert.equal(c.status, 'active')
        assert.equal(c.display_name, 'Sandbox Bank')
        assert.equal(c.connected_by, org.admin)
        const [s] =
          await db()`select ciphertext from public.provider_secrets where connection_id = ${c.id} and name = 'access_token'`
        assert.ok(
          !new TextDecoder().decode(s.ciphertext).includes(accessToken),
          'the stored bytes do not hold the token',
        )
        const stored = await db().begin((tx) => loadSecret<{ token: string }>(tx, c.id, 'access_token'))
        assert.deepEqual(stored?.value, { token: accessToken })
        const [e] = await db()`select * from public.teller_enrollments where connection_id = ${c.id}`
        assert.equal(e.teller_enrollment_id, enrollmentId)
        assert.equal(e.status, 'active')
        assert.equal(e.institution_name, 'Sandbox Bank')
        const accounts =
          await db()`select * from public.bank_accounts where connection_id = ${c.id} order by account_id`
        assert.deepEqual(
          accounts.map((a) => [a.provider, a.type, a.subtype, a.status, a.currency]),
          [
            ['teller', 'depository', 'checking', 'open', 'USD'],
            ['teller', 'depository', 'savings', 'open', 'USD'],
            ['teller', 'credit', 'credit_card', 'open', 'USD'],
          ],
        )
        assert.match(accounts[0].links.transactions, /\/teller\/accounts\/acc_\w+\/transactions$/)
        assert.match(accounts[0].mask, /^\d{4}$/)
        const [o] =
          await db()`select metadata #> '{userPermissions,bankAccounts}' as granted from public.organizations where id = ${org.orgId}`
        assert.deepEqual(
          o.granted
            .map((g: Record<string, unknown>) => [g.plaidBankAccountId, g.permissionGiven, g.institutionName])
            .sort(),
          accounts.map((a) => [a.id, true, 'Sandbox Bank']).sort(),
        )
      },
    )

    await t.step('the first sync stores a year of transactions that add up to the balances, to the cent', async () => {
      await waitForWorker(org.orgId)
      const c = await connectionOf(org.orgId)
      assert.ok(c.last_synced_at, `synced (last error: ${c.last_error_code} ${c.last_error_message})`)
      const bank = await control<SandboxEnrollment>(`/enrollments/${enrollmentId}`)
      for (const acct of bank.accounts) {
        const [row] = await db()`
          select a.type, count(p.*)::int as n,
            count(p.*) filter (where p.pending)::int as pending,
            coalesce(sum(p.total_amount_cents) filter (where not p.pending), 0)::bigint as posted_cents,
            min(p.transaction_effective_time) as first,
            (select b.current_micros from public.bank_balances b where b.bank_account_id = a.id order by balance_date desc limit 1) as current_micros
          from public.bank_accounts a left join public.provider_transactions p on p.bank_account_id = a.id and p.deleted_at is null
          where a.account_id = ${acct.id} group by a.id`
        assert.equal(row.n, acct.transactions, `${acct.type}: every transaction stored`)
        assert.equal(row.pending, acct.pending)
        assert.ok(Date.now() - new Date(row.first).getTime() > 330 * 86_400_000, 'about a year of history')
        const ledgerCents = BigInt(acct.ledger.replace('.', ''))
        assert.equal(BigInt(row.current_micros), ledgerCents * 10_000n, 'the balance in micros')
        // opening balance + what moved = today's balance; a card's balance is what is owed, so money out grows it
        const opening = { checking: 4_250_000n, savings: 5_000_000n, credit_card: 0n }[acct.subtype]!
        const moved = BigInt(row.posted_cents)
        assert.equal(acct.type === 'credit' ? opening - moved : opening + moved, ledgerCents, `${acct.type} adds up`)
      }
    })

    await t.step(
      'the firm reads the accounts and transactions it was granted; another organization sees none',
      async () => {
        const claims = (sub: string) => ({ sub, role: 'authenticated', aal: 'aal2' })
        const mine = await asUser(
          claims(org.bookkeeper),
          (tx) => tx`select count(*)::int as n from public.provider_transactions
        where organization_id = ${org.orgId}`,
        )
        assert.ok(mine[0].n > 300)
        const theirs = await asUser(
          claims(stranger.admin),
          (tx) => tx`select count(*)::int as n from public.bank_accounts
        where organization_id = ${org.orgId}`,
        )
        assert.equal(theirs[0].n, 0)
      },
    )
  } finally {
    await dropFixtures({
      orgs: [org.orgId, stranger.orgId],
      users: [org.admin, org.bookkeeper, stranger.admin, stranger.bookkeeper],
    })
  }
})
