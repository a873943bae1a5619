/** Tenancy API as real users: other tenants' ids are refused (404/403), role- and permission-gated writes. */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { MAPPABLE_TYPES } from '../../../shared/schemas/consolidation.ts'
import { ZOrganizationListItemSchema } from '../../../shared/schemas/organizations.ts'

/**
 * Two tenants of the test's own: "Acme" (an admin client, a plain member, a primary bookkeeper, a reviewer, a profile,
 * a request and onboarding tasks; the taxes flag on) and "Birch" (another client admin, tasks and a notification),
 * plus an admin.
 */
async function tenants() {
  const sql = fixtureSql()
  const people = {
    client: await newUser('user', 'orgs'),
    client2: await newUser('user', 'orgs'),
    member: await newUser('user', 'orgs'),
    bookkeeper: await newUser('bookkeeper', 'orgs'),
    reviewer: await newUser('bookkeeper', 'orgs'),
    admin: await newUser('admin', 'orgs'),
  }
  const birchName = `Birch Bakery ${people.client2.slice(0, 8)} LLC`
  const ACME = await newOrg({
    admins: [people.client],
    users: [people.member],
    bookkeepers: [people.bookkeeper],
    reviewers: [people.reviewer],
  })
  const BIRCH = await newOrg({ name: birchName, admins: [people.client2] })
  for (const org of [ACME, BIRCH]) {
    await sql`insert into public.organization_tasks (organization_id, task_id) select ${org}, d.id from public.task_definitions d
      where d.slug in ('ledger-access', 'bank-accounts-access', 'articles-of-incorporation', 'entity-bylaws')`
  }
  // Acme's profile: services, an entity type and an address, but no date of incorporation, business taxation or officers.
  await sql`update public.organizations set accounting_services = '{bookkeeping,taxes}', books_priority = 2,
    additional_data = ${sql.json({
      legal_business_name: 'Acme Robotics Inc.',
      ein: '12-3456789',
      business_entity_type: 'c_corp',
      street_address: '1 Market St',
      city: 'San Francisco',
      state: 'CA',
      zip_code: '94105',
      country: 'US',
      phone_number: '+1 415 555 0100',
    })}
    where id = ${ACME}`
  await sql`insert into public.organization_feature_flags (organization_id, flag_name, enabled) values (${ACME}, 'taxes', true)`
  const [request] =
    await sql`insert into public.customer_requests (organization_id, request, customer_id, bookkeeper_id, requester_id, status)
    values (${ACME}, 'Please reclassify the October AWS charges.', ${people.client}, ${people.bookkeeper}, ${people.client}, 'in_progress') returning id`
  const [birchNotification] =
    await sql`insert into public.notifications (type, status, metadata, user_id, organization_id)
    values ('books', 'read', '{"month": "2026-09"}', ${people.client2}, ${BIRCH}) returning id`
  const drop = () => dropFixtures({ orgs: [ACME, BIRCH], users: Object.values(people) })
  return {
    people,
    ACME,
    BIRCH,
    birchName,
    requestId: request.id as string,
    birchNotificationId: birchNotification.id as string,
    drop,
  }
}

