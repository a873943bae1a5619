/** Tenancy API as real users: other tenants' ids are refused (404/403), role- and permission-gated writes. */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { ACME, BIRCH, DEMO, call, closeFixtureSql, fixtureSql, opts } from '../../domains/organizations/test-helpers.ts'

Deno.test({ name: 'organizations: IDOR attempts with another tenant\'s ids are refused', ...opts }, async (t) => {
  await t.step('a client lists only their own organization', async () => {
    const r = await call(DEMO.client, 'GET', '/organizations')
    assert.equal(r.status, 200)
    assert.deepEqual(r.body.organizations.map((o: { id: string }) => o.id), [ACME])
    assert.equal(r.body.organizations[0].qboConnected, true)
    assert.equal(r.body.organizations[0].primaryBookkeeper.id, DEMO.bookkeeper)
  })
  for (const [method, path, body] of [
    ['GET', `/organizations/${BIRCH}`], ['PATCH', `/organizations/${BIRCH}`, { legalName: 'Hijacked' }],
    ['GET', `/organizations/${BIRCH}/members`], ['PATCH', `/organizations/${BIRCH}/members/${DEMO.client2}`, { orgRole: 'user' }],
    ['DELETE', `/organizations/${BIRCH}/members/${DEMO.client2}`], ['GET', `/organizations/${BIRCH}/bookkeepers`],
    ['GET', `/organizations/${BIRCH}/tasks`], ['GET', `/flags?organizationId=${BIRCH}`], ['GET', `/files?organizationId=${BIRCH}`],
    ['GET', `/requests?organizationId=${BIRCH}`], ['GET', `/invitations?organizationId=${BIRCH}`],
    ['POST', '/invitations', { organizationId: BIRCH, email: 'evil@example.test', firstName: 'E', lastName: 'Vil' }],
    ['POST', '/requests', { organizationId: BIRCH, request: 'Please wire money' }],
  ] as const) {
    await t.step(`Acme's client admin: ${method} ${path} -> 404`, async () => {
      const r = await call(DEMO.client, method, path, body)
      assert.equal(r.status, 404, JSON.stringify(r.body))
    })
  }
  await t.step('nothing of Birch changed', async () => {
    const [o] = await fixtureSql()`select legal_name from public.organizations where id = ${BIRCH}`
    assert.equal(o.legal_name, 'Birch Bakery LLC')
    const members = await fixtureSql()`select user_id from public.organization_members where organization_id = ${BIRCH}`
    assert.deepEqual(members.map((m) => m.user_id), [DEMO.client2])
  })
  await t.step('Birch\'s request, task and notification ids are not found for Acme\'s people', async () => {
    const [task] = await fixtureSql()`select id from public.organization_tasks where organization_id = ${BIRCH} limit 1`
    assert.equal((await call(DEMO.client, 'PATCH', `/organization-tasks/${task.id}`, { status: 'waiting_confirmation' })).status, 404)
    assert.equal((await call(DEMO.bookkeeper, 'PATCH', `/organization-tasks/${task.id}`, { status: 'confirmed' })).status, 404)
    assert.equal((await call(DEMO.client, 'POST', '/notifications/30000000-0000-4000-8000-000000000012/read')).status, 404)
    assert.equal((await call(DEMO.client, 'GET', '/requests/30000000-0000-4000-8000-000000000001')).status, 200)
    assert.equal((await call(DEMO.client2, 'GET', '/requests/30000000-0000-4000-8000-000000000001')).status, 404)
    assert.equal((await call(DEMO.client2, 'POST', '/requests/30000000-0000-4000-8000-000000000001/comments', { content: 'x' })).status, 404)
  })
  await t.step('the Acme bookkeeper cannot see Birch; the reviewer reads Acme but cannot change it', async () => {
    assert.equal((await call(DEMO.bookkeeper, 'GET', `/organizations/${BIRCH}`)).status, 404)
    assert.equal((await call(DEMO.reviewer, 'GET', `/organizations/${ACME}`)).status, 200)
    assert.equal((await call(DEMO.reviewer, 'PATCH', `/organizations/${ACME}`, { booksPriority: 1 })).status, 403)
  })
})

