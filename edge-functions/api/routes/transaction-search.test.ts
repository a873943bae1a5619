/**
 * Transaction search API in-process, with its own organizations, users, ledger transactions (written through the
 * ledger API, so the triggers that feed search run as in production) and QuickBooks copies (written by the sync's
 * own upsert). Every search carries a random word so other tests' data never matches.
 */
import assert from 'node:assert/strict'
import { userToken } from '../../_testing/tokens.ts'
import { app } from '../app.ts'
import { asService, closeDb, db } from '../../_shared/db.ts'
import { upsertCopy } from '../../domains/quickbooks-sync/store-ledger-copies.ts'

const tag = `zq${crypto.randomUUID().slice(0, 8)}`
type Row = {
  recordId: string
  source: string
  organizationId: string
  organizationName: string
  amountCents: number
  date: string
  name: string | null
  accounts: string
}

async function call(sub: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const token = await userToken({ sub })
  const res = await app.request(`/api${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return { status: res.status, body: await res.json() }
}
const search = (sub: string, params: Record<string, string>) =>
  call(sub, `/transactions/search?${new URLSearchParams(params)}`)
const ids = (body: { results: Row[] }) => body.results.map((r) => r.recordId)

async function user(role: 'user' | 'bookkeeper' | 'admin') {
  const id = crypto.randomUUID()
  await db()`insert into auth.users (id, aud, role, email) values (${id}, 'authenticated', 'authenticated', ${`${role}-${id.slice(0, 8)}@search.test`})`
  if (role !== 'user') await db()`update public.users set role = ${role} where id = ${id}`
  return id
}
async function org(name: string) {
  const [{ id }] = await db()`insert into public.organizations (legal_name) values (${`${name} ${tag}`}) returning id`
  return id as string
}

Deno.test({ name: 'transaction search API', sanitizeOps: false, sanitizeResources: false }, async (t) => {
  const sql = db()
  const [keeper, outsider, client, admin] = [
    await user('bookkeeper'),
    await user('bookkeeper'),
    await user('user'),
    await user('admin'),
  ]
  const [acme, birch, hidden] = [await org('Search Acme'), await org('Search Birch'), await org('Search Hidden')]
  await sql`insert into public.bookkeeper_assignments ${sql([
    { organization_id: acme, user_id: keeper },
    { organization_id: birch, user_id: keeper },
    { organization_id: hidden, user_id: outsider },
  ])}`
  await sql`insert into public.organization_members (organization_id, user_id) values (${acme}, ${client})`

  // Acme keeps the built-in ledger: a chart, a vendor, and purchases written through the API by its bookkeeper.
  const accounts = await sql`insert into public.ledger_accounts ${sql([
    { organization_id: acme, name: 'Checking', account_type: 'Bank' },
    { organization_id: acme, name: `Software ${tag}`, account_type: 'Expense' },
    { organization_id: acme, name: 'Travel', account_type: 'Expense' },
  ])} returning id, name`
  const acct = (n: string) => String(accounts.find((a) => (a.name as string).startsWith(n))!.id)
  const [{ id: vendor }] =
    await sql`insert into public.ledger_names (organization_id, kind, display_name) values (${acme}, 'vendor', ${`Figma ${tag}`}) returning id`
  const purchase = async (
    date: string,
    amount: number,
    account: string,
    description: string,
    memo: string,
    withVendor = true,
  ) => {
    const r = await call(keeper, `/orgs/${acme}/ledger/Purchase`, {
      method: 'POST',
      body: {
        TxnDate: date,
        PaymentType: 'CreditCard',
        AccountRef: { value: acct('Checking') },
        PrivateNote: memo,
        ...(withVendor ? { EntityRef: { value: String(vendor), type: 'Vendor' } } : {}),
        Line: [
          {
            Amount: amount,
            DetailType: 'AccountBasedExpenseLineDetail',
            Description: description,
            AccountBasedExpenseLineDetail: { AccountRef: { value: acct(account) } },
          },
        ],
      },
    })
    assert.equal(r.status, 201, JSON.stringify(r.body))
    return String(r.body.Purchase.Id)
  }
  const seats = await purchase('2026-03-04', 42.5, 'Software', `Design seats ${tag}`, 'annual plan')
  const flight = await purchase('2026-04-20', 612.34, 'Travel', `Flight to Denver ${tag}`, 'client visit', false)
  const plugin = await purchase('2026-05-02', 9.99, 'Software', `Plugin ${tag}`, 'monthly')

  // Birch keeps QuickBooks: copies stored by the sync's own upsert (service role), as a sync would deliver them.
  await asService(async (tx) => {
    await upsertCopy(tx, birch, 'Purchase', {
      Id: '9001',
      TxnDate: '2026-04-01',
      TotalAmt: 120.5,
      PaymentType: 'Cash',
      PrivateNote: `flour ${tag}`,
      AccountRef: { value: '35', name: 'Checking' },
      EntityRef: { value: '7', name: `Hicks Mill ${tag}` },
      Line: [
        {
          Amount: 120.5,
          DetailType: 'AccountBasedExpenseLineDetail',
          Description: 'Rye flour',
          AccountBasedExpenseLineDetail: { AccountRef: { value: '80', name: 'Supplies' } },
        },
      ],
    })
    await upsertCopy(tx, birch, 'Deposit', {
      Id: '9002',
      TxnDate: '2026-04-03',
      TotalAmt: 800,
      DepositToAccountRef: { value: '35', name: 'Checking' },
      Line: [
        {
          Amount: 800,
          DetailType: 'DepositLineDetail',
          Description: `Market stall ${tag}`,
          DepositLineDetail: { AccountRef: { value: '79', name: 'Sales' } },
        },
      ],
    })
  })
  // Hidden (another bookkeeper's client) has a ledger record with the same word; the keeper must never see it.
  const [{ id: hiddenAccount }] =
    await sql`insert into public.ledger_accounts (organization_id, name, account_type) values (${hidden}, 'Bank', 'Bank') returning id`
  const [{ id: hiddenExpense }] =
    await sql`insert into public.ledger_accounts (organization_id, name, account_type) values (${hidden}, 'Office', 'Expense') returning id`
  const r = await call(outsider, `/orgs/${hidden}/ledger/Purchase`, {
    method: 'POST',
    body: {
      TxnDate: '2026-04-10',
      PaymentType: 'Cash',
      AccountRef: { value: String(hiddenAccount) },
      PrivateNote: `secret ${tag}`,
      Line: [
        {
          Amount: 50,
          DetailType: 'AccountBasedExpenseLineDetail',
          AccountBasedExpenseLineDetail: { AccountRef: { value: String(hiddenExpense) } },
        },
      ],
    },
  })
  assert.equal(r.status, 201, JSON.stringify(r.body))

  await t.step('text matches the vendor, the line description and the memo; every word must match', async () => {
    const all = await search(keeper, { q: tag })
    assert.equal(all.status, 200, JSON.stringify(all.body))
    assert.deepEqual(ids(all.body), [plugin, flight, '9002', '9001', seats])
    assert.equal(all.body.total, 5)
    assert.equal(all.body.totalIsExact, true)
    assert.deepEqual(ids((await search(keeper, { q: `figma ${tag}` })).body).sort(), [plugin, seats].sort(), 'vendor')
    assert.deepEqual(ids((await search(keeper, { q: `DENVER ${tag}` })).body), [flight], 'line description, any case')
    assert.deepEqual(ids((await search(keeper, { q: `${tag} annual` })).body), [seats], 'memo, words in any order')
    assert.deepEqual(ids((await search(keeper, { q: `hicks ${tag}` })).body), ['9001'], 'QuickBooks vendor')
    assert.deepEqual(ids((await search(keeper, { q: `${tag} 100%` })).body), [], 'a % typed is a literal character')
  })

  await t.step('newest first by default, across both ledgers; sorting by amount', async () => {
    const { body } = await search(keeper, { q: tag })
    const dates = body.results.map((x: Row) => x.date)
    assert.deepEqual(dates, [...dates].sort().reverse())
    assert.deepEqual(dates, ['2026-05-02', '2026-04-20', '2026-04-03', '2026-04-01', '2026-03-04'])
    const byAmount = await search(keeper, { q: tag, sort: 'amount_desc' })
    assert.deepEqual(
      byAmount.body.results.map((x: Row) => x.amountCents),
      [80000, 61234, 12050, 4250, 999],
    )
    const birchRow = body.results.find((x: Row) => x.recordId === '9001')
    assert.deepEqual(
      [birchRow.source, birchRow.organizationId, birchRow.name, birchRow.accounts],
      ['quickbooks', birch, `Hicks Mill ${tag}`, 'Checking · Supplies'],
    )
  })

  await t.step('amount range is inclusive and in exact cents', async () => {
    assert.deepEqual(ids((await search(keeper, { q: tag, minAmount: '42.50', maxAmount: '612.34' })).body), [
      flight,
      '9001',
      seats,
    ])
    assert.deepEqual(
      (await search(keeper, { q: tag, minAmount: '42.51' })).body.results.map((x: Row) => x.amountCents),
      [61234, 80000, 12050],
    )
    assert.deepEqual(ids((await search(keeper, { q: tag, maxAmount: '9.99' })).body), [plugin])
  })

  await t.step('date range is inclusive', async () => {
    assert.deepEqual(ids((await search(keeper, { q: tag, from: '2026-04-01', to: '2026-04-20' })).body), [
      flight,
      '9002',
      '9001',
    ])
    assert.deepEqual(ids((await search(keeper, { q: tag, to: '2026-03-31' })).body), [seats])
  })

  await t.step('account matches any account the record posts to, by part of its name', async () => {
    assert.deepEqual(ids((await search(keeper, { account: `software ${tag}` })).body), [plugin, seats])
    assert.deepEqual(ids((await search(keeper, { q: tag, account: 'supplies' })).body), ['9001'])
    assert.deepEqual(
      ids((await search(keeper, { q: tag, account: 'checking' })).body).length,
      5,
      'the payment account counts too',
    )
  })

  await t.step('organization and source narrow the search', async () => {
    assert.deepEqual(ids((await search(keeper, { q: tag, organizationId: birch })).body), ['9002', '9001'])
    assert.deepEqual(ids((await search(keeper, { q: tag, source: 'ledger' })).body), [plugin, flight, seats])
  })

  await t.step('pages with limit and offset keep the total', async () => {
    const p1 = await search(keeper, { q: tag, limit: '2' })
    const p3 = await search(keeper, { q: tag, limit: '2', offset: '4' })
    assert.deepEqual([p1.body.results.length, p1.body.total, p3.body.results.length, p3.body.total], [2, 5, 1, 5])
    assert.deepEqual(ids(p3.body), [seats])
  })

  await t.step('a bookkeeper sees nothing of an organization not assigned to them; naming it answers 404', async () => {
    assert.ok(!(await search(keeper, { q: tag })).body.results.some((x: Row) => x.organizationId === hidden))
    const named = await search(keeper, { q: tag, organizationId: hidden })
    assert.equal(named.status, 404)
    assert.equal(named.body.error.code, 'not_found')
    const theirs = await search(outsider, { q: tag })
    assert.deepEqual(
      theirs.body.results.map((x: Row) => x.organizationId),
      [hidden],
      'and the other bookkeeper sees only their own client',
    )
    assert.equal((await search(outsider, { q: tag, organizationId: acme })).status, 404)
  })

  await t.step('an admin searches every organization', async () => {
    const { body } = await search(admin, { q: tag })
    assert.equal(body.total, 6)
    assert.deepEqual(
      new Set(body.results.map((x: Row) => x.organizationName)),
      new Set([`Search Acme ${tag}`, `Search Birch ${tag}`, `Search Hidden ${tag}`]),
    )
  })

  await t.step('clients cannot use staff search (403), even for their own organization', async () => {
    const own = await search(client, { q: tag, organizationId: acme })
    assert.equal(own.status, 403)
    assert.equal(own.body.error.code, 'forbidden')
  })

  await t.step("bad filters answer 422 naming the field, in the user's words", async () => {
    const fields = async (params: Record<string, string>) => {
      const r = await search(keeper, params)
      assert.equal(r.status, 422, JSON.stringify(r.body))
      return r.body.error.details.fields
    }
    assert.deepEqual(await fields({ minAmount: '50', maxAmount: '10' }), [
      { path: 'maxAmount', message: 'The maximum amount must be at least the minimum amount' },
    ])
    assert.deepEqual(await fields({ from: '2026-02-30' }), [
      { path: 'from', message: 'Enter a real date, like 2026-02-28' },
    ])
    assert.deepEqual(await fields({ from: '2026-05-01', to: '2026-04-01' }), [
      { path: 'to', message: 'The end date must be on or after the start date' },
    ])
    assert.deepEqual(await fields({ minAmount: '1.005' }), [
      { path: 'minAmount', message: 'Amounts have at most two decimals' },
    ])
    assert.deepEqual(await fields({ maxAmount: 'ten' }), [
      { path: 'maxAmount', message: 'Enter an amount as a number, like 12.34' },
    ])
    assert.deepEqual(await fields({ organizationId: 'acme' }), [
      { path: 'organizationId', message: 'Must be an id like 10000000-0000-4000-8000-000000000001' },
    ])
    assert.deepEqual((await fields({ q: 'a\u0000b' }))[0].path, 'q')
  })

  await t.step('the OpenAPI document describes the search', async () => {
    const res = await app.request('/api/openapi.json')
    const doc = await res.json()
    const op = doc.paths['/api/transactions/search']?.get ?? doc.paths['/transactions/search']?.get
    assert.ok(op, 'path documented')
    assert.ok(op.parameters.some((p: { name: string }) => p.name === 'minAmount'))
  })

  await closeDb()
})
