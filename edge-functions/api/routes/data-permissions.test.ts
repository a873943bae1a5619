/**
 * The data-permissions grid through the API on an organization of its own: only an organization admin reads and
 * saves it; saving writes metadata.userPermissions in the spec's shape and one data_permissions row per grant;
 * names the grid does not know are field errors in the user's words; a revoke takes the data away again.
 */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'
import { addTransactions, newBankAccount, newBankConnection } from '../../_testing/bank-feeds.ts'

type Any = any

Deno.test({ name: 'data permissions: the grid, who may use it, what saving does', ...opts }, async (t) => {
  const [oa, ou, ou2, bk] = [
    await newUser('user'),
    await newUser('user'),
    await newUser('user'),
    await newUser('bookkeeper'),
  ]
  const stranger = await newUser('user')
  const org = await newOrg({ admins: [oa], users: [ou, ou2], bookkeepers: [bk] })
  const conn = await newBankConnection(org, 'First Platypus Bank')
  const checking = await newBankAccount(org, conn, { name: 'Checking', mask: '1111' })
  const savings = await newBankAccount(org, conn, { name: 'Savings', mask: '2222' })
  await addTransactions(org, conn.connectionId, checking, [{ daysAgo: 1, cents: -500 }])
  await addTransactions(org, conn.connectionId, savings, [{ daysAgo: 1, cents: 900 }])
  const sql = fixtureSql()
  await sql`insert into public.provider_connections (organization_id, provider, external_id) values (${org}, 'gusto', ${`co-${org}`})`
  const path = `/organizations/${org}/data-permissions`
  const grants = (accounts: string[], kinds: { stripe?: boolean; ramp?: boolean; payroll?: boolean } = {}) => ({
    bankAccounts: [checking, savings].map((id) => ({ bankAccountId: id, permissionGiven: accounts.includes(id) })),
    stripe: kinds.stripe ?? false,
    ramp: kinds.ramp ?? false,
    payroll: kinds.payroll ?? false,
  })

  try {
    await t.step('only an organization admin reads the grid', async () => {
      assert.equal((await call(ou, 'GET', path)).status, 403)
      assert.equal((await call(bk, 'GET', path)).status, 403)
      assert.equal((await call(stranger, 'GET', path)).status, 404)
      const r = await call(oa, 'GET', path)
      assert.equal(r.status, 200, JSON.stringify(r.body))
      assert.deepEqual(
        r.body.bankAccounts.map((a: Any) => [a.name, a.mask, a.institution]),
        [
          ['Checking', '1111', 'First Platypus Bank'],
          ['Savings', '2222', 'First Platypus Bank'],
        ],
      )
      assert.deepEqual(r.body.providers, { stripe: false, ramp: false, payroll: true })
      assert.deepEqual(r.body.team, grants([]))
      assert.deepEqual(
        r.body.users.map((u: Any) => u.userId).sort(),
        [ou, ou2].sort(),
        'a column per client user, not the admin',
      )
      assert.ok(r.body.users.every((u: Any) => JSON.stringify(u.grants) === JSON.stringify(grants([]))))
    })

    await t.step(
      'saving writes the team into metadata in the spec shape and each user into data_permissions',
      async () => {
        const r = await call(oa, 'PUT', path, {
          team: grants([checking], { stripe: true, payroll: true }),
          users: [{ userId: ou, grants: grants([savings], { ramp: true }) }],
        })
        assert.equal(r.status, 200, JSON.stringify(r.body))
        assert.deepEqual(r.body.team, grants([checking], { stripe: true, payroll: true }))
        assert.deepEqual(r.body.users.find((u: Any) => u.userId === ou).grants, grants([savings], { ramp: true }))
        assert.deepEqual(
          r.body.users.find((u: Any) => u.userId === ou2).grants,
          grants([]),
          'people left out keep theirs',
        )
        const [o] = await sql`select metadata -> 'userPermissions' as p from public.organizations where id = ${org}`
        assert.deepEqual(o.p, {
          bankAccounts: [
            {
              permissionGiven: true,
              plaidBankAccountId: checking,
              accountName: 'Checking',
              institutionName: 'First Platypus Bank',
            },
            {
              permissionGiven: false,
              plaidBankAccountId: savings,
              accountName: 'Savings',
              institutionName: 'First Platypus Bank',
            },
          ],
          stripe: { permissionGiven: true },
          ramp: { permissionGiven: false },
          payroll: { permissionGiven: true },
        })
        const rows = await sql`select kind, bank_account_id, permission_given, granted_by from public.data_permissions
        where organization_id = ${org} order by kind`
        assert.deepEqual(
          rows.map((x) => [x.kind, x.bank_account_id, x.permission_given, x.granted_by]),
          [
            ['bankAccounts', savings, true, oa],
            ['ramp', null, true, oa],
          ],
          'only grants are stored; an untouched box writes nothing',
        )
        const seen = await call(ou, 'GET', `/organizations/${org}/bank-feeds`)
        assert.deepEqual(
          seen.body.accounts.map((a: Any) => a.name),
          ['Savings'],
        )
        const staff = await call(bk, 'GET', `/organizations/${org}/bank-feeds`)
        assert.deepEqual(
          staff.body.accounts.map((a: Any) => a.name),
          ['Checking'],
        )
      },
    )

    await t.step('names the grid does not know are refused, in words, and nothing is saved', async () => {
      const before = await sql`select metadata from public.organizations where id = ${org}`
      const r = await call(oa, 'PUT', path, {
        team: {
          ...grants([checking, savings]),
          bankAccounts: [{ bankAccountId: crypto.randomUUID(), permissionGiven: true }],
        },
        users: [{ userId: oa, grants: grants([checking]) }],
      })
      assert.equal(r.status, 422)
      const fields = Object.fromEntries(r.body.error.details.fields.map((f: Any) => [f.path, f.message]))
      assert.equal(
        fields['team.bankAccounts.0.bankAccountId'],
        "This bank account is not one of the organization's accounts. Reload the page and try again.",
      )
      assert.match(fields['users.0.userId'], /^This person is not a client user of the organization/)
      const after = await sql`select metadata from public.organizations where id = ${org}`
      assert.deepEqual(after, before)
      const bad = await call(oa, 'PUT', path, { team: { ...grants([]), stripe: 'yes' }, users: [] })
      assert.equal(bad.status, 422)
      assert.deepEqual(bad.body.error.details.fields, [{ path: 'team.stripe', message: 'Tick or clear the box' }])
    })

    await t.step('a client user and the bookkeeper cannot save it', async () => {
      const body = { team: grants([checking, savings]), users: [{ userId: ou, grants: grants([checking, savings]) }] }
      assert.equal((await call(ou, 'PUT', path, body)).status, 403)
      assert.equal((await call(bk, 'PUT', path, body)).status, 403)
      assert.equal((await call(stranger, 'PUT', path, body)).status, 404)
    })

    await t.step('revoking takes the account away again', async () => {
      const r = await call(oa, 'PUT', path, { team: grants([checking]), users: [{ userId: ou, grants: grants([]) }] })
      assert.equal(r.status, 200)
      const rows =
        await sql`select kind, permission_given from public.data_permissions where organization_id = ${org} order by kind`
      assert.deepEqual(
        rows.map((x) => [x.kind, x.permission_given]),
        [
          ['bankAccounts', false],
          ['ramp', false],
        ],
      )
      const seen = await call(ou, 'GET', `/organizations/${org}/bank-feeds`)
      assert.deepEqual(seen.body.accounts, [])
      const lines = await call(ou, 'GET', `/organizations/${org}/bank-feeds/transactions`)
      assert.equal(lines.body.total, 0)
    })
  } finally {
    await dropFixtures({ orgs: [org], users: [oa, ou, ou2, bk, stranger] })
    await closeFixtureSql()
    await closeDb()
  }
})
