/**
 * Variance-analysis adjustments (issue 31 item 3, type `variance_analysis`), in-process against the test stack: a
 * bookkeeper moves an amount found in the wrong account from the analysis; the entry is posted balanced on the
 * month's last day, recorded once among the product's entries with the analysis as its cause, and listed on the
 * analysis with that record (traceable both ways); a reviewer's proposal on a line is posted by the bookkeeper and
 * reversed with the opposite entry, each recorded; the refusals (same account, no amount, a reviewer posting, a
 * stranger, a submitted analysis, a month whose books were sent) post nothing.
 */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'

Deno.test(
  { name: 'close: an adjustment from a variance analysis is a product entry, both ways', ...opts },
  async (t) => {
    const [bk, rv, stranger] = [await newUser('bookkeeper'), await newUser('bookkeeper'), await newUser('bookkeeper')]
    const org = await newOrg({ bookkeepers: [bk], reviewers: [rv] })
    const sql = fixtureSql()
    const csv = [
      'date,entry,account,debit,credit,description,account_type',
      '2026-09-03,R9,Rent,1000.00,,Landlord September,Expense',
      '2026-09-03,R9,Checking,,1000.00,Landlord September,Bank',
      '2026-10-03,R10,Rent,1000.00,,Landlord October,Expense',
      '2026-10-03,R10,Checking,,1000.00,Landlord October,Bank',
      '2026-10-12,M10,Meals,480.00,,Office chairs,Expense',
      '2026-10-12,M10,Checking,,480.00,Office chairs,Bank',
      '2026-10-13,E10,Office Equipment,1.00,,Cable,Expense',
      '2026-10-13,E10,Checking,,1.00,Cable,Bank',
    ].join('\n')
    const base = `/organizations/${org}/variance-analyses`
    const entries = () => sql`select id, type::text, source_ref, journal_entry_id, amount_cents::int as cents,
      journal_entry_date::text as date from public.journal_entries where organization_id = ${org}`
    try {
      assert.equal((await call(bk, 'POST', `/orgs/${org}/ledger/import`, { format: 'csv', text: csv })).status, 200)
      const accounts = (await call(bk, 'GET', `/orgs/${org}/ledger/accounts`)).body.QueryResponse.Account as {
        Id: string
        Name: string
      }[]
      const id = (name: string) => accounts.find((a) => a.Name === name)!.Id
      const created = await call(bk, 'POST', base, {
        month: '2026-10-01',
        thresholdPercentage: 10,
        thresholdAmount: 100,
      })
      assert.equal(created.status, 201, JSON.stringify(created.body))
      const analysisId = created.body.id as string
      const adjust = (as: string, body: unknown) => call(as, 'POST', `${base}/${analysisId}/adjustments`, body)
      const move = {
        amount: 480,
        fromAccountId: id('Meals'),
        toAccountId: id('Office Equipment'),
        memo: 'Chairs are equipment',
      }

      await t.step('refusals name the field and post nothing', async () => {
        const same = await adjust(bk, { ...move, toAccountId: move.fromAccountId })
        assert.equal(same.status, 422)
        assert.deepEqual(same.body.error.details.fields[0], {
          path: 'toAccountId',
          message: 'Choose another account than the one the amount leaves',
        })
        const zero = await adjust(bk, { ...move, amount: 0 })
        assert.equal(zero.status, 422)
        assert.equal(zero.body.error.details.fields[0].path, 'amount')
        assert.equal((await adjust(bk, { ...move, toAccountId: '999999' })).status, 422)
        assert.equal((await adjust(rv, move)).status, 403)
        assert.equal((await adjust(stranger, move)).status, 404)
        assert.equal((await entries()).length, 0)
      })

      await t.step(
        'the entry is posted balanced, recorded once, and traced from the entry to the analysis and back',
        async () => {
          const r = await adjust(bk, move)
          assert.equal(r.status, 201, JSON.stringify(r.body))
          assert.equal(r.body.adjustments.length, 1)
          const a = r.body.adjustments[0]
          assert.deepEqual(
            [a.amountCents, a.fromAccountId, a.toAccountId, a.postedBy],
            [48_000, id('Meals'), id('Office Equipment'), bk],
          )
          const [e] = await entries()
          assert.deepEqual(
            { type: e.type, ref: e.source_ref, ledgerId: e.journal_entry_id, cents: e.cents, date: e.date },
            {
              type: 'variance_analysis',
              ref: `variance_analysis_adjustments:${a.id}`,
              ledgerId: a.ledgerTransactionId,
              cents: 48_000,
              date: '2026-10-31',
            },
          )
          assert.equal(a.journalEntryRecordId, e.id, 'the analysis lists the entry record')
          const [back] = await sql`select variance_analysis_id from public.variance_analysis_adjustments
        where id = ${e.source_ref.split(':')[1]}`
          assert.equal(back.variance_analysis_id, analysisId, 'the entry leads to the analysis')
          const je = await call(bk, 'GET', `/orgs/${org}/ledger/JournalEntry/${a.ledgerTransactionId}`)
          assert.equal(je.status, 200)
          const lines = je.body.JournalEntry.Line as {
            Amount: number
            JournalEntryLineDetail: { PostingType: string; AccountRef: { value: string } }
          }[]
          const side = (t: string) => lines.filter((l) => l.JournalEntryLineDetail.PostingType === t)
          assert.deepEqual(
            side('Debit').map((l) => [l.JournalEntryLineDetail.AccountRef.value, l.Amount]),
            [[id('Office Equipment'), 480]],
          )
          assert.deepEqual(
            side('Credit').map((l) => [l.JournalEntryLineDetail.AccountRef.value, l.Amount]),
            [[id('Meals'), 480]],
          )
        },
      )

      await t.step(
        'a reviewer proposes on a line; the bookkeeper posts it, then reverses it: both entries recorded',
        async () => {
          const proposal = { ...move, amount: 120.5, memo: 'Desk lamp is equipment', path: `pnl:${id('Meals')}` }
          const asked = await adjust(rv, { ...proposal, propose: true })
          assert.equal(asked.status, 201, JSON.stringify(asked.body))
          const p = asked.body.adjustments.find((x: { status: string }) => x.status === 'proposed')
          assert.deepEqual(
            [p.amountCents, p.path, p.proposedBy, p.postedBy, p.ledgerTransactionId, p.journalEntryRecordId],
            [12_050, `pnl:${id('Meals')}`, rv, null, null, null],
          )
          assert.equal((await entries()).length, 1, 'a proposal posts nothing')
          const step = (as: string, adj: string, s: string) =>
            call(as, 'POST', `${base}/${analysisId}/adjustments/${adj}/${s}`)
          assert.equal((await step(rv, p.id, 'post')).status, 403, 'a reviewer proposes, never posts')
          assert.equal((await step(bk, p.id, 'reverse')).status, 409, 'a proposal is posted before it is reversed')
          const posted = await step(bk, p.id, 'post')
          assert.equal(posted.status, 200, JSON.stringify(posted.body))
          const a = posted.body.adjustments.find((x: { id: string }) => x.id === p.id)
          assert.deepEqual([a.status, a.postedBy, a.proposedBy], ['posted', bk, rv])
          assert.equal((await step(bk, p.id, 'post')).status, 409, 'posted once')
          const reversed = await step(bk, p.id, 'reverse')
          assert.equal(reversed.status, 200, JSON.stringify(reversed.body))
          const r = reversed.body.adjustments.find((x: { id: string }) => x.id === p.id)
          assert.equal(r.status, 'reversed')
          const mine = (await entries()).filter((e) => e.source_ref.includes(p.id))
          assert.deepEqual(mine.map((e) => [e.source_ref, e.cents, e.date]).sort(), [
            [`variance_analysis_adjustments:${p.id}`, 12_050, '2026-10-31'],
            [`variance_analysis_adjustments:${p.id}:reversal`, 12_050, '2026-10-31'],
          ])
          assert.equal(r.reversalJournalEntryRecordId, mine.find((e) => e.source_ref.endsWith(':reversal'))!.id)
          // the two entries cancel: Meals and Office Equipment are where they were before the proposal
          const [net] = await sql`select coalesce(sum(p.amount_cents), 0)::int as c from public.ledger_postings p
          where p.organization_id = ${org} and p.transaction_id in (${a.ledgerTransactionId}, ${r.reversalLedgerTransactionId})
            and p.account_id = ${id('Meals')}`
          assert.equal(net.c, 0)
          assert.equal((await step(bk, p.id, 'reverse')).status, 409, 'reversed once')
        },
      )

      await t.step('a submitted analysis and a month whose books were sent take no adjustment', async () => {
        await sql`update public.variance_analyses set submitted_at = now() where id = ${analysisId}`
        const submitted = await adjust(bk, move)
        assert.equal(submitted.status, 422)
        assert.equal(submitted.body.error.message, 'This analysis is submitted: reopen it before posting an adjustment')
        await sql`update public.variance_analyses set submitted_at = null where id = ${analysisId}`
        await sql`insert into public.books_trackings (organization_id, month, books_sent_at, books_sent_by)
        values (${org}, '2026-10-01', now(), ${bk}) on conflict (organization_id, month) do update set books_sent_at = now(), books_sent_by = ${bk}`
        const sent = await adjust(bk, move)
        assert.equal(sent.status, 422)
        assert.equal(
          sent.body.error.message,
          'The books for October 2026 were sent: nothing can be posted into a closed month',
        )
        assert.equal((await entries()).length, 3)
      })
    } finally {
      await sql`delete from public.ledger_transactions where organization_id = ${org}`
      await sql`delete from public.variance_analysis_adjustments where organization_id = ${org}`
      await dropFixtures({ orgs: [org], users: [bk, rv, stranger] })
      await closeFixtureSql()
      await closeDb()
    }
  },
)