Deno.test({ name: "organizations: IDOR attempts with another tenant's ids are refused", ...opts }, async (t) => {
  const { people, ACME, BIRCH, birchName, requestId, birchNotificationId, drop } = await tenants()
  await t.step('a client lists only their own organization', async () => {
    const r = await call(people.client, 'GET', '/organizations')
    assert.equal(r.status, 200)
    assert.deepEqual(
      r.body.organizations.map((o: { id: string }) => o.id),
      [ACME],
    )
    // Acme has no QuickBooks token: it keeps its books in the built-in ledger.
    assert.equal(r.body.organizations[0].qboConnected, false)
    assert.equal(r.body.organizations[0].primaryBookkeeper.id, people.bookkeeper)
  })
  for (const [method, path, body] of [
    ['GET', `/organizations/${BIRCH}`],
    ['PATCH', `/organizations/${BIRCH}`, { legalName: 'Hijacked' }],
    ['GET', `/organizations/${BIRCH}/members`],
    ['PATCH', `/organizations/${BIRCH}/members/${people.client2}`, { orgRole: 'user' }],
    ['DELETE', `/organizations/${BIRCH}/members/${people.client2}`],
    ['GET', `/organizations/${BIRCH}/bookkeepers`],
    ['GET', `/organizations/${BIRCH}/tasks`],
    ['GET', `/flags?organizationId=${BIRCH}`],
    ['GET', `/files?organizationId=${BIRCH}`],
    ['GET', `/requests?organizationId=${BIRCH}`],
    ['GET', `/invitations?organizationId=${BIRCH}`],
    ['POST', '/invitations', { organizationId: BIRCH, email: 'evil@example.test', firstName: 'E', lastName: 'Vil' }],
    ['POST', '/requests', { organizationId: BIRCH, request: 'Please wire money' }],
  ] as const) {
    await t.step(`Acme's client admin: ${method} ${path} -> 404`, async () => {
      const r = await call(people.client, method, path, body)
      assert.equal(r.status, 404, JSON.stringify(r.body))
    })
  }
  await t.step('nothing of Birch changed', async () => {
    const [o] = await fixtureSql()`select legal_name from public.organizations where id = ${BIRCH}`
    assert.equal(o.legal_name, birchName)
    const members = await fixtureSql()`select user_id from public.organization_members where organization_id = ${BIRCH}`
    assert.deepEqual(
      members.map((m) => m.user_id),
      [people.client2],
    )
  })
  await t.step("Birch's request, task and notification ids are not found for Acme's people", async () => {
    const [task] = await fixtureSql()`select id from public.organization_tasks where organization_id = ${BIRCH} limit 1`
    assert.equal(
      (await call(people.client, 'PATCH', `/organization-tasks/${task.id}`, { status: 'waiting_confirmation' })).status,
      404,
    )
    assert.equal(
      (await call(people.bookkeeper, 'PATCH', `/organization-tasks/${task.id}`, { status: 'confirmed' })).status,
      404,
    )
    assert.equal((await call(people.client, 'POST', `/notifications/${birchNotificationId}/read`)).status, 404)
    assert.equal((await call(people.client, 'GET', `/requests/${requestId}`)).status, 200)
    assert.equal((await call(people.client2, 'GET', `/requests/${requestId}`)).status, 404)
    assert.equal((await call(people.client2, 'POST', `/requests/${requestId}/comments`, { content: 'x' })).status, 404)
  })
  await t.step('the Acme bookkeeper cannot see Birch; the reviewer reads Acme but cannot change it', async () => {
    assert.equal((await call(people.bookkeeper, 'GET', `/organizations/${BIRCH}`)).status, 404)
    assert.equal((await call(people.reviewer, 'GET', `/organizations/${ACME}`)).status, 200)
    assert.equal((await call(people.reviewer, 'PATCH', `/organizations/${ACME}`, { booksPriority: 1 })).status, 403)
  })
  await drop()
})

