/**
 * Statements: listed and downloaded at connect, kept as PDFs in the private bucket, their period and beginning and
 * ending balances extracted, consistent with the feed to the cent (previous ending = next beginning, and beginning +
 * the period's posted transactions = ending). Storage answers by account permission: the organization admin and the
 * firm (granted at connect) download a statement; a member without the account's permission cannot, until an
 * organization admin grants it.
 */
import { closeFixtureSql, fixtureSql, opts, tokenFor } from '../../_testing/api.ts'
import { connectBank, plaidOrg, waitForWorker } from '../../_testing/plaid.ts'
import assert from 'node:assert/strict'
import { closeDb, db } from '../../_shared/db.ts'
import { env } from '../../_shared/env.ts'

Deno.test({ name: 'Plaid: statements, their figures, and who may download them', ...opts }, async (t) => {
  const org = await plaidOrg()
  const sql = db()
  assert.equal((await connectBank(org)).location.searchParams.get('plaid'), 'connected')
  await waitForWorker(org.orgId)
  const statements =
    await sql`select s.*, a.type from public.bank_statements s join public.bank_accounts a on a.id = s.bank_account_id
    where s.organization_id = ${org.orgId} order by s.bank_account_id, s.period_start`

  await t.step(
    'every statement has its period and balances, and they agree with the transactions to the cent',
    async () => {
      assert.ok(statements.length >= 33)
      let previous: (typeof statements)[number] | undefined
      for (const s of statements) {
        assert.ok(
          s.period_start && s.period_end && s.starting_balance_cents !== null && s.ending_balance_cents !== null,
        )
        assert.equal(s.month, new Date(s.period_start).getUTCMonth() + 1)
        assert.equal(s.object_path, `${org.orgId}/${s.bank_account_id}/${s.statement_id}.pdf`)
        if (previous !== undefined && previous.bank_account_id === s.bank_account_id)
          assert.equal(
            s.starting_balance_cents,
            previous.ending_balance_cents,
            'one statement begins where the last ended',
          )
        const [sum] =
          await sql`select coalesce(sum(total_amount_cents), 0)::bigint as cents from public.provider_transactions
        where bank_account_id = ${s.bank_account_id} and deleted_at is null and not pending
          and transaction_effective_time >= ${s.period_start}::date and transaction_effective_time < ${s.period_end}::date + 1`
        // money in raises a bank balance and lowers what is owed on a card
        const sign = s.type === 'credit' ? -1n : 1n
        assert.equal(
          BigInt(s.ending_balance_cents),
          BigInt(s.starting_balance_cents) + sign * BigInt(sum.cents),
          s.statement_id,
        )
        previous = s
      }
    },
  )

  const download = async (as: string, path: string) => {
    const res = await fetch(`${env.supabaseUrl}/storage/v1/object/authenticated/bank-statements/${path}`, {
      headers: { authorization: `Bearer ${await tokenFor(as)}`, apikey: env.anonKey },
    })
    const bytes = new Uint8Array(await res.arrayBuffer())
    return { status: res.status, pdf: new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-' }
  }

  await t.step(
    'the admin and the firm download a statement; a member without the permission cannot, until granted',
    async () => {
      const s = statements[0]
      assert.deepEqual(await download(org.admin, s.object_path), { status: 200, pdf: true })
      assert.deepEqual(
        await download(org.bookkeeper, s.object_path),
        { status: 200, pdf: true },
        'the firm was granted at connect',
      )
      const refused = await download(org.member, s.object_path)
      assert.equal(refused.status, 404, 'storage answers as if the file did not exist')
      assert.equal(refused.pdf, false)
      await fixtureSql()`insert into public.data_permissions (organization_id, user_id, kind, bank_account_id, permission_given, granted_by)
      values (${org.orgId}, ${org.member}, 'bankAccounts', ${s.bank_account_id}, true, ${org.admin})`
      assert.deepEqual(await download(org.member, s.object_path), { status: 200, pdf: true })
      const other = statements.find((x) => x.bank_account_id !== s.bank_account_id)!
      assert.equal((await download(org.member, other.object_path)).status, 404, 'only the account granted')
    },
  )

  await closeDb()
  await closeFixtureSql()
})
