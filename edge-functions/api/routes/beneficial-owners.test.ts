/**
 * The beneficial owner's part, end to end against the sandbox core: the link from the email (forged, expired, used
 * and replaced links refused in words), the owner's details checked word for word, only the SSN's last four kept
 * (nowhere else, not in the audit log), resends limited, and the last owner sending the application to the bank,
 * whose KYC answer approves it and opens the Operating account, keeps it in review, or refuses it.
 */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import {
  bankingOrg,
  draftWithOwners,
  dropBankingFixtures,
  linkTokenFor,
  owner,
} from '../../_testing/banking-onboarding.ts'
import { OWNER_LINK_MESSAGES } from '../../domains/banking-onboarding/owner-link.ts'
import { KYC_REJECTED_REASON } from '../../domains/banking-onboarding/finish-application.ts'
import { bankingCoreConfig } from '../../domains/banking/config.ts'

type Any = any
const fields = (r: { body: Any }) =>
  Object.fromEntries((r.body?.error?.details?.fields ?? []).map((f: Any) => [f.path, f.message]))
const details = (ssn = '123-45-6789') => ({
  dateOfBirth: '1980-02-29',
  ssn,
  homeAddress: {
    line1: '12 Ash Ct',
    line2: 'Apt 3',
    city: 'Portland',
    state: 'OR',
    postalCode: '97210-1234',
    country: 'US',
  },
})
const page = (token: string) => `/beneficial-owners/${token}`

/** Submits a complete draft with these owners; returns each owner's emailed token, by email. */
async function submitted(org: string, oa: string, owners: Record<string, unknown>[], over = {}) {
  await draftWithOwners(org, oa, owners, over)
  const r = await call(oa, 'POST', `/organizations/${org}/banking/application/submit`)
  assert.equal(r.status, 200, JSON.stringify(r.body))
  assert.equal(r.body.application.status, 'owners_pending')
  return Object.fromEntries(
    await Promise.all(owners.map(async (o) => [o.email, await linkTokenFor(o.email as string)])),
  )
}

