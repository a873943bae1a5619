/**
 * W-9 collection through the tax-form service sandbox, end to end on the test stack (docs/tax-forms.md): the business
 * created with §5's rules (the service's refusals on their fields, only admins and staff), a W-9 request refused
 * without the business, then for each vendor the lifecycle the service drives: ORDER_CREATED → SENT → OPENED →
 * COMPLETED_AND_TIN_MATCH_INPROGRESS → COMPLETED with the TIN matched (TIN encrypted, the service's PDF stored, TIN
 * masked), INVALID (the TIN does not match), BOUNCED, ORDER_NOT_CREATED, AWAITING_TIN_CERTIFICATE; URL_GENERATED
 * and SCHEDULED from the service's own API. The intake refuses a bad signature, records a repeat once, and a late
 * notification of an older status changes nothing; a mail to the tax address brings the W-9s up to date.
 */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { env } from '../../_shared/env.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { waitFor } from '../../_testing/banking.ts'
import { dropFixtures, newOrg, newUser, waitForOrgJobs } from '../../_testing/organizations.ts'
import { W9_MESSAGES } from '../../../shared/schemas/w9.ts'
import { requestW9ByEmail } from '../taxbandits/taxbandits-api.ts'

type Any = any
const fields = (r: { body: Any }) =>
  Object.fromEntries((r.body?.error?.details?.fields ?? []).map((f: Any) => [f.path, f.message]))
const sandbox = (path: string) => `${env.sandboxUrl}/taxbandits${path}`

const business = {
  businessName: 'Acme Robotics LLC',
  einOrSsn: '12-3456780',
  isEin: true,
  businessType: 'CORP',
  phone: '5125550100',
  contactName: 'Ada Admin',
}
const goodForm = (o: Record<string, string> = {}) =>
  new URLSearchParams({
    name: 'Nolan Design Studio',
    taxClassification: 'llc_s',
    address1: '12 Market St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    tinType: 'EIN',
    tin: '45-1234567',
    certify: 'on',
    signature: 'Nolan Park',
    ...o,
  })

