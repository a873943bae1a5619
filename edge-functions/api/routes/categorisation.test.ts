/**
 * Expense categorisation through the API, in-process against the test stack, on organizations of their own with a
 * built-in ledger and a card feed: a vendor rule and a split (cents adding up, bad percentages refused by field), the
 * organization's history suggesting with its own past lines (never another organization's), a line below the
 * threshold left for the bookkeeper, a correction that the next line learns at once, write-back posted once however
 * often it is asked, a rule on an account that no longer exists flagged and not applied, a line sent to the client
 * whose answer becomes a vendor rule in one click, the report counts, and who may do each step.
 */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { dropFixtures, newOrg, newUser, waitForOrgJobs } from '../../_testing/organizations.ts'
import { forgetFirmModel } from '../../domains/categorisation/firm-model.ts'

const CHART = [
  'date,entry,account,debit,credit,description,account_type',
  '2026-01-02,OB,Checking,5000.00,,Opening balance,Bank',
  '2026-01-02,OB,Owner Equity,,5000.00,Opening balance,Equity',
  '2026-01-03,C0,Company Card,0.01,,placeholder,Credit Card',
  '2026-01-03,C0,Owner Equity,,0.01,placeholder,Equity',
  ...['Software', 'Meals', 'Travel', 'Rent', 'Office Supplies', 'Marketing'].flatMap((name, i) => [
    `2026-01-04,E${i},${name},0.01,,placeholder,Expense`,
    `2026-01-04,E${i},Owner Equity,,0.01,placeholder,Equity`,
  ]),
  // a line the books hold undecided: the run categorises it too, and its write-back moves it
  '2026-10-05,U1,Uncategorized Expense,15.00,,FIGMA MONTHLY,Expense',
  '2026-10-05,U1,Checking,,15.00,FIGMA MONTHLY,Bank',
].join('\n')

type Account = { Id: string; Name: string }

async function chart(bk: string, org: string) {
  assert.equal((await call(bk, 'POST', `/orgs/${org}/ledger/import`, { format: 'csv', text: CHART })).status, 200)
  const res = await call(bk, 'GET', `/orgs/${org}/ledger/accounts`)
  return Object.fromEntries(res.body.QueryResponse.Account.map((a: Account) => [a.Name, a.Id])) as Record<
    string,
    string
  >
}

async function history(org: string, rows: [string, string, string, string, number][]) {
  const sql = fixtureSql()
  for (const [i, [vendor, description, accountId, accountName, cents]] of rows.entries())
    await sql`insert into public.vendor_account_history (organization_id, transaction_id, transaction_date, account_id,
        account_name, vendor, description, amount_cents)
      values (${org}, ${`hist-${i}-${crypto.randomUUID()}`}, current_date - ${60 - i}::int, ${accountId}, ${accountName},
        ${vendor}, ${description}, ${cents})`
}

async function cardLines(org: string, rows: [string, string, number][]) {
  const sql = fixtureSql()
  for (const [vendor, description, cents] of rows)
    await sql`insert into public.provider_transactions (organization_id, provider, transaction_id, transaction_effective_time,
        total_amount_cents, description, vendor, raw)
      values (${org}, 'ramp', ${`ramp-${crypto.randomUUID()}`}, now() - interval '1 day', ${cents}, ${description}, ${vendor}, '{}')`
}

