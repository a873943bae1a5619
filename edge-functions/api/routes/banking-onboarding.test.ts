/**
 * Banking onboarding through the API on organizations of its own: who reads and edits the application (a member
 * without the banking product sees nothing, staff only read), every validation message word for word, partial saves,
 * what stops a submission, the restricted-industry refusal, owners on a draft, and a submission that emails each
 * owner a link and locks the draft.
 */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { dropFixtures } from '../../_testing/organizations.ts'
import { bankingOrg, completeDraft, draftWithOwners, linkTokenFor, owner } from '../../_testing/banking-onboarding.ts'

type Any = any
const fields = (r: { body: Any }) =>
  Object.fromEntries((r.body?.error?.details?.fields ?? []).map((f: Any) => [f.path, f.message]))

Deno.test({ name: 'banking onboarding: the application, its rules and who may touch it', ...opts }, async (t) => {
  const { org, people } = await bankingOrg()
  const { oa, ou, on, ox, bk, stranger } = people
  const app = `/organizations/${org}/banking/application`
  const sql = fixtureSql()

  try {
    await t.step('a member without the banking product, an admin without it and strangers see nothing', async () => {
      assert.equal((await call(stranger, 'GET', app)).status, 404)
      const member = await call(on, 'GET', app)
      assert.equal(member.status, 403)
      assert.equal(member.body.error.message, 'You do not have access to banking for this organization')
      assert.equal((await call(ox, 'GET', app)).status, 403)
      assert.equal((await call(ox, 'PUT', app, { legalName: 'Mine' })).status, 403)
    })

    await t.step('before the first save: nothing saved, everything required, the profile to start from', async () => {
      const r = await call(oa, 'GET', app)
      assert.equal(r.status, 200, JSON.stringify(r.body))
      assert.equal(r.body.application, null)
      assert.equal(r.body.canManage, true)
      const messages = r.body.problems.map((p: Any) => p.message)
      for (const m of [
        'Company legal name is required',
        'First name is required',
        'Last name is required',
        'Invalid email',
      ])
        assert.ok(messages.includes(m), `${m} in ${messages}`)
      assert.match(r.body.prefill.legalName, /^Fixture/)
    })

    await t.step('only the organization admin with banking edits; its member and staff read', async () => {
      assert.equal((await call(ou, 'PUT', app, { legalName: 'Not mine' })).status, 403)
      assert.equal((await call(bk, 'PUT', app, { legalName: 'Not mine' })).status, 403)
      const saved = await call(oa, 'PUT', app, { legalName: '  Quill & Ink Stationers LLC ' })
      assert.equal(saved.status, 200, JSON.stringify(saved.body))
      assert.equal(saved.body.application.legalName, 'Quill & Ink Stationers LLC')
      assert.equal(saved.body.application.status, 'draft')
      for (const reader of [ou, bk]) {
        const r = await call(reader, 'GET', app)
        assert.equal(r.status, 200)
        assert.equal(r.body.application.status, 'draft')
        assert.equal(r.body.canManage, false)
      }
    })

    await t.step('each wrong field answers the spec message, named as the form names it', async () => {
      const r = await call(oa, 'PUT', app, {
        incorporationState: 'Cal',
        address: { state: 'ZZ', postalCode: '1234', country: 'CA' },
        applicantEmail: 'not-an-email',
        numberOfEmployees: 0,
        ein: '12-345',
        website: 'not a site',
      })
      assert.equal(r.status, 422)
      assert.deepEqual(fields(r), {
        incorporationState: 'Must be 2-letter code',
        'address.state': 'Must be a US state code, like CA',
        'address.postalCode': 'Postal code must be in the format 12345 or 12345-6789',
        'address.country': 'Country must be US',
        applicantEmail: 'Invalid email',
        numberOfEmployees: 'Number of employees must be a positive whole number',
        ein: 'Enter the EIN as nine digits, like 12-3456789',
        website: 'Enter a website address, like example.com or https://example.com',
      })
      assert.match(r.body.error.message, /State of incorporation: Must be 2-letter code/)
      assert.match(r.body.error.message, /Your email: Invalid email/)
      assert.match(r.body.error.message, /Postal code must be in the format 12345 or 12345-6789/)
      const fractional = await call(oa, 'PUT', app, { numberOfEmployees: 2.5 })
      assert.equal(fields(fractional).numberOfEmployees, 'Number of employees must be a positive whole number')
      const long = await call(oa, 'PUT', app, { address: { city: 'x'.repeat(256) } })
      assert.equal(fields(long)['address.city'], 'Keep this to 255 characters or fewer')
    })

    await t.step('a partial save keeps what was saved; a refused save changes nothing; null clears', async () => {
      assert.equal((await call(oa, 'PUT', app, { phone: '(503) 555-0199', incorporationState: 'or' })).status, 200)
      const refused = await call(oa, 'PUT', app, { legalName: 'Changed LLC', ein: '1' })
      assert.equal(refused.status, 422)
      const r = await call(oa, 'GET', app)
      assert.equal(
        r.body.application.legalName,
        'Quill & Ink Stationers LLC',
        'kept, and the refused save wrote nothing',
      )
      assert.equal(r.body.application.phone, '(503) 555-0199')
      assert.equal(r.body.application.incorporationState, 'OR')
      const cleared = await call(oa, 'PUT', app, { phone: null, ein: '123456780' })
      assert.equal(cleared.body.application.phone, null)
      assert.equal(cleared.body.application.ein, '12-3456780')
    })

    await t.step('a submission with gaps is refused field by field, in the spec words', async () => {
      await call(oa, 'PUT', app, { applicantFirstName: '', applicantLastName: null })
      const r = await call(oa, 'POST', `${app}/submit`)
      assert.equal(r.status, 422, JSON.stringify(r.body))
      const f = fields(r)
      assert.equal(f.applicantFirstName, 'First name is required')
      assert.equal(f.applicantLastName, 'Last name is required')
      assert.equal(f.applicantEmail, 'Invalid email')
      assert.equal(f.termsAccepted, 'Accept the banking agreements to submit the application')
      assert.equal(f.owners, 'List the person who controls the business (for example the CEO or managing member)')
      assert.match(r.body.error.message, /Your first name: First name is required/)
      const [a] = await sql`select status from public.banking_applications where organization_id = ${org}`
      assert.equal(a.status, 'draft')
    })

    await t.step('owners: the spec messages, one person once, 25% or the controller, total at most 100%', async () => {
      const bad = await call(oa, 'POST', `${app}/owners`, {
        firstName: ' ',
        lastName: '',
        email: 'x@',
        ownershipPercent: 101,
      })
      assert.equal(bad.status, 422)
      assert.deepEqual(fields(bad), {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Invalid email',
        ownershipPercent: 'Ownership must be a percentage from 0 to 100, like 25 or 33.33',
      })
      assert.equal((await call(ou, 'POST', `${app}/owners`, owner())).status, 403)
      const ada = owner({ email: 'Ada@Quill-Ink.example' })
      const first = await call(oa, 'POST', `${app}/owners`, ada)
      assert.equal(first.status, 201, JSON.stringify(first.body))
      assert.equal(first.body.email, 'ada@quill-ink.example')
      assert.equal(first.body.status, 'added')
      assert.equal((await call(oa, 'POST', `${app}/owners`, { ...ada, email: 'ada@quill-ink.example' })).status, 409)
      const small = await call(oa, 'POST', `${app}/owners`, owner({ ownershipPercent: 10, isController: false }))
      const tooMuch = await call(oa, 'POST', `${app}/owners`, owner({ ownershipPercent: 45, isController: false }))
      assert.equal((await call(oa, 'PUT', app, completeDraft())).status, 200)
      const r = await call(oa, 'POST', `${app}/submit`)
      assert.equal(r.status, 422)
      assert.equal(
        fields(r)['owners.1.ownershipPercent'],
        'List owners of 25% or more; someone with less is listed only as the person who controls the business',
      )
      assert.equal(fields(r).owners, 'Ownership of the listed owners adds up to more than 100%')
      assert.equal((await call(ou, 'DELETE', `${app}/owners/${small.body.id}`)).status, 403)
      assert.equal((await call(oa, 'DELETE', `${app}/owners/${small.body.id}`)).status, 204)
      assert.equal((await call(oa, 'DELETE', `${app}/owners/${tooMuch.body.id}`)).status, 204)
    })

    await t.step('owners are the admin’s and staff’s to read; other members see the status only', async () => {
      assert.equal((await call(oa, 'GET', `${app}/owners`)).body.owners.length, 1)
      assert.equal((await call(bk, 'GET', `${app}/owners`)).body.owners.length, 1)
      assert.equal((await call(ou, 'GET', `${app}/owners`)).body.owners.length, 0)
      assert.equal((await call(ou, 'GET', app)).body.owners.length, 0)
    })

    await t.step('submitting emails each owner a link and locks the draft', async () => {
      await call(
        oa,
        'POST',
        `${app}/owners`,
        owner({ firstName: 'Ben', email: 'ben@quill-ink.example', ownershipPercent: 40, isController: false }),
      )
      assert.equal((await call(ou, 'POST', `${app}/submit`)).status, 403)
      const r = await call(oa, 'POST', `${app}/submit`)
      assert.equal(r.status, 200, JSON.stringify(r.body))
      assert.equal(r.body.application.status, 'owners_pending')
      assert.ok(r.body.application.submittedAt)
      assert.deepEqual(
        r.body.owners.map((o: Any) => o.status),
        ['invited', 'invited'],
      )
      for (const email of ['ada@quill-ink.example', 'ben@quill-ink.example']) assert.ok(await linkTokenFor(email))
      const [m] = await sql`select subject, text from public.email_outbox where to_email = 'ben@quill-ink.example'`
      assert.match(m.subject, /Quill & Ink Stationers LLC/)
      assert.match(m.text, /date of birth, your Social Security number and your home address/)
      const locked = await call(oa, 'PUT', app, { legalName: 'Changed LLC' })
      assert.equal(locked.status, 409)
      assert.equal(locked.body.error.message, 'This application was submitted and can no longer be changed')
      assert.equal((await call(oa, 'POST', `${app}/owners`, owner())).status, 409)
      assert.equal((await call(oa, 'DELETE', `${app}/owners/${r.body.owners[0].id}`)).status, 409)
      assert.equal((await call(ou, 'GET', app)).body.application.status, 'owners_pending')
    })
  } finally {
    await dropFixtures({ orgs: [org], users: Object.values(people) })
  }
})

