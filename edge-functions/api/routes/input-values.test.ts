/**
 * Bad input as real users send it, in-process: text Postgres cannot store, impossible dates, money out of bounds and
 * malformed ids each get a 422 naming the field, and nothing is written. Every route's request schema is audited
 * against the value rules, and the Postgres error path maps the same values to 422 should one slip through.
 */
import assert from 'node:assert/strict'
import { app } from '../app.ts'
import { closeDb, db } from '../../_shared/db.ts'
import { fromPostgresError } from '../../_shared/errors.ts'
import { call, opts } from '../../_testing/api.ts'
import { valueRuleGaps } from '../../../shared/rules/values-audit.ts'
import { refusalMessage } from '../../../shared/rules/field-errors.ts'

const NUL = '\u0000'
type Res = Awaited<ReturnType<typeof call>>

/** A 422 whose fields name `path` with `message` (and whose top-level message says so in words). */
function refused(r: Res, path: string, message: string | RegExp) {
  assert.equal(r.status, 422, JSON.stringify(r.body))
  const field = r.body.error.details.fields.find((f: { path: string }) => f.path === path)
  assert.ok(field, `no field ${path} in ${JSON.stringify(r.body.error)}`)
  if (typeof message === 'string') assert.equal(field.message, message)
  else assert.match(field.message, message)
  // the top-level message is the user's sentence: no field path, the field's own message when it is the only one
  assert.equal(r.body.error.message, refusalMessage(r.body.error.details.fields))
  // a program's path (items.0.amount, serviceDateFrom, legal_name) never leads it; QuickBooks' own "Name" is a word
  if (/[._]|[a-z][A-Z]/.test(path)) assert.ok(!r.body.error.message.includes(`${path}:`), r.body.error.message)
}
const NUL_MESSAGE = 'Remove the invisible null character from this text'
const DATE_MESSAGE = 'Enter a real date, like 2026-02-28'

Deno.test('every API route applies the value rules to its params, query and body', () => {
  const gaps: string[] = []
  for (const d of app.openAPIRegistry.definitions) {
    if (d.type !== 'route') continue
    const { method, path, request } = d.route
    const body = request?.body?.content?.['application/json'] as { schema?: unknown } | undefined
    const parts = { params: request?.params, query: request?.query, body: body?.schema }
    for (const [where, schema] of Object.entries(parts)) {
      if (schema) gaps.push(...valueRuleGaps(schema).map((g) => `${method.toUpperCase()} ${path} ${where} ${g}`))
    }
  }
  assert.deepEqual(gaps, [])
})

