/**
 * Fixtures for the banking tests (against the running stack, its worker and the sandbox core): an organization with
 * banking open (a customer at the core, openBanking, a second account), the people of every role, a payment call with
 * an Idempotency-Key, the sandbox helpers, and waits for the worker to have synced what the core holds.
 */
// First: the fixtures load the API app, whose @hono/zod-openapi must extend zod before any shared schema is built.
import { call, fixtureSql, tokenFor } from './api.ts'
import { newOrg, newUser } from './organizations.ts'
import { app } from '../api/app.ts'
import { asService } from '../_shared/db.ts'
import { coreClient } from '../domains/banking/core-client.ts'
import { openBanking } from '../domains/banking/open-banking.ts'
import { syncBanking } from '../domains/banking/sync.ts'

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * oa: organization admin with banking · ou: member with banking · ap: member with banking on the approval layer ·
 * ap2: a second approver · on: member without the banking product · bk: the organization's bookkeeper ·
 * stranger: banking user of no organization here.
 */
export type BankingPeople = {
  oa: string
  ou: string
  ap: string
  ap2: string
  on: string
  bk: string
  stranger: string
}

export async function bankingOrg(opts: { autoTransfer?: boolean; webhooks?: boolean } = {}) {
  const sql = fixtureSql()
  const people: BankingPeople = {
    oa: await newUser('user', 'bank'),
    ou: await newUser('user', 'bank'),
    ap: await newUser('user', 'bank'),
    ap2: await newUser('user', 'bank'),
    on: await newUser('user', 'bank'),
    bk: await newUser('bookkeeper', 'bank'),
    stranger: await newUser('user', 'bank'),
  }
  const banking = [people.oa, people.ou, people.ap, people.ap2, people.stranger]
  await sql`update public.users set products = '{accounting,banking}' where id = any(${banking}::uuid[])`
  const org = await newOrg({
    name: 'Banking Test Co',
    admins: [people.oa],
    users: [people.ou, people.ap, people.ap2, people.on],
    bookkeepers: [people.bk],
  })
  await sql`insert into public.organization_feature_flags (organization_id, flag_name, enabled)
    values (${org}, 'banking', true), (${org}, 'auto-transfer', ${opts.autoTransfer ?? false})`
  const core = coreClient()
  const customer = await core.createCustomer({
    external_id: org,
    legal_name: 'Banking Test Co',
    ein: '123456789',
    address: { line1: '1 Main St', line2: null, city: 'Portland', state: 'OR', postal_code: '97205', country: 'US' },
    beneficial_owners: [],
  })
  // a test delivers webhooks itself when it wants them; by default only the poll brings entries
  await core.sandbox.webhookEndpoint({ customer_id: customer.id, url: opts.webhooks ? webhookUrl() : null })
  const reserve = await core.createAccount({
    customer_id: customer.id,
    name: 'Reserve',
    type: 'Savings',
    currency: 'USD',
  })
  const opened = await asService((tx) =>
    openBanking({ tx, organizationId: org, customerId: customer.id, userId: people.oa }),
  )
  await syncNow(opened.connectionId)
  const [r] = await sql`select id from public.banking_accounts where core_account_id = ${reserve.id}`
  return {
    org,
    people,
    customerId: customer.id,
    connectionId: opened.connectionId,
    operating: opened.operatingAccountId,
    reserve: r.id as string,
  }
}
export type BankingOrg = Awaited<ReturnType<typeof bankingOrg>>

export const webhookUrl = () => `${Deno.env.get('SUPABASE_URL')}/functions/v1/webhooks/api/event-bus/banking-core`

/** The poll, run here in a transaction of its own (what the banking.sync job does). */
export async function syncNow(connectionId: string) {
  return await asService((tx) => syncBanking({ tx, connectionId }))
}

export async function coreAccountId(accountId: string): Promise<string> {
  const [a] = await fixtureSql()`select core_account_id from public.banking_accounts where id = ${accountId}`
  return a.core_account_id
}

/** An incoming ACH deposit at the sandbox core, then the poll. */
export async function fund(b: BankingOrg, accountId: string, micros: bigint) {
  const t = await coreClient().sandbox.fund({ account_id: await coreAccountId(accountId), amount: micros.toString() })
  await syncNow(b.connectionId)
  return t
}

export async function addPayee(b: BankingOrg, name = 'Acme Supplies') {
  const r = await call(b.people.oa, 'POST', `/organizations/${b.org}/banking/counterparties`, {
    name,
    counterpartyType: 'Business',
    routingNumber: '021000021',
    accountNumber: '123456789',
    accountType: 'Checking',
  })
  if (r.status !== 201) throw new Error(`payee not added: ${JSON.stringify(r.body)}`)
  return r.body.id as string
}

/** POST /payments as `as` with an Idempotency-Key (omitted when null). */
export async function pay(
  as: string,
  org: string,
  body: Record<string, unknown>,
  key: string | null = crypto.randomUUID(),
) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    authorization: `Bearer ${await tokenFor(as)}`,
  }
  if (key !== null) headers['idempotency-key'] = key
  const res = await app.request(`/api/organizations/${org}/banking/payments`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  })
  return {
    status: res.status,
    replayed: res.headers.get('idempotent-replayed') === 'true',
    // biome-ignore lint/suspicious/noExplicitAny: test helper; each test reads the fields it asserts on
    body: (await res.json()) as any,
  }
}

export const book = (from: string, to: string, amountMicros: bigint | string, description = 'Test transfer') => ({
  fromAccountId: from,
  rail: 'book',
  toAccountId: to,
  amountMicros: amountMicros.toString(),
  description,
})

/** The product's view: balance and settled sum per account, to the micro. */
export async function balances(org: string) {
  return await fixtureSql()`
    select a.id, a.core_account_id, a.balance_micros::text as balance, a.available_balance_micros::text as available,
      coalesce((select sum(case e.transaction_direction when 'Credit' then e.amount_micros else -e.amount_micros end)
                from public.banking_entries e where e.banking_account_id = a.id and e.layer = 'Settled'), 0)::text as settled
    from public.banking_accounts a where a.organization_id = ${org} order by a.created_at`
}

export async function waitFor<T>(what: string, fn: () => Promise<T | undefined | null | false>, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const v = await fn()
    if (v) return v
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await sleep(100)
  }
}

export { call, fixtureSql }
