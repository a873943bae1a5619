/**
 * Who sees and does what through the API, per role: people with the banking product use banking; a member without
 * it, anyone while the organization's banking flag is off, and a stranger see nothing; organization admins manage;
 * the organization's bookkeeper reads for the books and never moves money; the books' rows follow the same rule.
 */
import { closeFixtureSql, opts } from '../../_testing/api.ts'
import { bankingOrg, book, call, fixtureSql, fund, pay, syncNow } from '../../_testing/banking.ts'
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { NO_BANKING } from '../../_shared/access.ts'

const M = 1_000_000n

Deno.test({ name: 'banking: access per role', ...opts }, async (t) => {
  const b = await bankingOrg()
  const sql = fixtureSql()
  const base = `/organizations/${b.org}/banking`
  await fund(b, b.operating, 100n * M)
  assert.equal((await pay(b.people.ou, b.org, book(b.operating, b.reserve, 10n * M))).status, 201)
  await syncNow(b.connectionId)
  const reads = [
    'accounts',
    'entries',
    'payments',
    'counterparties',
    'controls',
    'dashboard',
    'auto-transfer-rules',
    'top-offs',
  ]

  await t.step('the overview tells each person what they may do', async () => {
    const expect = {
      oa: { canMoveMoney: true, canManage: true, canApprove: false, hasBankingProduct: true },
      ou: { canMoveMoney: true, canManage: false, canApprove: false, hasBankingProduct: true },
      on: { canMoveMoney: false, canManage: false, canApprove: false, hasBankingProduct: false },
      bk: { canMoveMoney: false, canManage: false, canApprove: false, hasBankingProduct: false },
    } as const
    for (const [who, rights] of Object.entries(expect)) {
      const r = await call(b.people[who as keyof typeof expect], 'GET', `${base}/overview`)
      assert.equal(r.status, 200)
      assert.equal(r.body.state, 'open')
      for (const [k, v] of Object.entries(rights)) assert.equal(r.body[k], v, `${who} ${k}`)
    }
    assert.equal((await call(b.people.stranger, 'GET', `${base}/overview`)).status, 404)
  })

  await t.step('people with banking and the bookkeeper read; the member without banking gets a refusal', async () => {
    for (const path of reads) {
      for (const who of [b.people.oa, b.people.ou, b.people.bk]) {
        const r = await call(who, 'GET', `${base}/${path}`)
        assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`)
      }
      const no = await call(b.people.on, 'GET', `${base}/${path}`)
      assert.equal(no.status, 403, path)
      assert.equal(no.body.error.message, NO_BANKING)
      assert.equal((await call(b.people.stranger, 'GET', `${base}/${path}`)).status, 404, path)
    }
    const rows = await call(b.people.bk, 'GET', `${base}/entries`)
    assert.equal(rows.body.entries.length, 3)
  })

  await t.step('only banking admins manage; staff never open accounts, set limits or add payees', async () => {
    const open = (who: string) =>
      call(who, 'POST', `${base}/accounts`, { accountName: 'Taxes', accountType: 'Savings' })
    assert.equal((await open(b.people.ou)).status, 403)
    assert.equal((await open(b.people.bk)).status, 403)
    assert.equal(
      (
        await call(b.people.ou, 'PUT', `${base}/limits/${b.people.ou}`, {
          perPaymentLimitMicros: null,
          dailyLimitMicros: null,
        })
      ).status,
      403,
    )
    assert.equal((await call(b.people.bk, 'POST', `${base}/approval-layers`, { name: 'Sneaky' })).status, 403)
    const payee = {
      name: 'X',
      counterpartyType: 'Person',
      routingNumber: '021000021',
      accountNumber: '12345678',
      accountType: 'Checking',
    }
    assert.equal((await call(b.people.bk, 'POST', `${base}/counterparties`, payee)).status, 403)
    assert.equal((await call(b.people.on, 'POST', `${base}/counterparties`, payee)).status, 403)
  })

  await t.step('with the organization’s banking flag off nobody sees banking, the books’ lines included', async () => {
    await sql`update public.organization_feature_flags set enabled = false where organization_id = ${b.org} and flag_name = 'banking'`
    for (const who of [b.people.oa, b.people.ou, b.people.bk]) {
      assert.equal((await call(who, 'GET', `${base}/accounts`)).status, 403)
      assert.equal((await pay(who, b.org, book(b.operating, b.reserve, M))).status, 403)
      const lines = await call(who, 'GET', `/organizations/${b.org}/bank-feeds/transactions`)
      assert.equal(lines.body.transactions.filter((x: { provider: string }) => x.provider === 'bank').length, 0)
    }
    await sql`update public.organization_feature_flags set enabled = true where organization_id = ${b.org} and flag_name = 'banking'`
    const lines = await call(b.people.bk, 'GET', `/organizations/${b.org}/bank-feeds/transactions`)
    assert.equal(lines.body.transactions.filter((x: { provider: string }) => x.provider === 'bank').length, 3)
  })
})

Deno.test({ name: 'banking: close connections', ...opts }, async () => {
  await closeDb()
  await closeFixtureSql()
})