Deno.test(
  { name: 'W-9s through the tax-form service: business, lifecycle, webhooks, tax mail', ...opts },
  async (t) => {
    const [admin, member, bk] = [await newUser('user'), await newUser('user'), await newUser('bookkeeper')]
    const org = await newOrg({ admins: [admin], users: [member], bookkeepers: [bk] })
    const sql = fixtureSql()
    const year = 2026
    try {
      await sql`insert into public.organization_feature_flags (organization_id, flag_name, enabled) values (${org}, 'taxes', true)`
      const vendor = async (name: string, email: string) => {
        const [n] = await sql`insert into public.ledger_names (organization_id, kind, display_name)
        values (${org}, 'vendor', ${name}) returning id`
        await sql`insert into public.vendor_tax_records (organization_id, name_id, year, vendor_email)
        values (${org}, ${n.id}, ${year}, ${email})`
        return String(n.id)
      }
      const tag = org.slice(0, 8)
      const nolan = await vendor('Nolan Design Studio', `nolan-${tag}@vendor.test`)
      const record = async (id: string) =>
        (
          await sql`select v.w9_status, v.tin_match, v.w9_file_id, r.id as request_id, r.completed_at, r.opened_at, r.form,
          o.form_url, o.status as order_status, o.errors
          from public.vendor_tax_records v
          left join public.w9_requests r on r.organization_id = v.organization_id and r.name_id = v.name_id and r.year = v.year
          left join public.w9_service_orders o on o.request_id = r.id
          where v.organization_id = ${org} and v.name_id = ${id} and v.year = ${year}`
        )[0]
      const until = (id: string, status: string) =>
        waitFor(
          `${status}`,
          async () => {
            const r = await record(id)
            return r.w9_status === status && r
          },
          20_000,
        )

      await t.step('without the business a W-9 request says so and sends nothing', async () => {
        const r = await call(bk, 'POST', `/orgs/${org}/1099s/${nolan}/w9-request`, { year })
        assert.equal(r.status, 422)
        assert.equal(fields(r).business, W9_MESSAGES.noBusiness)
        assert.equal(
          (await sql`select count(*)::int as n from public.w9_requests where organization_id = ${org}`)[0].n,
          0,
        )
      })

      let businessId = ''
      await t.step('the business: §5 rules, admins and staff only, the BusinessId a connection', async () => {
        const bad = await call(admin, 'POST', `/orgs/${org}/tax-forms/business`, {
          ...business,
          businessType: 'LLC',
          phone: '555',
        })
        assert.equal(bad.status, 422)
        assert.equal(fields(bad).businessType, 'Business type must be one of ESTE, PART, CORP, EORG, SPRO')
        assert.equal(fields(bad).phone, 'Phone must be exactly 10 characters')
        assert.equal((await call(member, 'POST', `/orgs/${org}/tax-forms/business`, business)).status, 403)
        const ok = await call(admin, 'POST', `/orgs/${org}/tax-forms/business`, business)
        assert.equal(ok.status, 200, JSON.stringify(ok.body))
        businessId = ok.body.business.businessId
        assert.deepEqual(ok.body.business, {
          businessId,
          businessName: 'Acme Robotics LLC',
          tinType: 'EIN',
          tinLast4: '6780',
        })
        const got = await call(member, 'GET', `/orgs/${org}/tax-forms/business`)
        assert.equal(got.body.business.businessId, businessId)
        const [c] = await sql`select status from public.provider_connections
        where organization_id = ${org} and provider = 'taxbandits' and external_id = ${businessId}`
        assert.equal(c.status, 'active')
      })

      await t.step('ORDER_CREATED → SENT → OPENED → in TIN matching → COMPLETED, TIN matched, PDF stored', async () => {
        const r = await call(bk, 'POST', `/orgs/${org}/1099s/${nolan}/w9-request`, { year })
        assert.equal(r.status, 200, JSON.stringify(r.body))
        assert.deepEqual(r.body, { status: 'ORDER_CREATED', sentTo: `nolan-${tag}@vendor.test` })
        const sent = await until(nolan, 'SENT')
        assert.match(sent.form_url, /\/taxbandits\/w9\//)
        const page = await fetch(sent.form_url)
        assert.match(await page.text(), /Acme Robotics LLC requests your Form W-9/)
        await until(nolan, 'OPENED')
        const refused = await fetch(sent.form_url, {
          method: 'POST',
          body: goodForm({ zip: '787', tinType: 'EIN', tin: '12' }),
        })
        assert.equal(refused.status, 422)
        const html = await refused.text()
        assert.ok(html.includes(W9_MESSAGES.zip))
        const done = await fetch(sent.form_url, { method: 'POST', body: goodForm() })
        assert.match(await done.text(), /Your Form W-9 was submitted/)
        const completed = await until(nolan, 'COMPLETED')
        assert.equal(completed.tin_match, 'match')
        assert.ok(completed.completed_at && completed.w9_file_id)
        assert.equal(completed.form.tin, '**-***4567')
        const [tin] =
          await sql`select tin_type, tin_last4 from public.vendor_tins where organization_id = ${org} and name_id = ${nolan}`
        assert.deepEqual({ ...tin }, { tin_type: 'EIN', tin_last4: '4567' })
        const [file] = await sql`select path from public.files where id = ${completed.w9_file_id}`
        const pdf = await fetch(`${env.supabaseUrl}/storage/v1/object/files/${file.path}`, {
          headers: { authorization: `Bearer ${env.serviceRoleKey}`, apikey: env.serviceRoleKey },
        })
        const text = new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()))
        assert.match(text, /\*\*-\*\*\*4567/)
        assert.doesNotMatch(text, /451234567/)
      })

      await t.step(
        'a late, older notification and a repeated one change nothing; a bad signature is refused',
        async () => {
          const before = await record(nolan)
          const hook = {
            SubmissionId: 'x',
            BusinessId: businessId,
            PayeeRef: before.request_id,
            W9Status: 'SENT',
            StatusTime: '2020-01-01T00:00:00.000Z',
          }
          const deliver = (extra: Record<string, unknown> = {}) =>
            fetch(sandbox('/_webhooks/deliver'), {
              method: 'POST',
              body: JSON.stringify({ body: hook, ...extra }),
            }).then((r) => r.json())
          const bad = await deliver({ secret: 'not-the-secret' })
          assert.equal(bad.status, 401)
          const first = await deliver()
          assert.deepEqual(first.response, { recorded: 1, duplicates: 0, ignored: 0 })
          const again = await deliver()
          assert.deepEqual(again.response, { recorded: 0, duplicates: 1, ignored: 0 })
          await waitFor(
            'the late delivery processed',
            async () => {
              const [d] =
                await sql`select count(*)::int as n from public.event_dispatches d join public.events e on e.id = d.event_id
          where e.source = 'taxbandits' and e.organization_id = ${org} and d.state = 'completed'
            and e.payload -> 'body' ->> 'StatusTime' = '2020-01-01T00:00:00.000Z'`
              return d.n === 1
            },
            20_000,
          )
          const after = await record(nolan)
          assert.equal(after.w9_status, 'COMPLETED')
          assert.equal(after.tin_match, 'match')
        },
      )

      await t.step('INVALID when the TIN does not match; AWAITING_TIN_CERTIFICATE when applied for', async () => {
        const wrong = await vendor('Wrongtin Co', `wrong-${tag}@vendor.test`)
        assert.equal((await call(bk, 'POST', `/orgs/${org}/1099s/${wrong}/w9-request`, { year })).status, 200)
        const sent = await until(wrong, 'SENT')
        await fetch(sent.form_url, {
          method: 'POST',
          body: goodForm({ name: 'Wrongtin Co', tinType: 'SSN', tin: '123-45-6789' }),
        })
        const invalid = await until(wrong, 'INVALID')
        assert.equal(invalid.tin_match, 'no_match')
        const later = await vendor('Newco', `newco-${tag}@vendor.test`)
        assert.equal((await call(bk, 'POST', `/orgs/${org}/1099s/${later}/w9-request`, { year })).status, 200)
        const s2 = await until(later, 'SENT')
        await fetch(s2.form_url, { method: 'POST', body: goodForm({ name: 'Newco', tin: '', appliedFor: 'on' }) })
        const waiting = await until(later, 'AWAITING_TIN_CERTIFICATE')
        assert.equal(waiting.form.tin, 'Applied for')
      })

      await t.step('BOUNCED, and ORDER_NOT_CREATED with the service’s reason', async () => {
        const bouncy = await vendor('Bouncy LLC', `bounce-${tag}@bounce.test`)
        assert.equal((await call(bk, 'POST', `/orgs/${org}/1099s/${bouncy}/w9-request`, { year })).status, 200)
        await until(bouncy, 'BOUNCED')
        const refused = await vendor('Refused Inc', `x-${tag}@refused.test`)
        const r = await call(bk, 'POST', `/orgs/${org}/1099s/${refused}/w9-request`, { year })
        assert.deepEqual(r.body, { status: 'ORDER_NOT_CREATED', sentTo: `x-${tag}@refused.test` })
        const rec = await record(refused)
        assert.equal(rec.w9_status, 'ORDER_NOT_CREATED')
        assert.equal(rec.errors[0].Message, 'The email address does not accept mail')
      })

      await t.step('URL_GENERATED and SCHEDULED, then sent on schedule', async () => {
        const tokenRes = await requestW9ByEmail({
          Requester: { BusinessId: businessId, TINType: 'EIN', TIN: '123456780' },
          Recipients: [{ PayeeRef: `sched-${tag}`, Name: 'Later Co', Email: `later-${tag}@vendor.test` }],
          Customization: { SendOn: new Date(Date.now() + 86_400_000).toISOString() },
        })
        assert.equal(tokenRes.FormW9Records?.SuccessRecords?.[0].W9Status, 'SCHEDULED')
        const sent = await fetch(sandbox('/_sandbox/send-scheduled'), { method: 'POST' }).then((r) => r.json())
        assert.ok(sent.sent >= 1)
      })

      await t.step('a mail to the tax address brings the W-9s up to date from the service', async () => {
        const mailed = await vendor('Mailed Co', `mailed-${tag}@vendor.test`)
        assert.equal((await call(bk, 'POST', `/orgs/${org}/1099s/${mailed}/w9-request`, { year })).status, 200)
        const sent = await until(mailed, 'SENT')
        // the status webhooks of this order are lost: the service's mail is the only news
        await sql`update public.w9_service_orders set status = 'ORDER_CREATED', status_time = status_time - interval '1 hour'
        where request_id = ${sent.request_id}`
        await sql`update public.vendor_tax_records set w9_status = 'ORDER_CREATED' where organization_id = ${org} and name_id = ${mailed}`
        const push = await fetch(`${env.sandboxUrl}/pubsub/_webhooks/deliver`, {
          method: 'POST',
          body: JSON.stringify({
            route: 'tax-email',
            subscription: 'projects/local-project/subscriptions/tax-email-push',
            body: {
              messageId: `tb-${tag}`,
              to: `tax+${org}@mail.example.test`,
              from: 'noreply@taxbandits.com',
              subject: 'W-9 status update',
            },
          }),
        }).then((r) => r.json())
        assert.equal(push.status, 200, JSON.stringify(push))
        await until(mailed, 'SENT')
      })
    } finally {
      await waitForOrgJobs(org)
      await dropFixtures({ orgs: [org], users: [admin, member, bk] })
      await closeFixtureSql()
      await closeDb()
    }
  },
)