Deno.test({ name: 'banking onboarding: a restricted industry is refused for good', ...opts }, async () => {
  const { org, people } = await bankingOrg()
  const app = `/organizations/${org}/banking/application`
  try {
    await draftWithOwners(org, people.oa, [owner()], { restrictedIndustries: ['cannabis', 'gambling'] })
    const r = await call(people.oa, 'POST', `${app}/submit`)
    assert.equal(r.status, 200, JSON.stringify(r.body))
    assert.equal(r.body.application.status, 'refused')
    assert.equal(
      r.body.application.refusalReason,
      'We cannot open business banking for a business in a restricted industry (Cannabis, Gambling).',
    )
    assert.equal(r.body.owners[0].status, 'added', 'nobody is emailed for a refused business')
    assert.equal((await call(people.oa, 'PUT', app, { restrictedIndustries: [] })).status, 409)
    assert.equal((await call(people.oa, 'POST', `${app}/submit`)).body.application.status, 'refused')
    const [a] =
      await fixtureSql()`select status, core_customer_id from public.banking_applications where organization_id = ${org}`
    assert.deepEqual({ ...a }, { status: 'refused', core_customer_id: null }, 'the bank never heard of it')
  } finally {
    await dropFixtures({ orgs: [org], users: Object.values(people) })
    await closeFixtureSql()
    await closeDb()
  }
})
