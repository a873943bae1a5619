/**
 * Payroll against the Gusto sandbox with the stack's job worker: connecting Gusto syncs the company and books every
 * processed payroll once, balanced and equal to its totals (the ledger report polled pending, then succeeded); the
 * open payroll shows its blockers; an unmapped line blocks a payroll and is named, and mapping it books it; a
 * replayed webhook is one delivery and an unknown company's is ignored; who reads payroll (RLS through the API).
 */
import assert from 'node:assert/strict'
// the API first: its schemas need zod extended for OpenAPI before anything else builds them
import { call, fixtureSql, opts } from '../../_testing/api.ts'
import { app as webhooks } from '../../webhooks/app.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'
import { connect } from '../../_testing/oauth.ts'
import { asService } from '../../_shared/db.ts'
import { gustoSession, ledgerReportStatus, requestLedgerReport } from '../gusto/gusto-payroll-api.ts'
import { PAYROLL_LINES } from '../../../shared/rules/payroll.ts'
import { syncGusto } from './sync-gusto.ts'
import { syncRippling } from './sync-rippling.ts'
import { postPayrollEntries } from './post-payroll-entries.ts'

const SANDBOX = Deno.env.get('SANDBOX_URL')!
const sql = fixtureSql()

/** A client with its admin (member), a bookkeeper, a plain member and a chart of accounts for every payroll line. */
async function client(mapLines = PAYROLL_LINES.map((l) => l.line) as string[]) {
  const [admin, bookkeeper, member] = [await newUser(), await newUser('bookkeeper'), await newUser()]
  const orgId = await newOrg({ admins: [admin], bookkeepers: [bookkeeper], users: [member] })
  const accounts: Record<string, string> = {}
  for (const { line, side } of PAYROLL_LINES) {
    const [a] = await sql`insert into public.ledger_accounts (organization_id, name, account_type)
      values (${orgId}, ${`Payroll ${line}`}, ${side === 'Debit' ? 'Expense' : 'Other Current Liability'}) returning id`
    accounts[line] = String(a.id)
  }
  const lines = mapLines.map((line) => ({ line, accountId: accounts[line] }))
  const put = await call(bookkeeper, 'PUT', `/organizations/${orgId}/payroll/mapping`, { lines })
  assert.equal(put.status, 200, JSON.stringify(put.body))
  return { orgId, admin, bookkeeper, member, accounts }
}

