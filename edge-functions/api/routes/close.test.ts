/**
 * The month-end close through the API, in-process against the test stack, on an organization of its own with a
 * built-in ledger of two months: a variance analysis refused with a negative threshold, prepared with its lines,
 * directions and unusual transactions, an empty month, the transactions behind a line, notes whose body is seeded as a
 * Yjs document, the review steps driving the derived status (admin notes count, a reviewer's do not), and the books
 * tracker's state moving with a pending question, a reconciled-or-not month and books sent; and who may do each step.
 */
import assert from 'node:assert/strict'
import * as Y from 'yjs'
import { closeDb } from '../../_shared/db.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'
import { THRESHOLD_MESSAGES } from '../../../shared/rules/variance-analysis.ts'
import { OVERRIDE_REASON_MESSAGE } from '../../../shared/rules/books-tracker.ts'

Deno.test(
  { name: 'close: a variance analysis from prepared to completed, and the books tracker', ...opts },
  async (t) => {
    const [client, bk, rv, admin, stranger] = [
      await newUser('user'),
      await newUser('bookkeeper'),
      await newUser('bookkeeper'),
      await newUser('admin'),
      await newUser('bookkeeper'),
    ]
    const org = await newOrg({ admins: [client], bookkeepers: [bk], reviewers: [rv] })
    const csv = [
      'date,entry,account,debit,credit,description,account_type',
      '2026-08-31,OB,Checking,10000.00,,Opening balance,Bank',
      '2026-08-31,OB,Owner Equity,,10000.00,Opening balance,Equity',
      '2026-09-03,R9,Rent,1000.00,,Landlord September,Expense',
      '2026-09-03,R9,Checking,,1000.00,Landlord September,Bank',
      '2026-09-10,S9,Checking,3000.00,,Sales September,Bank',
      '2026-09-10,S9,Sales,,3000.00,Sales September,Income',
      '2026-10-03,R10,Rent,1200.00,,Landlord October,Expense',
      '2026-10-03,R10,Checking,,1200.00,Landlord October,Bank',
      '2026-10-10,S10,Checking,3050.00,,Sales October,Bank',
      '2026-10-10,S10,Sales,,3050.00,Sales October,Income',
      '2026-10-12,M10,Meals,80.00,,Team lunch,Expense',
      '2026-10-12,M10,Checking,,80.00,Team lunch,Bank',
    ].join('\n')
    const base = `/organizations/${org}/variance-analyses`
    try {
      let id = ''
      let detail: any
      await t.step('thresholds must be non-negative numbers; the refusal names the field', async () => {
        assert.equal((await call(bk, 'POST', `/orgs/${org}/ledger/import`, { format: 'csv', text: csv })).status, 200)
        const bad = await call(bk, 'POST', base, { month: '2026-10-01', thresholdPercentage: -1 })
        assert.equal(bad.status, 422)
        assert.equal(bad.body.error.details.fields[0].path, 'thresholdPercentage')
        assert.equal(bad.body.error.details.fields[0].message, THRESHOLD_MESSAGES.percentage)
        const text = await call(bk, 'POST', base, { month: '2026-10-01', thresholdAmount: 'lots' })
        assert.equal(text.status, 422)
        assert.equal(text.body.error.details.fields[0].path, 'thresholdAmount')
        assert.equal(text.body.error.details.fields[0].message, THRESHOLD_MESSAGES.amount)
        const fine = await call(bk, 'POST', base, { month: '2026-10-01', thresholdPercentage: 12.25 })
        assert.equal(fine.status, 422)
        assert.equal(
          fine.body.error.details.fields[0].message,
          'Enter the percentage threshold with at most one decimal',
        )
        const n =
          await fixtureSql()`select count(*)::int as n from public.variance_analyses where organization_id = ${org}`
        assert.equal(n[0].n, 0)
      })

      await t.step('who may prepare: the bookkeeper; not the reviewer, the client or a stranger', async () => {
        assert.equal((await call(rv, 'POST', base, { month: '2026-10-01' })).status, 403)
        assert.equal((await call(client, 'POST', base, { month: '2026-10-01' })).status, 403)
        assert.equal((await call(stranger, 'POST', base, { month: '2026-10-01' })).status, 404)
        const created = await call(bk, 'POST', base, {
          month: '2026-10-01',
          thresholdPercentage: 10,
          thresholdAmount: 100,
          accountingMethod: 'accrual',
          reviewerId: rv,
        })
        assert.equal(created.status, 201, JSON.stringify(created.body))
        detail = created.body
        id = detail.id
        assert.equal(detail.status, 'pending')
        assert.equal(detail.startDate, '2026-10-01')
        assert.equal(detail.endDate, '2026-10-31')
        assert.ok(detail.lastRefreshedAt)
        assert.equal((await call(client, 'GET', `${base}/${id}`)).status, 403)
        assert.equal((await call(rv, 'GET', `${base}/${id}`)).status, 200)
      })

      await t.step(
        'lines carry the truncated change and the direction; the unusual analysis flags new groups',
        async () => {
          const line = (label: string) => detail.profitAndLoss.find((l: any) => l.label === label && l.kind === 'data')
          assert.deepEqual(
            [line('Rent').previousCents, line('Rent').currentCents, line('Rent').changePercent, line('Rent').direction],
            [100_000, 120_000, 20, 'up'],
          )
          // 3000 → 3050: 1.6% (1.666… truncated), 50.00 under the 100.00 amount threshold
          assert.deepEqual([line('Sales').changePercent, line('Sales').direction], [1.6, 'none'])
          // nothing in September: a previous of 0 has no percentage (spec §5), and 80.00 is under the amount threshold
          assert.deepEqual(
            [line('Meals').previousCents, line('Meals').changePercent, line('Meals').direction],
            [0, null, 'none'],
          )
          const meals = detail.unusualTransactions.find((g: any) => g.account === 'Meals')
          assert.equal(meals.isNew, true)
          const rent = detail.unusualTransactions.find((g: any) => g.account === 'Rent')
          assert.deepEqual([rent.isNew, rent.changeCents, rent.changePercent], [false, 20_000, 20])
          assert.ok(detail.balanceSheet.some((l: { label: string }) => l.label === 'Checking'))
          assert.equal(detail.empty, false)
          const set = await call(bk, 'GET', `${base}/${id}/transactions?path=${encodeURIComponent(line('Rent').path)}`)
          assert.equal(set.status, 200, JSON.stringify(set.body))
          assert.deepEqual(
            set.body.items.map((i: { date: string; amountCents: number }) => [i.date, i.amountCents]),
            [
              ['2026-09-03', 100_000],
              ['2026-10-03', 120_000],
            ],
          )
        },
      )

      await t.step('a month with no books is a clear empty analysis, not an error', async () => {
        const empty = await call(bk, 'POST', base, { month: '2025-01-01' })
        assert.equal(empty.status, 201)
        assert.equal(empty.body.empty, true)
        assert.equal(empty.body.unusualTransactions.length, 0)
        const again = await call(bk, 'POST', base, { month: '2025-01-01' })
        assert.equal(again.status, 409)
      })

      let noteId = ''
      await t.step('a note on a line starts its live document with its text; a reply keeps its line', async () => {
        const rentPath = detail.profitAndLoss.find((l: { label: string }) => l.label === 'Rent').path
        const bad = await call(bk, 'POST', `${base}/${id}/notes`, { path: 'pnl:nope', content: 'Why?' })
        assert.equal(bad.status, 422)
        assert.equal(bad.body.error.details.fields[0].path, 'path')
        const note = await call(bk, 'POST', `${base}/${id}/notes`, { path: rentPath, content: 'Rent went up 20%' })
        assert.equal(note.status, 201, JSON.stringify(note.body))
        noteId = note.body.id
        assert.equal(note.body.pathV2, 'Expenses > Rent')
        assert.equal(note.body.role, 'bookkeeper')
        const rows =
          await fixtureSql()`select update from public.collab_document_updates where document_id = ${note.body.collabDocumentId}`
        const doc = new Y.Doc()
        Y.applyUpdate(doc, new Uint8Array(rows[0].update))
        assert.equal(doc.getText('body').toString(), 'Rent went up 20%')
        const reply = await call(rv, 'POST', `${base}/${id}/notes`, { answerTo: noteId, content: 'New lease?' })
        assert.equal(reply.status, 201)
        assert.equal(reply.body.path, rentPath)
        assert.equal(reply.body.answerTo, noteId)
        assert.equal((await call(client, 'POST', `${base}/${id}/notes`, { path: rentPath, content: 'hi' })).status, 403)
      })

      await t.step('the derived status follows the spec order; only admin and owner notes count', async () => {
        const act = async (who: string, action: string) => await call(who, 'POST', `${base}/${id}/actions/${action}`)
        assert.equal((await act(bk, 'send')).body.status, 'ready-for-review', 'a reviewer note does not count')
        const rentPath = detail.profitAndLoss.find((l: { label: string }) => l.label === 'Rent').path
        assert.equal(
          (await call(admin, 'POST', `${base}/${id}/notes`, { path: rentPath, content: 'Explain' })).status,
          201,
        )
        assert.equal((await call(bk, 'GET', `${base}/${id}`)).body.status, 'reviewed-with-comments')
        assert.equal((await act(bk, 'send')).body.status, 'ready-for-final-review')
        assert.equal((await act(bk, 'submit')).status, 403, 'a bookkeeper does not complete their own review')
        assert.equal((await act(rv, 'send')).status, 403)
        assert.ok((await act(rv, 'send-to-bookkeeper')).body.lastSentToBookkeeper)
        const done = await act(rv, 'submit')
        assert.equal(done.body.status, 'completed')
        assert.equal((await act(bk, 'refresh')).status, 409)
        assert.equal((await call(bk, 'PATCH', `${base}/${id}`, { thresholdPercentage: 5 })).status, 409)
        const notified = await fixtureSql()`select count(*)::int as n from public.notifications
        where type = 'variance-analysis' and organization_id = ${org} and user_id = ${bk}`
        assert.ok(notified[0].n >= 2, 'the bookkeeper hears of notes and of the completed review')
        const list = await call(bk, 'GET', base)
        assert.equal(list.body.analyses.length, 2)
        assert.ok(list.body.maxSubmittedAt)
        const resolved = await call(bk, 'PATCH', `/organizations/${org}/variance-notes/${noteId}`, { resolved: true })
        assert.ok(resolved.body.resolvedAt)
      })

      await t.step('the tracker derives the state from live facts; books sent and overrides are recorded', async () => {
        const tracker = async (who = admin) => {
          const res = await call(who, 'GET', '/books-tracker?month=2026-10-01')
          assert.equal(res.status, 200, JSON.stringify(res.body))
          return res.body.rows.find((r: { organizationId: string }) => r.organizationId === org)
        }
        // completed, sent, but no reconciled month (no statement accounts): rule 10
        let row = await tracker()
        assert.deepEqual([row.state, row.rule, row.facts.analysisStatus], ['in_progress', 10, 'completed'])
        assert.equal(row.dueDate, '2026-11-04')
        await fixtureSql()`insert into public.amc_questions (organization_id, account_name, transaction_id, amount, status)
        values (${org}, 'Ask My Client', ${`t-${org}`}, 5000, 'not_responded')`
        row = await tracker(bk)
        assert.equal(row.facts.unansweredQuestions, 1)
        assert.equal((await call(client, 'GET', '/books-tracker?month=2026-10-01')).body.rows.length, 0)
        const noReason = await call(bk, 'PUT', `/organizations/${org}/books-tracking/2026-10-01`, {
          stateOverride: 'amc-os',
        })
        assert.equal(noReason.status, 422)
        assert.equal(noReason.body.error.details.fields[0].path, 'overrideReason')
        assert.equal(noReason.body.error.details.fields[0].message, OVERRIDE_REASON_MESSAGE)
        const over = await call(bk, 'PUT', `/organizations/${org}/books-tracking/2026-10-01`, {
          stateOverride: 'amc-os',
          overrideReason: 'Waiting on the lease',
          businessDays: 1,
        })
        assert.equal(over.status, 204)
        row = await tracker()
        assert.deepEqual(
          [row.state, row.derivedState, row.override.reason, row.dueDate],
          ['amc-os', 'in_progress', 'Waiting on the lease', '2026-11-02'],
        )
        assert.equal(
          (await call(rv, 'PUT', `/organizations/${org}/books-tracking/2026-10-01`, { booksSent: true })).status,
          403,
        )
        await call(bk, 'PUT', `/organizations/${org}/books-tracking/2026-10-01`, {
          stateOverride: null,
          booksSent: true,
        })
        row = await tracker()
        assert.deepEqual([row.state, row.rule, row.override], ['final-review', 1, null])
        assert.ok(row.facts.booksSentAt)
        const filtered = await call(
          admin,
          'GET',
          `/books-tracker?month=2026-10-01&state=in_progress&bookkeeperId=${bk}`,
        )
        assert.ok(!filtered.body.rows.some((r: { organizationId: string }) => r.organizationId === org))
      })

      await t.step("the clients list's varianceAnalysis comes from the records", async () => {
        const list = await call(admin, 'GET', `/organizations?search=${encodeURIComponent('Fixture')}`)
        const o = list.body.organizations?.find((x: any) => x.id === org) ?? list.body.find?.((x: any) => x.id === org)
        assert.ok(o, JSON.stringify(list.body).slice(0, 300))
        assert.equal(o.varianceAnalysis.count, 2)
        assert.equal(o.varianceAnalysis.latestMonth, '2026-10-01')
        assert.equal(o.varianceAnalysis.latestStatus, 'completed')
        assert.ok(o.varianceAnalysis.maxSubmittedAt)
      })
    } finally {
      await fixtureSql()`delete from public.ledger_transactions where organization_id = ${org}`
      await dropFixtures({ orgs: [org], users: [client, bk, rv, admin, stranger] })
      await closeFixtureSql()
      await closeDb()
    }
  },
)
