/**
 * Setting a client's payroll up at Gusto, against the Gusto sandbox and the stack's job worker: creating the company
 * (ZCompanyCreation's messages by field, word for word; the new company becomes the Gusto connection and is synced),
 * subscribing to its webhooks (Gusto posts the verification token to the intake, which verifies it; from then on the
 * company's events must be signed with that token), and a payroll's employee report (requested, polled pending then
 * succeeded, stored as a file and a row, its rows adding up to the payroll's totals, exported as CSV). One client
 * serves the three tests; it is dropped only once the jobs its company started (the sync, 26 ledger requests and
 * polls) are done: deleting an organization while a job of it refreshes its Gusto token waits on that job, which
 * waits on the deletion.
 */
import assert from 'node:assert/strict'
// the API first: its schemas need zod extended for OpenAPI before anything else builds them
import { call, fixtureSql, opts, tokenFor } from '../../_testing/api.ts'
import { app as webhooks } from '../../webhooks/app.ts'
import { app as api } from '../../api/app.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'
import { env } from '../../_shared/env.ts'
import { toCentsText } from '../../../shared/rules/payroll.ts'
import { getWebhookSubscription } from '../gusto/gusto-system.ts'
import { ProviderError } from '../connections/provider-http.ts'

const SANDBOX = Deno.env.get('SANDBOX_URL')!
const sql = fixtureSql()

