/**
 * Accounts and activity through the API: opening with the spec's messages word for word, closing only at zero,
 * entries newest first with search, filters and a cursor that neither skips nor repeats, the CSV with card
 * descriptions stripped of their masked number, the dashboard's USD totals and months, statements and their PDFs.
 */
import { closeFixtureSql, opts } from '../../_testing/api.ts'
import { bankingOrg, book, call, coreAccountId, fixtureSql, fund, pay, syncNow } from '../../_testing/banking.ts'
import assert from 'node:assert/strict'
import Papa from 'papaparse'
import { closeDb } from '../../_shared/db.ts'
import { app } from '../../api/app.ts'
import { tokenFor } from '../../_testing/api.ts'
import {
  ACCOUNT_CURRENCY_USD,
  ACCOUNT_NAME_LETTERS,
  ACCOUNT_NAME_REQUIRED,
  BANKING_ACCOUNT_TYPES,
} from '../../../shared/rules/banking.ts'
import { coreClient } from './core-client.ts'
import { CLOSE_NEEDS_ZERO } from './accounts.ts'

const M = 1_000_000n

Deno.test({ name: 'banking: accounts and activity', ...opts }, async (t) => {
  const b = await bankingOrg()
  const base = `/organizations/${b.org}/banking`

  await t.step('opening an account: the spec’s messages word for word, then the core’s account', async () => {
    const refuse = async (body: unknown) =>
      (await call(b.people.oa, 'POST', `${base}/accounts`, body)).body.error.details.fields
    assert.deepEqual(await refuse({ accountType: 'Savings' }), [
      { path: 'accountName', message: ACCOUNT_NAME_REQUIRED },
    ])
    assert.deepEqual(await refuse({ accountName: 'Tax 2026', accountType: 'Savings' }), [
      { path: 'accountName', message: ACCOUNT_NAME_LETTERS },
    ])
    assert.deepEqual(await refuse({ accountName: 'Taxes', accountType: 'Piggy' }), [
      { path: 'accountType', message: `Account type must be one of ${BANKING_ACCOUNT_TYPES.join(', ')}` },
    ])
    assert.deepEqual(await refuse({ accountName: 'Taxes', accountType: 'Savings', currency: 'EUR' }), [
      { path: 'currency', message: ACCOUNT_CURRENCY_USD },
    ])
    const r = await call(b.people.oa, 'POST', `${base}/accounts`, {
      accountName: 'Tax reserve',
      accountType: 'Savings',
      currency: 'USD',
    })
    assert.equal(r.status, 201, JSON.stringify(r.body))
    assert.equal(r.body.name, 'Tax reserve')
    assert.equal(r.body.balanceMicros, '0')
    assert.match(r.body.accountNumberLast4, /^\d{4}$/)
  })

  await t.step('closing: refused while money is in it, done at zero', async () => {
    await fund(b, b.reserve, 5n * M)
    const busy = await call(b.people.oa, 'POST', `${base}/accounts/${b.reserve}/close`)
    assert.equal(busy.status, 422)
    assert.equal(busy.body.error.message, CLOSE_NEEDS_ZERO)
    assert.equal((await pay(b.people.oa, b.org, book(b.reserve, b.operating, 5n * M))).status, 201)
    await syncNow(b.connectionId)
    const closed = await call(b.people.oa, 'POST', `${base}/accounts/${b.reserve}/close`)
    assert.equal(closed.status, 200, JSON.stringify(closed.body))
    assert.equal(closed.body.status, 'closed')
    const late = await pay(b.people.oa, b.org, book(b.operating, b.reserve, M))
    assert.deepEqual(late.body.error.details.fields, [{ path: 'toAccountId', message: 'This account is closed' }])
    const deposit = await call(b.people.oa, 'POST', `${base}/accounts/${b.reserve}/sandbox-fund`, {
      amountMicros: '1000000',
    })
    assert.equal(deposit.status, 409, JSON.stringify(deposit.body))
    assert.equal(deposit.body.error.message, 'The account is closed.')
  })

  await t.step(
    'amounts are strings of micros, as the contract says: a JSON number is refused at the field',
    async () => {
      const r = await call(b.people.oa, 'POST', `${base}/accounts/${b.operating}/sandbox-fund`, {
        amountMicros: 1000000,
      })
      assert.equal(r.status, 422, JSON.stringify(r.body))
      assert.deepEqual(
        r.body.error.details.fields.map((f: { path: string }) => f.path),
        ['amountMicros'],
      )
    },
  )

  await t.step('entries: newest first, filters, search, a cursor that neither skips nor repeats', async () => {
    const op = await coreAccountId(b.operating)
    for (let i = 0; i < 7; i++)
      await coreClient().sandbox.fund({ account_id: op, amount: String(1_000_000 + i), description: `DEPOSIT ${i}` })
    await coreClient().sandbox.card({
      action: 'authorize',
      account_id: op,
      amount: '2500000',
      merchant: 'Coffee Co',
      card_last4: '4821',
    })
    await syncNow(b.connectionId)
    const all = (await call(b.people.ou, 'GET', `${base}/entries?limit=200`)).body.entries
    const times = all.map((e: { transactionCreatedTime: string }) => e.transactionCreatedTime)
    assert.deepEqual(times, [...times].sort().reverse())
    const seen: string[] = []
    for (let cursor: string | null = ''; cursor !== null; ) {
      const r = await call(b.people.ou, 'GET', `${base}/entries?limit=3${cursor ? `&cursor=${cursor}` : ''}`)
      seen.push(...r.body.entries.map((e: { id: string }) => e.id))
      cursor = r.body.nextCursor
    }
    assert.deepEqual(
      seen,
      all.map((e: { id: string }) => e.id),
    )
    const credits = (await call(b.people.ou, 'GET', `${base}/entries?direction=Credit&accountId=${b.operating}`)).body
      .entries
    assert.ok(credits.every((e: { transactionDirection: string }) => e.transactionDirection === 'Credit'))
    const held = (await call(b.people.ou, 'GET', `${base}/entries?layer=Encumbrance`)).body.entries
    assert.equal(held.length, 1)
    assert.equal(held[0].description, 'COFFEE CO', 'the masked card number is removed')
    const search = (await call(b.people.ou, 'GET', `${base}/entries?q=deposit%203`)).body.entries
    assert.equal(search.length, 1)
    assert.equal((await call(b.people.ou, 'GET', `${base}/entries?cursor=nonsense`)).status, 422)
  })

  await t.step('CSV export with the same filters', async () => {
    const res = await app.request(`/api${base}/entries.csv?layer=Encumbrance`, {
      headers: { authorization: `Bearer ${await tokenFor(b.people.ou)}` },
    })
    assert.equal(res.status, 200)
    assert.match(res.headers.get('content-type')!, /text\/csv/)
    const rows = Papa.parse<string[]>(await res.text()).data
    assert.equal(rows[0][2], 'Description')
    assert.equal(rows.length, 2)
    assert.equal(rows[1][2], 'COFFEE CO')
    assert.equal(rows[1][7], '-2.50')
  })

  await t.step('dashboard: USD totals of open accounts, 12 months, upcoming payments', async () => {
    const r = await call(b.people.ou, 'GET', `${base}/dashboard`)
    assert.equal(r.status, 200)
    assert.equal(r.body.months.length, 12)
    const accounts = (await call(b.people.ou, 'GET', `${base}/accounts`)).body
    assert.equal(r.body.totalBalanceMicros, accounts.totalBalanceMicros)
    const thisMonth = r.body.months.at(-1)
    assert.equal(
      thisMonth.inMicros,
      (5n * M + 7_000_021n).toString(),
      'deposits in; transfers between own accounts left out',
    )
  })

  await t.step('statements: listed from the core; a PDF only for the organization’s own', async () => {
    const r = await call(b.people.ou, 'GET', `${base}/accounts/${b.operating}/statements`)
    assert.equal(r.status, 200)
    assert.ok(Array.isArray(r.body.statements))
    const missing = await app.request(`/api${base}/statements/${crypto.randomUUID()}.pdf`, {
      headers: { authorization: `Bearer ${await tokenFor(b.people.ou)}` },
    })
    assert.equal(missing.status, 404)
    await missing.body?.cancel()
  })

  await fixtureSql()`select 1`
})

Deno.test({ name: 'banking: close connections', ...opts }, async () => {
  await closeDb()
  await closeFixtureSql()
})
