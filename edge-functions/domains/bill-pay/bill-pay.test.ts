/**
 * Bill pay against the started stack and the sandbox banking core: a bill submitted, approved and paid by 20
 * simultaneous pay requests moves money once; the Slack action (handleBillApprovalAction) refuses someone who is not
 * an approver with an answer, declines, refuses a replayed approval, and a declined bill cannot be paid until it is
 * submitted again and approved; an uploaded PDF is read into the fields nobody typed, and a file that is not a bill is
 * Failed with why; a scanned photo is read by OCR through the job, its low-confidence fields confirmed by a person, and
 * it goes into the approval flow.
 */
import assert from 'node:assert/strict'
import { closeFixtureSql, opts, tokenFor } from '../../_testing/api.ts'
import { addPayee, bankingOrg, type BankingOrg, call, fixtureSql, fund } from '../../_testing/banking.ts'
import { closeDb, db } from '../../_shared/db.ts'
import { billPdf, billScan } from '../../../shared/pdf/bill-corpus.ts'
import { BILL_MESSAGES } from '../../../shared/rules/bill-pay.ts'
import { handleBillApprovalAction } from './decide-bill.ts'
import { BillUnreadable, processBillUpload } from './process-upload.ts'
import { receiveBillEmail } from './email-intake.ts'
import { bookBill } from './book-bill.ts'
import { asService } from '../../_shared/db.ts'
import { getLedger } from '../books/get-ledger.ts'

const M = 1_000_000n

async function billOrg(minApprovals = 1) {
  const b = await bankingOrg()
  await fund(b, b.operating, 10_000n * M)
  const payee = await addPayee(b, 'Acme Supply Co')
  const sql = fixtureSql()
  const [layer] = await sql`insert into public.approval_layers (organization_id, name, min_approvals)
    values (${b.org}, 'Finance', ${minApprovals}) returning id`
  await sql`insert into public.approval_layer_members (layer_id, user_id, organization_id)
    values (${layer.id}, ${b.people.ap}, ${b.org}), (${layer.id}, ${b.people.ap2}, ${b.org})`
  return { b, payee }
}

async function draft(b: BankingOrg, payee: string, amountMicros = 250n * M) {
  const [bill] = await fixtureSql()`insert into public.banking_bills (organization_id, vendor_name, invoice_number,
      amount_micros, counterparty_id, created_by)
    values (${b.org}, 'Acme Supply Co', ${`INV-${crypto.randomUUID().slice(0, 8)}`}, ${amountMicros.toString()},
      ${payee}, ${b.people.ou}) returning id`
  return bill.id as string
}

const base = (b: BankingOrg) => `/organizations/${b.org}/banking/bills`

Deno.test(
  { name: 'bill pay: submitted, approved and paid by 20 requests at once moves money once', ...opts },
  async () => {
    const { b, payee } = await billOrg()
    const id = await draft(b, payee)
    const submitted = await call(b.people.ou, 'POST', `${base(b)}/${id}/submit`)
    assert.equal(submitted.status, 200, JSON.stringify(submitted.body))
    assert.equal(submitted.body.status, 'Pending')
    const told = await fixtureSql()`select user_id from public.notifications where type = 'bill-pay-review'
    and organization_id = ${b.org} order by user_id`
    assert.deepEqual(told.map((r) => r.user_id).sort(), [b.people.ap, b.people.ap2].sort())

    const early = await call(b.people.ou, 'POST', `${base(b)}/${id}/pay`, {})
    assert.equal(early.status, 409)
    assert.equal(early.body.error.message, BILL_MESSAGES.notApproved)

    const bystander = await call(b.people.ou, 'POST', `${base(b)}/${id}/decision`, { action: 'APPROVE' })
    assert.equal(bystander.status, 403)
    assert.equal(bystander.body.error.message, BILL_MESSAGES.notApprover)
    const approved = await call(b.people.ap, 'POST', `${base(b)}/${id}/decision`, { action: 'APPROVE' })
    assert.equal(approved.status, 200, JSON.stringify(approved.body))
    assert.equal(approved.body.approved, true)

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(b.people.ou, 'POST', `${base(b)}/${id}/pay`, { paymentMethod: 'Ach' })),
    )
    assert.ok(
      answers.every((a) => a.status === 200),
      answers.map((a) => `${a.status} ${JSON.stringify(a.body)}`).join('\n'),
    )
    assert.ok(answers.every((a) => a.body.bill.status === 'Paid'))
    assert.equal(new Set(answers.map((a) => a.body.bill.transactionId)).size, 1)
    const sql = fixtureSql()
    const [{ n }] = await sql`select count(*)::int as n from public.banking_payments
    where organization_id = ${b.org} and idempotency_key like ${`bill:${id}:%`}`
    assert.equal(n, 1, 'one payment at the core')
    const activity = await sql`select type from public.banking_bill_activities where bill_id = ${id}`
    assert.deepEqual(
      activity.map((a) => a.type),
      ['Payment'],
    )
    const [p] =
      await sql`select amount_micros::text, status from public.banking_payments where id = ${answers[0].body.bill.transactionId}`
    assert.equal(p.amount_micros, (250n * M).toString())

    // the books: a Bill and its BillPayment, once (a second run writes nothing)
    await asService(async (tx) => {
      const ledger = await getLedger({ orgId: b.org, tx })
      await ledger.createAccount({ Name: 'Operating', AccountType: 'Bank' } as never)
      await ledger.createAccount({ Name: 'Supplies', AccountType: 'Expense', AcctNum: '5000' } as never)
      await ledger.createAccount({ Name: 'Accounts Payable', AccountType: 'Accounts Payable' } as never)
    })
    const booked = await asService((tx) => bookBill({ tx, billId: id }))
    assert.ok('qbBillId' in booked && booked.qbBillId && booked.qbBillPaymentId, JSON.stringify(booked))
    assert.deepEqual(await asService((tx) => bookBill({ tx, billId: id })), { skipped: 'already booked' })
    const [kept] = await sql`select qb_bill_id, qb_bill_payment_id from public.banking_bills where id = ${id}`
    assert.deepEqual([kept.qb_bill_id, kept.qb_bill_payment_id], [booked.qbBillId, booked.qbBillPaymentId])
    const [{ queued }] =
      await sql`select count(*)::int as queued from public.jobs where job_key = ${`bills.book:${id}`}`
    assert.equal(queued, 1, 'paying queued its booking once')
  },
)

