/**
 * Organizations a banking-onboarding test makes for itself: the banking flag on, an organization admin and a member
 * with the banking product, a member and an admin without it, the organization's bookkeeper and a stranger; and a
 * draft application that is complete but for what a test wants to vary.
 */
import { asService } from '../_shared/db.ts'
import { coreClient } from '../domains/banking/core-client.ts'
import { openBanking } from '../domains/banking/open-banking.ts'
import { call, fixtureSql } from './api.ts'
import { dropFixtures, newOrg, newUser } from './organizations.ts'

export type People = { oa: string; ou: string; on: string; ox: string; bk: string; stranger: string }

export async function bankingOrg(name?: string): Promise<{ org: string; people: People }> {
  const sql = fixtureSql()
  const [oa, ou, on, ox, bk, stranger] = [
    await newUser('user', 'kyc'),
    await newUser('user', 'kyc'),
    await newUser('user', 'kyc'),
    await newUser('user', 'kyc'),
    await newUser('bookkeeper', 'kyc'),
    await newUser('user', 'kyc'),
  ]
  await sql`update public.users set products = '{accounting,banking}' where id in ${sql([oa, ou, stranger])}`
  const org = await newOrg({ name, admins: [oa, ox], users: [ou, on], bookkeepers: [bk] })
  await sql`insert into public.organization_feature_flags (organization_id, flag_name, enabled) values (${org}, 'banking', true)`
  return { org, people: { oa, ou, on, ox, bk, stranger } }
}

/** Every company field a submission needs, valid; `ein` decides the sandbox core's KYC answer (docs/banking-core.md). */
export const completeDraft = (over: Record<string, unknown> = {}) => ({
  legalName: 'Quill & Ink Stationers LLC',
  dba: 'Quill & Ink',
  ein: '12-3456780',
  entityType: 'llc',
  industry: 'retail',
  restrictedIndustries: [],
  businessDescription: 'Paper goods and pens, in a shop and online.',
  website: 'quill-ink.example',
  phone: '(503) 555-0199',
  incorporationDate: '2018-05-04',
  incorporationState: 'OR',
  address: { line1: '5 Press St', line2: null, city: 'Portland', state: 'OR', postalCode: '97205', country: 'US' },
  monthlyCashFlow: '10k_50k',
  numberOfEmployees: 6,
  applicantFirstName: 'Ada',
  applicantLastName: 'Quill',
  applicantEmail: 'Ada.Quill@Quill-Ink.example ',
  applicantTitle: 'Managing member',
  termsAccepted: true,
  ...over,
})

/** An owner as the form lists them. */
export const owner = (over: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Quill',
  email: `ada-${crypto.randomUUID().slice(0, 6)}@quill-ink.example`,
  ownershipPercent: 60,
  title: 'Managing member',
  isController: true,
  ...over,
})

/** The link token of the last owner email sent to `email` (read from the mail outbox, as the owner's mailbox would). */
export async function linkTokenFor(email: string): Promise<string> {
  const [m] = await fixtureSql()`select text from public.email_outbox where to_email = ${email.toLowerCase()}
    order by created_at desc limit 1`
  const token = /\/beneficial-owner\/([A-Za-z0-9_-]+)/.exec(m?.text ?? '')?.[1]
  if (!token) throw new Error(`no owner link was emailed to ${email}`)
  return token
}

/** Saves a complete draft with `owners` as the organization admin; returns the owners as listed. */
export async function draftWithOwners(org: string, oa: string, owners: Record<string, unknown>[], over = {}) {
  const saved = await call(oa, 'PUT', `/organizations/${org}/banking/application`, completeDraft(over))
  if (saved.status !== 200) throw new Error(`draft not saved: ${JSON.stringify(saved.body)}`)
  const listed = []
  for (const o of owners) {
    const r = await call(oa, 'POST', `/organizations/${org}/banking/application/owners`, o)
    if (r.status !== 201) throw new Error(`owner not listed: ${JSON.stringify(r.body)}`)
    listed.push(r.body)
  }
  return listed
}

/**
 * An organization whose application the bank approved, without going through the owners' pages: the application row
 * as approval leaves it, a customer at the sandbox core, and banking opened by the money side's openBanking (the
 * connection and the Operating account), exactly as an approval does.
 */
export async function approvedOrg(): Promise<{ org: string; people: People; accountId: string }> {
  const { org, people } = await bankingOrg('Quill & Ink Stationers LLC')
  const sql = fixtureSql()
  const customer = await coreClient().createCustomer({
    external_id: org,
    legal_name: 'Quill & Ink Stationers LLC',
    ein: '123456780',
    address: { line1: '5 Press St', line2: null, city: 'Portland', state: 'OR', postal_code: '97205', country: 'US' },
    beneficial_owners: [
      { first_name: 'Ada', last_name: 'Quill', email: 'ada@quill-ink.example', ownership_percent: 100 },
    ],
  })
  await sql`insert into public.banking_applications (organization_id, status, legal_name, ein, entity_type, industry,
      restricted_industries, phone, address_line1, address_city, address_state, address_postal_code, address_country,
      core_customer_id, submitted_at, decided_at)
    values (${org}, 'approved', 'Quill & Ink Stationers LLC', '123456780', 'llc', 'retail', '{}', '(503) 555-0199',
      '5 Press St', 'Portland', 'OR', '97205', 'US', ${customer.id}, now(), now())`
  const { operatingAccountId } = await asService((tx) =>
    openBanking({ tx, organizationId: org, customerId: customer.id, userId: people.oa }),
  )
  return { org, people, accountId: operatingAccountId }
}

/**
 * Removes organizations whose banking is open. A banking sync holds its transaction while the worker records its
 * progress in another, so deleting the organization under a running sync would wait on it for good: banking is
 * turned off first (no new syncs), queued jobs are dropped and running ones allowed to finish.
 */
export async function dropBankingFixtures({ orgs, users }: { orgs: string[]; users: string[] }) {
  const sql = fixtureSql()
  await sql`update public.organization_feature_flags set enabled = false
    where organization_id in ${sql(orgs)} and flag_name = 'banking'`
  for (let i = 0; i < 240; i++) {
    await sql`delete from public.jobs where organization_id in ${sql(orgs)} and status in ('Pending', 'Scheduled')`
    const [r] =
      await sql`select count(*)::int as n from public.jobs where organization_id in ${sql(orgs)} and status = 'Running'`
    if (r.n === 0) break
    await new Promise((done) => setTimeout(done, 250))
  }
  await dropFixtures({ orgs, users })
}