Deno.test({ name: 'organizations: roles and individual permissions gate writes', ...opts }, async (t) => {
  const { people, ACME, drop } = await tenants()
  let orgId = ''
  await t.step('only admins create organizations', async () => {
    assert.equal((await call(people.bookkeeper, 'POST', '/organizations', { legalName: 'Nope LLC' })).status, 403)
    const r = await call(people.admin, 'POST', '/organizations', {
      legalName: `Test Co ${crypto.randomUUID().slice(0, 6)}`,
      accountingServices: ['bookkeeping'],
      booksPriority: 3,
    })
    assert.equal(r.status, 201, JSON.stringify(r.body))
    assert.deepEqual(r.body.accountingServices, ['bookkeeping'])
    assert.equal(r.body.booksPriority, 3)
    orgId = r.body.id
  })
  await t.step('booksPriority above 6 is refused naming the field', async () => {
    const r = await call(people.admin, 'PATCH', `/organizations/${orgId}`, { booksPriority: 7 })
    assert.equal(r.status, 422)
    assert.equal(r.body.error.details.fields[0].path, 'booksPriority')
  })
  await t.step('an org admin edits the profile but not servicing fields', async () => {
    const [before] = await fixtureSql()`select additional_data from public.organizations where id = ${ACME}`
    const edited = await call(people.client, 'PATCH', `/organizations/${ACME}`, {
      additionalData: { ...before.additional_data, city: 'Oakland' },
    })
    assert.equal(edited.status, 200)
    assert.equal(edited.body.additionalData.city, 'Oakland')
    await fixtureSql()`update public.organizations set additional_data = ${fixtureSql().json(before.additional_data)} where id = ${ACME}`
    const tooLong = await call(people.client, 'PATCH', `/organizations/${ACME}`, {
      additionalData: { zip_code: '9'.repeat(31) },
    })
    assert.equal(tooLong.status, 422)
    assert.equal(tooLong.body.error.details.fields[0].path, 'additionalData.zip_code')
    const r = await call(people.client, 'PATCH', `/organizations/${ACME}`, { booksPriority: 0 })
    assert.equal(r.status, 403)
    assert.equal(
      (await call(people.member, 'PATCH', `/organizations/${ACME}`, { legalName: 'Member Rename' })).status,
      403,
    )
  })
  await t.step('an unpermitted bookkeeper cannot assign staff; with the permission they can', async () => {
    const put = () =>
      call(people.reviewer, 'PUT', `/organizations/${orgId}/bookkeepers/${people.reviewer}`, { isPrimary: true })
    assert.equal((await put()).status, 404, 'an organization they cannot see')
    assert.equal(
      (await call(people.reviewer, 'PUT', `/organizations/${ACME}/bookkeepers/${people.reviewer}`, {})).status,
      403,
      'one they review',
    )
    assert.equal(
      (
        await call(people.reviewer, 'PUT', `/users/${people.reviewer}/permissions`, {
          permissions: ['edit_organization_bookkeeper'],
        })
      ).status,
      403,
    )
    const grant = await call(people.admin, 'PUT', `/users/${people.reviewer}/permissions`, {
      permissions: ['edit_organization_bookkeeper'],
    })
    assert.deepEqual(grant.body, { userId: people.reviewer, permissions: ['edit_organization_bookkeeper'] })
    const r = await put()
    assert.equal(r.status, 200, JSON.stringify(r.body))
    assert.equal(r.body.isPrimary, true)
    assert.equal(
      (await call(people.reviewer, 'PUT', `/organizations/${orgId}/reviewers/${people.bookkeeper}`)).status,
      403,
    )
    await call(people.admin, 'PUT', `/users/${people.reviewer}/permissions`, { permissions: [] })
  })
  await t.step('clients cannot be assigned as bookkeepers', async () => {
    assert.equal(
      (await call(people.admin, 'PUT', `/organizations/${orgId}/bookkeepers/${people.client2}`, {})).status,
      422,
    )
  })
  await t.step('only admins change roles; only owners grant owner', async () => {
    assert.equal((await call(people.client, 'PATCH', `/users/${people.client}`, { role: 'admin' })).status, 403)
    assert.equal((await call(people.client, 'PATCH', `/users/${people.member}`, { firstName: 'X' })).status, 403)
    assert.equal((await call(people.client2, 'GET', `/users/${people.member}`)).status, 404)
    assert.equal((await call(people.admin, 'PATCH', `/users/${people.reviewer}`, { role: 'owner' })).status, 403)
  })
  await t.step('an org admin promotes and removes members; an org user cannot', async () => {
    assert.equal((await call(people.member, 'DELETE', `/organizations/${ACME}/members/${people.client}`)).status, 403)
    assert.equal(
      (await call(people.client, 'PATCH', `/organizations/${ACME}/members/${people.client}`, { orgRole: 'user' }))
        .status,
      422,
    )
  })
  await t.step('flags: effective values with an override; admins only manage them', async () => {
    const r = await call(people.client, 'GET', `/flags?organizationId=${ACME}`)
    assert.equal(r.status, 200)
    assert.equal(r.body.flags.taxes, true)
    assert.equal(r.body.flags.banking, false)
    assert.equal(
      (await call(people.client, 'PUT', `/flags/definitions/banking/organizations/${ACME}`, { enabled: true })).status,
      403,
    )
    assert.equal(
      (await call(people.admin, 'PUT', `/flags/definitions/banking/organizations/${orgId}`, { enabled: true })).status,
      200,
    )
    assert.equal((await call(people.admin, 'GET', `/flags?organizationId=${orgId}`)).body.flags.banking, true)
  })
  await t.step('onboarding tasks follow the services; clients cannot confirm', async () => {
    const r = await call(people.admin, 'POST', `/organizations/${orgId}/tasks/onboarding`, { services: ['taxes'] })
    assert.equal(r.status, 200)
    assert.equal(r.body.tasks.length, 10)
    const [acmeTask] =
      await fixtureSql()`select t.id from public.organization_tasks t join public.task_definitions d on d.id = t.task_id
      where t.organization_id = ${ACME} and d.slug = 'bank-accounts-access'`
    assert.equal(
      (await call(people.member, 'PATCH', `/organization-tasks/${acmeTask.id}`, { status: 'confirmed' })).status,
      403,
    )
    const w = await call(people.member, 'PATCH', `/organization-tasks/${acmeTask.id}`, {
      status: 'not_applicable_waiting_confirmation',
    })
    assert.equal(w.body.status, 'not_applicable_waiting_confirmation')
    assert.equal(
      (
        await call(people.bookkeeper, 'PATCH', `/organization-tasks/${acmeTask.id}`, {
          status: 'not_applicable_confirmed',
        })
      ).body.status,
      'not_applicable_confirmed',
    )
    await fixtureSql()`update public.organization_tasks set status = 'pending' where id = ${acmeTask.id}`
  })
  await t.step('the audit log recorded who did it', async () => {
    const rows =
      await fixtureSql()`select actor::text, user_id from public.audit_log where organization_id = ${orgId} and action = 'insert organizations'`
    assert.deepEqual(
      rows.map((r) => [r.actor, r.user_id]),
      [['user', people.admin]],
    )
    await fixtureSql()`delete from public.organizations where id = ${orgId}`
  })
  await drop()
  await closeFixtureSql()
  await closeDb()
})

