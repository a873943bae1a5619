/**
 * Statement reconciliation through the API, in-process against the test stack, on an organization of its own with a
 * built-in ledger and a bank feed: statement PDFs generated here (a clean one, one of another account, a locked one, a
 * broken one), the figures confirmed, suggested matches (a split, same-amount lines on adjacent days) accepted in
 * bulk, a bank fee the ledger lacks refused until an approved entry books it, the month reconciled, the tracker
 * completed and the shared read of the month; and who may do each step.
 */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'
import { addBalance, addTransactions, newBankAccount, newBankConnection } from '../../_testing/bank-feeds.ts'
import { lockedPdf, statementPdf, uploadStatement } from '../../_testing/reconciliation.ts'
import { PDF_MESSAGES } from '../../domains/reconciliation/pdf-text.ts'
import { RECONCILE_MESSAGES, monthBounds } from '../../../shared/rules/reconciliation.ts'
import { STATEMENT_MAX_BYTES } from '../../../shared/schemas/reconciliation.ts'
import { expectedStatementMonth } from '../../../shared/rules/statement-tracker.ts'

/**
 * Records an uploaded statement (202, processing) and waits while the stack's worker reads it: then 201 and the
 * document, or 422 and the refusal in the shape the API answers refusals with, so each case reads as one request.
 */
async function readUploaded(sub: string, url: string, body: Record<string, unknown>) {
  const r = await call(sub, 'POST', url, body)
  if (r.status !== 202) return r
  assert.equal(r.body.status, 'processing', 'the request only records the upload')
  const until = Date.now() + 20_000
  for (;;) {
    const g = await call(sub, 'GET', url.replace(/\/uploaded$/, `/uploads/${r.body.id}`))
    assert.equal(g.status, 200, JSON.stringify(g.body))
    if (g.body.status === 'read') return { status: 201, body: g.body.document }
    if (g.body.status === 'refused')
      return { status: 422, body: { error: { message: g.body.error.message, details: { fields: [g.body.error] } } } }
    if (Date.now() > until) throw new Error('the statement was not read within 20 s')
    await new Promise((res) => setTimeout(res, 100))
  }
}

