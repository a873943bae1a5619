/**
 * W-9 collection through the API, in-process against the test stack: a vendor without an email is refused and sent
 * nothing; a request emails a link whose token opens the one request to a caller with no session (OPENED); the form
 * refuses bad input with §5's words on their fields; the completed form stores the TIN encrypted, shows it masked,
 * makes the W-9 COMPLETED_AND_TIN_MATCH_INPROGRESS, keeps the certified form as a PDF file (TIN masked) linked
 * from the 1099 screen, and counts in the readiness score; a second submission and a
 * made-up token are refused; a reviewer may not request; reminders go a week after the last email, three at most.
 */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'
import { sendW9Reminders } from '../../domains/sales-tax/request-w9.ts'
import { W9_MESSAGES } from '../../../shared/schemas/w9.ts'
import { TIN_MESSAGES } from '../../../shared/rules/vendor-1099.ts'

type Any = any
const fields = (r: { body: Any }) =>
  Object.fromEntries((r.body?.error?.details?.fields ?? []).map((f: Any) => [f.path, f.message]))

Deno.test({ name: 'W-9: request by email, the public form, the TIN encrypted, reminders', ...opts }, async (t) => {
  const [client, bk, rv] = [await newUser('user'), await newUser('bookkeeper'), await newUser('bookkeeper')]
  const org = await newOrg({ admins: [client], bookkeepers: [bk], reviewers: [rv] })
  const sql = fixtureSql()
  const year = 2026
  const email = `w9-${org.slice(0, 8)}@vendor.test`
  try {
    await sql`insert into public.organization_feature_flags (organization_id, flag_name, enabled) values (${org}, 'taxes', true)`
    const vendor = async (name: string) =>
      String(
        (
          await sql`insert into public.ledger_names (organization_id, kind, display_name) values (${org}, 'vendor', ${name}) returning id`
        )[0].id,
      )
    const nolan = await vendor('Nolan Design Studio')
    const quiet = await vendor('Quiet Co')
    // a vendor paid $2,500 by check this year, so it needs a 1099 (through the ledger API, as bookkeepers post)
    const acct = async (name: string, type: string) =>
      String(
        (
          await sql`insert into public.ledger_accounts (organization_id, name, account_type) values (${org}, ${name}, ${type}) returning id`
        )[0].id,
      )
    const checking = await acct('Checking', 'Bank')
    const design = await acct('Design', 'Expense')
    const paid = await call(bk, 'POST', `/orgs/${org}/ledger/Purchase`, {
      TxnDate: '2026-02-10',
      PaymentType: 'Check',
      AccountRef: { value: checking },
      EntityRef: { value: nolan, type: 'Vendor' },
      Line: [
        {
          Amount: 2500,
          DetailType: 'AccountBasedExpenseLineDetail',
          AccountBasedExpenseLineDetail: { AccountRef: { value: design } },
        },
      ],
    })
    assert.equal(paid.status, 201, JSON.stringify(paid.body))

    let token = ''
    await t.step('a vendor without an email is refused and nothing is sent', async () => {
      const r = await call(bk, 'POST', `/orgs/${org}/1099s/${quiet}/w9-request`, { year })
      assert.equal(r.status, 422)
      assert.equal(fields(r).email, W9_MESSAGES.noEmail)
      const [n] = await sql`select count(*)::int as n from public.w9_requests where organization_id = ${org}`
      assert.equal(n.n, 0)
    })

    await t.step('the request emails a link; the reviewer may not ask', async () => {
      assert.equal((await call(client, 'PATCH', `/orgs/${org}/1099s/${nolan}`, { year, email })).status, 204)
      assert.equal((await call(rv, 'POST', `/orgs/${org}/1099s/${nolan}/w9-request`, { year })).status, 403)
      const r = await call(bk, 'POST', `/orgs/${org}/1099s/${nolan}/w9-request`, { year })
      assert.equal(r.status, 200, JSON.stringify(r.body))
      assert.deepEqual(r.body, { status: 'SENT', sentTo: email })
      const [mail] = await sql`select subject, text from public.email_outbox where to_email = ${email}
        order by created_at desc limit 1`
      assert.match(mail.subject, /asks for your W-9 for 2026/)
      token = /\/w9\/([\w-]+)/.exec(mail.text)?.[1] ?? ''
      assert.equal(token.length, 43)
      const list = await call(client, 'GET', `/orgs/${org}/1099s?year=${year}`)
      const v = list.body.vendors.find((x: Any) => x.nameId === nolan)
      assert.equal(v.w9Status, 'SENT')
      assert.equal(v.w9OnFile, false)
    })

    await t.step('the link opens the one request without a session, and marks it opened', async () => {
      const r = await call(null, 'GET', `/public-w9/${token}`)
      assert.equal(r.status, 200)
      assert.deepEqual(r.body, {
        requester: r.body.requester,
        vendorName: 'Nolan Design Studio',
        year,
        completed: false,
        certified: null,
      })
      const [v] =
        await sql`select w9_status from public.vendor_tax_records where organization_id = ${org} and name_id = ${nolan}`
      assert.equal(v.w9_status, 'OPENED')
      assert.equal((await call(null, 'GET', `/public-w9/${'x'.repeat(43)}`)).status, 404)
    })

    const form = {
      name: 'Nolan Park',
      businessName: 'Nolan Design Studio',
      taxClassification: 'llc_s',
      address1: '88 Elm St',
      city: 'Portland',
      state: 'OR',
      zip: '97201',
      tinType: 'EIN',
      tin: '98-7654321',
      certify: true,
      signature: 'Nolan Park',
    }
    await t.step('bad input is refused on its fields with the spec words', async () => {
      const r = await call(null, 'POST', `/public-w9/${token}`, {
        ...form,
        name: 'x'.repeat(41),
        address1: 'y'.repeat(47),
        zip: '9720',
        state: 'ZZ',
        tin: '987-65-4321',
        certify: false,
      })
      assert.equal(r.status, 422)
      assert.deepEqual(fields(r), {
        name: W9_MESSAGES.nameLength,
        address1: W9_MESSAGES.addressLength,
        zip: W9_MESSAGES.zip,
        state: W9_MESSAGES.state,
        tin: TIN_MESSAGES.ein,
        certify: W9_MESSAGES.certify,
      })
    })

    await t.step('the completed form stores the TIN encrypted and the W-9 counts as on file', async () => {
      const r = await call(null, 'POST', `/public-w9/${token}`, form)
      assert.equal(r.status, 200, JSON.stringify(r.body))
      assert.deepEqual(r.body, { status: 'COMPLETED_AND_TIN_MATCH_INPROGRESS', tin: '**-***4321' })
      const [tin] =
        await sql`select tin_type, tin_last4, tin_encrypted from public.vendor_tins where organization_id = ${org} and name_id = ${nolan}`
      assert.equal(tin.tin_type, 'EIN')
      assert.equal(tin.tin_last4, '4321')
      assert.equal(new TextDecoder().decode(tin.tin_encrypted).includes('987654321'), false)
      const [req] = await sql`select form from public.w9_requests where organization_id = ${org} and name_id = ${nolan}`
      assert.equal(JSON.stringify(req.form).includes('987654321'), false)
      assert.equal(req.form.taxClassification, 'llc_s')
      const list = await call(bk, 'GET', `/orgs/${org}/1099s?year=${year}`)
      const v = list.body.vendors.find((x: Any) => x.nameId === nolan)
      assert.equal(v.w9Status, 'COMPLETED_AND_TIN_MATCH_INPROGRESS')
      assert.equal(v.w9OnFile, true)
      assert.equal(v.tin, '**-***4321')
      assert.equal(list.body.readiness, 100)
      // the certified form is a PDF among the organization's files, the TIN masked in it, linked from the screen
      const [file] = await sql`select f.title, f.path, o.name is not null as stored from public.vendor_tax_records r
        join public.files f on f.id = r.w9_file_id
        left join storage.objects o on o.bucket_id = 'files' and o.name = f.path
        where r.organization_id = ${org} and r.name_id = ${nolan}`
      assert.equal(file.title, 'W-9 Nolan Design Studio 2026')
      assert.equal(file.stored, true)
      assert.match(v.w9FileUrl, /\/storage\/v1\/object\/sign\/files\//)
      const pdf = new TextDecoder('latin1').decode(new Uint8Array(await (await fetch(v.w9FileUrl)).arrayBuffer()))
      assert.match(pdf, /^%PDF-/)
      assert.equal(pdf.includes('**-***4321'), true)
      assert.equal(pdf.includes('987654321') || pdf.includes('98-7654321'), false)
      const again = await call(null, 'POST', `/public-w9/${token}`, form)
      assert.equal(again.status, 409)
      assert.equal(again.body.error.message, W9_MESSAGES.done)
      const view = await call(null, 'GET', `/public-w9/${token}`)
      assert.equal(view.body.completed, true)
      assert.equal(view.body.certified.tin, '**-***4321')
    })

    await t.step('reminders: a week after the last email, three at most, none once completed', async () => {
      const other = await vendor('Slow Vendor')
      const slowEmail = `slow-${org.slice(0, 8)}@vendor.test`
      await call(client, 'PATCH', `/orgs/${org}/1099s/${other}`, { year, email: slowEmail })
      assert.equal((await call(bk, 'POST', `/orgs/${org}/1099s/${other}/w9-request`, { year })).status, 200)
      const count = async () =>
        (await sql`select count(*)::int as n from public.email_outbox where to_email = ${slowEmail}`)[0].n
      assert.equal(await count(), 1)
      await sendW9Reminders()
      assert.equal(await count(), 1, 'not before a week')
      for (let i = 0; i < 4; i++) {
        await sql`update public.w9_requests set last_sent_at = now() - interval '8 days' where organization_id = ${org}`
        await sendW9Reminders()
      }
      assert.equal(await count(), 4, 'three reminders, then no more')
      const [last] = await sql`select subject from public.email_outbox where to_email = ${slowEmail}
        order by created_at desc limit 1`
      assert.match(last.subject, /^Reminder: /)
      const completed = await sql`select count(*)::int as n from public.email_outbox where to_email = ${email}`
      assert.equal(completed[0].n, 1, 'the completed W-9 got no reminder')
    })
  } finally {
    await sql`delete from public.email_outbox where to_email like ${`%-${org.slice(0, 8)}@vendor.test`}`
    await dropFixtures({ orgs: [org], users: [client, bk, rv] })
    await closeFixtureSql()
    await closeDb()
  }
})