async function waitFor<T>(what: string, read: () => Promise<T>, done: (v: T) => boolean, seconds = 60) {
  const until = Date.now() + seconds * 1000
  for (;;) {
    const v = await read()
    if (done(v)) return v
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`)
    await new Promise((r) => setTimeout(r, 300))
  }
}

/** The client the tests share: its admin, bookkeeper and plain member; the company once test 1 made it. */
const fx = await (async () => {
  const [admin, bookkeeper, member] = [await newUser(), await newUser('bookkeeper'), await newUser()]
  const orgId = await newOrg({ admins: [admin], bookkeepers: [bookkeeper], users: [member] })
  return { admin, bookkeeper, member, orgId, companyUuid: '' }
})()

const COMPANY = {
  user: { first_name: 'Ada', last_name: 'Lovelace', email: { email: 'ada@example.test' } },
  company: { name: 'Analytical Engines LLC', trade_name: 'Analytical', states: ['CA', 'NY'], number_employees: 12 },
}

Deno.test(
  'a client’s Gusto company is created, connected and synced; bad input is refused by field',
  opts,
  async () => {
    const { orgId, bookkeeper, member } = fx
    const path = `/organizations/${orgId}/payroll/company`
    {
      const bad = await call(bookkeeper, 'POST', path, {
        user: { first_name: ' ', last_name: '', email: { email: 'not-an-email' } },
        company: { name: '', states: ['California'], number_employees: 0 },
      })
      assert.equal(bad.status, 422)
      const byField = Object.fromEntries(
        (bad.body.error.details.fields as { path: string; message: string }[]).map(
          (f: { path: string; message: string }) => [f.path, f.message],
        ),
      )
      assert.equal(byField['user.first_name'], 'First name is required')
      assert.equal(byField['user.last_name'], 'Last name is required')
      assert.equal(byField['user.email.email'], 'Invalid email')
      assert.equal(byField['company.name'], 'Company legal name is required')
      assert.equal(byField['company.states.0'], 'Must be 2-letter code')
      assert.ok(byField['company.number_employees'], 'a number of employees must be positive')

      assert.equal((await call(member, 'POST', path, COMPANY)).status, 403, 'a plain member sets nothing up')
      const made = await call(bookkeeper, 'POST', path, COMPANY)
      assert.equal(made.status, 201, JSON.stringify(made.body))
      assert.equal(made.body.displayName, 'Analytical')
      const [c] = await sql`select c.id, c.external_id, c.status, c.connected_by,
        exists (select 1 from public.provider_secrets s where s.connection_id = c.id and s.name = 'oauth') as oauth,
        (select gusto_account_id from public.organizations o where o.id = c.organization_id) as mirrored
      from public.provider_connections c where c.organization_id = ${orgId} and c.provider = 'gusto'`
      assert.equal(c.external_id, made.body.companyUuid)
      assert.equal(c.status, 'active')
      assert.equal(c.connected_by, bookkeeper)
      assert.ok(c.oauth, 'the company tokens are the connection’s oauth secret')
      assert.equal(c.mirrored, made.body.companyUuid)
      // the company's own token reads it: the first sync (queued on connect) brings its payrolls
      await waitFor(
        'the first sync',
        () => sql`select count(*)::int as n from public.payrolls where organization_id = ${orgId}`,
        (r) => r[0].n > 0,
      )
      const again = await call(bookkeeper, 'POST', path, COMPANY)
      assert.equal(again.status, 409, 'a second company is not created for a connected client')
      fx.companyUuid = made.body.companyUuid
    }
  },
)

Deno.test(
  'a webhook subscription is verified with the token Gusto posts, which then signs the company’s events',
  opts,
  async () => {
    const { orgId, bookkeeper, member } = fx
    assert.ok(fx.companyUuid, 'the company of the first test')
    {
      const path = `/organizations/${orgId}/payroll/webhook-subscription`
      const none = await call(bookkeeper, 'POST', path, { subscriptionTypes: [] })
      assert.equal(none.status, 422)
      assert.equal((await call(member, 'POST', path, { subscriptionTypes: ['Payroll'] })).status, 403)
      const sub = await call(bookkeeper, 'POST', path, { subscriptionTypes: ['Payroll', 'Employee', 'Company'] })
      assert.equal(sub.status, 200, JSON.stringify(sub.body))
      const [shown] = sub.body.webhookSubscriptions
      assert.deepEqual(shown.subscriptionTypes, ['Payroll', 'Employee', 'Company'])
      assert.match(shown.callbackUrl, /\/api\/event-bus\/gusto\//)

      // Gusto posts the verification token to the intake, which hands it back to Gusto's verify call
      const [row] = await waitFor(
        'the subscription verified',
        () => sql`select status, error_message, external_id from public.payroll_webhook_subscriptions
        where organization_id = ${orgId}`,
        (r) => r[0]?.status === 'verified',
      )
      assert.equal(row.error_message, null)
      const [secret] = await sql`select count(*)::int as n from public.provider_secrets s
      join public.provider_connections c on c.id = s.connection_id
      where c.organization_id = ${orgId} and s.name = 'webhook_signing_secret'`
      assert.equal(secret.n, 1, 'the token is the connection’s signing secret, encrypted')
      const screen = await call(bookkeeper, 'GET', `/organizations/${orgId}/payroll`)
      assert.equal(screen.body.webhookSubscriptions[0].status, 'verified')
      assert.ok(!JSON.stringify(screen.body).includes('verification_token'))

      // an event signed with anything but that token is refused; a forged token delivery changes nothing
      const event = {
        uuid: crypto.randomUUID(),
        event_type: 'payroll.processed',
        resource_type: 'Company',
        resource_uuid: fx.companyUuid,
      }
      const signed = await (
        await fetch(`${SANDBOX}/gusto/_webhooks/sign`, { method: 'POST', body: JSON.stringify({ body: event }) })
      ).json()
      const intake = new URL(signed.url).pathname.replace('/functions/v1', '')
      const res = await webhooks.request(intake, { method: 'POST', headers: signed.headers, body: signed.body })
      assert.equal(res.status, 401)
      await res.body?.cancel()
      const forged = await webhooks.request(intake, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ verification_token: 'forged', webhook_subscription_uuid: row.external_id }),
      })
      assert.deepEqual(await forged.json(), { recorded: 0, duplicates: 0, ignored: 1 })
      const unknown = await webhooks.request(intake, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ verification_token: 'x', webhook_subscription_uuid: crypto.randomUUID() }),
      })
      assert.equal((await unknown.json()).ignored, 1)

      const checked = await call(bookkeeper, 'POST', `${path}/check`)
      assert.equal(checked.status, 200)
      assert.equal(checked.body.webhookSubscriptions[0].status, 'verified', 'Gusto still has it verified')
      assert.equal((await call(member, 'POST', `${path}/check`)).status, 403)

      const twice = await call(bookkeeper, 'POST', path, { subscriptionTypes: ['Payroll'] })
      assert.equal(twice.status, 409)

      // removed: gone at Gusto, the secret with it, and the client can be subscribed again
      assert.equal((await call(member, 'DELETE', path)).status, 403)
      const removed = await call(bookkeeper, 'DELETE', path)
      assert.equal(removed.status, 200, JSON.stringify(removed.body))
      assert.equal(removed.body.webhookSubscriptions[0].status, 'removed')
      await assert.rejects(
        getWebhookSubscription(row.external_id),
        (e) => e instanceof ProviderError && e.status === 404,
      )
      const [left] = await sql`select count(*)::int as n from public.provider_secrets s
        join public.provider_connections c on c.id = s.connection_id
        where c.organization_id = ${orgId} and s.name = 'webhook_signing_secret'`
      assert.equal(left.n, 0)
      assert.equal((await call(bookkeeper, 'DELETE', path)).status, 404)
      const again = await call(bookkeeper, 'POST', path, { subscriptionTypes: ['Payroll'] })
      assert.equal(again.status, 200, JSON.stringify(again.body))
    }
  },
)

Deno.test('a payroll’s employee report is built, stored, adds up to the payroll and exports as CSV', opts, async () => {
  const { orgId, bookkeeper, member } = fx
  assert.ok(fx.companyUuid, 'the company of the first test')
  {
    const payrolls = await waitFor(
      'payrolls',
      () => sql`select id, processed, gross_pay_cents::int as gross, net_pay_cents::int as net,
          employer_taxes_cents::int as employer, reimbursements_cents::int as reimbursements
        from public.payrolls where organization_id = ${orgId} order by check_date desc`,
      (r) => r.length > 1,
    )
    const open = payrolls.find((p) => !p.processed)!
    // not the latest: the sync asks for that one's report by itself
    const p = payrolls.filter((x) => x.processed)[1]
    const path = `/organizations/${orgId}/payroll/employee-reports`
    assert.equal((await call(bookkeeper, 'POST', path, { payrollId: open.id })).status, 422)
    assert.equal((await call(member, 'POST', path, { payrollId: p.id })).status, 403)
    const asked = await call(bookkeeper, 'POST', path, { payrollId: p.id, withTotals: true })
    assert.equal(asked.status, 202, JSON.stringify(asked.body))

    const [pending] = await sql`select status from public.payroll_employee_reports where id = ${asked.body.id}`
    assert.equal(pending.status, 'pending')
    const [r] = await waitFor(
      'the report',
      () => sql`select status, report, file_id, request_uuid, error_message from public.payroll_employee_reports
        where id = ${asked.body.id}`,
      (x) => x[0].status !== 'pending',
    )
    assert.equal(r.status, 'succeeded', r.error_message)
    assert.ok(r.request_uuid)
    const report = r.report
    const col = (h: string) => report.headings.indexOf(h)
    const sum = (h: string) =>
      report.rows.reduce((a: number, row: { values: string[] }) => a + toCentsText(row.values[col(h)]), 0)
    assert.equal(sum('Gross earnings'), p.gross, 'the rows add up to the payroll’s gross pay')
    assert.equal(sum('Net pay'), p.net)
    assert.equal(sum('Employer taxes'), p.employer)
    assert.equal(sum('Reimbursements'), p.reimbursements)
    assert.equal(toCentsText(report.grand_total_row[col('Gross earnings')]), p.gross)
    const [file] = await sql`select path, extension from public.files where id = ${r.file_id}`
    assert.equal(file.extension, 'json')
    const stored = await fetch(`${env.supabaseUrl}/storage/v1/object/files/${file.path}`, {
      headers: { authorization: `Bearer ${env.serviceRoleKey}`, apikey: env.serviceRoleKey },
    })
    assert.equal(stored.status, 200)
    assert.equal((await stored.json()).rows.length, report.rows.length)

    // the screen lists it; the CSV has the headings, a line a row and the grand total
    const screen = await call(bookkeeper, 'GET', `/organizations/${orgId}/payroll`)
    const listed = screen.body.employeeReports.find((x: { id: string }) => x.id === asked.body.id)
    assert.equal(listed.rowCount, report.rows.length)
    const csvPath = `/api/organizations/${orgId}/payroll/employee-reports/${asked.body.id}/csv`
    const csv = await api.request(csvPath, {
      headers: { authorization: `Bearer ${await tokenFor(bookkeeper)}` },
    })
    assert.equal(csv.status, 200)
    assert.match(csv.headers.get('content-type') ?? '', /text\/csv/)
    const lines = (await csv.text()).trimEnd().split('\r\n')
    assert.equal(lines[0], report.headings.join(','))
    assert.equal(lines.length, report.rows.length + 2)
    assert.match(lines.at(-1)!, /^Grand total,/)
    const refused = await api.request(csvPath, {
      headers: { authorization: `Bearer ${await tokenFor(member)}` },
    })
    assert.notEqual(refused.status, 200, 'a plain member gets no report')
    await refused.body?.cancel()
  }
})

Deno.test('the shared client goes once its company’s jobs are done', opts, async () => {
  await waitFor(
    'the client’s jobs',
    () => sql`select count(*)::int as n from public.jobs where organization_id = ${fx.orgId}
      and status in ('Pending', 'Scheduled', 'Running')`,
    (r) => r[0].n === 0,
  )
  await dropFixtures({ orgs: [fx.orgId], users: [fx.admin, fx.bookkeeper, fx.member] })
})
