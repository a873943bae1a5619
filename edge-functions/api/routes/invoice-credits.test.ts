/**
 * What closes issue 34: credit notes through the API (partial then full, the balance due, numbering, the ledger's
 * reversing entry, the public page), the designed PDF for staff and customer with the print status, the first view
 * recorded, two overlapping sends mailing once, and a recurring schedule paused, edited and resumed on the server's
 * terms.
 */
import assert from 'node:assert/strict'
import { app } from '../app.ts'
import { call, closeFixtureSql, fixtureSql, opts, tokenFor } from '../../_testing/api.ts'
import { approvedOrg, dropBankingFixtures } from '../../_testing/banking-onboarding.ts'
import { sendInvoice } from '../../domains/invoicing/send-invoice.ts'
import { postDueSchedules } from '../../domains/schedules/post-due-schedules.ts'
import { asService, closeDb } from '../../_shared/db.ts'
import { INVOICING_MESSAGES, addDays, occurrence } from '../../../shared/rules/invoicing.ts'

type Any = any
const fields = (r: { body: Any }) =>
  Object.fromEntries((r.body?.error?.details?.fields ?? []).map((f: Any) => [f.path, f.message]))
const pdfText = async (as: string | null, path: string) => {
  const res = await app.request(`/api${path}`, {
    headers: as ? { authorization: `Bearer ${await tokenFor(as)}` } : {},
  })
  const bytes = new Uint8Array(await res.arrayBuffer())
  return { status: res.status, type: res.headers.get('content-type'), text: new TextDecoder('latin1').decode(bytes) }
}