Deno.test(
  { name: 'categorisation: rules, history, queue, corrections and write-back, and who may do what', ...opts },
  async (t) => {
    const [oa, bk, rv, stranger, bkB] = [
      await newUser('user'),
      await newUser('bookkeeper'),
      await newUser('bookkeeper'),
      await newUser('bookkeeper'),
      await newUser('bookkeeper'),
    ]
    const org = await newOrg({ admins: [oa], bookkeepers: [bk], reviewers: [rv] })
    const orgB = await newOrg({ bookkeepers: [bkB] })
    const base = `/organizations/${org}/categorisation`
    const sql = fixtureSql()
    try {
      const a = await chart(bk, org)
      const b = await chart(bkB, orgB)
      // the client lets the firm read its card lines (staff see only what the client granted)
      await sql`update public.organizations set metadata = jsonb_set(metadata, '{userPermissions,ramp}', '{"permissionGiven": true}')
      where id in (${org}, ${orgB})`
      await history(org, [
        ...Array.from(
          { length: 5 },
          () => ['Figma', 'FIGMA MONTHLY', a.Software, 'Software', -1500] as [string, string, string, string, number],
        ),
        ...Array.from(
          { length: 4 },
          () => ['Uber', 'UBER TRIP', a.Travel, 'Travel', -2300] as [string, string, string, string, number],
        ),
      ])
      // another organization books Figma to Marketing: it must never show up in this organization's explanation
      await history(
        orgB,
        Array.from(
          { length: 6 },
          () => ['Figma', 'FIGMA MONTHLY', b.Marketing, 'Marketing', -1500] as [string, string, string, string, number],
        ),
      )
      forgetFirmModel()

      await t.step('split rules refuse percentages outside 0-100 or not summing to 100, naming the field', async () => {
        const over = await call(bk, 'POST', `${base}/rules`, {
          vendor: 'WeWork',
          splits: [
            { accountId: a.Rent, percentage: 120 },
            { accountId: a['Office Supplies'], percentage: -20 },
          ],
        })
        assert.equal(over.status, 422)
        assert.deepEqual(
          over.body.error.details.fields.map((f: { path: string }) => f.path),
          ['splits.0.percentage', 'splits.1.percentage'],
        )
        assert.equal(over.body.error.details.fields[0].message, 'Split category percentage is between 0 and 100')
        const short = await call(bk, 'POST', `${base}/rules`, {
          vendor: 'WeWork',
          splits: [
            { accountId: a.Rent, percentage: 60 },
            { accountId: a['Office Supplies'], percentage: 30 },
          ],
        })
        assert.equal(short.status, 422)
        assert.equal(short.body.error.details.fields[0].path, 'splits')
        assert.equal(
          short.body.error.details.fields[0].message,
          'The percentages add up to 90%: they must add up to 100%',
        )
        const [{ n }] =
          await sql`select count(*)::int as n from public.expense_categorization_rules where organization_id = ${org}`
        assert.equal(n, 0, 'nothing is saved from a refused rule')
      })

      await t.step('a client cannot add rules or run; a bookkeeper adds a split rule and a vendor rule', async () => {
        assert.equal((await call(oa, 'POST', `${base}/rules`, { vendor: 'WeWork', accountId: a.Rent })).status, 403)
        assert.equal((await call(oa, 'POST', `${base}/run`)).status, 403)
        assert.equal((await call(stranger, 'POST', `${base}/run`)).status, 404)
        const split = await call(bk, 'POST', `${base}/rules`, {
          vendor: 'WeWork',
          splits: [
            { accountId: a.Rent, percentage: 60 },
            { accountId: a['Office Supplies'], percentage: 40 },
          ],
        })
        assert.equal(split.status, 201, JSON.stringify(split.body))
        assert.equal(
          (await call(bk, 'POST', `${base}/rules`, { vendor: 'Staples', accountId: a['Office Supplies'] })).status,
          201,
        )
      })

      await t.step('a run suggests by rule, by history and leaves an unknown vendor for the bookkeeper', async () => {
        await cardLines(org, [
          ['WeWork', 'WEWORK MEMBERSHIP', -10_001],
          ['Figma', 'FIGMA MONTHLY', -1_500],
          ['Zyx Holdings', 'ZYX HOLDINGS 4471', -8_812],
          ['Staples', 'STAPLES STORE 221', -4_250],
        ])
        const run = await call(bk, 'POST', `${base}/run`)
        assert.equal(run.status, 200, JSON.stringify(run.body))
        assert.equal(run.body.categorised, 5)
        assert.equal((await call(bk, 'POST', `${base}/run`)).body.categorised, 0, 'a line is categorised once')
        const { body } = await call(bk, 'GET', `${base}/lines`)
        const by = (v: string) => body.lines.find((l: { payee: string }) => l.payee === v)
        const wework = by('WeWork')
        assert.equal(wework.layer, 'rule')
        assert.deepEqual(
          wework.multi.map((m: { allocatedAmountCents: number }) => m.allocatedAmountCents),
          [-6_001, -4_000],
          'the split cents add up to the line exactly',
        )
        assert.match(
          wework.explanation,
          /Vendor split rule for “WeWork”: 60% to Rent \(\$60\.01\), 40% to Office Supplies \(\$40\.00\)/,
        )
        const figma = by('Figma')
        assert.equal(figma.layer, 'history')
        assert.equal(figma.predictedCategory, 'Software')
        assert.match(figma.explanation, /^All 5 past lines from “Figma” went to Software\. Latest: /)
        assert.ok(!/Marketing/.test(JSON.stringify(figma)), "another organization's lines never show")
        assert.equal(figma.neighbours.length, 3)
        const zyx = by('Zyx Holdings')
        assert.equal(zyx.layer, 'none')
        assert.equal(zyx.predictedCategory, null)
        assert.match(zyx.explanation, /^Not sure enough to categorise \(below 80%\)\./)
        assert.equal(zyx.filterCategory, 'Uncategorized')
        assert.equal(by('Staples').explanation, 'Vendor rule: lines from “Staples” go to Office Supplies.')
        assert.equal(body.counts.total, 5)
        assert.equal(body.counts.confirmed, 0)
        // a line of the built-in ledger says so: it is not a QuickBooks line
        assert.ok(!body.lines.some((l: { source: string }) => l.source === 'quickbooks'))
        const ledgerLine = body.lines.find((l: { source: string }) => l.source === 'ledger')
        assert.ok(
          ledgerLine,
          JSON.stringify(
            body.lines.map((l: { source: string; payee: string; transactionId: string }) => [
              l.source,
              l.payee,
              l.transactionId,
            ]),
          ),
        )
        assert.equal(ledgerLine.financialAccountName, 'Uncategorized Expense')
        assert.equal(ledgerLine.amountCents, -1_500)
        assert.match(ledgerLine.transactionId, /^JournalEntry\/\d+\/\d+$/)
        assert.ok(!JSON.stringify(body.accounts).includes('Uncategorized'), 'an undecided account is never a choice')
        const moved = await call(bk, 'POST', `${base}/lines/${ledgerLine.id}/decision`, { accountId: a.Software })
        assert.equal(moved.status, 200, JSON.stringify(moved.body))
        const [{ n: still }] = await sql`select count(*)::int as n from public.ledger_postings p
          join public.ledger_accounts acc on acc.id = p.account_id
          where p.organization_id = ${org} and acc.name = 'Uncategorized Expense' and p.basis <> 2`
        assert.equal(still, 0, 'the ledger line moved out of Uncategorized Expense')
        assert.equal(
          (await call(bk, 'POST', `${base}/run`)).body.categorised,
          0,
          'a moved ledger line is not read again',
        )
        const queue = await call(bk, 'GET', `${base}/lines?queue=true`)
        assert.equal(queue.body.lines[0].payee, 'Zyx Holdings', 'the queue starts with the least sure line')
        const filtered = await call(bk, 'GET', `${base}/lines?filter=Uncategorized`)
        assert.deepEqual(
          filtered.body.lines.map((l: { payee: string }) => l.payee),
          ['Zyx Holdings'],
        )
        const [{ n }] =
          await sql`select count(*)::int as n from public.expense_categorization_logs where organization_id = ${org}`
        assert.equal(n, 5, 'each line is logged')
      })

      await t.step(
        'the AI categorisation call answers account_name, confidence and device_used (spec §7)',
        async () => {
          const one = await call(bk, 'POST', `${base}/suggest`, {
            vendor: 'FIGMA',
            amount: -15,
            description: 'FIGMA MONTHLY',
          })
          assert.equal(one.status, 200, JSON.stringify(one.body))
          assert.deepEqual(
            [one.body.account_name, one.body.device_used, one.body.layer],
            ['Software', 'cpu', 'history'],
          )
          assert.ok(one.body.confidence >= 0.8 && one.body.confidence < 1)
          assert.match(one.body.explanation, /past lines from “FIGMA” went to Software/)
          const bad = await call(bk, 'POST', `${base}/suggest`, { vendor: 'X', amount: 1.234 })
          assert.equal(bad.status, 422)
          assert.equal(bad.body.error.details.fields[0].path, 'amount')
          assert.equal((await call(oa, 'POST', `${base}/suggest`, { vendor: 'X', amount: 1 })).status, 403)
        },
      )

      await t.step(
        'the enrichment call answers entities, categories general and accounting, and location; health says cpu',
        async () => {
          const request = {
            id: 'enrich-1',
            description: 'SQ *FIGMA #0423',
            date: '2026-10-02',
            amount: 15,
            entryType: 'outgoing',
            currency: 'USD',
            accountHolderId: 'holder-1',
            location: { country: 'US' },
          }
          const one = await call(bk, 'POST', `${base}/enrich`, request)
          assert.equal(one.status, 200, JSON.stringify(one.body))
          assert.deepEqual(
            [one.body.id, one.body.entities, one.body.categories, one.body.location],
            [
              'enrich-1',
              { counterparty: { name: 'Figma', type: 'organization' } },
              { general: 'Software', accounting: 'Expense' },
              { country: 'US' },
            ],
          )
          assert.match(one.body.explanation, /went to Software/)
          const bad = await call(bk, 'POST', `${base}/enrich`, {
            ...request,
            entryType: 'sideways',
            location: { country: 'FR' },
          })
          assert.equal(bad.status, 422)
          assert.deepEqual(bad.body.error.details.fields.map((f: { path: string }) => f.path).sort(), [
            'entryType',
            'location.country',
          ])
          assert.equal((await call(oa, 'POST', `${base}/enrich`, request)).status, 403)
          const health = await call(bk, 'GET', '/categorisation/health')
          assert.equal(health.status, 200)
          assert.deepEqual(health.body, { status: 'healthy', device: 'cpu' })
        },
      )

      await t.step('the client reads its lines; a reviewer reads; another firm member sees nothing', async () => {
        const client = await call(oa, 'GET', `${base}/lines`)
        assert.equal(client.status, 200)
        assert.equal(client.body.lines.length, 5)
        assert.equal(client.body.canManage, false)
        assert.deepEqual(client.body.accounts, [])
        assert.equal((await call(rv, 'GET', `${base}/lines`)).body.lines.length, 5)
        assert.equal((await call(stranger, 'GET', `${base}/lines`)).status, 404)
        assert.equal((await call(bkB, 'GET', `${base}/lines`)).status, 404)
      })

      await t.step(
        'the lines page: fewer at a time from an offset, and searched by vendor or description',
        async () => {
          const all = (await call(oa, 'GET', `${base}/lines`)).body
          assert.equal(all.matched, 5)
          const second = (await call(oa, 'GET', `${base}/lines?limit=2&offset=2`)).body
          assert.equal(second.matched, 5, 'the count is of every match, not of the page')
          assert.deepEqual(
            second.lines.map((l: { id: string }) => l.id),
            all.lines.slice(2, 4).map((l: { id: string }) => l.id),
          )
          const payee = all.lines[0].payee as string
          const found = (await call(oa, 'GET', `${base}/lines?search=${encodeURIComponent(payee.toLowerCase())}`)).body
          assert.ok(found.matched >= 1 && found.lines.every((l: { payee: string }) => l.payee === payee), payee)
          const none = (await call(oa, 'GET', `${base}/lines?search=${encodeURIComponent('100%_')}`)).body
          assert.equal(none.matched, 0, 'wildcards are plain characters')
          const long = await call(oa, 'GET', `${base}/lines?search=${'x'.repeat(101)}`)
          assert.equal(long.status, 422)
        },
      )

      await t.step('a correction posts once and the next line from the vendor learns it at once', async () => {
        const { body } = await call(bk, 'GET', `${base}/lines`)
        const zyx = body.lines.find((l: { payee: string }) => l.payee === 'Zyx Holdings')
        assert.equal((await call(rv, 'POST', `${base}/lines/${zyx.id}/decision`, { accountId: a.Meals })).status, 403)
        const bad = await call(bk, 'POST', `${base}/lines/${zyx.id}/decision`, { accountId: a.Checking })
        assert.equal(bad.status, 422)
        assert.equal(bad.body.error.details.fields[0].path, 'accountId')
        const done = await call(bk, 'POST', `${base}/lines/${zyx.id}/decision`, { accountId: a.Meals })
        assert.equal(done.status, 200, JSON.stringify(done.body))
        assert.equal(done.body.actualCategory, 'Meals')
        assert.equal(done.body.filterCategory, 'Bookkeeper Confirmed')
        assert.match(done.body.ledgerRef, /^JournalEntry\//)
        const again = await call(bk, 'POST', `${base}/lines/${zyx.id}/decision`, { accountId: a.Meals })
        assert.equal(again.body.ledgerRef, done.body.ledgerRef, 'confirming again posts nothing new')
        const [{ n }] = await sql`select count(*)::int as n from public.ledger_transactions
        where organization_id = ${org} and doc_number like 'CAT-%' and deleted_at is null`
        assert.equal(n, 1)
        const [{ cents }] = await sql`select sum(p.amount_cents)::int as cents from public.ledger_postings p
        where p.organization_id = ${org} and p.account_id = ${Number(a.Meals)} and p.basis <> 2
          and p.transaction_id = ${Number(done.body.ledgerRef.split('/')[1])}`
        assert.equal(cents, 8_812, 'Meals is debited with the line')
        // one confirmed line is enough to suggest, though not always to reach the default 80%
        assert.equal((await call(bk, 'PATCH', `${base}/settings`, { threshold: 0.6 })).status, 200)
        await cardLines(org, [['Zyx Holdings', 'ZYX HOLDINGS 4471', -9_900]])
        await call(bk, 'POST', `${base}/run`)
        const next = (await call(bk, 'GET', `${base}/lines?filter=AI Categorized`)).body.lines.find(
          (l: { payee: string }) => l.payee === 'Zyx Holdings',
        )
        assert.equal(next.predictedCategory, 'Meals')
        assert.equal(next.layer, 'history')
        assert.match(next.explanation, /All 1 past line from “Zyx Holdings” went to Meals/)
        const moved = await call(bk, 'POST', `${base}/lines/${next.id}/decision`, {
          splits: [
            { accountId: a.Meals, percentage: 33.33 },
            { accountId: a.Travel, percentage: 66.67 },
          ],
        })
        assert.equal(moved.status, 200, JSON.stringify(moved.body))
        assert.deepEqual(
          moved.body.multi.map((m: { allocatedAmountCents: number }) => m.allocatedAmountCents),
          [-3_300, -6_600],
        )
      })

      await t.step('a rule on an account that no longer exists is flagged and not applied', async () => {
        await sql`update public.ledger_accounts set active = false where id = ${Number(a['Office Supplies'])}`
        await sql`update public.expense_categorization_settings set threshold = 0.8 where organization_id = ${org}`
        const rules = await call(bk, 'GET', `${base}/rules`)
        const staples = rules.body.rules.find((r: { vendor: string }) => r.vendor === 'Staples')
        assert.deepEqual(staples.stale, ['Office Supplies'])
        await cardLines(org, [['Staples', 'STAPLES STORE 221', -1_999]])
        await call(bk, 'POST', `${base}/run`)
        const lines = (await call(bk, 'GET', `${base}/lines`)).body.lines
        const line = lines.find(
          (l: { payee: string; amountCents: number }) => l.payee === 'Staples' && l.amountCents === -1_999,
        )
        assert.notEqual(line.layer, 'rule')
        assert.notEqual(line.predictedCategory, 'Office Supplies')
        assert.deepEqual(line.staleRule.missingAccounts, ['Office Supplies'])
        assert.match(
          line.explanation,
          /The vendor rule for “Staples” was not applied: Office Supplies no longer exists in the ledger/,
        )
      })

      await t.step('a line sent to the client: its answer becomes a vendor rule in one click', async () => {
        await cardLines(org, [['Qorvo Labs', 'QORVO LABS', -45_000]])
        await call(bk, 'POST', `${base}/run`)
        const line = (await call(bk, 'GET', `${base}/lines?queue=true`)).body.lines.find(
          (l: { payee: string }) => l.payee === 'Qorvo Labs',
        )
        const asked = await call(bk, 'POST', `${base}/lines/${line.id}/ask-client`)
        assert.equal(asked.status, 200, JSON.stringify(asked.body))
        assert.equal(asked.body.status, 'asked')
        const [q] =
          await sql`select id, source::text, questions, amount::int from public.amc_questions where id = ${asked.body.amcQuestionId}`
        assert.equal(q.source, 'expense-categorization')
        assert.deepEqual(q.questions, ['expense_for'])
        assert.equal(q.amount, 45_000)
        assert.equal(
          (await call(bk, 'POST', `${base}/rules/from-question/${q.id}`)).status,
          422,
          'not before it is categorised',
        )
        await sql`update public.amc_questions set status = 'responded', client_response = 'Lab equipment rental' where id = ${q.id}`
        const done = await call(bk, 'POST', `${base}/lines/${line.id}/decision`, { accountId: a.Rent })
        assert.equal(done.body.clientResponse, 'Lab equipment rental')
        assert.equal(done.body.amcStatus, 'completed')
        const rule = await call(bk, 'POST', `${base}/rules/from-question/${q.id}`)
        assert.equal(rule.status, 201, JSON.stringify(rule.body))
        const rules = (await call(bk, 'GET', `${base}/rules`)).body.rules
        const made = rules.find((r: { vendor: string }) => r.vendor === 'Qorvo Labs')
        assert.equal(made.accountName, 'Rent')
        assert.equal(made.sourceAmcQuestionId, q.id)
      })

      await t.step('the AI report counts total, categorized and confirmed, with accuracy by month', async () => {
        const report = await call(oa, 'GET', `${base}/report`)
        assert.equal(report.status, 200)
        const [c] =
          await sql`select count(*)::int as total, count(*) filter (where layer <> 'none')::int as categorized,
          count(*) filter (where confirmed_at is not null)::int as confirmed
        from public.expense_categorizations where organization_id = ${org}`
        assert.deepEqual(report.body.counts, { total: c.total, categorized: c.categorized, confirmed: c.confirmed })
        assert.equal(report.body.counts.confirmed, 4)
        const month = report.body.months.at(-1)
        assert.equal(month.confirmed, 3)
        // Zyx was a guess nobody made (null), its second line was right then split, Qorvo had no guess
        assert.ok(month.accuracy === null || (month.accuracy >= 0 && month.accuracy <= 1))
        const vendors = await call(oa, 'GET', `${base}/vendors`)
        assert.ok(
          vendors.body.vendors.some(
            (v: { vendor: string; ruleType: string }) => v.vendor === 'WeWork' && v.ruleType === 'vendor-split',
          ),
        )
      })

      await t.step(
        'settings: staff choose auto mode and a threshold; auto mode posts above it and asks below',
        async () => {
          const bad = await call(bk, 'PATCH', `${base}/settings`, { threshold: 1.2 })
          assert.equal(bad.status, 422)
          assert.equal(bad.body.error.details.fields[0].path, 'threshold')
          assert.equal((await call(oa, 'PATCH', `${base}/settings`, { mode: 'auto' })).status, 403)
          const ok = await call(bk, 'PATCH', `${base}/settings`, { mode: 'auto', threshold: 0.85 })
          assert.equal(ok.status, 200)
          assert.deepEqual([ok.body.mode, ok.body.threshold], ['auto', 0.85])
          await cardLines(org, [
            ['Figma', 'FIGMA MONTHLY', -1_500],
            ['Brand New Vendor Co', 'BNV 0091', -77_700],
          ])
          const run = await call(bk, 'POST', `${base}/run`)
          // the feed's insert also queues the worker's run: whichever runs first, each line is handled once
          assert.equal(run.status, 200)
          const lines = (await call(bk, 'GET', `${base}/lines`)).body.lines
          assert.equal(
            lines.find((l: { payee: string; status: string }) => l.payee === 'Figma' && l.status === 'posted')
              .predictedCategory,
            'Software',
          )
          assert.equal(lines.find((l: { payee: string }) => l.payee === 'Brand New Vendor Co').status, 'asked')
        },
      )

      await t.step('a line is accrued to the month it belongs to, by staff only, never after it was paid', async () => {
        const line = (await call(bk, 'GET', `${base}/lines?filter=Bookkeeper Confirmed`)).body.lines[0]
        const path = `${base}/lines/${line.id}/accrued`
        assert.equal(
          (await call(oa, 'POST', path, { accruedExpenseDate: '2026-09-30', debitAccountName: 'Meals' })).status,
          403,
        )
        const late = await call(bk, 'POST', path, { accruedExpenseDate: '2099-01-31', debitAccountName: 'Meals' })
        assert.equal(late.status, 422)
        assert.equal(late.body.error.details.fields[0].path, 'accruedExpenseDate')
        const ok = await call(bk, 'POST', path, { accruedExpenseDate: '2026-09-30', debitAccountName: 'Meals' })
        assert.equal(ok.status, 201, JSON.stringify(ok.body))
        assert.deepEqual(
          ok.body.accrued.map((a: { amountCents: number; accruedExpenseDate: string }) => [
            a.amountCents,
            a.accruedExpenseDate,
          ]),
          [[line.amountCents, '2026-09-30']],
        )
        assert.equal((await call(rv, 'GET', path)).body.accrued.length, 1)
        assert.equal((await call(oa, 'GET', path)).body.accrued.length, 0, 'the client does not see accrued values')

        // posted in September against Accrued Liabilities, reversed when October opens, both recorded as the product's
        const value = ok.body.accrued[0]
        assert.match(value.accrualDocNumber, /^ACR-/)
        assert.equal(value.reversalDate, '2026-10-01')
        const entries = await sql`select j.type::text, j.journal_entry_date::text as day, j.amount_cents::int as cents,
            j.source_ref from public.journal_entries j where j.organization_id = ${org}
            and j.source_ref = ${`accrued_expense_values:${value.id}`} order by j.type`
        assert.deepEqual(
          entries.map((e) => [e.type, e.day, e.cents]),
          [
            ['accrued_expense', '2026-09-30', Math.abs(line.amountCents)],
            ['accrued_expense_reversal', '2026-10-01', Math.abs(line.amountCents)],
          ],
        )
        const bs = await call(bk, 'GET', `/orgs/${org}/reports/BalanceSheet?start_date=2026-09-01&end_date=2026-09-30`)
        assert.ok(
          JSON.stringify(bs.body).includes('Accrued Liabilities'),
          'the liability stands at the end of September',
        )

        // an account the ledger does not have is refused on its field; a month whose books were sent is closed
        const unknown = await call(bk, 'POST', path, { accruedExpenseDate: '2026-09-15', debitAccountName: 'Nope' })
        assert.equal(unknown.body.error.details.fields[0].path, 'debitAccountName')
        await sql`insert into public.books_trackings (organization_id, month, books_sent_at, books_sent_by)
          values (${org}, '2026-08-01', now(), ${bk})`
        const closed = await call(bk, 'POST', path, { accruedExpenseDate: '2026-08-20', debitAccountName: 'Meals' })
        assert.equal(closed.status, 422)
        assert.equal(
          closed.body.error.details.fields[0].message,
          'The books for August 2026 are closed: choose a later month',
        )
        assert.equal((await call(bk, 'GET', path)).body.accrued.length, 1, 'nothing was recorded for the refused ones')
      })

      await t.step("a categorised line's write-back is recorded as the product's expense entry", async () => {
        const [posted] = await sql`select c.id, c.ledger_ref from public.expense_categorizations c
          where c.organization_id = ${org} and c.ledger_ref like 'JournalEntry/%'
            and c.source not in ('quickbooks', 'ledger') order by c.posted_at limit 1`
        // a line of the books is moved within its own entry (no new entry to record); a feed line's is new
        const [record] = await sql`select type::text, journal_entry_id from public.journal_entries
          where organization_id = ${org} and source_ref = ${`expense_categorizations:${posted.id}`}`
        assert.deepEqual({ ...record }, { type: 'expense', journal_entry_id: posted.ledger_ref.split('/')[1] })
      })

      await t.step(
        'ingestion per provider: lines before ingestStartingFrom are not read, unless ingestAll',
        async () => {
          const bad = await call(bk, 'PATCH', `${base}/settings`, {
            configs: [{ providerId: 'ramp', ingestStartingFrom: '2026-13-40', ingestAll: false }],
          })
          assert.equal(bad.status, 422)
          assert.equal(bad.body.error.details.fields[0].path, 'configs.0.ingestStartingFrom')
          const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
          const ok = await call(bk, 'PATCH', `${base}/settings`, {
            configs: [{ providerId: 'ramp', ingestStartingFrom: tomorrow, ingestAll: false }],
          })
          assert.deepEqual(ok.body.configs, [{ providerId: 'ramp', ingestStartingFrom: tomorrow, ingestAll: false }])
          assert.equal(ok.body.mode, 'auto', 'the mode is kept')
          await cardLines(org, [['Old Line Vendor', 'OLD LINE', -1_000]])
          await call(bk, 'POST', `${base}/run`)
          const count = async () =>
            (
              await sql`select count(*)::int as n from public.expense_categorizations where organization_id = ${org} and payee = 'Old Line Vendor'`
            )[0].n
          assert.equal(await count(), 0)
          await call(bk, 'PATCH', `${base}/settings`, {
            configs: [{ providerId: 'ramp', ingestStartingFrom: tomorrow, ingestAll: true }],
          })
          await call(bk, 'POST', `${base}/run`)
          assert.equal(await count(), 1)
        },
      )
      await t.step(
        "AI categorisation runs only while the autocat flag and the client's own switch are on",
        async () => {
          // runs queued since a moment (the worker may already have taken one: any status counts)
          const since = async () => (await sql`select clock_timestamp() as at`)[0].at
          const queuedSince = async (at: Date) =>
            (
              await sql`select count(*)::int as n from public.jobs
              where job_key = ${`categorisation.run:${org}`} and created_at >= ${at}`
            )[0].n
          let t0 = await since()
          const on = await call(bk, 'GET', `${base}/settings`)
          assert.deepEqual([on.body.aiAutocatEnabled, on.body.autocatFlag, on.body.autocatEnabled], [true, true, true])

          // the client's switch off: a run is refused with what to change, and new lines queue nothing
          const off = await call(bk, 'PATCH', `${base}/settings`, { aiAutocatEnabled: false })
          assert.equal(off.status, 200, JSON.stringify(off.body))
          assert.deepEqual([off.body.aiAutocatEnabled, off.body.autocatEnabled], [false, false])
          const refused = await call(bk, 'POST', `${base}/run`)
          assert.equal(refused.status, 409)
          assert.match(refused.body.error.message, /^AI categorisation is off for this client/)
          assert.equal((await call(bk, 'POST', `${base}/suggest`, { vendor: 'Figma', amount: 15 })).status, 409)
          await cardLines(org, [['Gated Vendor', 'GATED LINE', -2_000]])
          assert.equal(await queuedSince(t0), 0, 'no run is queued while it is off')

          // on again for the client, but the flag off for it
          await call(bk, 'PATCH', `${base}/settings`, { aiAutocatEnabled: true })
          await sql`insert into public.organization_feature_flags (organization_id, flag_name, enabled) values (${org}, 'autocat', false)`
          const flagged = await call(bk, 'GET', `${base}/settings`)
          assert.deepEqual(
            [flagged.body.aiAutocatEnabled, flagged.body.autocatFlag, flagged.body.autocatEnabled],
            [true, false, false],
          )
          assert.equal((await call(bk, 'POST', `${base}/run`)).status, 409)
          t0 = await since()
          await cardLines(org, [['Gated Vendor', 'GATED LINE 2', -2_100]])
          assert.equal(await queuedSince(t0), 0)

          // both on: new lines queue a run again, and a run categorises the lines left waiting
          await sql`delete from public.organization_feature_flags where organization_id = ${org} and flag_name = 'autocat'`
          // a run queued by an earlier step and not yet done holds the job key: new lines would join it, not queue
          await waitForOrgJobs(org)
          t0 = await since()
          await cardLines(org, [['Gated Vendor', 'GATED LINE 3', -2_200]])
          assert.equal(await queuedSince(t0), 1)
          assert.equal((await call(bk, 'POST', `${base}/run`)).status, 200)
          const [{ n }] = await sql`select count(*)::int as n from public.expense_categorizations
          where organization_id = ${org} and payee = 'Gated Vendor'`
          assert.equal(n, 3, 'the lines left waiting while it was off are categorised now')
        },
      )
    } finally {
      // entries (and their postings) go first: the organization's cascade would reach its accounts before them
      await sql`delete from public.ledger_transactions where organization_id in (${org}, ${orgB})`
      await dropFixtures({ orgs: [org, orgB], users: [oa, bk, rv, stranger, bkB] })
      await closeFixtureSql()
      await closeDb()
    }
  },
)