Deno.test(
  { name: 'bill pay: Slack actions follow the same rules, and a declined bill needs a new approval', ...opts },
  async () => {
    const { b, payee } = await billOrg()
    const id = await draft(b, payee)
    assert.equal((await call(b.people.ou, 'POST', `${base(b)}/${id}/submit`)).status, 200)

    const stranger = await handleBillApprovalAction({ billId: id, userId: b.people.ou, action: 'APPROVE' })
    assert.deepEqual(stranger, { ok: false, text: BILL_MESSAGES.notApprover })
    const outsider = await handleBillApprovalAction({ billId: id, userId: b.people.stranger, action: 'APPROVE' })
    assert.deepEqual(outsider, { ok: false, text: BILL_MESSAGES.notFound })

    const declined = await handleBillApprovalAction({
      billId: id,
      userId: b.people.ap,
      action: 'DECLINE',
      comment: 'Wrong amount',
    })
    assert.ok(declined.ok)
    assert.equal(declined.ok && declined.bill.status, 'Denied')
    const sql = fixtureSql()
    const [c] = await sql`select comment, user_id from public.banking_bill_comments where bill_id = ${id}`
    assert.deepEqual({ ...c }, { comment: 'Wrong amount', user_id: b.people.ap })
    const [n] = await sql`select count(*)::int as n from public.notifications where type = 'bill-pay-created-comment'
    and user_id = ${b.people.ou} and metadata ->> 'billId' = ${id}`
    assert.equal(n.n, 1, 'the bill’s author hears of the comment')
    const [d] = await sql`select type, metadata from public.banking_bill_activities where bill_id = ${id}`
    assert.equal(d.type, 'Denial')

    const late = await handleBillApprovalAction({ billId: id, userId: b.people.ap2, action: 'APPROVE' })
    assert.deepEqual(late, { ok: false, text: BILL_MESSAGES.notPending })
    const pay = await call(b.people.ou, 'POST', `${base(b)}/${id}/pay`, {})
    assert.equal(pay.status, 409)
    assert.equal(pay.body.error.message, BILL_MESSAGES.denied)

    assert.equal((await call(b.people.ou, 'POST', `${base(b)}/${id}/submit`)).status, 200)
    const stillWaiting = await call(b.people.ou, 'POST', `${base(b)}/${id}/pay`, {})
    assert.equal(stillWaiting.body.error.message, BILL_MESSAGES.notApproved)
    const ok = await handleBillApprovalAction({ billId: id, userId: b.people.ap2, action: 'APPROVE' })
    assert.ok(ok.ok && ok.bill.approvedAt)
    const replay = await handleBillApprovalAction({ billId: id, userId: b.people.ap2, action: 'APPROVE' })
    assert.deepEqual(replay, { ok: false, text: BILL_MESSAGES.alreadyDecided })
    const comment = await handleBillApprovalAction({
      billId: id,
      userId: b.people.ou,
      action: 'COMMENT',
      comment: 'Thanks',
    })
    assert.ok(comment.ok)
    const paid = await call(b.people.ou, 'POST', `${base(b)}/${id}/pay`, { paymentMethod: 'Wire' })
    assert.equal(paid.status, 200, JSON.stringify(paid.body))
    assert.equal(paid.body.bill.status, 'Paid')
  },
)

