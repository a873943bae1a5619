/**
 * The Teller sync against the sandbox: pages read with count/from_id, a re-sync changes nothing, pending lines that
 * settle under new ids are replaced (the vanished ones marked deleted), card amounts signed from the business's side,
 * closed accounts, and Teller's errors: a disconnected enrollment and a revoked token break the connection and tell
 * the admins once, a bank outage is recorded on the connection and retried, and disconnecting ends the enrollment.
 */
import { connectionOf, control, tellerOrg, waitForWorker } from '../../_testing/teller.ts'
import assert from 'node:assert/strict'
import { asService, db } from '../../_shared/db.ts'
import { tellerSyncJob } from '../../../shared/schemas/teller.ts'
import { tellerAdapter } from './teller-connect.ts'
import { disconnectConnection } from '../integrations/disconnect-connection.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import { dropFixtures } from '../../_testing/organizations.ts'
import { syncEnrollment } from './sync-enrollment.ts'
import { type TellerApiError, tellerClient } from './teller-api.ts'

const opts = { sanitizeOps: false, sanitizeResources: false }
type Enr = {
  accessToken: string
  enrollment: { id: string }
  accounts: { id: string; subtype: string; transactions: number }[]
}

/** Connected without the first-sync job (the adapter's complete alone), so each sync here is the test's own. */
async function connectQuietly(org: Awaited<ReturnType<typeof tellerOrg>>) {
  const made = await control<Enr>('/enrollments', {})
  const [c] = await asService((tx) =>
    tellerAdapter.complete(tx, {
      organizationId: org.orgId,
      userId: org.admin,
      query: { accessToken: made.accessToken, enrollment: made.enrollment.id, state: 'checked' },
      redirectUri: 'http://unused',
    }),
  )
  const bank = await control<Enr>(`/enrollments/${made.enrollment.id}`)
  return { connectionId: c.id, token: made.accessToken, enrollmentId: made.enrollment.id, accounts: bank.accounts }
}
const sync = (connectionId: string, pageSize?: number) =>
  asService((tx) => syncEnrollment({ tx, connectionId, pageSize }))
const rowsOf = (accountId: string) =>
  db()`select p.* from public.provider_transactions p join public.bank_accounts a on a.id = p.bank_account_id
    where a.account_id = ${accountId} order by p.transaction_id`

