/**
 * A test client of the banking core's HTTP API (docs/banking.md), for the contract tests (the stack's sandbox) and the
 * unit tests (a core in the test's own process). Each helper makes the test's own data.
 */
import { randomUUID } from 'node:crypto'
import { LOCAL_WEBHOOK_SECRETS } from '../../../shared/schemas/webhooks.ts'

export const CORE_KEY = process.env.BANKING_CORE_API_KEY ?? LOCAL_WEBHOOK_SECRETS.BANKING_CORE_API_KEY
export const CORE_SECRET = process.env.BANKING_CORE_WEBHOOK_SECRET ?? LOCAL_WEBHOOK_SECRETS.BANKING_CORE_WEBHOOK_SECRET

/** Dollars as the core's micros string ("12.5" → "12500000"). */
export const usd = (dollars: number | string) => {
  const [whole, frac = ''] = String(dollars).split('.')
  return (BigInt(whole) * 1_000_000n + BigInt(frac.padEnd(6, '0').slice(0, 6))).toString()
}

export type Answer = { status: number; body: any; headers: Headers }

export function coreClient(base: string) {
  async function call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${CORE_KEY}`, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    const type = res.headers.get('content-type') ?? ''
    return {
      status: res.status,
      body: type.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer()),
      headers: res.headers,
    }
  }
  const ok = async (method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
    const a = await call(method, path, body, headers)
    if (a.status >= 300) throw new Error(`${method} ${path} answered ${a.status}: ${JSON.stringify(a.body)}`)
    return a.body
  }

  async function newCustomer(opts: { ein?: string; legalName?: string } = {}) {
    return await ok('POST', '/customers', {
      external_id: randomUUID(),
      legal_name: opts.legalName ?? `Test Co ${randomUUID().slice(0, 8)}`,
      ein: opts.ein ?? '12-3456789',
      address: { line1: '1 Test St', line2: null, city: 'Portland', state: 'OR', postal_code: '97201', country: 'US' },
      beneficial_owners: [{ first_name: 'Ada', last_name: 'Owner', email: 'ada@example.test', ownership_percent: 100 }],
    })
  }
  const newAccount = (customerId: string, type = 'Checking', name = `${type} account`) =>
    ok('POST', '/accounts', { customer_id: customerId, name, type, currency: 'USD' })
  const newCounterparty = (customerId: string, opts: { name?: string; routing?: string } = {}) =>
    ok('POST', '/counterparties', {
      customer_id: customerId,
      name: opts.name ?? 'Acme Supplies Inc',
      type: 'Business',
      routing_number: opts.routing ?? '021000021',
      account_number: '123456789',
      account_type: 'Checking',
    })
  const fund = (accountId: string, amount: string) => ok('POST', '/sandbox/fund', { account_id: accountId, amount })
  const transfer = (body: Record<string, unknown>, key: string = randomUUID()) =>
    call('POST', '/transfers', body, { 'idempotency-key': key })

  /** A verified customer with a funded checking account, a savings account and a counterparty. */
  async function funded(dollars = 1_000) {
    const customer = await newCustomer()
    const checking = await newAccount(customer.id, 'Checking', 'Operating')
    const savings = await newAccount(customer.id, 'Savings', 'Reserve')
    const payee = await newCounterparty(customer.id)
    await fund(checking.id, usd(dollars))
    return { customer, checking, savings, payee }
  }

  /** Every page of a list from `cursor` on, following next_cursor. */
  async function all(path: string, limit = 1000, from: string | null = null) {
    const out: any[] = []
    let cursor = from
    for (;;) {
      const sep = path.includes('?') ? '&' : '?'
      const page = await ok('GET', `${path}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`)
      out.push(...page.data)
      cursor = page.next_cursor
      if (!page.has_more) return { data: out, cursor }
    }
  }

  return { base, call, ok, newCustomer, newAccount, newCounterparty, fund, transfer, funded, all }
}
export type CoreClient = ReturnType<typeof coreClient>