Deno.test({ name: 'beneficial owners: the link, the details, and approval by the bank', ...opts }, async (t) => {
  const { org, people } = await bankingOrg()
  const { oa, ou } = people
  const ada = owner({ email: 'ada@quill-ink.example' })
  const ben = owner({ firstName: 'Ben', email: 'ben@quill-ink.example', ownershipPercent: 40, isController: false })
  const sql = fixtureSql()
  const app = `/organizations/${org}/banking/application`

  try {
    const tokens = await submitted(org, oa, [ada, ben])

    await t.step('a forged link is refused in words; a real one shows the business and what is asked', async () => {
      const forged = await call(null, 'GET', page('forged-token-forged-token-forged-token-0000'))
      assert.equal(forged.status, 404)
      assert.equal(forged.body.error.message, OWNER_LINK_MESSAGES.notValid)
      const r = await call(null, 'GET', page(tokens[ada.email as string]))
      assert.equal(r.status, 200, JSON.stringify(r.body))
      assert.equal(r.body.businessName, 'Quill & Ink Stationers LLC')
      assert.equal(r.body.firstName, 'Ada')
      assert.equal(r.body.ownershipPercent, 60)
      assert.deepEqual(r.body.asked, ['dateOfBirth', 'ssn', 'homeAddress'])
    })

    await t.step('the details are checked word for word', async () => {
      const teen = `${new Date().getUTCFullYear() - 10}-01-01`
      const r = await call(null, 'POST', page(tokens[ada.email as string]), {
        dateOfBirth: teen,
        ssn: '12345',
        homeAddress: { line1: '', city: 'Portland', state: 'Oregon', postalCode: '9721', country: 'US' },
      })
      assert.equal(r.status, 422)
      assert.deepEqual(fields(r), {
        dateOfBirth: 'Owners must be at least 18 years old',
        ssn: 'Enter the SSN as nine digits, like 123-45-6789',
        'homeAddress.line1': 'Street address is required',
        'homeAddress.state': 'Must be 2-letter code',
        'homeAddress.postalCode': 'Postal code must be in the format 12345 or 12345-6789',
      })
      assert.doesNotMatch(JSON.stringify(r.body), /12345"/, 'the typed SSN is not echoed back')
    })

    await t.step('completing keeps only the last four of the SSN, and a used link says so', async () => {
      const r = await call(null, 'POST', page(tokens[ada.email as string]), details())
      assert.equal(r.status, 200, JSON.stringify(r.body))
      assert.deepEqual(r.body, { status: 'completed', businessName: 'Quill & Ink Stationers LLC', ssnLastFour: '6789' })
      const [o] = await sql`select o.*, to_jsonb(o)::text as everything from public.beneficial_owners o
          where o.email = ${ada.email} and o.organization_id = ${org}`
      assert.equal(o.ssn_last4, '6789')
      assert.equal(o.status, 'completed')
      assert.ok(o.core_person_id, 'the full SSN went to the core, which keeps the person')
      assert.doesNotMatch(o.everything, /123456789|123-45-6789/)
      const audit =
        await sql`select query_values::text as v from public.audit_log where query_values::text like ${`%${o.id}%`}`
      assert.ok(audit.length > 0)
      for (const a of audit) assert.doesNotMatch(a.v, /6789|1980-02-29|12 Ash Ct|token_hash/)
      for (const method of ['GET', 'POST']) {
        const again = await call(
          null,
          method,
          page(tokens[ada.email as string]),
          method === 'POST' ? details() : undefined,
        )
        assert.equal(again.status, 409)
        assert.equal(again.body.error.message, OWNER_LINK_MESSAGES.used)
      }
      const mine = await call(oa, 'GET', app)
      assert.equal(mine.body.application.status, 'owners_pending', 'Ben has not completed yet')
      assert.deepEqual(
        mine.body.owners.map((x: Any) => x.status),
        ['completed', 'invited'],
      )
    })

    await t.step('an expired link says so; a resend replaces it, a few times an hour at most', async () => {
      await sql`update public.beneficial_owners set token_expires_at = now() - interval '1 minute'
        where email = ${ben.email} and organization_id = ${org}`
      const expired = await call(null, 'GET', page(tokens[ben.email as string]))
      assert.equal(expired.status, 422)
      assert.equal(expired.body.error.message, OWNER_LINK_MESSAGES.expired)
      const benId = (await call(oa, 'GET', `${app}/owners`)).body.owners[1].id
      assert.equal((await call(ou, 'POST', `${app}/owners/${benId}/resend`)).status, 403)
      const adaId = (await call(oa, 'GET', `${app}/owners`)).body.owners[0].id
      assert.equal((await call(oa, 'POST', `${app}/owners/${adaId}/resend`)).status, 409, 'Ada is done')
      const sent = await call(oa, 'POST', `${app}/owners/${benId}/resend`)
      assert.equal(sent.status, 200, JSON.stringify(sent.body))
      const fresh = await linkTokenFor(ben.email as string)
      assert.notEqual(fresh, tokens[ben.email as string])
      assert.equal(
        (await call(null, 'GET', page(tokens[ben.email as string]))).status,
        404,
        'the old link stops working',
      )
      assert.equal((await call(null, 'GET', page(fresh))).status, 200)
      assert.equal((await call(oa, 'POST', `${app}/owners/${benId}/resend`)).status, 200)
      assert.equal((await call(oa, 'POST', `${app}/owners/${benId}/resend`)).status, 200)
      const limited = await call(oa, 'POST', `${app}/owners/${benId}/resend`)
      assert.equal(limited.status, 429)
      tokens[ben.email as string] = await linkTokenFor(ben.email as string)
    })

    await t.step('the last owner sends it to the bank: verified, approved, Operating account open', async () => {
      const r = await call(null, 'POST', page(tokens[ben.email as string]), details('587654321'))
      assert.equal(r.status, 200, JSON.stringify(r.body))
      const mine = await call(oa, 'GET', app)
      assert.equal(mine.body.application.status, 'approved', JSON.stringify(mine.body.application))
      assert.ok(mine.body.application.decidedAt)
      const [a] = await sql`select core_customer_id from public.banking_applications where organization_id = ${org}`
      const [c] = await sql`select external_id, status from public.provider_connections
        where organization_id = ${org} and provider = 'banking'`
      assert.equal(c.external_id, a.core_customer_id)
      const accounts =
        await sql`select name, account_type, status from public.banking_accounts where organization_id = ${org}`
      assert.deepEqual(
        accounts.map((x) => ({ ...x })),
        [{ name: 'Operating', account_type: 'Checking', status: 'open' }],
      )
      assert.equal((await call(ou, 'GET', app)).body.application.status, 'approved')
      assert.equal((await call(null, 'GET', page(tokens[ben.email as string]))).status, 409)
    })
  } finally {
    await dropBankingFixtures({ orgs: [org], users: Object.values(people) })
  }
})

Deno.test({ name: 'beneficial owners: the bank reviews, then verifies; or rejects', ...opts }, async (t) => {
  const review = await bankingOrg()
  const rejected = await bankingOrg()
  const sql = fixtureSql()
  try {
    await t.step('a review keeps the application in review until the bank verifies it', async () => {
      const solo = owner({ ownershipPercent: 100 })
      const tokens = await submitted(review.org, review.people.oa, [solo], { ein: '00-0000002' })
      assert.equal((await call(null, 'POST', page(tokens[solo.email as string]), details())).status, 200)
      const app = `/organizations/${review.org}/banking/application`
      assert.equal((await call(review.people.oa, 'GET', app)).body.application.status, 'in_review')
      const [a] =
        await sql`select core_customer_id from public.banking_applications where organization_id = ${review.org}`
      const core = bankingCoreConfig()
      const verified = await fetch(`${core.url}/sandbox/kyc`, {
        method: 'POST',
        headers: { authorization: `Bearer ${core.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ customer_id: a.core_customer_id, kyc_status: 'verified' }),
      })
      assert.equal(verified.status, 200, await verified.text())
      assert.equal((await call(review.people.oa, 'GET', app)).body.application.status, 'approved')
      const [n] =
        await sql`select count(*)::int as n from public.banking_accounts where organization_id = ${review.org}`
      assert.equal(n.n, 1)
    })

    await t.step('a rejection refuses the application with the reason in words', async () => {
      const solo = owner({ ownershipPercent: 100 })
      const tokens = await submitted(rejected.org, rejected.people.oa, [solo], { ein: '00-0000003' })
      assert.equal((await call(null, 'POST', page(tokens[solo.email as string]), details())).status, 200)
      const r = await call(rejected.people.oa, 'GET', `/organizations/${rejected.org}/banking/application`)
      assert.equal(r.body.application.status, 'refused')
      assert.equal(r.body.application.refusalReason, KYC_REJECTED_REASON)
      const [n] =
        await sql`select count(*)::int as n from public.provider_connections where organization_id = ${rejected.org}`
      assert.equal(n.n, 0)
    })
  } finally {
    await dropBankingFixtures({
      orgs: [review.org, rejected.org],
      users: [...Object.values(review.people), ...Object.values(rejected.people)],
    })
  }
})

Deno.test(
  { name: 'beneficial owners: two owners finishing at once make one customer at the bank', ...opts },
  async () => {
    const { org, people } = await bankingOrg()
    const sql = fixtureSql()
    try {
      const a = owner({ ownershipPercent: 50 })
      const b = owner({ firstName: 'Bo', ownershipPercent: 50, isController: false })
      const tokens = await submitted(org, people.oa, [a, b])
      const answers = await Promise.all(
        [a, b].map((o) => call(null, 'POST', page(tokens[o.email as string]), details())),
      )
      assert.deepEqual(
        answers.map((r) => r.status),
        [200, 200],
      )
      const [app] =
        await sql`select status, core_customer_id from public.banking_applications where organization_id = ${org}`
      assert.equal(app.status, 'approved')
      const core = bankingCoreConfig()
      const list = await fetch(`${core.url}/customers?external_id=${org}`, {
        headers: { authorization: `Bearer ${core.apiKey}` },
      }).then((r) => r.json())
      assert.deepEqual(
        list.data.map((c: Any) => c.id),
        [app.core_customer_id],
      )
    } finally {
      await dropBankingFixtures({ orgs: [org], users: Object.values(people) })
      await closeFixtureSql()
      await closeDb()
    }
  },
)
