/**
 * W-9s on the 1099 screen, through the API against the test stack and the tax-form service sandbox: a vendor without
 * an email is refused and sent nothing; a reviewer may not request; the vendor fills the service's form and the
 * screen shows the W-9 on file, the TIN masked, the TIN match and a signed link to the stored PDF (TIN masked), and
 * counts it in the readiness score; reminders go through the service a week after the last, three at most, none
 * once completed. The lifecycle's every status is domains/sales-tax/tax-forms.test.ts.
 */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { dropFixtures, newOrg, newUser, waitForOrgJobs } from '../../_testing/organizations.ts'
import { sendW9Reminders } from '../../domains/sales-tax/request-w9.ts'
import { W9_MESSAGES } from '../../../shared/schemas/w9.ts'
import { waitFor } from '../../_testing/banking.ts'

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

    await t.step('a vendor without an email is refused and nothing is sent', async () => {
      const r = await call(bk, 'POST', `/orgs/${org}/1099s/${quiet}/w9-request`, { year })
      assert.equal(r.status, 422)
      assert.equal(fields(r).email, W9_MESSAGES.noEmail)
      const [n] = await sql`select count(*)::int as n from public.w9_requests where organization_id = ${org}`
      assert.equal(n.n, 0)
    })

    const status = async (nameId: string) =>
      (
        await sql`select v.w9_status, o.form_url, o.status_time from public.vendor_tax_records v
          join public.w9_requests r on r.organization_id = v.organization_id and r.name_id = v.name_id and r.year = v.year
          left join public.w9_service_orders o on o.request_id = r.id
          where v.organization_id = ${org} and v.name_id = ${nameId} and v.year = ${year}`
      )[0]
    await t.step('the screen shows the W-9 on file, TIN masked and matched, with its PDF', async () => {
      const biz = await call(client, 'POST', `/orgs/${org}/tax-forms/business`, {
        businessName: 'Fixture Co',
        einOrSsn: '12-3456789',
        isEin: true,
        businessType: 'CORP',
      })
      assert.equal(biz.status, 200, JSON.stringify(biz.body))
      assert.equal((await call(client, 'PATCH', `/orgs/${org}/1099s/${nolan}`, { year, email })).status, 204)
      assert.equal((await call(rv, 'POST', `/orgs/${org}/1099s/${nolan}/w9-request`, { year })).status, 403)
      const r = await call(bk, 'POST', `/orgs/${org}/1099s/${nolan}/w9-request`, { year })
      assert.deepEqual(r.body, { status: 'ORDER_CREATED', sentTo: email })
      const sent = await waitFor('SENT', async () =>
        (await status(nolan)).w9_status === 'SENT' ? status(nolan) : null,
      )
      const form = new URLSearchParams({
        name: 'Nolan Park',
        businessName: 'Nolan Design Studio',
        taxClassification: 'llc_s',
        address1: '88 Elm St',
        city: 'Portland',
        state: 'OR',
        zip: '97201',
        tinType: 'EIN',
        tin: '98-7654322',
        certify: 'on',
        signature: 'Nolan Park',
      })
      assert.equal((await fetch(sent.form_url, { method: 'POST', body: form })).status, 200)
      await waitFor('COMPLETED', async () => (await status(nolan)).w9_status === 'COMPLETED')
      const list = await call(bk, 'GET', `/orgs/${org}/1099s?year=${year}`)
      const v = list.body.vendors.find((x: Any) => x.nameId === nolan)
      assert.equal(v.w9Status, 'COMPLETED')
      assert.equal(v.w9OnFile, true)
      assert.equal(v.tin, '**-***4322')
      assert.equal(list.body.readiness, 100)
      assert.match(v.w9FileUrl, /\/storage\/v1\/object\/sign\/files\//)
      const pdf = new TextDecoder('latin1').decode(new Uint8Array(await (await fetch(v.w9FileUrl)).arrayBuffer()))
      assert.match(pdf, /^%PDF-/)
      assert.equal(pdf.includes('**-***4322'), true)
      assert.equal(pdf.includes('987654322') || pdf.includes('98-7654322'), false)
    })

    await t.step('reminders: a week after the last, three at most, none once completed', async () => {
      const other = await vendor('Slow Vendor')
      const slowEmail = `slow-${org.slice(0, 8)}@vendor.test`
      await call(client, 'PATCH', `/orgs/${org}/1099s/${other}`, { year, email: slowEmail })
      assert.equal((await call(bk, 'POST', `/orgs/${org}/1099s/${other}/w9-request`, { year })).status, 200)
      await waitFor('SENT', async () => (await status(other)).w9_status === 'SENT')
      const reminders = async () =>
        (
          await sql`select reminder_count from public.w9_requests where organization_id = ${org} and name_id = ${other}`
        )[0].reminder_count
      await sendW9Reminders()
      assert.equal(await reminders(), 0, 'not before a week')
      for (let i = 0; i < 4; i++) {
        await sql`update public.w9_requests set last_sent_at = now() - interval '8 days' where organization_id = ${org}`
        await sendW9Reminders()
      }
      assert.equal(await reminders(), 3, 'three reminders, then no more')
      const [done] =
        await sql`select reminder_count from public.w9_requests where organization_id = ${org} and name_id = ${nolan}`
      assert.equal(done.reminder_count, 0, 'the completed W-9 got no reminder')
    })
  } finally {
    await waitForOrgJobs(org)
    await dropFixtures({ orgs: [org], users: [client, bk, rv] })
    await closeFixtureSql()
    await closeDb()
  }
})