async function waitFor<T>(what: string, read: () => Promise<T>, done: (v: T) => boolean, seconds = 90) {
  const until = Date.now() + seconds * 1000
  for (;;) {
    const v = await read()
    if (done(v)) return v
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`)
    await new Promise((r) => setTimeout(r, 500))
  }
}

const entryCount = async (orgId: string) =>
  Number(
    (await sql`select count(*) from public.journal_entries where organization_id = ${orgId} and type = 'payroll'`)[0]
      .count,
  )

Deno.test('connecting Gusto books a year of payrolls once, each balanced and equal to its totals', opts, async () => {
  const c = await client()
  try {
    const { location } = await connect({ admin: c.admin, orgId: c.orgId }, 'gusto')
    assert.equal(location.searchParams.get('gusto'), 'connected')
    await waitFor(
      '26 booked payrolls',
      () => entryCount(c.orgId),
      (n) => n === 26,
    )

    const rows = await sql`select p.gross_pay_cents + p.employer_taxes_cents + p.benefits_cents + p.reimbursements_cents
        as expected, j.amount_cents, j.journal_entry_id,
        (select coalesce(sum(l.amount_cents), 0) from public.ledger_postings l
          where l.transaction_id = j.journal_entry_id::bigint and l.basis = 0) as net
      from public.payrolls p join public.journal_entries j on j.source_ref = 'gusto-payroll:' || p.payroll_uuid
      where p.organization_id = ${c.orgId}`
    assert.equal(rows.length, 26)
    for (const r of rows) {
      assert.equal(Number(r.amount_cents), Number(r.expected))
      assert.equal(Number(r.net), 0, 'debits equal credits')
    }

    // the screen: payrolls with their entries, the open one with its blockers, employees and contractors
    const screen = await call(c.bookkeeper, 'GET', `/organizations/${c.orgId}/payroll`)
    assert.equal(screen.status, 200)
    assert.equal(screen.body.payrolls.length, 27)
    const open = screen.body.payrolls.find((p: { processed: boolean }) => !p.processed)
    assert.deepEqual(
      [open.submissionBlockers[0].status, open.creditBlockers[0].status, open.entry],
      ['unresolved', 'pending_review', null],
    )
    assert.equal(screen.body.employees.length, 12)
    assert.equal(screen.body.contractors.length, 4)
    assert.ok(screen.body.contractorPayments.some((p: { status: string }) => p.status === 'Unfunded'))
    assert.ok(!JSON.stringify(screen.body).includes('XXX-XX-'), 'no SSN leaves the API')
    assert.equal(
      Number(
        (
          await sql`select count(*) from public.payroll_employees where organization_id = ${c.orgId}
      and data ? 'ssn'`
        )[0].count,
      ),
      0,
      'no SSN is stored',
    )

    // running again posts nothing new
    const again = await asService(async (tx) => {
      await syncGusto({ tx, orgId: c.orgId })
      return await postPayrollEntries({ tx, orgId: c.orgId })
    })
    assert.deepEqual(again, { posted: 0, blocked: 0 })
    assert.equal(await entryCount(c.orgId), 26)
  } finally {
    await dropFixtures({ orgs: [c.orgId], users: [c.admin, c.bookkeeper, c.member] })
  }
})

Deno.test('an unmapped line blocks a payroll and is named; mapping it books the payroll', opts, async () => {
  const c = await client(PAYROLL_LINES.map((l) => l.line).filter((l) => l !== 'Benefits'))
  try {
    await connect({ admin: c.admin, orgId: c.orgId }, 'gusto')
    const problems = await waitFor(
      'blocked payrolls',
      () => sql`select posting_problem from public.payrolls where organization_id = ${c.orgId} and processed
        and posting_problem is not null`,
      (r) => r.length === 26,
    )
    assert.equal(problems[0].posting_problem, 'Map these payroll lines to an account first: Benefits')
    assert.equal(await entryCount(c.orgId), 0)

    const put = await call(c.bookkeeper, 'PUT', `/organizations/${c.orgId}/payroll/mapping`, {
      lines: [{ line: 'Benefits', accountId: c.accounts.Benefits }],
    })
    assert.equal(put.status, 200)
    await waitFor(
      'booked after mapping',
      () => entryCount(c.orgId),
      (n) => n === 26,
    )
  } finally {
    await dropFixtures({ orgs: [c.orgId], users: [c.admin, c.bookkeeper, c.member] })
  }
})

Deno.test('the ledger report is pending, then succeeded', opts, async () => {
  const c = await client()
  try {
    await connect({ admin: c.admin, orgId: c.orgId }, 'gusto')
    const s = await gustoSession(c.orgId)
    const [payroll] = await waitFor(
      'synced payrolls',
      () => sql`select payroll_uuid from public.payrolls where organization_id = ${c.orgId} and processed limit 1`,
      (r) => r.length === 1,
    )
    const { request_uuid } = await requestLedgerReport(s, payroll.payroll_uuid, 'default')
    assert.equal((await ledgerReportStatus(s, request_uuid)).status, 'pending')
    const done = await ledgerReportStatus(s, request_uuid)
    assert.equal(done.status, 'succeeded')
    assert.equal(done.report_urls.length, 1)
  } finally {
    await dropFixtures({ orgs: [c.orgId], users: [c.admin, c.bookkeeper, c.member] })
  }
})

Deno.test('a replayed Gusto webhook is one delivery; an unknown company is recorded nowhere', opts, async () => {
  const c = await client()
  try {
    await connect({ admin: c.admin, orgId: c.orgId }, 'gusto')
    const [{ external_id: company }] = await sql`select external_id from public.provider_connections
      where organization_id = ${c.orgId} and provider = 'gusto'`
    const event = {
      uuid: crypto.randomUUID(),
      event_type: 'payroll.processed',
      resource_type: 'Company',
      resource_uuid: company,
      entity_type: 'Payroll',
      entity_uuid: crypto.randomUUID(),
    }
    const deliver = async (body: unknown) => {
      const signed = await (
        await fetch(`${SANDBOX}/gusto/_webhooks/sign`, { method: 'POST', body: JSON.stringify({ body }) })
      ).json()
      const path = new URL(signed.url).pathname.replace('/functions/v1', '')
      const res = await webhooks.request(path, { method: 'POST', headers: signed.headers, body: signed.body })
      return await res.json()
    }
    assert.deepEqual(await deliver(event), { recorded: 1, duplicates: 0, ignored: 0 })
    assert.deepEqual(await deliver(event), { recorded: 0, duplicates: 1, ignored: 0 })
    const unknown = await deliver({ ...event, uuid: crypto.randomUUID(), resource_uuid: crypto.randomUUID() })
    assert.equal(unknown.ignored, 1)
    const [d] = await sql`select delivery_count from public.webhook_deliveries where provider = 'gusto'
      and delivery_key = ${event.uuid}`
    assert.equal(d.delivery_count, 2)
    // processed exactly once: one event, one dispatch to the payroll handler
    const dispatches = await waitFor(
      'the dispatch',
      () => sql`select d.state from public.event_dispatches d join public.events e on e.id = d.event_id
        where e.source = 'gusto' and e.payload #>> '{body,uuid}' = ${event.uuid}
          and d.handler_name = 'gusto.process-webhook'`,
      (r) => r.length === 1 && r[0].state === 'completed',
    )
    assert.equal(dispatches.length, 1)
  } finally {
    await dropFixtures({ orgs: [c.orgId], users: [c.admin, c.bookkeeper, c.member] })
  }
})

Deno.test('staff read payroll; a member only with the payroll permission; another client never', opts, async () => {
  const c = await client()
  const stranger = await newUser()
  const otherOrg = await newOrg({ admins: [stranger] })
  try {
    assert.equal((await call(c.bookkeeper, 'GET', `/organizations/${c.orgId}/payroll`)).status, 200)
    const admin = await call(c.admin, 'GET', `/organizations/${c.orgId}/payroll`)
    assert.equal(admin.status, 200, 'an organization admin sees its payroll')
    assert.equal(admin.body.canMap, false)
    const member = await call(c.member, 'GET', `/organizations/${c.orgId}/payroll`)
    assert.equal(member.status, 403)
    assert.equal(member.body.error.message, "You do not have access to this organization's payroll")
    await sql`insert into public.data_permissions (organization_id, user_id, kind, permission_given)
      values (${c.orgId}, ${c.member}, 'payroll', true)`
    assert.equal((await call(c.member, 'GET', `/organizations/${c.orgId}/payroll`)).status, 200)
    assert.equal((await call(stranger, 'GET', `/organizations/${c.orgId}/payroll`)).status, 404)
    const refused = await call(c.admin, 'PUT', `/organizations/${c.orgId}/payroll/mapping`, {
      lines: [{ line: 'Wages', accountId: c.accounts.Wages }],
    })
    assert.equal(refused.status, 403)
  } finally {
    await dropFixtures({ orgs: [c.orgId, otherOrg], users: [c.admin, c.bookkeeper, c.member, stranger] })
  }
})

Deno.test('Rippling employees sync with work location, start date, employment type and role state', opts, async () => {
  const c = await client()
  try {
    const { location } = await connect({ admin: c.admin, orgId: c.orgId }, 'rippling')
    assert.equal(location.searchParams.get('rippling'), 'connected')
    // connecting queued the first sync; the worker runs it
    await waitFor(
      'the first Rippling sync',
      () => sql`select count(*)::int as n from public.payroll_employees where organization_id = ${c.orgId}
        and provider = 'rippling'`,
      (r) => r[0].n === 9,
    )
    assert.deepEqual(await asService((tx) => syncRippling({ tx, orgId: c.orgId })), { employees: 9 })
    const rows = await sql`select employment_type, role_state, terminated, state, start_date::text, data
      from public.payroll_employees where organization_id = ${c.orgId} and provider = 'rippling' order by employee_id`
    assert.equal(rows.length, 9)
    assert.deepEqual([rows[0].employment_type, rows[0].role_state, rows[0].state], ['SALARIED_FT', 'ACTIVE', 'CA'])
    assert.ok(rows.some((r) => r.role_state === 'TERMINATED' && r.terminated))
    assert.ok(rows[1].data.address.streetLine1 && rows[1].data.workLocation.address.state === 'WA')
    // a role state never steps back: a terminated employee stays terminated when a stale answer says ACTIVE
    await sql`update public.payroll_employees set role_state = 'TERMINATED', terminated = true
      where organization_id = ${c.orgId} and provider = 'rippling' and role_state = 'ACTIVE'`
    await asService((tx) => syncRippling({ tx, orgId: c.orgId }))
    const [{ n }] = await sql`select count(*)::int as n from public.payroll_employees
      where organization_id = ${c.orgId} and provider = 'rippling' and role_state = 'ACTIVE'`
    assert.equal(n, 0)
  } finally {
    await dropFixtures({ orgs: [c.orgId], users: [c.admin, c.bookkeeper, c.member] })
  }
})
