/**
 * Banking invoices on an approved organization of its own (its account open at the sandbox core): create with the
 * §5 limits as field errors, totals and tax in micros, send with the link, the public page showing that one invoice
 * to a caller with no session, a routing number failing the checksum refused, micro-deposit verification with its
 * attempts, the pull tracked to Paid, a return making the invoice unpaid again, a cancelled link showing only that,
 * and a paid invoice refusing edits.
 */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { approvedOrg, dropBankingFixtures } from '../../_testing/banking-onboarding.ts'
import { coreClient } from '../../domains/banking/core-client.ts'
import { SANDBOX_DEPOSIT_MICROS } from '../../domains/invoicing/bank-pull.ts'
import { trackPulls } from '../../domains/invoicing/track-pulls.ts'
import { INVOICING_MESSAGES, consentText } from '../../../shared/rules/invoicing.ts'

type Any = any
const fields = (r: { body: Any }) =>
  Object.fromEntries((r.body?.error?.details?.fields ?? []).map((f: Any) => [f.path, f.message]))

Deno.test(
  { name: 'invoicing: create, send, public page, bank pull to Paid and back on a return', ...opts },
  async (t) => {
    const { org, people, accountId } = await approvedOrg()
    const { ou, on, stranger } = people
    const sql = fixtureSql()
    const base = `/organizations/${org}/invoices`
    await sql`insert into public.organization_feature_flags (organization_id, flag_name, enabled)
    values (${org}, 'ach-pull', true), (${org}, 'recurring-invoices', true)
    on conflict (organization_id, flag_name) do update set enabled = true`
    // the micro-deposit leaves the organization's account, so it holds a little money
    const [{ core_account_id: coreAccount }] =
      await sql`select core_account_id from public.banking_accounts where id = ${accountId}`
    await coreClient().sandbox.fund({ account_id: coreAccount, amount: '10000000' })
    // a small chart, so the invoice and its payment reach the built-in ledger
    await sql`insert into public.ledger_accounts (organization_id, name, account_type, account_sub_type) values
    (${org}, 'Sales', 'Income', 'SalesOfProductIncome'), (${org}, 'Accounts Receivable', 'Accounts Receivable', 'AccountsReceivable'),
    (${org}, 'Sales Tax Payable', 'Other Current Liability', 'SalesTaxPayable'),
    (${org}, 'Undeposited Funds', 'Other Current Asset', 'UndepositedFunds')`
    const invoiceBody = (customerId: string, over: Record<string, unknown> = {}) => ({
      customerId,
      accountId,
      invoiceDate: '2026-03-01',
      paymentTerm: 'Net30',
      salesTaxRateMicros: '82500',
      memo: 'Thank you for your business',
      items: [
        { title: 'Design', priceMicros: '150000000', quantity: '2' },
        { title: 'Hosting', priceMicros: '19990000', quantity: '1', taxable: false },
      ],
      ...over,
    })
    const pullData = {
      bankName: 'First Test Bank',
      nameOnAccount: 'Globex LLC',
      accountType: 'Checking',
      counterpartyType: 'Business',
      accountNumber: '000123456789',
      routingNumber: '021000021',
    }

    try {
      let customerId = ''
      let invoiceId = ''
      let token = ''
      await t.step('a banking member creates a customer and an invoice; totals and tax are in micros', async () => {
        assert.equal((await call(on, 'GET', base)).status, 403)
        assert.equal((await call(stranger, 'GET', base)).status, 404)
        const c = await call(ou, 'POST', `/organizations/${org}/invoice-customers`, {
          name: 'Globex LLC',
          email: 'AP@Globex.example',
          address: { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701' },
        })
        assert.equal(c.status, 201, JSON.stringify(c.body))
        customerId = c.body.id
        const bad = await call(
          ou,
          'POST',
          base,
          invoiceBody(customerId, { memo: 'x'.repeat(1001), paymentTerm: 'Custom' }),
        )
        assert.equal(bad.status, 422)
        assert.equal(fields(bad).memo, INVOICING_MESSAGES.memo)
        const badDate = await call(
          ou,
          'POST',
          base,
          invoiceBody(customerId, {
            items: [{ title: 'X', priceMicros: '1000000', quantity: '1', serviceDateFrom: '2026-02-30' }],
          }),
        )
        assert.equal(fields(badDate)['items.0.serviceDateFrom'], INVOICING_MESSAGES.serviceDate)
        const r = await call(ou, 'POST', base, invoiceBody(customerId))
        assert.equal(r.status, 201, JSON.stringify(r.body))
        invoiceId = r.body.id
        assert.equal(r.body.subtotalMicros, '319990000')
        assert.equal(r.body.taxMicros, '24750000') // 8.25% of the taxable $300.00
        assert.equal(r.body.amountMicros, '344740000')
        assert.equal(r.body.invoiceDueDate, '2026-03-31')
        assert.equal(r.body.status, 'Sent')
        assert.match(r.body.invoiceNumber, /^INV-\d{5}$/)
      })

      await t.step('sending emails the customer a link; the link shows that invoice to anyone holding it', async () => {
        const r = await call(ou, 'POST', `${base}/${invoiceId}/send`)
        assert.equal(r.status, 200, JSON.stringify(r.body))
        token = r.body.link.split('/invoice/')[1]
        assert.equal(token.length, 43)
        const [mail] = await sql`select subject, text from public.email_outbox where to_email = 'ap@globex.example'
        order by created_at desc limit 1`
        assert.match(mail.text, new RegExp(token))
        const page = await call(null, 'GET', `/public-invoices/${token}`)
        assert.equal(page.status, 200, JSON.stringify(page.body))
        assert.equal(page.body.amountMicros, '344740000')
        assert.equal(page.body.achPull, true)
        assert.equal(page.body.wire.routingNumber.length, 9)
        assert.equal('privateNote' in page.body, false)
        const forged = `${token.slice(0, 42)}${token.at(-1) === 'A' ? 'B' : 'A'}`
        assert.equal((await call(null, 'GET', `/public-invoices/${forged}`)).status, 404)
        const tpl = await call(null, 'GET', `/public-invoices/${token}/consent-template`)
        assert.equal(tpl.body.content, consentText('Quill & Ink Stationers LLC', 344_740_000n))
      })

      await t.step(
        'a routing number failing the ABA checksum is refused; a good one gets a micro-deposit',
        async () => {
          const bad = await call(null, 'POST', `/public-invoices/${token}/bank-pull`, {
            achPullData: { ...pullData, routingNumber: '021000022' },
            consentAccepted: true,
          })
          assert.equal(bad.status, 422)
          assert.equal(fields(bad)['achPullData.routingNumber'], INVOICING_MESSAGES.routingNumber)
          const r = await call(null, 'POST', `/public-invoices/${token}/bank-pull`, {
            achPullData: pullData,
            consentAccepted: true,
          })
          assert.equal(r.status, 200, JSON.stringify(r.body))
          assert.equal(r.body.consent.status, 'VerificationSent')
          assert.equal(r.body.consent.accountNumber, '••••6789')
          const [row] =
            await sql`select account_number_encrypted, micro_deposit_transfer_id from public.invoice_consents
        where invoice_id = ${invoiceId}`
          assert.equal(new TextDecoder().decode(row.account_number_encrypted).includes('000123456789'), false)
          const deposit = await coreClient().getTransfer(row.micro_deposit_transfer_id)
          assert.equal(deposit.type, 'ach_push')
          assert.equal(deposit.amount, SANDBOX_DEPOSIT_MICROS.toString())
        },
      )

      await t.step(
        'a wrong amount counts an attempt; the right one verifies; the pull makes it WaitingPayment',
        async () => {
          const wrong = await call(null, 'POST', `/public-invoices/${token}/bank-pull/verify`, {
            verificationAmountMicros: '330000',
          })
          assert.equal(wrong.body.verified, false)
          assert.equal(wrong.body.consent.attempts, 1)
          const right = await call(null, 'POST', `/public-invoices/${token}/bank-pull/verify`, {
            verificationAmountMicros: SANDBOX_DEPOSIT_MICROS.toString(),
          })
          assert.equal(right.body.verified, true)
          assert.equal(right.body.consent.status, 'Verified')
          const paid = await call(null, 'POST', `/public-invoices/${token}/pay`)
          assert.equal(paid.status, 200, JSON.stringify(paid.body))
          assert.equal(paid.body.invoice.status, 'WaitingPayment')
          const again = await call(null, 'POST', `/public-invoices/${token}/pay`)
          assert.equal(again.status, 409)
          await coreClient().sandbox.settle({ transfer_id: paid.body.transactionId })
          await trackPulls()
          const list = await call(ou, 'GET', base)
          const inv = list.body.invoices.find((i: Any) => i.id === invoiceId)
          assert.equal(inv.status, 'Paid')
          assert.equal(list.body.outstanding.totalMicros, '0')
          const [books] = await sql`select i.ledger_invoice_id, i.ledger_payment_id,
          (select sum(amount_cents)::int from public.ledger_postings p where p.organization_id = ${org}
             and p.transaction_id = i.ledger_invoice_id::bigint and line_id = 'H') as receivable
        from public.invoices i where i.id = ${invoiceId}`
          assert.ok(books.ledger_invoice_id && books.ledger_payment_id, 'the Invoice and the Payment are in the ledger')
          assert.equal(books.receivable, 34474) // $344.74 owed, in cents, on the Invoice's A/R line
        },
      )

      await t.step('a paid invoice is not edited or cancelled; a return makes it unpaid again', async () => {
        const edit = await call(ou, 'PUT', `${base}/${invoiceId}`, invoiceBody(customerId, { memo: 'changed' }))
        assert.equal(edit.status, 409)
        assert.equal(edit.body.error.message, INVOICING_MESSAGES.paidNotEditable)
        assert.equal((await call(ou, 'POST', `${base}/${invoiceId}/cancel`)).status, 409)
        const [row] = await sql`select pull_transfer_id from public.invoices where id = ${invoiceId}`
        await coreClient().sandbox.returnTransfer({ transfer_id: row.pull_transfer_id, return_code: 'R01' })
        await trackPulls()
        const page = await call(null, 'GET', `/public-invoices/${token}`)
        assert.equal(page.body.status, 'Sent')
      })

      await t.step('a cancelled invoice’s link says only that it was cancelled', async () => {
        const dup = await call(ou, 'POST', `${base}/${invoiceId}/duplicate`)
        assert.equal(dup.status, 201)
        const sent = await call(ou, 'POST', `${base}/${dup.body.id}/send`)
        const dupToken = sent.body.link.split('/invoice/')[1]
        assert.equal((await call(ou, 'POST', `${base}/${dup.body.id}/cancel`)).status, 200)
        const page = await call(null, 'GET', `/public-invoices/${dupToken}`)
        assert.equal(page.status, 409)
        assert.deepEqual(Object.keys(page.body), ['error'])
        assert.equal(page.body.error.message, INVOICING_MESSAGES.cancelled)
      })
    } finally {
      await dropBankingFixtures({ orgs: [org], users: Object.values(people) })
      await closeFixtureSql()
      await closeDb()
    }
  },
)
