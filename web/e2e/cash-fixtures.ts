/**
 * What the cash specs arrange for themselves: people with the banking product, an organization with the banking
 * flags on, the beneficial owner's link from the outbox, and (for specs that start from an open bank) the whole
 * onboarding done through the product's own API, the way the screens do it.
 */
import { expect } from '@playwright/test'
import { callApi, createUser, db, env, newOrg } from './support.ts'

type User = { id: string; email: string; password: string }

export async function giveBanking(userId: string) {
  await db()`update public.users set products = '{accounting,banking}' where id = ${userId}`
}

export async function turnOn(orgId: string, flag: 'banking' | 'auto-transfer') {
  await db()`insert into public.organization_feature_flags (organization_id, flag_name, enabled) values (${orgId}, ${flag}, true)
    on conflict (organization_id, flag_name) do update set enabled = true`
}

/** A client admin with the banking product, of a fresh organization whose banking flag is on. */
export async function bankingClient(opts: { legalName?: string; firstName?: string } = {}) {
  const user = await createUser({ firstName: opts.firstName ?? 'Morgan', lastName: 'Client' })
  await giveBanking(user.id)
  const org = await newOrg({ legalName: opts.legalName, members: [{ userId: user.id, orgRole: 'admin' }] })
  await turnOn(org.id, 'banking')
  return { user, org }
}

/** A member of the organization, with or without the banking product. */
export async function member(orgId: string, opts: { banking: boolean; firstName?: string; role?: 'admin' | 'user' }) {
  const user = await createUser({ firstName: opts.firstName ?? 'Sam', lastName: 'Member' })
  await db()`insert into public.organization_members (organization_id, user_id, org_role) values (${orgId}, ${user.id}, ${opts.role ?? 'user'})`
  if (opts.banking) await giveBanking(user.id)
  return user
}

/** The page path of the newest beneficial-owner link emailed to `email` (the outbox keeps every email sent). */
export async function ownerLinkPath(email: string): Promise<string> {
  let path: string | undefined
  await expect
    .poll(
      async () => {
        const [m] = await db()`select text from public.email_outbox where to_email = ${email.toLowerCase()}
          order by created_at desc limit 1`
        path = (m?.text as string | undefined)?.match(/\/beneficial-owner\/[^\s)]+/)?.[0]
        return path
      },
      { message: `an owner link emailed to ${email}` },
    )
    .toBeTruthy()
  return path!
}

const base = (orgId: string) => `/organizations/${orgId}/banking`

/** A complete application for a business that may bank (EIN 12-3456789 is one the sandbox core verifies). */
export const APPLICATION = {
  legalName: 'Juniper Tea Co',
  ein: '12-3456789',
  entityType: 'llc',
  industry: 'retail',
  restrictedIndustries: [],
  businessDescription: 'Sells tea online',
  phone: '512-555-0100',
  incorporationDate: '2020-04-01',
  incorporationState: 'DE',
  monthlyCashFlow: '10k_50k',
  address: { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701', country: 'US' },
  applicantFirstName: 'Morgan',
  applicantLastName: 'Client',
  applicantEmail: 'morgan@example.test',
  applicantTitle: 'CEO',
  termsAccepted: true,
}

export const OWNER_DETAILS = {
  dateOfBirth: '1980-05-17',
  ssn: '123-45-6789',
  homeAddress: { line1: '9 Elm St', city: 'Austin', state: 'TX', postalCode: '78702', country: 'US' },
}

/**
 * Onboards the organization through the API as its admin (application, one owner who completes their part by the
 * emailed link) and waits until banking is open. Returns the Operating account's id.
 */
export async function openBankingThroughApi(admin: User, orgId: string): Promise<string> {
  const ownerEmail = `owner-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`
  const ok = (r: { status: number; json: unknown }, what: string) =>
    expect(r.status, `${what}: ${JSON.stringify(r.json)}`).toBeLessThan(300)
  ok(await callApi(admin, 'PUT', `${base(orgId)}/application`, APPLICATION), 'save the application')
  ok(
    await callApi(admin, 'POST', `${base(orgId)}/application/owners`, {
      firstName: 'Riley',
      lastName: 'Owner',
      email: ownerEmail,
      ownershipPercent: 100,
      isController: true,
    }),
    'add an owner',
  )
  ok(await callApi(admin, 'POST', `${base(orgId)}/application/submit`), 'submit')
  const token = decodeURIComponent((await ownerLinkPath(ownerEmail)).split('/').pop()!)
  const done = await fetch(`${env.supabaseUrl}/functions/v1/api/beneficial-owners/${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { apikey: env.anonKey, authorization: `Bearer ${env.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(OWNER_DETAILS),
  })
  expect(done.status, await done.clone().text()).toBe(200)
  await expect
    .poll(async () => (await callApi<{ state: string }>(admin, 'GET', `${base(orgId)}/overview`)).json.state, {
      message: 'banking open',
      timeout: 30_000,
    })
    .toBe('open')
  const accounts = await callApi<{ accounts: { id: string; name: string }[] }>(admin, 'GET', `${base(orgId)}/accounts`)
  return accounts.json.accounts.find((a) => a.name === 'Operating')!.id
}