Deno.test({ name: 'invoicing: credit notes, the PDF, print status, one email per send', ...opts }, async (t) => {
  const { org, people, accountId } = await approvedOrg()
  const { ou, stranger } = people
  const sql = fixtureSql()
  const base = `/organizations/${org}/invoices`
  await sql`insert into public.organization_feature_flags (organization_id, flag_name, enabled)
    values (${org}, 'recurring-invoices', true)
    on conflict (organization_id, flag_name) do update set enabled = true`
  await sql`insert into public.ledger_accounts (organization_id, name, account_type, account_sub_type) values
    (${org}, 'Sales', 'Income', 'SalesOfProductIncome'), (${org}, 'Accounts Receivable', 'Accounts Receivable', 'AccountsReceivable'),
    (${org}, 'Sales Tax Payable', 'Other Current Liability', 'SalesTaxPayable'),
    (${org}, 'Deferred Revenue', 'Other Current Liability', 'OtherCurrentLiabilities')`
  const email = `ap-${crypto.randomUUID().slice(0, 8)}@initech.example`
  // dated today, so the hourly recurring run owes the schedule nothing while the test runs
  const today = new Date().toISOString().slice(0, 10)
  /** Two calls of `send` at once: a transaction holds the invoice's row until both are waiting on it, then lets go. */
  const overlapping = async <T>(invoiceId: string, send: () => Promise<T>) => {
    const hold = await sql.reserve()
    await hold`begin`
    await hold`select 1 from public.invoices where id = ${invoiceId} for update`
    const both = Promise.all([send(), send()])
    for (let i = 0; i < 100; i++) {
      const [w] = await sql`select count(*)::int as n from pg_stat_activity
        where wait_event_type = 'Lock' and query like '%update public.invoices set public_token_hash%'`
      if (w.n >= 2) break
      await new Promise((r) => setTimeout(r, 50))
    }
    await hold`commit`
    hold.release()
    return await both
  }
  const outbox = async () =>
    (await sql`select count(*)::int as n from public.email_outbox where to_email = ${email}`)[0].n as number
  try {
    const c = await call(ou, 'POST', `/organizations/${org}/invoice-customers`, { name: 'Initech', email })
    assert.equal(c.status, 201, JSON.stringify(c.body))
    const created = await call(ou, 'POST', base, {
      customerId: c.body.id,
      accountId,
      invoiceDate: today,
      paymentTerm: 'Net30',
      salesTaxRateMicros: '82500',
      memo: 'Thank you for your business',
      items: [
        {
          title: 'Design retainer',
          description: 'Monthly design work, up to 20 hours',
          priceMicros: '300000000',
          quantity: '1',
          serviceDateFrom: '2026-03-01',
          serviceDateTo: '2026-03-31',
        },
        { title: 'Hosting', priceMicros: '19990000', quantity: '1', taxable: false },
      ],
      recurring: { frequency: 'Monthly', startDate: today },
    })
    assert.equal(created.status, 201, JSON.stringify(created.body))
    const id = created.body.id
    assert.equal(created.body.amountMicros, '344740000')

    await t.step('two sends that overlap mail the customer once; two reminders likewise', async () => {
      const both = overlapping(id, () => sendInvoice({ invoiceId: id }))
      const results = await both
      assert.deepEqual(results.map((r) => r?.mailed).sort(), [false, true])
      assert.equal(await outbox(), 1)
      // the reminder three days before the due date, by two sweeps at once
      const day = addDays(created.body.invoiceDueDate, -3)
      const reminders = await overlapping(id, () => sendInvoice({ invoiceId: id, kind: 'reminder', today: day }))
      assert.equal(reminders.filter((r) => r?.mailed).length, 1)
      assert.equal(await outbox(), 2)
      const [row] = await sql`select reminder_sent_count from public.invoices where id = ${id}`
      assert.equal(row.reminder_sent_count, 1)
    })

    let token = ''
    await t.step('a partial credit lowers the balance due, is numbered and posted; the customer sees it', async () => {
      const tooMuch = await call(ou, 'POST', `${base}/${id}/credit-notes`, { amountMicros: '400000000' })
      assert.equal(tooMuch.status, 422)
      assert.equal(
        tooMuch.body.error.message,
        'A credit cannot be more than the $344.74 left to credit on this invoice',
      )
      const fraction = await call(ou, 'POST', `${base}/${id}/credit-notes`, { amountMicros: '1000500' })
      assert.equal(fields(fraction).amountMicros, 'Enter an amount to credit')
      const r = await call(ou, 'POST', `${base}/${id}/credit-notes`, {
        amountMicros: '100000000',
        reason: 'Fewer hours than agreed',
      })
      assert.equal(r.status, 201, JSON.stringify(r.body))
      const [note] = r.body.creditNotes
      assert.match(note.creditNumber, /^CN-\d{5}$/)
      assert.equal(note.taxMicros, '7180000') // 100 × 24.75 / 344.74 = 7.18
      assert.equal(note.posted, true)
      assert.equal(r.body.balanceDueMicros, '244740000')
      assert.equal(r.body.status, 'Sent')
      const [entry] = await sql`select t.kind, t.total_cents::int from public.ledger_transactions t
        where t.organization_id = ${org} and t.doc_number = ${note.creditNumber}`
      assert.equal(entry.kind, 'JournalEntry')
      assert.equal(entry.total_cents, 10000)
      const list = await call(ou, 'GET', base)
      assert.equal(list.body.outstanding.totalMicros, '244740000')
      token = (await call(ou, 'POST', `${base}/${id}/send`)).body.link.split('/invoice/')[1]
      const page = await call(null, 'GET', `/public-invoices/${token}`)
      assert.equal(page.body.balanceDueMicros, '244740000')
      assert.equal(page.body.creditNotes[0].creditNumber, note.creditNumber)
      assert.equal('posted' in page.body.creditNotes[0], false)
      const tpl = await call(null, 'GET', `/public-invoices/${token}/consent-template`)
      assert.match(tpl.body.content, /\$244\.74/)
    })

    await t.step('the customer’s first view is recorded', async () => {
      const r = await call(ou, 'GET', base)
      assert.ok(r.body.invoices.find((i: Any) => i.id === id).viewedAt)
    })

    await t.step('staff and customer download the same designed PDF; print status moves', async () => {
      const staff = await pdfText(ou, `${base}/${id}/pdf`)
      assert.equal(staff.status, 200)
      assert.equal(staff.type, 'application/pdf')
      assert.ok(staff.text.startsWith('%PDF-1.4'))
      for (const s of [
        '(INVOICE) Tj',
        '(Design retainer) Tj',
        '(Service 2026-03-01 to 2026-03-31) Tj',
        '(Balance due) Tj',
      ])
        assert.ok(staff.text.includes(s), s)
      assert.match(staff.text, /\(\$244\.74\) Tj/)
      assert.match(staff.text, /\(Credit CN-\d{5} \\\(\d{4}-\d{2}-\d{2}\\\)\) Tj/)
      assert.match(staff.text, / re f/) // the header band and table shading are drawn
      const customer = await pdfText(null, `/public-invoices/${token}/pdf`)
      assert.equal(customer.status, 200)
      assert.equal(customer.text.replace(/\/CreationDate.*\n/, ''), staff.text.replace(/\/CreationDate.*\n/, ''))
      assert.equal((await pdfText(stranger, `${base}/${id}/pdf`)).status, 404)
      const need = await call(ou, 'POST', `${base}/${id}/print-status`, { printStatus: 'NeedToPrint' })
      assert.equal(need.body.printStatus, 'NeedToPrint')
      const done = await call(ou, 'POST', `${base}/${id}/print-status`, { printStatus: 'PrintComplete' })
      assert.equal(done.body.printStatus, 'PrintComplete')
    })

    await t.step('crediting the rest closes the invoice; nothing more can be credited', async () => {
      const r = await call(ou, 'POST', `${base}/${id}/credit-notes`, { full: true })
      assert.equal(r.status, 201, JSON.stringify(r.body))
      assert.equal(r.body.status, 'Paid')
      assert.equal(r.body.balanceDueMicros, '0')
      const taxBack = r.body.creditNotes.reduce((a: bigint, n: Any) => a + BigInt(n.taxMicros), 0n)
      assert.equal(taxBack, 24_750_000n) // exactly the tax charged
      const more = await call(ou, 'POST', `${base}/${id}/credit-notes`, { full: true })
      assert.equal(more.status, 409)
      const edit = await call(ou, 'PUT', `${base}/${id}`, {
        customerId: c.body.id,
        invoiceDate: today,
        paymentTerm: 'Net30',
        salesTaxRateMicros: '0',
        items: [{ title: 'X', priceMicros: '1000000', quantity: '1' }],
      })
      assert.equal(edit.status, 409)
      assert.equal(edit.body.error.message, INVOICING_MESSAGES.paidNotEditable)
    })

    await t.step('a line served over a year is deferred and recognized monthly by a schedule', async () => {
      const yearLater = addDays(occurrence(today, 'Yearly', 1), -1)
      const r = await call(ou, 'POST', base, {
        customerId: c.body.id,
        invoiceDate: today,
        paymentTerm: 'OnReceipt',
        salesTaxRateMicros: '0',
        items: [
          {
            title: 'Annual support plan',
            priceMicros: '1200000000',
            quantity: '1',
            serviceDateFrom: today,
            serviceDateTo: yearLater,
          },
          { title: 'Setup', priceMicros: '150000000', quantity: '1' },
        ],
      })
      assert.equal(r.status, 201, JSON.stringify(r.body))
      assert.equal((await call(ou, 'POST', `${base}/${r.body.id}/send`)).status, 200)
      const [inv] = await sql`select ledger_invoice_id from public.invoices where id = ${r.body.id}`
      const lines = await sql`select a.name, p.amount_cents::int from public.ledger_postings p
        join public.ledger_accounts a on a.id = p.account_id
        where p.organization_id = ${org} and p.transaction_id = ${inv.ledger_invoice_id}::bigint and a.account_type <> 'Accounts Receivable'
        order by a.name`
      assert.deepEqual(
        lines.map((l) => [l.name, Math.abs(l.amount_cents)]),
        [
          ['Deferred Revenue', 120000],
          ['Sales', 15000],
        ],
      )
      const schedules =
        await sql`select s.name, s.start_date::text, s.end_date::text, s.unrecognized_amount_micros::text,
          s.original_periods, s.period_interval::text, s.revenue_account ->> 'name' as revenue,
          s.deferred_revenue_account ->> 'name' as deferred, ri.invoice_id, ri.amount_micros::text
        from public.revenue_recognition_invoices ri join public.revenue_recognition_schedules s on s.id = ri.schedule_id
        where ri.organization_id = ${org} and ri.invoice_id = ${inv.ledger_invoice_id}`
      assert.equal(schedules.length, 1)
      const [rr] = schedules
      assert.equal(rr.name, `Invoice ${r.body.invoiceNumber}: Annual support plan`)
      assert.deepEqual([rr.start_date, rr.end_date], [today, yearLater])
      assert.equal(rr.unrecognized_amount_micros, '1200000000')
      assert.equal(rr.period_interval, 'month')
      assert.ok(rr.original_periods >= 12 && rr.original_periods <= 13)
      assert.deepEqual([rr.revenue, rr.deferred], ['Sales', 'Deferred Revenue'])
      // the schedules run recognizes the first month: deferred revenue down, income up by as much
      const asOf = addDays(occurrence(today, 'Monthly', 1), 0)
      await asService((tx) => postDueSchedules({ tx, organizationId: org, asOf }))
      const [moved] = await sql`select s.recognized_amount_micros::text from public.revenue_recognition_schedules s
        join public.revenue_recognition_invoices ri on ri.schedule_id = s.id
        where ri.organization_id = ${org} and ri.invoice_id = ${inv.ledger_invoice_id}`
      assert.ok(BigInt(moved.recognized_amount_micros) > 0n, 'the first period was recognized')
      // sending again books nothing twice
      await call(ou, 'POST', `${base}/${r.body.id}/send`)
      const [again] = await sql`select count(*)::int as n from public.revenue_recognition_invoices
        where organization_id = ${org} and invoice_id = ${inv.ledger_invoice_id}`
      assert.equal(again.n, 1)
    })

    await t.step('a schedule is paused, edited on the server’s terms, resumed and bills its new items', async () => {
      const schedules = await call(ou, 'GET', `/organizations/${org}/invoice-schedules`)
      assert.equal(schedules.status, 200, JSON.stringify(schedules.body))
      const s = schedules.body.schedules.find((x: Any) => x.sourceInvoiceId === id)
      assert.equal(s.status, 'Active')
      assert.equal(s.nextIssueDate, occurrence(today, 'Monthly', 1))
      const path = `/organizations/${org}/invoice-schedules/${s.id}`
      assert.equal((await call(ou, 'POST', `${path}/pause`)).body.status, 'Paused')
      const past = await call(ou, 'PATCH', path, { nextIssueDate: '2020-01-01' })
      assert.equal(fields(past).nextIssueDate, INVOICING_MESSAGES.nextIssueDate)
      const end = await call(ou, 'PATCH', path, { nextIssueDate: '2099-01-15', endDate: '2098-12-31' })
      assert.equal(fields(end).endDate, INVOICING_MESSAGES.endBeforeNext)
      const noItems = await call(ou, 'PATCH', path, { items: [] })
      assert.equal(fields(noItems).items, INVOICING_MESSAGES.noLines)
      const edited = await call(ou, 'PATCH', path, {
        nextIssueDate: '2099-01-15',
        endDate: '2099-03-31',
        items: [{ title: 'Design retainer, new rate', priceMicros: '350000000', quantity: '1' }],
      })
      assert.equal(edited.status, 200, JSON.stringify(edited.body))
      assert.equal(edited.body.nextIssueDate, '2099-01-15')
      assert.equal(edited.body.ownItems, true)
      assert.equal(edited.body.amountMicros, '378880000') // $350.00 + 8.25% tax
      assert.equal(edited.body.missedPeriods, 0)
      assert.equal((await call(ou, 'POST', `${path}/resume`)).body.status, 'Active')
      // the run over this schedule alone (the others held back in a transaction that is rolled back)
      const run = await sql.reserve()
      try {
        await run`begin`
        await run`update public.invoice_schedules set status = 'Paused' where id <> ${s.id} and status = 'Active'`
        const [{ n }] = await run`select private.issue_recurring_invoices('2099-04-30') as n`
        assert.equal(n, 3)
        const copies = await run`select invoice_date::text, amount_micros::text from public.invoices
          where recurring_schedule_id = ${s.id} order by recurring_index`
        assert.deepEqual(
          copies.map((r) => r.invoice_date),
          ['2099-01-15', '2099-02-15', '2099-03-15'],
        )
        assert.ok(copies.every((r) => r.amount_micros === '378880000'))
        const [after] = await run`select status from public.invoice_schedules where id = ${s.id}`
        assert.equal(after.status, 'Ended')
      } finally {
        await run`rollback`
        run.release()
      }
    })
  } finally {
    await dropBankingFixtures({ orgs: [org], users: Object.values(people) })
    await closeFixtureSql()
    await closeDb()
  }
})