/**
 * Acme's built-in books: a small chart of mappable accounts (one already mapped) and four card charges parked on
 * "9000 Ask My Client", which the database turns into open questions at commit. Birch is connected to QuickBooks
 * (an active token) and keeps no built-in books.
 */
async function books(ACME: string, BIRCH: string) {
  const sql = fixtureSql()
  await sql.begin(async (tx) => {
    await tx`insert into public.ledger_accounts (organization_id, name, acct_num, account_type) values
      (${ACME}, '1010 Operating Checking', '1010', 'Bank'), (${ACME}, '2100 Company Card', '2100', 'Credit Card'),
      (${ACME}, '6400 Rent', '6400', 'Expense'), (${ACME}, '6500 Software and Hosting', '6500', 'Expense'),
      (${ACME}, '6800 Travel', '6800', 'Expense'), (${ACME}, '9000 Ask My Client', '9000', 'Expense')`
    const [vendor] =
      await tx`insert into public.ledger_names (organization_id, kind, display_name) values (${ACME}, 'vendor', 'Uber') returning id`
    await tx`set constraints all deferred`
    for (const [i, date] of ['2026-08-04', '2026-09-12', '2026-10-03', '2026-10-21'].entries()) {
      const cents = 1000 * (i + 1) + 250
      const [txn] =
        await tx`insert into public.ledger_transactions (organization_id, kind, txn_date, name_id, total_cents, body)
        values (${ACME}, 'Purchase', ${date}, ${vendor.id}, ${cents}, '{"PaymentType":"CreditCard"}') returning id`
      await tx`insert into public.ledger_postings (organization_id, transaction_id, line_id, account_id, amount_cents, txn_date)
        select ${ACME}, ${txn.id}, v.line, a.id, v.amount, ${date}
        from (values ('0', '2100 Company Card', ${-cents}::bigint), ('1', '9000 Ask My Client', ${cents}::bigint)) v(line, acct, amount)
        join public.ledger_accounts a on a.organization_id = ${ACME} and a.name = v.acct`
    }
  })
  await sql`insert into public.coa_mappings (organization_id, client_account_name, haven_account_number, haven_account_name)
    values (${ACME}, '6400 Rent', '6400', 'Rent')`
  const realm = `9130${Date.now()}`
  await sql`insert into public.provider_connections (organization_id, provider, external_id) values (${BIRCH}, 'quickbooks', ${realm})`
  await sql`update public.organizations set quickbooks_realm_id = ${realm} where id = ${BIRCH}`
}