const DAY = 86_400_000
const iso = (d: Date) => d.toISOString().slice(0, 10)
const plus = (day: string, n: number) => iso(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY))
const daysAgo = (day: string) =>
  Math.round((Date.parse(`${iso(new Date())}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY)

Deno.test(
  { name: 'reconciliation: a month from statement PDF to reconciled, and who may do what', ...opts },
  async (t) => {
    const [oa, bk, rv, stranger] = [
      await newUser('user'),
      await newUser('bookkeeper'),
      await newUser('bookkeeper'),
      await newUser('bookkeeper'),
    ]
    const org = await newOrg({ admins: [oa], bookkeepers: [bk], reviewers: [rv] })
    const month = monthBounds(expectedStatementMonth(iso(new Date())))
    const d = (n: number) => plus(month.start, n)
    const csv = [
      'date,entry,account,debit,credit,description,account_type',
      `${plus(month.start, -1)},OB,Checking,1000.00,,Opening balance,Bank`,
      `${plus(month.start, -1)},OB,Owner Equity,,1000.00,Opening balance,Equity`,
      `${d(2)},S1,Checking,500.00,,Card sales,Bank`,
      `${d(2)},S1,Sales,,500.00,Card sales,Income`,
      `${d(5)},R1,Rent,300.00,,Rent March,Expense`,
      `${d(5)},R1,Checking,,300.00,Rent March,Bank`,
      `${d(9)},I1,Checking,420.00,,Invoice 1001,Bank`,
      `${d(9)},I1,Sales,,420.00,Invoice 1001,Income`,
      `${d(12)},C1,Meals,25.00,,Corner Cafe,Expense`,
      `${d(12)},C1,Checking,,25.00,Corner Cafe,Bank`,
      `${d(13)},C2,Meals,25.00,,Corner Cafe,Expense`,
      `${d(13)},C2,Checking,,25.00,Corner Cafe,Bank`,
      `${d(1)},F0,Bank Charges,0.01,,placeholder for the account,Expense`,
      `${d(1)},F0,Owner Equity,,0.01,placeholder for the account,Equity`,
    ].join('\n')
    const conn = await newBankConnection(org)
    const feed = await newBankAccount(org, conn, { name: 'Platypus Checking', mask: '7847' })
    await addTransactions(org, conn.connectionId, feed, [
      { daysAgo: daysAgo(d(2)), cents: 50_000, description: 'CARD SALES' },
      { daysAgo: daysAgo(d(6)), cents: -30_000, description: 'RENT MARCH' },
      { daysAgo: daysAgo(d(9)), cents: 30_000, description: 'DEPOSIT' },
      { daysAgo: daysAgo(d(10)), cents: 12_000, description: 'DEPOSIT' },
      { daysAgo: daysAgo(d(12)), cents: -2_500, description: 'POS CORNER CAFE' },
      { daysAgo: daysAgo(d(13)), cents: -2_500, description: 'POS CORNER CAFE' },
      { daysAgo: daysAgo(d(20)), cents: -1_500, description: 'MONTHLY SERVICE FEE' },
    ])
    // the statement: 1,000.00 + 500 - 300 + 420 - 50 - 15 = 1,555.00; the bank says the same yesterday
    await addBalance(org, feed, 1, 155_500)
    // the client lets the firm read the account (staff see only what the client granted)
    await fixtureSql()`update public.organizations set metadata = jsonb_set(metadata, '{userPermissions,bankAccounts}',
    ${fixtureSql().json([{ permissionGiven: true, plaidBankAccountId: feed, accountName: '', institutionName: '' }])}::jsonb)
    where id = ${org}`
    const base = `/organizations/${org}/reconciliation`
    const pdf = (mask = '7847', startingCents = 100_000, endingCents = 155_500) =>
      statementPdf({ mask, periodStart: month.start, periodEnd: month.end, startingCents, endingCents })

    try {
      let accountId = ''
      let checking = ''
      let charges = ''
      await t.step('staff map the ledger checking account to its feed; a client cannot', async () => {
        assert.equal((await call(bk, 'POST', `/orgs/${org}/ledger/import`, { format: 'csv', text: csv })).status, 200)
        const overview = await call(bk, 'GET', base)
        assert.equal(overview.status, 200)
        checking = overview.body.ledgerAccounts.find((a: { name: string }) => a.name === 'Checking').id
        const ledger = await call(bk, 'GET', `/orgs/${org}/ledger/accounts`)
        charges = ledger.body.QueryResponse.Account.find((a: { Name: string }) => a.Name === 'Bank Charges').Id
        assert.equal((await call(oa, 'POST', `${base}/accounts`, { accountChartId: checking })).status, 403)
        const created = await call(bk, 'POST', `${base}/accounts`, {
          accountChartId: checking,
          plaidBankAccountId: feed,
        })
        assert.equal(created.status, 201, JSON.stringify(created.body))
        assert.equal(created.body.accountChartName, 'Checking')
        assert.equal(created.body.feedAccountMask, '7847')
        accountId = created.body.id
        const rent = overview.body.ledgerAccounts.find((a: { name: string }) => a.name === 'Rent')
        assert.equal(rent, undefined, 'only bank and card accounts can have statements')
      })

      let trackerId = ''
      await t.step('the tracker follows the account; availability is a day from 1 to 31', async () => {
        const bad = await call(bk, 'POST', `/organizations/${org}/statement-tracker`, {
          accountName: 'Checking',
          responsibility: 'client',
          availability: 32,
        })
        assert.equal(bad.status, 422)
        assert.equal(bad.body.error.details.fields[0].path, 'availability')
        assert.equal(bad.body.error.details.fields[0].message, 'Availability is a day of the month from 1 to 31')
        const ok = await call(bk, 'POST', `/organizations/${org}/statement-tracker`, {
          accountName: 'Checking ****7847',
          responsibility: 'client',
          availability: 1,
          statementAccountId: accountId,
        })
        assert.equal(ok.status, 201)
        trackerId = ok.body.id
        const across = await call(bk, 'GET', '/statement-tracker')
        const row = across.body.rows.find((r: { trackerId: string }) => r.trackerId === trackerId)
        assert.equal(row.state, 'missing')
        assert.equal(row.month, month.start)
      })

      const documents = async () =>
        (
          await fixtureSql()`select count(*)::int as n from public.reconciliation_documents where organization_id = ${org}`
        )[0].n
      const objects = async () =>
        (
          await fixtureSql()`select count(*)::int as n from storage.objects where bucket_id = 'files' and name like ${`${org}/statements/%`}`
        )[0].n

      await t.step(
        'a statement of another account, a locked PDF, a broken file and one too large are refused; nothing is kept',
        async () => {
          const cases: [Uint8Array, string, RegExp | string][] = [
            [pdf('9999'), 'other.pdf', /This statement is for the account ending 9999, not Checking/],
            [lockedPdf(pdf()), 'locked.pdf', PDF_MESSAGES.password],
            [
              new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> trailer garbage'),
              'broken.pdf',
              PDF_MESSAGES.damaged,
            ],
            [
              new TextEncoder().encode('Date,Amount\n2026-01-01,5.00'),
              'short.csv',
              'The CSV needs a Date, an Amount and a Balance column',
            ],
            // past the cap the job does not read it (a hosted function has 256 MB and 2 s of CPU)
            [
              new Uint8Array(STATEMENT_MAX_BYTES + 1).fill(32),
              'huge.pdf',
              'The file is larger than 10 MB: upload the statement of one month',
            ],
          ]
          for (const [bytes, name, message] of cases) {
            const path = await uploadStatement(bk, org, name, bytes)
            const r = await readUploaded(bk, `${base}/documents/uploaded`, {
              statementAccountId: accountId,
              path,
              fileName: name,
            })
            assert.equal(r.status, 422, name)
            if (typeof message === 'string') assert.equal(r.body.error.message, message, name)
            else assert.match(r.body.error.message, message, name)
          }
          assert.equal(await documents(), 0)
          assert.equal(await objects(), 0, 'each refused upload was removed')
        },
      )

      let documentId = ''
      await t.step('a statement PDF is read and shown to confirm; its figures do not count yet', async () => {
        const path = await uploadStatement(bk, org, 'march.pdf', pdf())
        const r = await readUploaded(bk, `${base}/documents/uploaded`, {
          statementAccountId: accountId,
          path,
          fileName: 'march.pdf',
        })
        assert.equal(r.status, 201, JSON.stringify(r.body))
        assert.deepEqual(
          [r.body.periodStart, r.body.periodEnd, r.body.startBalanceCents, r.body.endBalanceCents, r.body.deltaCents],
          [month.start, month.end, 100_000, 155_500, 55_500],
        )
        assert.equal(r.body.status, 'extracted')
        assert.ok(r.body.fileUrl, 'the file can be opened')
        documentId = r.body.id
        assert.equal((await call(bk, 'GET', base)).body.reconciliations.length, 0)
      })

      let recId = ''
      await t.step('confirming opens the reconciliation: feed agrees, the ledger lacks the fee', async () => {
        const bad = await call(bk, 'POST', `${base}/documents/${documentId}/confirm`, {
          periodStart: month.start,
          periodEnd: month.end,
          startBalance: 1000,
          endBalance: 1555.001,
        })
        assert.equal(bad.status, 422)
        assert.equal(bad.body.error.details.fields[0].path, 'endBalance')
        const r = await call(bk, 'POST', `${base}/documents/${documentId}/confirm`, {
          periodStart: month.start,
          periodEnd: month.end,
          startBalance: 1000,
          endBalance: 1555,
        })
        assert.equal(r.status, 200, JSON.stringify(r.body))
        recId = r.body.reconciliationId
        const detail = (await call(bk, 'GET', `${base}/reconciliations/${recId}`)).body
        const x = detail.reconciliation
        assert.deepEqual(
          [
            x.statementEndingBalanceCents,
            x.feedEndingBalanceCents,
            x.ledgerEndingBalanceCents,
            x.ledgerEndingDeltaCents,
          ],
          [155_500, 155_500, 157_000, 1_500],
        )
        assert.equal(x.feedStartingDeltaCents, 0)
        assert.equal(detail.blocker, RECONCILE_MESSAGES.differs)
        const kinds = detail.matches.map((m: { kind: string }) => m.kind).sort()
        assert.deepEqual(kinds, ['many-to-one', 'one-to-one', 'one-to-one', 'one-to-one', 'one-to-one'])
        assert.deepEqual(
          detail.unmatchedFeedLines.map((l: { amountCents: number }) => l.amountCents),
          [-1_500],
        )
        const tracker = (await call(bk, 'GET', `/organizations/${org}/statement-tracker`)).body.trackers[0]
        assert.deepEqual([tracker.statements[0].date, tracker.statements[0].completed], [month.start, true])
        assert.equal(tracker.statements[0].files[0].fileName, 'march.pdf')
      })

      await t.step('a reviewer reads but cannot accept; staff accept every suggestion in bulk', async () => {
        const detail = (await call(rv, 'GET', `${base}/reconciliations/${recId}`)).body
        const ids = detail.matches.map((m: { id: string }) => m.id)
        assert.equal(
          (await call(rv, 'POST', `${base}/reconciliations/${recId}/matches/accept`, { matchIds: ids })).status,
          403,
        )
        assert.equal((await call(stranger, 'GET', `${base}/reconciliations/${recId}`)).status, 404)
        const ok = await call(bk, 'POST', `${base}/reconciliations/${recId}/matches/accept`, { matchIds: ids })
        assert.deepEqual([ok.status, ok.body.decided], [200, 5])
        const after = (await call(bk, 'GET', `${base}/reconciliations/${recId}`)).body.reconciliation
        // the fee is in the feed only
        assert.deepEqual([after.unreconciledFeedCount, after.unreconciledLedgerCount], [1, 0])
      })

      await t.step(
        'reconciling with a difference is refused; the ledger only changes by an approved entry',
        async () => {
          const refused = await call(bk, 'POST', `${base}/reconciliations/${recId}/reconcile`, {
            method: 'manually-in-haven-app',
          })
          assert.equal(refused.status, 422)
          assert.equal(refused.body.error.message, RECONCILE_MESSAGES.differs)
          const unapproved = await call(bk, 'POST', `${base}/reconciliations/${recId}/adjustments`, {
            amount: -15,
            offsetAccountId: charges,
            memo: 'Monthly service fee',
          })
          assert.equal(unapproved.status, 422)
          assert.equal(unapproved.body.error.details.fields[0].path, 'approved')
          const before = (
            await fixtureSql()`select count(*)::int as n from public.ledger_transactions where organization_id = ${org}`
          )[0].n
          assert.equal(before, 7, 'nothing was booked without approval')
          const booked = await call(bk, 'POST', `${base}/reconciliations/${recId}/adjustments`, {
            amount: -15,
            offsetAccountId: charges,
            memo: 'Monthly service fee',
            approved: true,
          })
          assert.equal(booked.status, 201, JSON.stringify(booked.body))
          const detail = (await call(bk, 'GET', `${base}/reconciliations/${recId}`)).body
          assert.equal(detail.reconciliation.ledgerEndingDeltaCents, 0)
          assert.equal(detail.adjustments[0].amountCents, -1_500)
          assert.equal(detail.blocker, null)
        },
      )

      await t.step('the month is reconciled and the shared read says so', async () => {
        const r = await call(bk, 'POST', `${base}/reconciliations/${recId}/reconcile`, {
          method: 'manually-in-haven-app',
        })
        assert.equal(r.status, 200, JSON.stringify(r.body))
        assert.ok(r.body.reconciliation.reconciledAt)
        assert.equal(r.body.reconciliation.method, 'manually-in-haven-app')
        const [s] = await fixtureSql()`select * from public.reconciliation_month_status(${month.start}::date, ${org})`
        assert.deepEqual([s.accounts, s.reconciled_accounts, s.reconciled], [1, 1, true])
        const overview = (await call(bk, 'GET', base)).body
        assert.equal(overview.months.find((m: { month: string }) => m.month === month.start).reconciled, true)
        const across = (await call(bk, 'GET', '/statement-tracker')).body
        const row = across.rows.find((x: { trackerId: string }) => x.trackerId === trackerId)
        assert.deepEqual([row.state, row.reconciled], ['completed', true])
        const again = await call(bk, 'POST', `${base}/reconciliations/${recId}/matches/accept`, {
          matchIds: [crypto.randomUUID()],
        })
        assert.equal(again.status, 422, 'a reconciled period keeps its matches')
        const another = await uploadStatement(bk, org, 'again.pdf', pdf())
        const dup = await readUploaded(bk, `${base}/documents/uploaded`, {
          statementAccountId: accountId,
          path: another,
          fileName: 'again.pdf',
        })
        assert.equal(dup.status, 422)
        assert.match(dup.body.error.message, /Checking is already reconciled for/)
      })
      await t.step('an asset report gives the figures of the month before, walked back from its balance', async () => {
        const [a] = await fixtureSql()`select account_id from public.bank_accounts where id = ${feed}`
        const plaidLines = [
          [d(2), -500],
          [d(6), 300],
          [d(9), -300],
          [d(10), -120],
          [d(12), 25],
          [d(13), 25],
          [d(20), 15],
        ].map(([date, amount]) => ({ date, amount, pending: false, account_id: a.account_id }))
        const raw = {
          report: {
            items: [
              {
                accounts: [
                  {
                    account_id: a.account_id,
                    type: 'depository',
                    historical_balances: [{ date: iso(new Date()), current: 1555 }],
                    transactions: plaidLines,
                  },
                ],
              },
            ],
          },
        }
        const [r] =
          await fixtureSql()`insert into public.plaid_asset_reports (organization_id, connection_id, plaid_asset_report_id,
            status, days_requested, raw) values (${org}, ${conn.connectionId}, ${`assets-${crypto.randomUUID()}`}, 'ready', 90,
            ${fixtureSql().json(raw)}) returning id`
        const before = monthBounds(plus(month.start, -1))
        const doc = await call(bk, 'POST', `${base}/documents/plaid`, {
          type: 'plaid-asset-report',
          statementAccountId: accountId,
          plaidAssetReportId: r.id,
          periodStart: before.start,
          periodEnd: before.end,
        })
        assert.equal(doc.status, 201, JSON.stringify(doc.body))
        assert.deepEqual(
          [doc.body.type, doc.body.startBalanceCents, doc.body.endBalanceCents, doc.body.status],
          ['plaid-asset-report', 100_000, 100_000, 'extracted'],
        )
        await fixtureSql()`update public.plaid_asset_reports set status = 'pending' where id = ${r.id}`
        const pending = await call(bk, 'POST', `${base}/documents/plaid`, {
          type: 'plaid-asset-report',
          statementAccountId: accountId,
          plaidAssetReportId: r.id,
          periodStart: before.start,
          periodEnd: before.end,
        })
        assert.equal(pending.status, 422)
        assert.equal(pending.body.error.message, 'This asset report is not ready yet')
      })
    } finally {
      // entries (and their postings) go first: the organization's cascade would reach its accounts before them
      await fixtureSql()`delete from public.ledger_transactions where organization_id = ${org}`
      await dropFixtures({ orgs: [org], users: [oa, bk, rv, stranger] })
      await closeFixtureSql()
      await closeDb()
    }
  },
)
