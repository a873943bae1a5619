/**
 * Bank feeds through the API, in-process against the test stack, on organizations, people and bank rows of its own:
 * accounts with balances, feed health and the USD-only total; transactions searched, filtered and paged; the
 * cross-client attention list; and the data permissions deciding what each caller sees.
 */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'
import {
  addBalance,
  addStatement,
  addTransactions,
  newBankAccount,
  newBankConnection,
} from '../../_testing/bank-feeds.ts'

type Any = any
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)

Deno.test({ name: 'bank feeds: accounts, health, transactions and permissions', ...opts }, async (t) => {
  const [oa, ou, bk, stranger] = [
    await newUser('user'),
    await newUser('user'),
    await newUser('bookkeeper'),
    await newUser('bookkeeper'),
  ]
  const org = await newOrg({ admins: [oa], users: [ou], bookkeepers: [bk] })
  const other = await newOrg({ bookkeepers: [bk] })
  const conn = await newBankConnection(org)
  const checking = await newBankAccount(org, conn, { name: 'Operating checking', mask: '1111' })
  const card = await newBankAccount(org, conn, { name: 'Company card', type: 'credit', mask: '2222' })
  const euro = await newBankAccount(org, conn, { name: 'Euro savings', currency: 'EUR', mask: '3333' })
  await addStatement(org, checking, 40, 100_000)
  await addTransactions(org, conn.connectionId, checking, [
    { daysAgo: 38, cents: 20_000, description: 'Client payment', vendor: 'Acme Corp' },
    { daysAgo: 33, cents: -4_500, description: 'Coffee beans', vendor: 'Blue Bottle' },
    { daysAgo: 28, cents: -12_000, description: 'Rent', vendor: 'Landlord LLC' },
    { daysAgo: 22, cents: -3_000, description: 'Software', vendor: 'GitHub' },
    { daysAgo: 20, cents: 99_999, description: 'Removed by the bank', deleted: true },
    { daysAgo: 15, cents: -250, description: 'Coffee', vendor: 'Blue Bottle' },
    { daysAgo: 9, cents: 5_000, description: 'Refund', vendor: 'GitHub' },
    { daysAgo: 4, cents: -1_000, description: 'Coffee beans', vendor: 'Blue Bottle', pending: true },
    { daysAgo: 2, cents: -800, description: 'Lunch', vendor: 'Cafe' },
  ])
  // 100,000 + 20,000 - 4,500 - 12,000 - 3,000 - 250 + 5,000 - 800 (the pending and the removed line do not count)
  await addBalance(org, checking, 1, 104_450)
  await addStatement(org, card, 30, 5_000)
  await addTransactions(org, conn.connectionId, card, [
    { daysAgo: 29, cents: -2_000, description: 'Airfare' },
    { daysAgo: 20, cents: -1_000, description: 'Hotel' },
    { daysAgo: 12, cents: -500, description: 'Taxi' },
    { daysAgo: 5, cents: -100, description: 'Parking' },
  ])
  // owed 5,000 + charges of 3,600 = 8,600, but the bank says 8,500
  await addBalance(org, card, 1, 8_500)
  await addTransactions(org, conn.connectionId, euro, [
    { daysAgo: 30, cents: 100, description: 'Interest' },
    { daysAgo: 3, cents: 100, description: 'Interest' },
  ])
  await addBalance(org, euro, 1, 50_000)
  const otherConn = await newBankConnection(other, 'Second Bank')
  const otherAccount = await newBankAccount(other, otherConn, { name: 'Other checking' })
  await addTransactions(other, otherConn.connectionId, otherAccount, [
    { daysAgo: 40, cents: 100 },
    { daysAgo: 1, cents: 100 },
  ])
  const byName = (accounts: Any[], name: string) => accounts.find((a: Any) => a.name === name)

  try {
    await t.step('the organization admin sees every account, its balance, health and the USD-only total', async () => {
      const r = await call(oa, 'GET', `/organizations/${org}/bank-feeds`)
      assert.equal(r.status, 200, JSON.stringify(r.body))
      assert.deepEqual(r.body.accounts.map((a: Any) => a.name).sort(), [
        'Company card',
        'Euro savings',
        'Operating checking',
      ])
      const c = byName(r.body.accounts, 'Operating checking')
      assert.equal(c.currentBalanceCents, 104_450)
      assert.equal(c.institution, 'First Platypus Bank')
      assert.equal(c.health.status, 'ok')
      assert.equal(c.health.transactionCount, 8)
      assert.equal(c.health.lastTransactionDate, day(2))
      assert.equal(c.health.daysSinceLastTransaction, 2)
      const k = byName(r.body.accounts, 'Company card')
      assert.equal(k.health.status, 'mismatch')
      assert.equal(k.health.differenceCents, -100)
      const e = byName(r.body.accounts, 'Euro savings')
      assert.equal(e.health.status, 'gap')
      assert.deepEqual(e.health.gaps, [{ from: day(29), to: day(4), days: 26 }])
      // 104,450 held - 8,500 owed; the euro account is left out and counted apart
      assert.deepEqual(r.body.total, { totalCents: 95_950, counted: 2, otherCurrencies: 1 })
      assert.deepEqual(r.body.thresholds, { gapDays: 10, staleDays: 7 })
    })

    await t.step('transactions: search, filters and paging', async () => {
      const list = async (query: string) => {
        const r = await call(oa, 'GET', `/organizations/${org}/bank-feeds/transactions?${query}`)
        assert.equal(r.status, 200, JSON.stringify(r.body))
        return r.body
      }
      assert.equal((await list('')).total, 14, 'every line but the removed one')
      assert.equal((await list('q=coffee')).total, 3, 'the description matches')
      assert.equal((await list('q=blue%20bottle')).total, 3, 'every word matches the vendor')
      assert.equal((await list('q=coffee&pending=false')).total, 2, 'posted only')
      assert.equal((await list(`accountId=${card}`)).total, 4)
      assert.equal((await list('provider=stripe')).total, 0)
      assert.equal((await list('provider=plaid')).total, 14)
      const amounts = await list('minAmount=-10&maxAmount=-2.50')
      assert.deepEqual(
        amounts.transactions.map((x: Any) => x.amountCents).sort((a: number, b: number) => a - b),
        [-1000, -1000, -800, -500, -250],
      )
      const dates = await list(`from=${day(10)}&to=${day(3)}`)
      assert.deepEqual(dates.transactions.map((x: Any) => x.description).sort(), [
        'Coffee beans',
        'Interest',
        'Parking',
        'Refund',
      ])
      const page = await list(`accountId=${checking}&limit=3&offset=3`)
      assert.equal(page.total, 8)
      assert.deepEqual(
        page.transactions.map((x: Any) => [x.date, x.description, x.accountName]),
        [
          [day(15), 'Coffee', 'Operating checking'],
          [day(22), 'Software', 'Operating checking'],
          [day(28), 'Rent', 'Operating checking'],
        ],
      )
    })

    await t.step('filters a person cannot use are refused in their words', async () => {
      const refused = async (query: string) => {
        const r = await call(oa, 'GET', `/organizations/${org}/bank-feeds/transactions?${query}`)
        assert.equal(r.status, 422)
        return Object.fromEntries(r.body.error.details.fields.map((f: Any) => [f.path, f.message]))
      }
      assert.deepEqual(await refused('minAmount=5&maxAmount=1'), {
        maxAmount: 'The maximum amount must be at least the minimum amount',
      })
      assert.deepEqual(await refused('provider=venmo&minAmount=1.234'), {
        provider: 'Choose Plaid, Teller, Stripe or Ramp',
        minAmount: 'Amounts have at most two decimals',
      })
      const d = await call(oa, 'GET', `/organizations/${org}/bank-feeds/transactions?from=2026-02-30`)
      assert.equal(d.status, 422)
      assert.equal(d.body.error.details.fields[0].path, 'from')
    })

    await t.step('without grants a client user and the bookkeeper see no account and no line', async () => {
      for (const who of [ou, bk]) {
        const r = await call(who, 'GET', `/organizations/${org}/bank-feeds`)
        assert.equal(r.status, 200)
        assert.deepEqual(r.body.accounts, [])
        assert.deepEqual(r.body.total, { totalCents: 0, counted: 0, otherCurrencies: 0 })
        const tx = await call(who, 'GET', `/organizations/${org}/bank-feeds/transactions`)
        assert.equal(tx.body.total, 0)
      }
    })

    await t.step('grants open exactly the granted accounts', async () => {
      const grants = (ids: string[]) => ({
        bankAccounts: [checking, card, euro].map((id) => ({ bankAccountId: id, permissionGiven: ids.includes(id) })),
        stripe: false,
        ramp: false,
        payroll: false,
      })
      const saved = await call(oa, 'PUT', `/organizations/${org}/data-permissions`, {
        team: grants([checking, card]),
        users: [{ userId: ou, grants: grants([checking]) }],
      })
      assert.equal(saved.status, 200, JSON.stringify(saved.body))
      const client = await call(ou, 'GET', `/organizations/${org}/bank-feeds`)
      assert.deepEqual(
        client.body.accounts.map((a: Any) => a.name),
        ['Operating checking'],
      )
      const lines = await call(ou, 'GET', `/organizations/${org}/bank-feeds/transactions?limit=100`)
      assert.equal(lines.body.total, 8)
      assert.ok(lines.body.transactions.every((x: Any) => x.bankAccountId === checking))
      const hidden = await call(ou, 'GET', `/organizations/${org}/bank-feeds/transactions?accountId=${card}`)
      assert.equal(hidden.body.total, 0, 'a granted user still sees no line of an account they were not granted')
      const staff = await call(bk, 'GET', `/organizations/${org}/bank-feeds`)
      assert.deepEqual(staff.body.accounts.map((a: Any) => a.name).sort(), ['Company card', 'Operating checking'])
    })

    await t.step('the attention list: staff only, gaps and mismatches of granted accounts across clients', async () => {
      assert.equal((await call(ou, 'GET', '/bank-feeds/attention')).status, 403)
      // the other client granted the firm its one account (fixture: as the client would through the grid)
      const fixture = fixtureSql()
      await fixture`update public.organizations set metadata = jsonb_set(metadata, '{userPermissions,bankAccounts}',
        ${fixture.json([{ permissionGiven: true, plaidBankAccountId: otherAccount, accountName: 'Other checking', institutionName: 'Second Bank' }])}::jsonb)
        where id = ${other}`
      const r = await call(bk, 'GET', '/bank-feeds/attention')
      assert.equal(r.status, 200)
      const mine = r.body.accounts.filter((a: Any) => [org, other].includes(a.organizationId))
      assert.deepEqual(
        mine.map((a: Any) => [a.name, a.health.status]).sort(),
        [
          ['Company card', 'mismatch'],
          ['Other checking', 'gap'],
        ],
        'the euro account has a gap too, but the firm was not granted it',
      )
      const s = await call(stranger, 'GET', '/bank-feeds/attention')
      assert.equal(s.status, 200)
      assert.equal(s.body.accounts.filter((a: Any) => [org, other].includes(a.organizationId)).length, 0)
      assert.equal((await call(stranger, 'GET', `/organizations/${org}/bank-feeds`)).status, 404)
    })
  } finally {
    await dropFixtures({ orgs: [org, other], users: [oa, ou, bk, stranger] })
    await closeFixtureSql()
    await closeDb()
  }
})