Deno.test({ name: 'bad input is refused with the field named, and nothing is written', ...opts }, async (t) => {
  const sql = db()
  const [admin, keeper, client] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()]
  for (const [id, tag] of [
    [admin, 'admin'],
    [keeper, 'keeper'],
    [client, 'client'],
  ]) {
    await sql`insert into auth.users (id, aud, role, email) values (${id}, 'authenticated', 'authenticated', ${`${tag}-${id.slice(0, 8)}@values.test`})`
  }
  await sql`update public.users set role = 'admin' where id = ${admin}`
  await sql`update public.users set role = 'bookkeeper' where id = ${keeper}`
  const [{ id: org }] = await sql`insert into public.organizations (legal_name) values ('Value Rules Co') returning id`
  await sql`insert into public.organization_members (organization_id, user_id) values (${org}, ${client})`
  await sql`insert into public.bookkeeper_assignments (organization_id, user_id, is_primary) values (${org}, ${keeper}, true)`
  const ledger = (path: string) => `/orgs/${org}${path}`
  const count = async (table: string) =>
    Number((await sql`select count(*)::int as n from ${sql(table)} where organization_id = ${org}`)[0].n)

  const acct: Record<string, string> = {}
  for (const [Name, AccountType] of [
    ['Checking', 'Bank'],
    ['Rent', 'Expense'],
    ['Equity', 'Equity'],
  ]) {
    const r = await call(keeper, 'POST', ledger('/ledger/accounts'), { Name, AccountType })
    assert.equal(r.status, 201, JSON.stringify(r.body))
    acct[Name] = r.body.Account.Id
  }

  await t.step(
    'a NUL character in organizations, requests, notes and ledger accounts: 422 naming the field, nothing saved',
    async () => {
      // counted by name: other test files create organizations at the same time
      const acmes = async () =>
        Number((await sql`select count(*)::int as n from public.organizations where legal_name like 'Acme%Inc'`)[0].n)
      const orgs = await acmes()
      const [before] =
        await sql`select legal_name, slack_channel_name, metadata, onboarding_draft from public.organizations where id = ${org}`
      refused(await call(admin, 'POST', '/organizations', { legalName: `Acme${NUL} Inc` }), 'legalName', NUL_MESSAGE)
      assert.equal(await acmes(), orgs)

      refused(
        await call(admin, 'PATCH', `/organizations/${org}`, { slackChannelName: `#books${NUL}` }),
        'slackChannelName',
        NUL_MESSAGE,
      )
      refused(
        await call(admin, 'PATCH', `/organizations/${org}`, {
          metadata: { userPermissions: {}, notes: ['fine', `bad${NUL}`] },
        }),
        'metadata.notes.1',
        NUL_MESSAGE,
      )
      refused(
        await call(admin, 'PATCH', `/organizations/${org}`, {
          onboardingDraft: { general: { [`key${NUL}`]: 1 }, rnd: {} },
        }),
        `onboardingDraft.general.key${NUL}`,
        NUL_MESSAGE,
      )
      const [after] =
        await sql`select legal_name, slack_channel_name, metadata, onboarding_draft from public.organizations where id = ${org}`
      assert.deepEqual(after, before)
      refused(await call(admin, 'GET', '/organizations?search=%00'), 'search', NUL_MESSAGE)

      refused(
        await call(client, 'POST', '/requests', { organizationId: org, request: `Please${NUL} help` }),
        'request',
        NUL_MESSAGE,
      )
      refused(
        await call(client, 'POST', '/requests', {
          organizationId: org,
          request: 'Fine',
          link: `https://example.com/${NUL}`,
        }),
        'link',
        NUL_MESSAGE,
      )
      assert.equal(await count('public.customer_requests'), 0)

      refused(
        await call(keeper, 'POST', `/organizations/${org}/notes`, { title: 'Call', content: `Said${NUL}` }),
        'content',
        NUL_MESSAGE,
      )
      assert.equal(await count('public.organization_notes'), 0)

      refused(
        await call(keeper, 'POST', ledger('/ledger/accounts'), { Name: `Cash${NUL}`, AccountType: 'Bank' }),
        'Name',
        NUL_MESSAGE,
      )
      refused(
        await call(keeper, 'POST', ledger('/ledger/accounts'), { Name: 'Cash \ud800', AccountType: 'Bank' }),
        'Name',
        /broken character/,
      )
      assert.equal(await count('public.ledger_accounts'), 3)

      const je = await call(keeper, 'POST', ledger('/ledger/Purchase'), {
        TxnDate: '2026-02-03',
        PaymentType: 'Cash',
        AccountRef: { value: acct.Checking },
        PrivateNote: `Lunch${NUL}`,
        Line: [{ Amount: 5, AccountBasedExpenseLineDetail: { AccountRef: { value: acct.Rent } } }],
      })
      refused(je, 'PrivateNote', NUL_MESSAGE)
      refused(
        await call(keeper, 'POST', ledger('/ledger/import'), {
          format: 'hledger',
          text: `2026-01-01 x${NUL}\n  Assets:Bank  5\n  Equity:Owner\n`,
        }),
        'text',
        NUL_MESSAGE,
      )
      assert.equal(await count('public.ledger_transactions'), 0)
    },
  )

  await t.step('impossible dates in report parameters: 422 naming the parameter', async () => {
    for (const [param, value] of [
      ['start_date', '2026-13-45'],
      ['end_date', '2026-00-00'],
      ['start_date', '2026-02-30'],
    ]) {
      refused(await call(client, 'GET', ledger(`/reports/ProfitAndLoss?${param}=${value}`)), param, DATE_MESSAGE)
    }
    refused(
      await call(client, 'GET', ledger('/reports/BalanceSheet?start_date=2026-00-00&end_date=2026-13-45')),
      'end_date',
      DATE_MESSAGE,
    )
    refused(await call(client, 'GET', ledger('/ledger/postings?startDate=2026-02-30')), 'startDate', DATE_MESSAGE)
    refused(await call(client, 'GET', ledger('/ledger/export.journal?end_date=2026-13-45')), 'end_date', DATE_MESSAGE)
    refused(
      await call(keeper, 'POST', ledger('/report-records'), {
        name: 'BalanceSheet',
        params: { end_date: '2026-13-45' },
      }),
      'params.end_date',
      DATE_MESSAGE,
    )
    assert.equal(await count('public.reports'), 0)
    assert.equal(
      (await call(client, 'GET', ledger('/reports/ProfitAndLoss?start_date=2024-02-29&end_date=2026-02-28'))).status,
      200,
    )
  })

  const jeLine = (Amount: unknown, PostingType: string, account: string) => ({
    Amount,
    JournalEntryLineDetail: { PostingType, AccountRef: { value: account } },
  })
  await t.step('a journal entry dated 2026-02-30, or with one bad line, writes nothing', async () => {
    const dated = await call(keeper, 'POST', ledger('/ledger/JournalEntry'), {
      TxnDate: '2026-02-30',
      Line: [jeLine(5, 'Debit', acct.Checking), jeLine(5, 'Credit', acct.Equity)],
    })
    refused(dated, 'TxnDate', DATE_MESSAGE)
    const oneBad = await call(keeper, 'POST', ledger('/ledger/JournalEntry'), {
      TxnDate: '2026-02-27',
      Line: [
        jeLine(5, 'Debit', acct.Checking),
        jeLine(5, 'Credit', acct.Equity),
        jeLine(0.001, 'Debit', acct.Rent),
        jeLine(0.001, 'Credit', acct.Equity),
      ],
    })
    refused(oneBad, 'Line.2.Amount', 'Amounts have at most two decimals')
    refused(oneBad, 'Line.3.Amount', 'Amounts have at most two decimals')
    const csv =
      'date,account,debit,credit,description\n2026-02-28,Assets:Bank,5,,ok\n2026-02-28,Equity:Owner,,5,ok\n2026-02-30,Assets:Bank,5,,bad\n2026-02-30,Equity:Owner,,5,bad\n'
    const imp = await call(keeper, 'POST', ledger('/ledger/import'), { format: 'csv', text: csv })
    refused(imp, 'file', 'line 4: Enter a real date, like 2026-02-28 (got "2026-02-30")')
    assert.equal(await count('public.ledger_transactions'), 0)
    assert.equal(await count('public.ledger_postings'), 0)
    assert.equal(await count('public.ledger_accounts'), 3, 'the import created no accounts either')
  })

  let purchase = { Id: '', SyncToken: '' }
  await t.step(
    'purchase lines: negative, 0.001, 9,999,000,000,000,000.00 and 1e20 are refused naming the line',
    async () => {
      const buy = (...amounts: unknown[]) =>
        call(keeper, 'POST', ledger('/ledger/Purchase'), {
          TxnDate: '2026-02-03',
          PaymentType: 'Cash',
          AccountRef: { value: acct.Checking },
          Line: amounts.map((Amount) => ({
            Amount,
            AccountBasedExpenseLineDetail: { AccountRef: { value: acct.Rent } },
          })),
        })
      refused(await buy(10, -5), 'Line.1.Amount', 'Amounts cannot be negative')
      refused(await buy(0.001), 'Line.0.Amount', 'Amounts have at most two decimals')
      refused(await buy(9_999_000_000_000_000.0), 'Line.0.Amount', 'Amounts are at most 99,999,999,999.99')
      refused(await buy(1e20), 'Line.0.Amount', 'Amounts are at most 99,999,999,999.99')
      refused(await buy(99_999_999_999.99, 0.01), 'Line', 'The lines add up to more than 99,999,999,999.99')
      refused(await buy('12.50'), 'Line.0.Amount', 'Enter an amount as a number, like 12.34')
      assert.equal(await count('public.ledger_transactions'), 0)
      const ok = await buy(99_999_999_999.99)
      assert.equal(ok.status, 201, JSON.stringify(ok.body))
      assert.equal(ok.body.Purchase.TotalAmt, 99_999_999_999.99, 'the largest amount keeps its cents')
      const [{ total_cents }] =
        await sql`select total_cents::text from public.ledger_transactions where id = ${ok.body.Purchase.Id}`
      assert.equal(total_cents, '9999999999999')
      purchase = ok.body.Purchase
    },
  )

  await t.step('SyncToken=abc and other malformed ids: 422 naming the field', async () => {
    const syncMessage = 'SyncToken is the whole number from your last read of this record, like 0'
    refused(
      await call(keeper, 'DELETE', ledger(`/ledger/Purchase/${purchase.Id}?SyncToken=abc`)),
      'SyncToken',
      syncMessage,
    )
    const { Id: _id, SyncToken: _s, MetaData: _m, ...body } = purchase as Record<string, unknown>
    refused(
      await call(keeper, 'PUT', ledger(`/ledger/Purchase/${purchase.Id}`), { ...body, SyncToken: 'abc' }),
      'SyncToken',
      syncMessage,
    )
    refused(
      await call(keeper, 'PUT', ledger(`/ledger/Purchase/${purchase.Id}`), {
        ...body,
        SyncToken: '0',
        Extra: `x${NUL}`,
      }),
      'Extra',
      NUL_MESSAGE,
    )
    refused(
      await call(keeper, 'GET', ledger('/ledger/Purchase/abc')),
      'id',
      'Must be a ledger id: digits only, like 42',
    )
    refused(
      await call(keeper, 'GET', `/orgs/not-an-id/ledger/accounts`),
      'orgId',
      'Must be an id like 10000000-0000-4000-8000-000000000001',
    )
    refused(
      await call(client, 'GET', ledger('/reports/TransactionList?account=1e20')),
      'account',
      'Must be a ledger id: digits only, like 42',
    )
    const [{ sync_token }] = await sql`select sync_token from public.ledger_transactions where id = ${purchase.Id}`
    assert.equal(sync_token, 0, 'nothing was updated or deleted')
  })

  await t.step('the Postgres error path answers 422 for the same values, never 500', async () => {
    const pgError = async (q: Promise<unknown>) => {
      try {
        await q
      } catch (e) {
        return e
      }
      throw new Error('expected Postgres to refuse')
    }
    const cases: [unknown, RegExp][] = [
      [await pgError(sql`select ${`a${NUL}b`}::text`), /null character/],
      [await pgError(sql`select '{"a":"\\u0000"}'::jsonb ->> 'a'`), /null character/],
      [await pgError(sql`select '2026-02-30'::date`), /real date/],
      [await pgError(sql`select 9223372036854775807::bigint + 1`), /too large/],
      [
        await pgError(
          sql`insert into public.ledger_transactions (organization_id, kind, txn_date, total_cents) values (${org}, 'Purchase', '2026-02-03', 10000000000000)`,
        ),
        /at most 99,999,999,999\.99/,
      ],
    ]
    for (const [err, message] of cases) {
      const mapped = fromPostgresError(err)
      assert.equal(mapped?.status, 422, String(err))
      assert.match(mapped!.message, message)
    }
  })

  await closeDb()
})