Deno.test({ name: 'Teller sync', ...opts }, async (t) => {
  const org = await tellerOrg()
  try {
    const bank = await connectQuietly(org)
    const checking = bank.accounts.find((a) => a.subtype === 'checking')!
    const card = bank.accounts.find((a) => a.subtype === 'credit_card')!

    await t.step('pages of count/from_id add up to the whole list, in order, once each', async () => {
      const api = tellerClient(bank.token)
      const whole = await api.listTransactions(checking.id, { count: 5000 })
      const paged = await api.allTransactions(checking.id, { pageSize: 7 })
      assert.equal(whole.length, checking.transactions)
      assert.deepEqual(
        paged.map((x) => x.id),
        whole.map((x) => x.id),
      )
      const page2 = await api.listTransactions(checking.id, { count: 3, fromId: whole[2].id })
      assert.deepEqual(
        page2.map((x) => x.id),
        whole.slice(3, 6).map((x) => x.id),
      )
      await assert.rejects(api.listTransactions(checking.id, { fromId: 'txn_unknown' }), (e: TellerApiError) => {
        assert.equal(e.status, 404)
        assert.equal(e.code, 'not_found')
        return true
      })
    })

    await t.step('a sync in steps of whole accounts stores each account once, then everything', async () => {
      // each step has used its time after one account: it hands over with the accounts done (an organization of its
      // own, so the other steps still see one enrollment)
      const other = await tellerOrg()
      try {
        const stepped = await connectQuietly(other)
        const open = stepped.accounts.length
        assert.ok(open >= 2, 'the sandbox enrollment has several accounts')
        let doneAccounts: string[] = []
        let inserted = 0
        for (let i = 1; i <= open; i++) {
          const r = await asService((tx) =>
            syncEnrollment({ tx, connectionId: stepped.connectionId, doneAccounts, stepUsedUp: () => true }),
          )
          assert.ok('inserted' in r)
          inserted += r.inserted
          if (i < open) {
            assert.equal(r.more?.doneAccounts.length, i, `step ${i} synced one more account`)
            doneAccounts = r.more?.doneAccounts ?? []
          } else assert.equal(r.more, undefined, 'the last step finishes the sync')
        }
        assert.equal(
          inserted,
          stepped.accounts.reduce((s, a) => s + a.transactions, 0),
        )
      } finally {
        await dropFixtures({ orgs: [other.orgId], users: [other.admin, other.bookkeeper] })
      }
    })

    await t.step('a first sync in small pages stores everything; a second one changes nothing', async () => {
      const first = await sync(bank.connectionId, 40)
      assert.ok('inserted' in first)
      assert.equal(
        first.inserted,
        bank.accounts.reduce((s, a) => s + a.transactions, 0),
      )
      assert.equal((await rowsOf(checking.id)).length, checking.transactions)
      const again = await sync(bank.connectionId, 40)
      assert.deepEqual(again, { accounts: 3, inserted: 0, updated: 0, removed: 0, closed: 0 })
    })

    await t.step('a card purchase is money out, a card payment money in; the raw payload is kept', async () => {
      const rows = await rowsOf(card.id)
      const purchase = rows.find((r) => r.raw.type === 'card_payment' && !r.raw.amount.startsWith('-'))!
      assert.equal(BigInt(purchase.total_amount_cents), -BigInt(purchase.raw.amount.replace('.', '')))
      assert.equal(purchase.vendor, purchase.raw.details.counterparty.name)
      assert.deepEqual(purchase.category, [purchase.raw.details.category])
      const payment = rows.find((r) => r.raw.type === 'payment')!
      assert.ok(BigInt(payment.total_amount_cents) > 0n)
    })

    await t.step(
      'a pending line that settles under a new id is replaced; the vanished one is marked deleted',
      async () => {
        const added = await control<{ id: string }>(`/accounts/${checking.id}/transactions`, {
          amount: '-42.10',
          description: 'DEBIT CARD CORNER STORE',
          status: 'pending',
          counterparty: 'Corner Store',
        })
        const s1 = await sync(bank.connectionId)
        assert.ok('inserted' in s1 && s1.inserted === 1)
        const [pending] = await db()`select * from public.provider_transactions where transaction_id = ${added.id}`
        assert.equal(pending.pending, true)
        assert.equal(pending.status, 'pending')
        assert.equal(pending.total_amount_cents, '-4210')
        const settled = await control<{ removed: string[]; posted: string[] }>(`/accounts/${checking.id}/settle`, {})
        assert.ok(settled.removed.includes(added.id))
        const s2 = await sync(bank.connectionId)
        assert.ok('removed' in s2 && s2.removed === settled.removed.length)
        const [gone] =
          await db()`select deleted_at from public.provider_transactions where transaction_id = ${added.id}`
        assert.ok(gone.deleted_at, 'the pending row is marked deleted')
        const posted =
          await db()`select * from public.provider_transactions where transaction_id = any(${settled.posted}::text[])`
        assert.equal(posted.length, settled.posted.length)
        assert.ok(posted.every((p) => p.status === 'posted' && !p.pending && p.deleted_at === null))
        assert.ok(posted.some((p) => p.total_amount_cents === '-4210' && p.vendor === 'Corner Store'))
      },
    )

    await t.step('a closed account is marked closed and no longer read', async () => {
      await control(`/accounts/${card.id}/close`, {})
      const s = await sync(bank.connectionId)
      assert.ok('accounts' in s)
      const [a] = await db()`select status from public.bank_accounts where account_id = ${card.id}`
      assert.equal(a.status, 'closed')
    })

    await t.step(
      'a bank outage is recorded on the connection with Teller’s code and message, and retried',
      async () => {
        await control(`/enrollments/${bank.enrollmentId}/faults`, {
          status: 502,
          code: 'bad_gateway',
          message: 'The financial institution is unavailable.',
        })
        await enqueueJob({
          sql: db(),
          definition: tellerSyncJob,
          payload: { connectionId: bank.connectionId },
          organizationId: org.orgId,
        })
        await waitForWorker(org.orgId)
        const c = await connectionOf(org.orgId)
        assert.equal(c.status, 'active')
        assert.equal(c.last_error_code, 'bad_gateway')
        assert.equal(c.last_error_message, 'The financial institution is unavailable.')
        const [job] = await db()`select status, retry_count, last_error from public.jobs
        where job_type = 'teller.sync' and organization_id = ${org.orgId} order by created_at desc limit 1`
        assert.equal(job.status, 'Scheduled', 'the job waits to retry')
        await db()`update public.jobs set status = 'Failed' where job_type = 'teller.sync' and organization_id = ${org.orgId} and status = 'Scheduled'`
      },
    )

    await t.step('a disconnected enrollment breaks the connection and tells the admins once', async () => {
      await control(`/enrollments/${bank.enrollmentId}/disconnect`, { reason: 'disconnected.user_action.mfa_required' })
      for (let i = 0; i < 2; i++) {
        const s = await sync(bank.connectionId)
        assert.deepEqual(s, { broken: 'disconnected', code: 'enrollment.disconnected.user_action.mfa_required' })
      }
      const c = await connectionOf(org.orgId)
      assert.equal(c.status, 'broken')
      assert.equal(c.last_error_code, 'enrollment.disconnected.user_action.mfa_required')
      assert.equal(
        c.last_error_message,
        'The bank asks for a multi-factor sign-in. Reconnect the bank to resume its feed.',
      )
      const [e] =
        await db()`select status, disconnected_at from public.teller_enrollments where connection_id = ${bank.connectionId}`
      assert.equal(e.status, 'disconnected')
      assert.ok(e.disconnected_at)
      const told = await db()`select user_id, metadata from public.notifications where organization_id = ${org.orgId}`
      assert.equal(told.length, 1, JSON.stringify(told))
      assert.equal(told[0].user_id, org.admin)
      assert.equal(told[0].metadata.title, 'Teller (Sandbox Bank) needs to be reconnected')
    })

    await t.step('once the bank shares again, a sync makes the enrollment and the connection active', async () => {
      await control(`/enrollments/${bank.enrollmentId}/reconnect`, {})
      const s = await sync(bank.connectionId)
      assert.ok('accounts' in s)
      const c = await connectionOf(org.orgId)
      assert.equal(c.status, 'active')
      assert.equal(c.last_error_code, null)
      const [e] =
        await db()`select status, disconnected_at from public.teller_enrollments where connection_id = ${bank.connectionId}`
      assert.deepEqual([e.status, e.disconnected_at], ['active', null])
    })

    await t.step('the daily schedule queues one sync per live enrollment, and the worker runs it', async () => {
      const before = await db()`select count(*)::int as n from public.bank_balances b join public.bank_accounts a
        on a.id = b.bank_account_id where a.account_id = ${checking.id}`
      await db()`select private.enqueue_teller_syncs()`
      const queued =
        await db()`select id from public.jobs where job_type = 'teller.sync' and organization_id = ${org.orgId}
        and payload ->> 'trigger' = 'scheduled'`
      assert.equal(queued.length, 1)
      await waitForWorker(org.orgId)
      const [job] = await db()`select status from public.jobs where id = ${queued[0].id}`
      assert.equal(job.status, 'Completed')
      const after = await db()`select count(*)::int as n from public.bank_balances b join public.bank_accounts a
        on a.id = b.bank_account_id where a.account_id = ${checking.id}`
      assert.equal(after[0].n, before[0].n + 1, 'one more balance reading')
    })

    await t.step('a revoked access token (403) marks the enrollment revoked and the connection broken', async () => {
      const other = await tellerOrg()
      try {
        const theirs = await connectQuietly(other)
        await control(`/enrollments/${theirs.enrollmentId}/revoke`, {})
        const s = await sync(theirs.connectionId)
        assert.deepEqual(s, { broken: 'revoked', code: 'invalid_access_token' })
        const [e] =
          await db()`select status from public.teller_enrollments where connection_id = ${theirs.connectionId}`
        assert.equal(e.status, 'revoked')
        const c = await connectionOf(other.orgId)
        assert.equal(c.status, 'broken')
        assert.equal(
          c.last_error_message,
          'Access to the bank was revoked (Teller: The access token is invalid or has been revoked). Connect the bank again to resume its feed.',
        )
      } finally {
        await dropFixtures({ orgs: [other.orgId], users: [other.admin, other.bookkeeper] })
      }
    })

    await t.step('disconnecting ends the enrollment at Teller and here; its data stays', async () => {
      const r = await disconnectConnection({ orgId: org.orgId, connectionId: bank.connectionId })
      assert.deepEqual(r, { disconnected: true, revoked: true })
      const at = await control<{ status: string; tokenRevoked: boolean }>(`/enrollments/${bank.enrollmentId}`)
      assert.deepEqual([at.status, at.tokenRevoked], ['deleted', true])
      const c = await connectionOf(org.orgId)
      assert.equal(c.status, 'disconnected')
      const [s] =
        await db()`select count(*)::int as n from public.provider_secrets where connection_id = ${bank.connectionId}`
      assert.equal(s.n, 0)
      const [e] = await db()`select status from public.teller_enrollments where connection_id = ${bank.connectionId}`
      assert.equal(e.status, 'revoked')
      assert.ok((await rowsOf(checking.id)).length > 0)
      assert.deepEqual(await sync(bank.connectionId), { skipped: 'the connection is gone or disconnected' })
    })
  } finally {
    await dropFixtures({ orgs: [org.orgId], users: [org.admin, org.bookkeeper] })
  }
})