Deno.test({ name: 'bill pay: two approvals needed, given at once, both count', ...opts }, async () => {
  const { b, payee } = await billOrg(2)
  const id = await draft(b, payee)
  await call(b.people.ou, 'POST', `${base(b)}/${id}/submit`)
  const both = await Promise.all([
    call(b.people.ap, 'POST', `${base(b)}/${id}/decision`, { action: 'APPROVE' }),
    call(b.people.ap2, 'POST', `${base(b)}/${id}/decision`, { action: 'APPROVE' }),
  ])
  assert.deepEqual(
    both.map((r) => r.status),
    [200, 200],
  )
  assert.deepEqual(both.map((r) => r.body.approved).sort(), [false, true])
  // changing the amount of an approved bill asks for the approvals again
  const changed = await call(b.people.ou, 'PATCH', `${base(b)}/${id}`, { amountMicros: '999000000' })
  assert.equal(changed.status, 200, JSON.stringify(changed.body))
  assert.equal(changed.body.approvedAt, null)
  assert.deepEqual(changed.body.approverIds, [])
  const refused = await call(b.people.ou, 'POST', `${base(b)}/${id}/pay`, {})
  assert.equal(refused.body.error.message, BILL_MESSAGES.notApproved)
})

async function upload(b: BankingOrg, bytes: Uint8Array, name: string, contentType: string) {
  const path = `${b.org}/bills/${crypto.randomUUID()}-${name}`
  const res = await fetch(`${Deno.env.get('SUPABASE_URL')}/storage/v1/object/files/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await tokenFor(b.people.ou)}`,
      apikey: Deno.env.get('SUPABASE_ANON_KEY')!,
      'content-type': contentType,
    },
    body: new Blob([new Uint8Array(bytes)]),
  })
  assert.ok(res.ok, await res.text())
  const r = await call(b.people.ou, 'POST', base(b), { path, fileName: name, contentType, size: bytes.length })
  assert.equal(r.status, 201, JSON.stringify(r.body))
  assert.equal(r.body.extractionStatus, 'Processing')
  return r.body.id as string
}

const runJob = (billId: string) => db().begin((tx) => processBillUpload({ tx, sql: db(), billId }))

Deno.test(
  {
    name: 'bill pay: an uploaded PDF fills the fields nobody typed; a file that is not a bill fails with why',
    ...opts,
  },
  async () => {
    const { b } = await billOrg()
    const { known, pdf } = billPdf(11, 4)
    const id = await upload(b, pdf, 'bill.pdf', 'application/pdf')
    const typed = await call(b.people.ou, 'PATCH', `${base(b)}/${id}`, { vendorName: 'Typed By Hand' })
    assert.equal(typed.status, 200, JSON.stringify(typed.body))
    await runJob(id)
    const got = (await call(b.people.ou, 'GET', `${base(b)}/${id}`)).body.bill
    assert.equal(got.extractionStatus, 'Completed')
    assert.equal(got.vendorName, 'Typed By Hand')
    assert.equal(got.invoiceNumber, known.invoiceNumber)
    assert.equal(got.amountMicros, known.amountMicros)
    assert.equal(got.dueDate, known.dueDate)
    assert.equal(got.extraction.vendorNames[0].value, known.vendorName)

    const bad = await upload(b, new TextEncoder().encode('%PDF-1.4 not really'), 'broken.pdf', 'application/pdf')
    await assert.rejects(runJob(bad), (e) => e instanceof BillUnreadable && e.message === BILL_MESSAGES.damaged)
    const failed = (await call(b.people.ou, 'GET', `${base(b)}/${bad}`)).body.bill
    assert.equal(failed.extractionStatus, 'Failed')
    assert.equal(failed.extractionError, BILL_MESSAGES.damaged)

    const wrongType = await call(b.people.ou, 'POST', base(b), {
      path: `${b.org}/bills/x.csv`,
      fileName: 'x.csv',
      contentType: 'text/csv',
      size: 10,
    })
    assert.equal(wrongType.status, 422)
    assert.equal(wrongType.body.error.message, BILL_MESSAGES.fileType)
    const huge = await call(b.people.ou, 'POST', base(b), {
      path: `${b.org}/bills/x.pdf`,
      fileName: 'x.pdf',
      contentType: 'application/pdf',
      size: 30 * 1024 * 1024,
    })
    assert.equal(huge.status, 422)
  },
)