Deno.test(
  { name: "organizations: list-view fields are computed as the caller, without other tenants' data", ...opts },
  async (t) => {
    const sql = fixtureSql()
    const { people, ACME, BIRCH, drop } = await tenants()
    await books(ACME, BIRCH)
    const list = async (as: string) => {
      const r = await call(as, 'GET', '/organizations')
      assert.equal(r.status, 200, JSON.stringify(r.body))
      return r.body.organizations.map((o: unknown) => ZOrganizationListItemSchema.parse(o)) as import('zod').z.infer<
        typeof ZOrganizationListItemSchema
      >[]
    }
    const acme = async (as: string = people.client) => (await list(as)).find((o) => o.id === ACME)!
    const mappingIds: string[] = []
    try {
      await t.step('Acme: ledger, open questions, connections and onboarding flags from its data', async () => {
        const o = await acme()
        const [truth] = await sql`select max(txn_date)::text as latest,
          (select count(*)::int from public.amc_questions where organization_id = ${ACME} and deleted_at is null and status = 'pending') as pending,
          exists (select 1 from public.monthly_metrics where organization_id = ${ACME}) as metrics
        from public.ledger_transactions where organization_id = ${ACME} and deleted_at is null`
        assert.equal(o.latestBookDate, truth.latest)
        assert.ok(o.latestBookDate, 'Acme has a built-in ledger')
        assert.equal(o.amcs.pending, truth.pending)
        assert.ok(
          o.amcs.pending + o.amcs.responded + o.amcs.not_responded >= 4,
          'the parked Ask-My-Client transactions are open questions',
        )
        assert.equal(o.metricsGenerated, truth.metrics)
        assert.deepEqual(
          [o.qboConnected, o.stripeConnected, o.plaidConnected, o.rampConnected],
          [false, false, false, false],
        )
        // Acme has services and an entity type, but no date of incorporation, business taxation or officers.
        const { services, organizationType, businessInformation, officersControl } = o.formCompleted
        assert.deepEqual(
          { services, organizationType, businessInformation, officersControl },
          { services: true, organizationType: true, businessInformation: false, officersControl: false },
        )
        assert.equal(Object.keys(o.formCompleted).length, 14, 'every onboarding step (shared/rules/onboarding-flow.ts)')
        assert.equal(o.onboardingCallDate, null)
        assert.equal(o.varianceAnalysis, null)
        const [am] = await sql`select count(*) filter (where status = 'pending')::int as pending,
            count(*) filter (where status = 'active')::int as active, count(*) filter (where status = 'completed')::int as completed,
            count(*) filter (where status = 'cancelled')::int as cancelled,
            (select count(*)::int from public.journal_entries where organization_id = ${ACME} and type = 'amortization'
               and deleted_in_ledger_at is not null) as "deletedInLedger"
          from public.amortizations where organization_id = ${ACME}`
        assert.deepEqual(o.amortizations, { ...am })
      })
      await t.step('the chart-of-accounts share follows the mappings', async () => {
        const accounts = await sql`select fully_qualified_name as name from public.ledger_accounts
        where organization_id = ${ACME} and active and account_type = any(${MAPPABLE_TYPES as string[]}::text[]) order by id`
        const mapped =
          await sql`select 1 from public.coa_mappings m join public.ledger_accounts a on a.organization_id = m.organization_id
        and lower(a.fully_qualified_name) = lower(m.client_account_name) and a.active and a.account_type = any(${MAPPABLE_TYPES as string[]}::text[])
        where m.organization_id = ${ACME} and m.deleted_at is null and m.staged_deleted_at is null`
        const pct = (n: number) => Math.floor((n / accounts.length) * 1000) / 10
        assert.equal((await acme()).coaMappingPercentage, pct(mapped.length))
        const free =
          await sql`select a.fully_qualified_name as name from public.ledger_accounts a where a.organization_id = ${ACME} and a.active
        and a.account_type = any(${MAPPABLE_TYPES as string[]}::text[]) and not exists (select 1 from public.coa_mappings m
        where m.organization_id = a.organization_id and lower(m.client_account_name) = lower(a.fully_qualified_name) and m.deleted_at is null) limit 2`
        assert.equal(free.length, 2, 'Acme has unmapped accounts to map')
        for (const a of free) {
          const [m] =
            await sql`insert into public.coa_mappings (organization_id, client_account_name, haven_account_number, haven_account_name)
          values (${ACME}, ${a.name}, '6000', 'Test mapping') returning id`
          mappingIds.push(m.id)
        }
        assert.equal((await acme()).coaMappingPercentage, pct(mapped.length + 2))
        await sql`update public.coa_mappings set staged_deleted_at = now(), deletion_reason = 'manual' where id = ${mappingIds[1]}`
        assert.equal(
          (await acme(people.bookkeeper)).coaMappingPercentage,
          pct(mapped.length + 1),
          'a staged deletion no longer counts',
        )
      })
      await t.step("reminder, status change and onboarding call date; Birch sees none of Acme's figures", async () => {
        const [q] =
          await sql`update public.amc_questions set last_reminder_sent_at = '2030-01-02T03:04:05Z', last_status_change_at = '2030-01-03T00:00:00Z'
        where id = (select id from public.amc_questions where organization_id = ${ACME} and deleted_at is null limit 1)
        returning id`
        assert.ok(q, 'Acme has a question')
        await sql`update public.organizations set additional_data = additional_data || '{"onboarding_call_date": "2026-12-01T17:00:00Z"}'::jsonb where id = ${ACME}`
        const o = await acme(people.reviewer)
        assert.equal(o.lastReminderSentAt, '2030-01-02T03:04:05.000Z')
        assert.equal(o.lastStatusChangeAt, '2030-01-03T00:00:00.000Z')
        assert.equal(o.onboardingCallDate, '2026-12-01T17:00:00Z')
        const birch = await list(people.client2)
        assert.deepEqual(
          birch.map((b) => b.id),
          [BIRCH],
        )
        const [b] = birch
        const [birchOpen] =
          await sql`select count(*)::int as n from public.amc_questions where organization_id = ${BIRCH} and deleted_at is null and status <> 'completed'`
        assert.equal(b.amcs.pending + b.amcs.responded + b.amcs.not_responded, birchOpen.n)
        assert.notEqual(b.lastReminderSentAt, '2030-01-02T03:04:05.000Z')
        assert.equal(b.onboardingCallDate, null)
        assert.equal(b.qboConnected, true, 'Birch has an active QuickBooks token')
        assert.equal(b.latestBookDate, null, 'a QuickBooks organization has no built-in book date')
        assert.ok(!(await list(people.bookkeeper)).some((x) => x.id === BIRCH), "Acme's bookkeeper does not list Birch")
      })
    } finally {
      // postings hold their accounts (no cascade), so the books go before the organizations
      await sql.begin(async (tx) => {
        await tx`delete from public.ledger_postings where organization_id = ${ACME}`
        await tx`delete from public.ledger_transactions where organization_id = ${ACME}`
      })
      await drop()
      await closeFixtureSql()
      await closeDb()
    }
  },
)