Deno.test({ name: 'organizations: roles and individual permissions gate writes', ...opts }, async (t) => {
  let orgId = ''
  await t.step('only admins create organizations', async () => {
    assert.equal((await call(DEMO.bookkeeper, 'POST', '/organizations', { legalName: 'Nope LLC' })).status, 403)
    const r = await call(DEMO.admin, 'POST', '/organizations', { legalName: `Test Co ${crypto.randomUUID().slice(0, 6)}`, accountingServices: ['bookkeeping'], booksPriority: 3 })
    assert.equal(r.status, 201, JSON.stringify(r.body))
    assert.deepEqual(r.body.accountingServices, ['bookkeeping'])
    assert.equal(r.body.booksPriority, 3)
    orgId = r.body.id
  })
  await t.step('booksPriority above 6 is refused naming the field', async () => {
    const r = await call(DEMO.admin, 'PATCH', `/organizations/${orgId}`, { booksPriority: 7 })
    assert.equal(r.status, 422)
    assert.equal(r.body.error.details.fields[0].path, 'booksPriority')
  })
  await t.step('an org admin edits the profile but not servicing fields', async () => {
    const [before] = await fixtureSql()`select additional_data from public.organizations where id = ${ACME}`
    const edited = await call(DEMO.client, 'PATCH', `/organizations/${ACME}`, { additionalData: { ...before.additional_data, city: 'Oakland' } })
    assert.equal(edited.status, 200)
    assert.equal(edited.body.additionalData.city, 'Oakland')
    await fixtureSql()`update public.organizations set additional_data = ${fixtureSql().json(before.additional_data)} where id = ${ACME}`
    const tooLong = await call(DEMO.client, 'PATCH', `/organizations/${ACME}`, { additionalData: { zip_code: '9'.repeat(31) } })
    assert.equal(tooLong.status, 422)
    assert.equal(tooLong.body.error.details.fields[0].path, 'additionalData.zip_code')
    const r = await call(DEMO.client, 'PATCH', `/organizations/${ACME}`, { booksPriority: 0 })
    assert.equal(r.status, 403)
    assert.equal((await call(DEMO.member, 'PATCH', `/organizations/${ACME}`, { legalName: 'Member Rename' })).status, 403)
  })
  await t.step('an unpermitted bookkeeper cannot assign staff; with the permission they can', async () => {
    const put = () => call(DEMO.reviewer, 'PUT', `/organizations/${orgId}/bookkeepers/${DEMO.reviewer}`, { isPrimary: true })
    assert.equal((await put()).status, 404, 'an organization they cannot see')
    assert.equal((await call(DEMO.reviewer, 'PUT', `/organizations/${ACME}/bookkeepers/${DEMO.reviewer}`, {})).status, 403, 'one they review')
    assert.equal((await call(DEMO.reviewer, 'PUT', `/users/${DEMO.reviewer}/permissions`, { permissions: ['edit_organization_bookkeeper'] })).status, 403)
    const grant = await call(DEMO.admin, 'PUT', `/users/${DEMO.reviewer}/permissions`, { permissions: ['edit_organization_bookkeeper'] })
    assert.deepEqual(grant.body, { userId: DEMO.reviewer, permissions: ['edit_organization_bookkeeper'] })
    const r = await put()
    assert.equal(r.status, 200, JSON.stringify(r.body))
    assert.equal(r.body.isPrimary, true)
    assert.equal((await call(DEMO.reviewer, 'PUT', `/organizations/${orgId}/reviewers/${DEMO.bookkeeper}`)).status, 403)
    await call(DEMO.admin, 'PUT', `/users/${DEMO.reviewer}/permissions`, { permissions: [] })
  })
  await t.step('clients cannot be assigned as bookkeepers', async () => {
    assert.equal((await call(DEMO.admin, 'PUT', `/organizations/${orgId}/bookkeepers/${DEMO.client2}`, {})).status, 422)
  })
  await t.step('only admins change roles; only owners grant owner', async () => {
    assert.equal((await call(DEMO.client, 'PATCH', `/users/${DEMO.client}`, { role: 'admin' })).status, 403)
    assert.equal((await call(DEMO.client, 'PATCH', `/users/${DEMO.member}`, { firstName: 'X' })).status, 403)
    assert.equal((await call(DEMO.client2, 'GET', `/users/${DEMO.member}`)).status, 404)
    assert.equal((await call(DEMO.admin, 'PATCH', `/users/${DEMO.reviewer}`, { role: 'owner' })).status, 403)
  })
  await t.step('an org admin promotes and removes members; an org user cannot', async () => {
    assert.equal((await call(DEMO.member, 'DELETE', `/organizations/${ACME}/members/${DEMO.client}`)).status, 403)
    assert.equal((await call(DEMO.client, 'PATCH', `/organizations/${ACME}/members/${DEMO.client}`, { orgRole: 'user' })).status, 422)
  })
  await t.step('flags: effective values with an override; admins only manage them', async () => {
    const r = await call(DEMO.client, 'GET', `/flags?organizationId=${ACME}`)
    assert.equal(r.status, 200)
    assert.equal(r.body.flags.taxes, true)
    assert.equal(r.body.flags.banking, false)
    assert.equal((await call(DEMO.client, 'PUT', `/flags/definitions/banking/organizations/${ACME}`, { enabled: true })).status, 403)
    assert.equal((await call(DEMO.admin, 'PUT', `/flags/definitions/banking/organizations/${orgId}`, { enabled: true })).status, 200)
    assert.equal((await call(DEMO.admin, 'GET', `/flags?organizationId=${orgId}`)).body.flags.banking, true)
  })
  await t.step('onboarding tasks follow the services; clients cannot confirm', async () => {
    const r = await call(DEMO.admin, 'POST', `/organizations/${orgId}/tasks/onboarding`, { services: ['taxes'] })
    assert.equal(r.status, 200)
    assert.equal(r.body.tasks.length, 10)
    const [acmeTask] = await fixtureSql()`select t.id from public.organization_tasks t join public.task_definitions d on d.id = t.task_id
      where t.organization_id = ${ACME} and d.slug = 'bank-accounts-access'`
    assert.equal((await call(DEMO.member, 'PATCH', `/organization-tasks/${acmeTask.id}`, { status: 'confirmed' })).status, 403)
    const w = await call(DEMO.member, 'PATCH', `/organization-tasks/${acmeTask.id}`, { status: 'not_applicable_waiting_confirmation' })
    assert.equal(w.body.status, 'not_applicable_waiting_confirmation')
    assert.equal((await call(DEMO.bookkeeper, 'PATCH', `/organization-tasks/${acmeTask.id}`, { status: 'not_applicable_confirmed' })).body.status, 'not_applicable_confirmed')
    await fixtureSql()`update public.organization_tasks set status = 'pending' where id = ${acmeTask.id}`
  })
  await t.step('the audit log recorded who did it', async () => {
    const rows = await fixtureSql()`select actor::text, user_id from public.audit_log where organization_id = ${orgId} and action = 'insert organizations'`
    assert.deepEqual(rows.map((r) => [r.actor, r.user_id]), [['user', DEMO.admin]])
    await fixtureSql()`delete from public.organizations where id = ${orgId}`
  })
  await closeFixtureSql()
  await closeDb()
})