Deno.test(
  { name: 'bill pay: a mailed bill becomes one draft per attachment, once, and is read', ...opts },
  async () => {
    const { b } = await billOrg()
    const { known, pdf } = billPdf(13, 1)
    const b64 = btoa(Array.from(pdf, (c) => String.fromCharCode(c)).join(''))
    const body = {
      messageId: `m-${crypto.randomUUID()}`,
      attributes: {},
      data: {
        messageId: `mail-${crypto.randomUUID()}`,
        to: `bills+${b.org}@bills.example.test`,
        from: 'ar@acme.example',
        subject: 'Invoice',
        attachments: [
          { fileName: 'invoice.pdf', contentType: 'application/pdf', contentBase64: b64 },
          { fileName: 'notes.txt', contentType: 'text/plain', contentBase64: btoa('hello') },
        ],
      },
    }
    const first = await db().begin((tx) => receiveBillEmail({ tx, body }))
    assert.equal(first.created, 1)
    assert.deepEqual(first.skipped, [`notes.txt: ${BILL_MESSAGES.fileType}`])
    const again = await db().begin((tx) => receiveBillEmail({ tx, body }))
    assert.equal(again.created, 0, 'a redelivered mail makes no second bill')
    const id = first.billIds![0]
    await runJob(id)
    const got = (await call(b.people.ou, 'GET', `${base(b)}/${id}`)).body.bill
    assert.equal(got.source, 'email')
    assert.equal(got.invoiceNumber, known.invoiceNumber)
    assert.equal(got.amountMicros, known.amountMicros)
    const [n] =
      await fixtureSql()`select count(*)::int as n from public.notifications where type = 'bill-pay-created-email'
    and metadata ->> 'billId' = ${id}`
    assert.equal(n.n, 4, 'each member with banking is told: oa, ou, ap, ap2')
  },
)

Deno.test(
  { name: 'bill pay: a scanned bill is read by OCR, its shaky fields confirmed, and it is approved', ...opts },
  async () => {
    const { b, payee } = await billOrg()
    const scan = billScan(17, 3, 'jpeg')
    const id = await upload(b, scan.file, 'bill-photo.jpg', 'image/jpeg')
    await runJob(id)
    const got = (await call(b.people.ou, 'GET', `${base(b)}/${id}`)).body.bill
    assert.equal(got.extractionStatus, 'Completed')
    assert.equal(got.extraction.ocr, true)
    assert.equal(got.vendorName, scan.known.vendorName)
    assert.equal(got.invoiceNumber, scan.known.invoiceNumber)
    assert.equal(got.amountMicros, scan.known.amountMicros)
    assert.equal(got.dueDate, scan.known.dueDate)
    assert.ok(got.extraction.amountMicros.confidence > 0 && got.extraction.amountMicros.confidence < 1)

    // OCR was unsure of the amount: the bill waits for a person to confirm it
    await fixtureSql()`update public.banking_bills
      set extraction = jsonb_set(extraction, '{amountMicros,confidence}', '0.4') where id = ${id}`
    assert.equal((await call(b.people.ou, 'PATCH', `${base(b)}/${id}`, { counterpartyId: payee })).status, 200)
    const early = await call(b.people.ou, 'POST', `${base(b)}/${id}/submit`)
    assert.equal(early.status, 422, JSON.stringify(early.body))
    assert.equal(early.body.error.message, BILL_MESSAGES.toConfirm)
    const confirmed = await call(b.people.ou, 'PATCH', `${base(b)}/${id}`, { amountMicros: scan.known.amountMicros })
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body))
    const submitted = await call(b.people.ou, 'POST', `${base(b)}/${id}/submit`)
    assert.equal(submitted.status, 200, JSON.stringify(submitted.body))
    assert.equal(submitted.body.status, 'Pending')
    const approved = await call(b.people.ap, 'POST', `${base(b)}/${id}/decision`, { action: 'APPROVE' })
    assert.equal(approved.status, 200, JSON.stringify(approved.body))
    assert.equal(approved.body.approved, true)
  },
)

Deno.test({ name: 'bill pay: close connections', ...opts }, async () => {
  await closeFixtureSql()
  await closeDb()
})
