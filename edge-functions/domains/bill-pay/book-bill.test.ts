/**
 * A paid bill in the books (book-bill.ts): the bank line of its payment linked to the BillPayment whichever comes first,
 * and a QuickBooks write whose id was lost in a crash found again by DocNumber on the retry instead of written twice.
 */
import assert from 'node:assert/strict'
import { closeFixtureSql, opts } from '../../_testing/api.ts'
import { addPayee, bankingOrg, type BankingOrg, call, fixtureSql, fund, syncNow } from '../../_testing/banking.ts'
import { connectOrg } from '../../_testing/quickbooks.ts'
import { asService, closeDb } from '../../_shared/db.ts'
import { coreClient } from '../banking/core-client.ts'
import { getLedger } from '../books/get-ledger.ts'
import { bookBill } from './book-bill.ts'

const M = 1_000_000n

/** A bill of $250 to Acme Supply Co, submitted, approved and paid by ACH (the payment still pending at the core). */
async function paidBill(invoiceNumber: string | null = `INV-${crypto.randomUUID().slice(0, 8)}`) {
  const b = await bankingOrg()
  await fund(b, b.operating, 1_000n * M)
  const payee = await addPayee(b, 'Acme Supply Co')
  const sql = fixtureSql()
  const [layer] = await sql`insert into public.approval_layers (organization_id, name, min_approvals)
    values (${b.org}, 'Finance', 1) returning id`
  await sql`insert into public.approval_layer_members (layer_id, user_id, organization_id)
    values (${layer.id}, ${b.people.ap}, ${b.org})`
  const [bill] = await sql`insert into public.banking_bills (organization_id, vendor_name, invoice_number,
      amount_micros, counterparty_id, created_by)
    values (${b.org}, 'Acme Supply Co', ${invoiceNumber}, ${(250n * M).toString()}, ${payee}, ${b.people.ou})
    returning id`
  const base = `/organizations/${b.org}/banking/bills/${bill.id}`
  for (const [who, path, body] of [
    [b.people.ou, 'submit', undefined],
    [b.people.ap, 'decision', { action: 'APPROVE' }],
    [b.people.ou, 'pay', { paymentMethod: 'Ach' }],
  ] as const) {
    const r = await call(who, 'POST', `${base}/${path}`, body)
    assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`)
  }
  // the test books the bill itself, in the order it wants: the worker does not (until now the books had no accounts,
  // so a run it started has failed)
  await sql`delete from public.jobs where job_key = ${`bills.book:${bill.id}`}`
  return { b, billId: bill.id as string }
}

/** The payment settles at the core and the poll brings its bank line (with its entry link, source bank_app). */
async function settleAndSync(b: BankingOrg, billId: string) {
  const [p] = await fixtureSql()`select p.core_transfer_id from public.banking_bills b
    join public.banking_payments p on p.id = b.transaction_id where b.id = ${billId}`
  await coreClient().sandbox.settle({ transfer_id: p.core_transfer_id })
  await syncNow(b.connectionId)
}

/** The entry links of the bill's payment at its bank account (its settled debit). */
async function paymentLinks(billId: string) {
  return await fixtureSql()`select l.qbo_entity_type, l.qbo_entity_id, l.ledger_transaction_id::text, l.metadata,
      l.provider_transaction_id
    from public.banking_bills b
    join public.banking_payments p on p.id = b.transaction_id
    join public.banking_entries e on e.payment_id = p.id and e.banking_account_id = p.from_account_id
      and e.transaction_direction = 'Debit'
    join public.entry_links l on l.source = 'bank_app' and l.external_id = e.core_entry_id
    where b.id = ${billId}`
}

async function builtinBooks(org: string) {
  await asService(async (tx) => {
    const ledger = await getLedger({ orgId: org, tx })
    await ledger.createAccount({ Name: 'Operating', AccountType: 'Bank' } as never)
    await ledger.createAccount({ Name: 'Supplies', AccountType: 'Expense', AcctNum: '5000' } as never)
    await ledger.createAccount({ Name: 'Accounts Payable', AccountType: 'Accounts Payable' } as never)
  })
}

Deno.test(
  { name: 'bill books: the bank line synced first is linked to the BillPayment when it is written', ...opts },
  async () => {
    const { b, billId } = await paidBill()
    await settleAndSync(b, billId)
    const before = await paymentLinks(billId)
    assert.equal(before.length, 1, 'the settled debit has its entry link')
    assert.equal(before[0].ledger_transaction_id, null)
    await builtinBooks(b.org)
    const booked = await asService((tx) => bookBill({ tx, billId }))
    assert.ok('qbBillPaymentId' in booked, JSON.stringify(booked))
    assert.equal(booked.linkedEntries, 1)
    const [link] = await paymentLinks(billId)
    assert.equal(link.qbo_entity_type, 'BillPayment')
    assert.equal(link.ledger_transaction_id, booked.qbBillPaymentId)
    assert.equal(link.metadata.billId, billId)
    // the feed line is booked: the categoriser's query (categorise-lines.ts) no longer picks it
    const [{ waiting }] = await fixtureSql()`select count(*)::int as waiting from public.entry_links e
    where e.provider_transaction_id = ${link.provider_transaction_id}
      and e.source = 'bank_app' and e.ledger_transaction_id is null and e.qbo_entity_id is null`
    assert.equal(waiting, 0)
    // and the BillPayment is the one written for this bill, from the bank account, once
    const [t] = await fixtureSql()`select kind::text, total_cents::text, private_note from public.ledger_transactions
    where id = ${link.ledger_transaction_id}`
    assert.deepEqual([t.kind, t.total_cents], ['BillPayment', '25000'])
    assert.ok(t.private_note.startsWith(`Bill pay ${billId},`))

    // the vendor's 1099 totals count the payment once, as a bank transfer (reportable), not as a card payment
    assert.deepEqual(await asService((tx) => bookBill({ tx, billId })), { skipped: 'already booked' })
    await fixtureSql()`insert into public.organization_feature_flags (organization_id, flag_name, enabled)
      values (${b.org}, 'taxes', true)`
    const year = new Date().getUTCFullYear()
    const list = await call(b.people.oa, 'GET', `/orgs/${b.org}/1099s?year=${year}`)
    assert.equal(list.status, 200, JSON.stringify(list.body))
    const acme = list.body.vendors.filter((v: { vendorName: string }) => v.vendorName === 'Acme Supply Co')
    assert.equal(acme.length, 1)
    assert.deepEqual(acme[0].totals, { check: 0, cash: 0, ach: 25000, card: 0, 'third-party': 0 })
    assert.equal(acme[0].reportableCents, 25000)
  },
)

Deno.test(
  { name: 'bill books: a BillPayment written first is linked when its bank line arrives', ...opts },
  async () => {
    const { b, billId } = await paidBill(null)
    await builtinBooks(b.org)
    const booked = await asService((tx) => bookBill({ tx, billId }))
    assert.ok('qbBillPaymentId' in booked, JSON.stringify(booked))
    assert.equal(booked.linkedEntries, 0, 'no bank line yet: the ACH payment has not settled')
    await settleAndSync(b, billId)
    const links = await paymentLinks(billId)
    assert.equal(links.length, 1)
    assert.equal(links[0].qbo_entity_type, 'BillPayment')
    assert.equal(links[0].ledger_transaction_id, booked.qbBillPaymentId)
    // a bill without an invoice number still carries a DocNumber of its own, to be found again by
    const [t] =
      await fixtureSql()`select doc_number from public.ledger_transactions where id = ${booked.qbBillPaymentId}`
    assert.match(t.doc_number, /^BP-[0-9a-f]{18}$/)
    // a second sync of the same line changes nothing
    await syncNow(b.connectionId)
    assert.deepEqual(await paymentLinks(billId), links)
  },
)

Deno.test(
  { name: 'bill books: QuickBooks writes lost in a crash are found by DocNumber, not written again', ...opts },
  async () => {
    const { b, billId } = await paidBill()
    const linked = await connectOrg({ orgId: b.org, claims: { sub: b.people.oa, role: 'authenticated' } })
    assert.equal(linked.location.searchParams.get('quickbooks'), 'connected')
    await settleAndSync(b, billId)
    // the job writes the Bill and the BillPayment to QuickBooks, then crashes before its transaction commits: the ids
    // it kept on the bill are lost with it, while QuickBooks has both
    let written: { qbBillId: string; qbBillPaymentId: string } | undefined
    await assert.rejects(
      asService(async (tx) => {
        const r = await bookBill({ tx, billId })
        if (r.qbBillId && r.qbBillPaymentId) written = { qbBillId: r.qbBillId, qbBillPaymentId: r.qbBillPaymentId }
        throw new Error('crash')
      }),
      /crash/,
    )
    assert.ok(written, 'the crashed run wrote both')
    const [lost] =
      await fixtureSql()`select qb_bill_id, qb_bill_payment_id from public.banking_bills where id = ${billId}`
    assert.deepEqual([lost.qb_bill_id, lost.qb_bill_payment_id], [null, null])

    const retried = await asService((tx) => bookBill({ tx, billId }))
    assert.ok('qbBillPaymentId' in retried, JSON.stringify(retried))
    assert.equal(retried.ledger, 'quickbooks')
    assert.deepEqual([retried.qbBillId, retried.qbBillPaymentId], [written.qbBillId, written.qbBillPaymentId])
    const [kept] = await fixtureSql()`select invoice_number, qb_bill_id, qb_bill_payment_id, books_ledger
    from public.banking_bills where id = ${billId}`
    assert.deepEqual(
      [kept.qb_bill_id, kept.qb_bill_payment_id, kept.books_ledger],
      [written.qbBillId, written.qbBillPaymentId, 'quickbooks'],
    )
    // QuickBooks holds one Bill and one BillPayment of this bill
    const found = await asService(async (tx) => {
      const ledger = await getLedger({ orgId: b.org, tx })
      return {
        bills: await ledger.findByDocNumber('Bill', kept.invoice_number),
        payments: await ledger.findByDocNumber('BillPayment', kept.invoice_number),
      }
    })
    assert.deepEqual(
      found.bills.map((t) => t.Id),
      [written.qbBillId],
    )
    assert.deepEqual(
      found.payments.map((t) => t.Id),
      [written.qbBillPaymentId],
    )
    const [link] = await paymentLinks(billId)
    assert.deepEqual([link.qbo_entity_type, link.qbo_entity_id], ['BillPayment', written.qbBillPaymentId])
  },
)

Deno.test({ name: 'bill books: close connections', ...opts }, async () => {
  await closeFixtureSql()
  await closeDb()
})
