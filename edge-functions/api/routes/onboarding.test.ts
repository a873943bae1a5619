/**
 * Client onboarding through the API, in-process against the test stack, on organizations of its own: the fourteen
 * steps from a new client's name to permissions (services bring the checklist, terms record text/date/who, SSNs are
 * stored encrypted and shown masked, documents attach to their tasks, the call is checked with the Calendly sandbox),
 * the draft's conflict check between two windows, the field errors, the older forms' review, and who sees what.
 */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'
import { CONTACT_MESSAGES } from '../../../shared/rules/values.ts'
import { SSN_MESSAGE } from '../../../shared/rules/ssn.ts'
import { PAYMENT_AUTHORIZATION } from '../../../shared/rules/onboarding-constants.ts'
import { DRAFT_CONFLICT_MESSAGE } from '../../../shared/schemas/onboarding.ts'

const SANDBOX = Deno.env.get('SANDBOX_URL') ?? ''

async function upload(org: string, user: string, title: string) {
  const [f] = await fixtureSql()`insert into public.files (title, path, organization_id, user_id, extension)
    values (${title}, ${`${org}/onboarding/${crypto.randomUUID()}.pdf`}, ${org}, ${user}, 'pdf') returning id`
  return f.id as string
}

Deno.test({ name: 'onboarding: a new client from name to permissions, and who may do what', ...opts }, async (t) => {
  const [client, member, bk, stranger, otherClient] = [
    await newUser('user'),
    await newUser('user'),
    await newUser('bookkeeper'),
    await newUser('bookkeeper'),
    await newUser('user'),
  ]
  const org = await newOrg({ admins: [client], users: [member], bookkeepers: [bk] })
  const other = await newOrg({ admins: [otherClient] })
  const base = `/organizations/${org}/onboarding`
  const step = (s: string, values: Record<string, unknown> = {}, as = client, skip?: boolean) =>
    call(as, 'POST', `${base}/steps/${s}`, { values, ...(skip ? { skip } : {}) })
  try {
    await t.step('a new client starts at the name step with nothing complete', async () => {
      await fixtureSql()`update public.users set first_name = '', last_name = '' where id = ${client}`
      const r = await call(client, 'GET', base)
      assert.equal(r.status, 200)
      assert.equal(r.body.resumeStep, 'name')
      assert.equal(r.body.completedCount, 1, 'only book-call: the organization has no scheduling link yet')
      assert.equal(r.body.steps.length, 14)
    })

    await t.step('another organization and a stranger see nothing; a plain member cannot fill it in', async () => {
      assert.equal((await call(otherClient, 'GET', base)).status, 404)
      assert.equal((await call(stranger, 'GET', base)).status, 404)
      const r = await step('name', { firstName: 'Ann', lastName: 'Member' }, member)
      assert.equal(r.status, 403)
      const staffName = await step('name', { firstName: 'Bea', lastName: 'Keeper' }, bk)
      assert.equal(staffName.status, 403)
      assert.equal(staffName.body.error.message, 'The client enters their own name')
    })

    await t.step('name and services; services bring the checklist for the combination', async () => {
      const bad = await step('name', { firstName: ' ', lastName: 'Lovelace' })
      assert.equal(bad.status, 422)
      assert.deepEqual(bad.body.error.details.fields, [{ path: 'values.firstName', message: 'First name is required' }])
      assert.equal((await step('name', { firstName: 'Ada', lastName: 'Lovelace' })).status, 200)
      const none = await step('services', { services: [] })
      assert.equal(none.body.error.details.fields[0].message, 'Choose at least one service')
      const r = await step('services', { services: ['bookkeeping', 'taxes'] })
      assert.equal(r.status, 200)
      assert.equal(r.body.lastStep, 'organization-type')
      const tasks = await fixtureSql()`select d.slug from public.organization_tasks t
        join public.task_definitions d on d.id = t.task_id where t.organization_id = ${org}`
      assert.equal(tasks.length, 12, 'bookkeeping + taxes: six access tasks and six uploads')
    })

    await t.step('an EIN or a ZIP in the wrong shape names the field; nothing is saved', async () => {
      await step('organization-type', { business_entity_type: 'llc' })
      const info = {
        legal_business_name: 'Lovelace Analytics LLC',
        ein: '12-345',
        date_of_incorporation: '2021-03-04',
        business_taxation: 'partnership',
        street_address: '1 Main St',
        city: 'Boston',
        state: 'MA',
        zip_code: '#0211',
        country: 'US',
        phone_number: '(617) 555-0100',
      }
      const r = await step('business-information', info)
      assert.equal(r.status, 422)
      const fields = r.body.error.details.fields as { path: string; message: string }[]
      assert.deepEqual(
        fields.map((f) => [f.path, f.message]),
        [
          ['values.ein', `EIN: ${CONTACT_MESSAGES.ein}`],
          ['values.zip_code', `ZIP code: ${CONTACT_MESSAGES.zip}`],
        ],
      )
      const [o] =
        await fixtureSql()`select additional_data ->> 'legal_business_name' as n from public.organizations where id = ${org}`
      assert.equal(o.n, null)
      const ok = await step('business-information', { ...info, ein: '12-3456789', zip_code: '02110' })
      assert.equal(ok.status, 200)
      assert.equal(ok.body.steps.find((s: { step: string }) => s.step === 'business-information').complete, true)
    })

    await t.step('bookkeeping clients name their banks and cards; tax answers', async () => {
      const r = await step('business-profile', { business_activities: 'Analytics consulting' })
      assert.equal(r.status, 422)
      assert.deepEqual(
        r.body.error.details.fields.map((f: { path: string }) => f.path),
        ['values.banks', 'values.credit_cards'],
      )
      assert.equal(
        (await step('business-profile', { business_activities: 'Analytics', banks: 'Chase', credit_cards: 'Amex' }))
          .status,
        200,
      )
      const tax = {
        majority_ownership_other_businesses: 'no',
        foreign_entities: 'no',
        acquired_business: 'no',
        tax_year: '2025',
        standard_fiscal_year: 'yes',
        cryptocurrency: 'no',
        government_grants: 'no',
      }
      assert.equal((await step('tax-information', tax)).status, 200)
    })

    await t.step('terms record the text, the date and who accepted', async () => {
      const refused = await step('terms-authorization', {
        accepted: false,
        agreementVersion: PAYMENT_AUTHORIZATION.version,
      })
      assert.equal(refused.body.error.details.fields[0].message, 'Accept the payment authorization to continue')
      const r = await step('terms-authorization', { accepted: true, agreementVersion: PAYMENT_AUTHORIZATION.version })
      assert.equal(r.status, 200)
      const [o] = await fixtureSql()`select terms_accepted -> -1 as t from public.organizations where id = ${org}`
      assert.equal(o.t.acceptedText, PAYMENT_AUTHORIZATION.text)
      assert.equal(o.t.acceptedByHavenUserId, client)
      assert.equal(o.t.acceptedByName, 'Ada Lovelace')
      assert.ok(Date.now() - Date.parse(o.t.acceptedDate) < 60_000)
    })

    await t.step("owners' SSNs are stored encrypted and shown masked; a wrong SSN names the field", async () => {
      const officers = [{ names: 'Ada Lovelace', title: 'CEO' }]
      const bad = await step('officers-control', {
        officers,
        owners: [{ full_name: 'Ada Lovelace', ssn: '123-45-678', percentage: 100 }],
      })
      assert.deepEqual(bad.body.error.details.fields, [{ path: 'values.owners.0.ssn', message: `SSN: ${SSN_MESSAGE}` }])
      const r = await step('officers-control', {
        officers,
        owners: [{ full_name: 'Ada Lovelace', ssn: '123-45-6789', percentage: 100 }],
      })
      assert.equal(r.status, 200)
      assert.equal(r.body.values.owners[0].ssnMasked, '***-**-6789')
      const [o] = await fixtureSql()`select additional_data -> 'owners' as owners, additional_data::text as raw
        from public.organizations where id = ${org}`
      assert.ok(!o.raw.includes('123456789') && !o.raw.includes('123-45-6789'), 'the number is not stored in clear')
      assert.ok(o.owners[0].ssn_encrypted.length > 20)
      // sent again without the number (the screen never has it), the stored ciphertext stays
      const again = await step('officers-control', {
        officers,
        owners: [{ id: o.owners[0].id, full_name: 'Ada King', percentage: 100 }],
      })
      assert.equal(again.body.values.owners[0].ssnMasked, '***-**-6789')
      // a plain SSN cannot be written into the organization, whoever writes it
      await assert.rejects(
        fixtureSql()`update public.organizations set additional_data = additional_data || '{"owners":[{"ssn":"123456789"}]}' where id = ${org}`,
        /organizations_owner_ssn_encrypted/,
      )
    })

    await t.step('documents: three required files, each attached to its checklist task', async () => {
      const early = await step('document-upload')
      assert.equal(early.status, 422)
      assert.match(early.body.error.message, /Upload the articles of incorporation/)
      for (const key of ['articles_of_incorporation_file_id', 'proof_of_ein_file_id', 'bylaws_file_id']) {
        const r = await call(client, 'POST', `${base}/documents`, {
          key,
          fileId: await upload(org, client, `${key}.pdf`),
        })
        assert.equal(r.status, 200)
      }
      const foreign = await call(client, 'POST', `${base}/documents`, {
        key: 'other_document_file_id',
        fileId: await upload(other, otherClient, 'theirs.pdf'),
      })
      assert.equal(foreign.status, 404)
      const tasks = await fixtureSql()`select d.slug, t.status::text, jsonb_array_length(t.data -> 'fileIds') as n
        from public.organization_tasks t join public.task_definitions d on d.id = t.task_id
        where t.organization_id = ${org} and d.slug in ('articles-of-incorporation', 'entity-bylaws', 'ss-4') order by 1`
      assert.deepEqual(
        tasks.map((x) => [x.slug, x.status, x.n]),
        [
          ['articles-of-incorporation', 'waiting_confirmation', 1],
          ['entity-bylaws', 'waiting_confirmation', 1],
          ['ss-4', 'waiting_confirmation', 1],
        ],
      )
      assert.equal((await step('document-upload')).status, 200)
    })

    await t.step('confirm, then the call booked on the scheduling page and checked with Calendly', async () => {
      assert.equal((await step('confirm', { confirmed: true })).status, 200)
      await fixtureSql()`update public.organizations set config = config || '{"onboardingCalendlySlug": "onboarding/intro-call"}' where id = ${org}`
      const s = await call(client, 'GET', base)
      assert.equal(s.body.booking.url, `${SANDBOX}/calendly/onboarding/intro-call`)
      assert.equal((await step('book-call')).status, 422)
      // a made-up booking is refused: Calendly has no such event
      const fake = await call(client, 'POST', `${base}/booking`, {
        inviteeUuid: 'X',
        inviteeEmail: 'ada@example.com',
        eventStartTime: '2030-01-01T15:00:00Z',
      })
      assert.equal(fake.status, 422)
      const page = await fetch(`${SANDBOX}/calendly/onboarding/intro-call`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          start_time: '2031-05-06T15:00:00.000Z',
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          redirect_url: 'http://app.example/onboarding/form/book-call',
        }),
      })
      await page.body?.cancel()
      const back = new URL(page.headers.get('location') ?? '')
      const booked = await call(client, 'POST', `${base}/booking`, {
        inviteeUuid: back.searchParams.get('invitee_uuid'),
        inviteeEmail: back.searchParams.get('invitee_email'),
        eventStartTime: back.searchParams.get('event_start_time'),
      })
      assert.equal(booked.status, 200)
      assert.equal(booked.body.booking.callDate, '2031-05-06T15:00:00.000Z')
      assert.ok(booked.body.booking.eventId)
      assert.equal((await step('book-call')).status, 200)
    })

    await t.step('quickbooks waits for a connection; it may be skipped; then tools and permissions', async () => {
      const r = await step('quickbooks', { booksUpToDate: '2026-10-31', existingQuickbooks: true })
      assert.equal(r.status, 422)
      // the existing-books answer recorded (config.onboardingWithExistingQuickbooks) is what the step shows again
      assert.equal((await call(client, 'GET', base)).body.values.existingQuickbooks, null)
      await fixtureSql()`update public.organizations set config = config || '{"onboardingWithExistingQuickbooks": false}'
        where id = ${org}`
      assert.equal((await call(client, 'GET', base)).body.values.existingQuickbooks, false)
      const skipped = await step('quickbooks', {}, client, true)
      assert.equal(skipped.status, 200)
      assert.equal(skipped.body.steps.find((s: { step: string }) => s.step === 'quickbooks').complete, true)
      assert.equal((await step('financial-tools', {}, client, true)).status, 200)
      const done = await step('permissions', { granted: true })
      assert.equal(done.status, 200)
      assert.ok(done.body.completedAt)
      assert.deepEqual(
        done.body.steps.filter((s: { complete: boolean }) => !s.complete).map((s: { step: string }) => s.step),
        ['financial-tools'],
        'every step but financial tools (nothing connected)',
      )
    })

    await t.step('the clients list shows the same fourteen flags', async () => {
      const list = await call(bk, 'GET', '/organizations')
      const o = list.body.organizations.find((x: { id: string }) => x.id === org)
      assert.equal(Object.keys(o.formCompleted).length, 14)
      assert.equal(Object.values(o.formCompleted).filter(Boolean).length, 13)
      assert.equal(o.formCompleted.financialTools, false)
      assert.equal(o.onboardingCallDate, '2031-05-06T15:00:00.000Z')
    })

    await t.step('financial tools complete once a bank, card or payments provider is connected', async () => {
      await fixtureSql()`insert into public.provider_connections (organization_id, provider, external_id, status)
        values (${org}, 'ramp', ${`biz_${org.slice(0, 8)}`}, 'active')`
      const s = await call(client, 'GET', base)
      assert.equal(s.body.steps.find((x: { step: string }) => x.step === 'financial-tools').complete, true)
      assert.equal(s.body.completedCount, 14)
      const list = await call(bk, 'GET', '/organizations')
      assert.equal(list.body.organizations.find((x: { id: string }) => x.id === org).formCompleted.financialTools, true)
    })

    await t.step('cash-on-hand accounts: chosen among the ledger bank accounts, by their admin only', async () => {
      await fixtureSql()`insert into public.ledger_accounts (organization_id, name, fully_qualified_name, account_type)
        values (${org}, 'Checking', 'Checking', 'Bank'), (${org}, 'Savings', 'Savings', 'Bank'), (${org}, 'Rent', 'Rent', 'Expense')`
      const list = await call(client, 'GET', `${base}/cash-accounts`)
      assert.deepEqual(
        list.body.accounts.map((a: { name: string; selected: boolean }) => [a.name, a.selected]),
        [
          ['Checking', false],
          ['Savings', false],
        ],
      )
      const saved = await call(client, 'PUT', `${base}/cash-accounts`, { accountNames: ['Savings'] })
      assert.equal(saved.status, 200)
      assert.deepEqual(
        saved.body.accounts.filter((a: { selected: boolean }) => a.selected).map((a: { name: string }) => a.name),
        ['Savings'],
      )
      const [o] =
        await fixtureSql()`select config -> 'cashOnHandAccounts' as c from public.organizations where id = ${org}`
      assert.deepEqual(o.c, ['Savings'])
      assert.equal((await call(client, 'PUT', `${base}/cash-accounts`, { accountNames: ['Rent'] })).status, 422)
      assert.equal((await call(member, 'PUT', `${base}/cash-accounts`, { accountNames: ['Checking'] })).status, 403)
      assert.equal((await call(otherClient, 'GET', `${base}/cash-accounts`)).status, 404)
    })

    await t.step('two windows: disjoint fields merge, the same field is a conflict, never silently lost', async () => {
      const v0 = (await call(client, 'GET', base)).body.version
      const a = await call(client, 'PUT', `${base}/draft`, {
        form: 'flow',
        baseVersion: v0,
        changes: { dba: 'Ada Co' },
      })
      assert.equal(a.status, 200)
      const b = await call(client, 'PUT', `${base}/draft`, {
        form: 'flow',
        baseVersion: v0,
        changes: { website: 'ada.example' },
      })
      assert.equal(b.status, 200, 'another field from the older window merges')
      const c = await call(client, 'PUT', `${base}/draft`, {
        form: 'flow',
        baseVersion: v0,
        changes: { dba: 'Lovelace' },
      })
      assert.equal(c.status, 409)
      assert.equal(c.body.error.message, DRAFT_CONFLICT_MESSAGE)
      assert.deepEqual(c.body.error.details.conflicts, [{ field: 'dba', saved: 'Ada Co', yours: 'Lovelace' }])
      const s = await call(client, 'GET', base)
      assert.deepEqual(s.body.draft.flow, { dba: 'Ada Co', website: 'ada.example' })
      // choosing "keep mine" resends on the version the conflict reported
      const mine = await call(client, 'PUT', `${base}/draft`, {
        form: 'flow',
        baseVersion: c.body.error.details.version,
        changes: { dba: 'Lovelace' },
      })
      assert.equal(mine.status, 200)
    })

    await t.step('the general form: submitted InReview, approved by its bookkeeper only, notifications', async () => {
      const bad = await call(client, 'POST', `${base}/forms/general`, { amendments: { x: { nested: true } } })
      assert.equal(bad.status, 422)
      const r = await call(client, 'POST', `${base}/forms/general`, {
        amendments: {
          'business-information.legal_name': 'Lovelace Analytics LLC',
          'ownership.owners': 1,
          'special-cases.none': true,
        },
      })
      assert.equal(r.status, 201)
      assert.equal(r.body.status, 'InReview')
      assert.equal(r.body.type, 'initial')
      const [n] = await fixtureSql()`select count(*)::int as n from public.notifications
        where user_id = ${bk} and type = 'onboarding-form' and organization_id = ${org} and metadata ->> 'event' = 'submitted'`
      assert.equal(n.n, 1)
      assert.equal((await call(client, 'POST', `/onboarding/submissions/${r.body.id}/approve`)).status, 403)
      assert.equal((await call(stranger, 'POST', `/onboarding/submissions/${r.body.id}/approve`)).status, 404)
      const ok = await call(bk, 'POST', `/onboarding/submissions/${r.body.id}/approve`)
      assert.equal(ok.status, 200)
      assert.equal(ok.body.status, 'Approved')
      assert.ok(ok.body.reviewedBy)
      const [m] = await fixtureSql()`select metadata from public.notifications
        where user_id = ${client} and type = 'onboarding-form' and organization_id = ${org}`
      assert.equal(m.metadata.event, 'approved')
      const again = await call(client, 'POST', `${base}/forms/general`, { amendments: { 'ownership.owners': 2 } })
      assert.equal(again.body.type, 'amendment')
      const queue = await call(bk, 'GET', '/onboarding/submissions?status=InReview')
      assert.deepEqual(
        queue.body.submissions
          .filter((s: { organizationId: string }) => s.organizationId === org)
          .map((s: { id: string }) => s.id),
        [again.body.id],
      )
      // the approved R&D form becomes the organization's rndData
      const rnd = await call(client, 'POST', `${base}/forms/rnd`, {
        amendments: {
          'tax-year.tax_year': 2025,
          'projects.project_names': 'Engine\nCompiler',
          'projects.project_descriptions': 'A faster engine\nA compiler for the engine',
        },
      })
      assert.equal((await call(bk, 'POST', `/onboarding/submissions/${rnd.body.id}/approve`)).status, 200)
      const o = await call(client, 'GET', `/organizations/${org}`)
      assert.deepEqual(o.body.rndData, {
        tax_year: 2025,
        projects: [
          { name: 'Engine', description: 'A faster engine' },
          { name: 'Compiler', description: 'A compiler for the engine' },
        ],
      })
      assert.equal(
        (await call(stranger, 'GET', '/onboarding/submissions')).body.submissions.some(
          (s: { organizationId: string }) => s.organizationId === org,
        ),
        false,
      )
    })
  } finally {
    await dropFixtures({ orgs: [org, other], users: [client, member, bk, stranger, otherClient] })
    await closeFixtureSql()
    await closeDb()
  }
})
