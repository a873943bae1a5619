/**
 * Contract tests of the banking core the stack's sandbox serves (docs/banking.md "The core's API"): every route over
 * HTTP with the key the edge functions receive, paging, 400 / 401 / 404 / 409 / 422 / 429 answers, idempotency
 * (50 concurrent requests with one key move money once) and statements.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { functionEnv } from '../src/stack.ts'
import { coreClient, usd } from './banking-core-client.ts'
import { cfg } from './helpers.ts'

const env = functionEnv(cfg)
const core = coreClient(env.BANKING_CORE_API_URL)

describe('customers, accounts and counterparties', () => {
  test('a customer is created, read and found by external id; an EIN decides KYC', async () => {
    const c = await core.newCustomer()
    expect(c).toMatchObject({ kyc_status: 'verified', legal_name: expect.stringMatching(/^Test Co/) })
    expect(Object.keys(c).sort()).toEqual(['created_time', 'external_id', 'id', 'kyc_status', 'legal_name'])
    expect(await core.ok('GET', `/customers/${c.id}`)).toEqual(c)
    expect((await core.ok('GET', `/customers?external_id=${c.external_id}`)).data).toEqual([c])
    expect((await core.newCustomer({ ein: '00-0000002' })).kyc_status).toBe('review')
    expect((await core.newCustomer({ ein: '000000003' })).kyc_status).toBe('rejected')
    const again = await core.call('POST', '/customers', {
      external_id: c.external_id,
      legal_name: 'Again',
      ein: '12-3456789',
      address: { line1: '1 A St', city: 'Austin', state: 'TX', postal_code: '73301', country: 'US' },
    })
    expect(again.status).toBe(409)
    expect(again.body.error).toMatchObject({ code: 'DuplicateEntry', field: 'external_id' })
    expect((await core.call('GET', `/customers/${randomUUID()}`)).status).toBe(404)
  })

  test('accounts of the ten types get a routing and account number and start at zero', async () => {
    const c = await core.newCustomer()
    for (const type of [
      'Cash',
      'Checking',
      'Savings',
      'Settlement',
      'CreditCard',
      'Lending',
      'Investment',
      'Escrow',
      'Rewards',
      'PlatformRevenue',
    ]) {
      const a = await core.newAccount(c.id, type)
      expect(a).toMatchObject({
        customer_id: c.id,
        type,
        status: 'open',
        currency: 'USD',
        balance: '0',
        available_balance: '0',
        closed_time: null,
      })
      expect(a.routing_number).toMatch(/^\d{9}$/)
      expect(a.account_number).toMatch(/^\d{10,12}$/)
    }
    const list = await core.ok('GET', `/accounts?customer_id=${c.id}&limit=4`)
    expect(list.data).toHaveLength(4)
    expect(list.has_more).toBe(true)
    const rest = await core.ok('GET', `/accounts?customer_id=${c.id}&limit=10&cursor=${list.next_cursor}`)
    expect(rest.data.map((a: any) => a.type)).toEqual([
      'CreditCard',
      'Lending',
      'Investment',
      'Escrow',
      'Rewards',
      'PlatformRevenue',
    ])
    expect(rest.has_more).toBe(false)
  })

  test('account creation refuses a type, a currency and a customer whose KYC is not done', async () => {
    const c = await core.newCustomer()
    const bad = (body: object) =>
      core.call('POST', '/accounts', { customer_id: c.id, name: 'X', type: 'Checking', ...body })
    expect((await bad({ type: 'Brokerage' })).body.error.code).toBe('InvalidAccountType')
    const eur = await bad({ currency: 'EUR' })
    expect([eur.status, eur.body.error.code, eur.body.error.message]).toEqual([
      422,
      'CurrencyMismatch',
      'Banking accepts US dollars only.',
    ])
    const review = await core.newCustomer({ ein: '00-0000002' })
    const kyc = await core.call('POST', '/accounts', { customer_id: review.id, name: 'X', type: 'Checking' })
    expect([kyc.status, kyc.body.error.code]).toEqual([422, 'KycIncomplete'])
    expect(
      (await core.call('POST', '/accounts', { customer_id: randomUUID(), name: 'X', type: 'Checking' })).status,
    ).toBe(404)
    expect((await core.call('GET', `/accounts/${randomUUID()}`)).body.error.code).toBe('AccountNotFound')
  })

  test('an account closes only at zero, and a closed account refuses money', async () => {
    const { customer, checking, savings, payee } = await core.funded(10)
    const refused = await core.call('POST', `/accounts/${checking.id}/close`)
    expect([refused.status, refused.body.error.code]).toEqual([422, 'balance_not_zero'])
    const closed = await core.ok('POST', `/accounts/${savings.id}/close`)
    expect(closed).toMatchObject({ status: 'closed', closed_time: expect.any(String) })
    const t = await core.transfer({
      customer_id: customer.id,
      type: 'book_transfer_out',
      from_account_id: checking.id,
      to_account_id: savings.id,
      amount: usd(1),
    })
    expect([t.status, t.body.entry_result]).toEqual([422, 'AccountClosed'])
    const wire = await core.transfer({
      customer_id: customer.id,
      type: 'wire_out',
      from_account_id: checking.id,
      counterparty_id: payee.id,
      amount: usd(10),
    })
    expect(wire.body.status).toBe('Settled')
    expect((await core.ok('POST', `/accounts/${checking.id}/close`)).status).toBe('closed')
  })

  test('counterparties keep only the last four digits on the wire and check the routing number', async () => {
    const c = await core.newCustomer()
    const p = await core.newCounterparty(c.id, { name: 'Jane Payee' })
    expect(p).toMatchObject({
      customer_id: c.id,
      name: 'Jane Payee',
      type: 'Business',
      routing_number: '021000021',
      account_number_last4: '6789',
      account_type: 'Checking',
    })
    expect(await core.ok('GET', `/counterparties/${p.id}`)).toEqual(p)
    expect((await core.ok('GET', `/counterparties?customer_id=${c.id}`)).data).toEqual([p])
    const bad = await core.call('POST', '/counterparties', {
      customer_id: c.id,
      name: 'X',
      type: 'Business',
      routing_number: '021000022',
      account_number: '1234',
      account_type: 'Checking',
    })
    expect([bad.status, bad.body.error.field]).toEqual([400, 'routing_number'])
  })
})

describe('transfers and entries', () => {
  test('a book transfer is a settled Debit/Credit pair with balances after it', async () => {
    const { customer, checking, savings } = await core.funded(100)
    const t = await core.transfer({
      customer_id: customer.id,
      type: 'book_transfer_out',
      from_account_id: checking.id,
      to_account_id: savings.id,
      amount: usd('25.000001'),
      description: 'To reserve',
      user_id: 'user-1',
    })
    expect(t.status).toBe(201)
    expect(t.body).toMatchObject({
      type: 'book_transfer_out',
      status: 'Settled',
      entry_result: 'Success',
      amount: '25000001',
      currency: 'USD',
      customer_id: customer.id,
      user_id: 'user-1',
    })
    const [out, into] = t.body.entries
    expect(out).toMatchObject({
      account_id: checking.id,
      transaction_direction: 'Debit',
      transaction_type: 'book_transfer_out',
      layer: 'Settled',
      account_balance: '74999999',
      counterparty_name: 'Reserve',
      currency_code: 'USD',
      description: 'To reserve',
    })
    expect(into).toMatchObject({
      account_id: savings.id,
      transaction_direction: 'Credit',
      transaction_type: 'book_transfer_in',
      account_balance: '25000001',
    })
    expect(await core.ok('GET', `/transfers/${t.body.id}`)).toEqual(t.body)
    expect((await core.call('GET', `/transfers/${randomUUID()}`)).status).toBe(404)
  })

  test('entries page by cursor over versions, per customer and per account, and a poll from the cursor sees each change once', async () => {
    const { customer, checking, payee } = await core.funded(100)
    const first = await core.all(`/entries?customer_id=${customer.id}`, 1)
    expect(first.data.map((e: any) => [e.transaction_type, e.layer])).toEqual([['ach_incoming_credit', 'Settled']])
    const ach = await core.transfer({
      customer_id: customer.id,
      type: 'ach_push',
      from_account_id: checking.id,
      counterparty_id: payee.id,
      amount: usd(30),
    })
    expect(ach.body.status).toBe('Pending')
    await core.ok('POST', '/sandbox/settle', { transfer_id: ach.body.id })
    const next = await core.all(`/entries?customer_id=${customer.id}`, 1, first.cursor)
    expect(next.data.map((e: any) => [e.id, e.layer])).toEqual([
      [ach.body.entries[0].id, 'Pending'],
      [ach.body.entries[0].id, 'Settled'],
    ])
    expect(next.data[1].sequence).toBeGreaterThan(next.data[0].sequence)
    expect(next.data[1].account_balance).toBe(usd(70))
    const none = await core.ok('GET', `/entries?customer_id=${customer.id}&cursor=${next.cursor}`)
    expect(none).toEqual({ data: [], next_cursor: next.cursor, has_more: false })
    expect((await core.all(`/entries?account_id=${checking.id}`)).data).toHaveLength(3)
    const stranger = await core.newCustomer()
    const wrong = await core.call('GET', `/entries?customer_id=${stranger.id}&account_id=${checking.id}`)
    expect(wrong.body.error.code).toBe('UnauthorizedAccess')
  })

  test('ACH returns: a pending one fails, a settled one gets a return pair', async () => {
    const { customer, checking, payee } = await core.funded(100)
    const body = {
      customer_id: customer.id,
      type: 'ach_push',
      from_account_id: checking.id,
      counterparty_id: payee.id,
      amount: usd(40),
    }
    const pending = await core.transfer(body)
    const failed = await core.ok('POST', '/sandbox/return', { transfer_id: pending.body.id, return_code: 'R03' })
    expect(failed.transfer).toMatchObject({ status: 'Failed', return_code: 'R03' })
    expect(failed.transfer.entries[0]).toMatchObject({
      layer: 'Failed',
      account_balance: usd(100),
      account_available_balance: usd(100),
    })
    expect(failed.return).toBeNull()
    const settled = await core.transfer(body)
    await core.ok('POST', '/sandbox/settle', { transfer_id: settled.body.id })
    const back = await core.ok('POST', '/sandbox/return', { transfer_id: settled.body.id })
    expect(back.return).toMatchObject({ type: 'ach_push_return', status: 'Settled', return_of: settled.body.id })
    expect(back.return.entries[0]).toMatchObject({ transaction_direction: 'Credit', account_balance: usd(100) })
    expect(back.transfer.returned_by).toBe(back.return.id)
    expect((await core.call('POST', '/sandbox/return', { transfer_id: settled.body.id })).status).toBe(409)
  })

  test('card holds lower available only; settlement posts in place, release gives the hold back', async () => {
    const { checking } = await core.funded(100)
    const hold = await core.ok('POST', '/sandbox/card', {
      action: 'authorize',
      account_id: checking.id,
      amount: usd(30),
      merchant: 'Sysco Foods',
    })
    expect(hold).toMatchObject({
      type: 'card_authorization',
      status: 'Pending',
      description: 'SYSCO FOODS CARD XXXX4821',
    })
    expect(hold.entries[0]).toMatchObject({
      layer: 'Encumbrance',
      account_balance: usd(100),
      account_available_balance: usd(70),
    })
    const posted = await core.ok('POST', '/sandbox/card', { action: 'settle', transfer_id: hold.id, amount: usd(32) })
    expect(posted).toMatchObject({ type: 'card_settlement', status: 'Settled', amount: usd(32) })
    expect(posted.entries[0]).toMatchObject({
      id: hold.entries[0].id,
      layer: 'Settled',
      account_balance: usd(68),
      account_available_balance: usd(68),
    })
    const second = await core.ok('POST', '/sandbox/card', {
      action: 'authorize',
      account_id: checking.id,
      amount: usd(8),
      merchant: 'Cafe',
    })
    const released = await core.ok('POST', '/sandbox/card', { action: 'release', transfer_id: second.id })
    expect(released).toMatchObject({ type: 'hold_release', status: 'Failed' })
    expect(released.entries[0]).toMatchObject({ layer: 'Failed', account_available_balance: usd(68) })
    const refund = await core.ok('POST', '/sandbox/card', {
      action: 'refund',
      account_id: checking.id,
      amount: usd(2),
      merchant: 'Sysco Foods',
    })
    expect(refund.entries[0]).toMatchObject({
      transaction_type: 'card_refund',
      transaction_direction: 'Credit',
      account_balance: usd(70),
    })
  })

  test('bank and network postings: fees, interest and adjustments pair with their clearing accounts', async () => {
    const { checking } = await core.funded(10)
    const fee = await core.ok('POST', '/sandbox/post', {
      account_id: checking.id,
      type: 'fee',
      amount: usd(25),
      description: 'WIRE FEE',
    })
    expect(fee.entries.map((e: any) => [e.transaction_direction, e.transaction_type])).toEqual([
      ['Debit', 'fee'],
      ['Credit', 'fee'],
    ])
    expect(fee.entries[0].account_balance).toBe(usd(-15))
    const clearing = (await core.all('/accounts')).data.find((a: any) => a.id === fee.entries[1].account_id)
    expect(clearing).toMatchObject({ type: 'Settlement', name: 'FEES clearing' })
    const adj = await core.ok('POST', '/sandbox/post', {
      account_id: checking.id,
      type: 'admin_adjustment',
      direction: 'Credit',
      amount: usd(15),
    })
    expect(adj.entries[0].account_balance).toBe('0')
    expect((await core.ok('GET', '/sandbox/ledger')).settled_total).toBe('0')
  })

  test('statements list the ended months and serve a PDF', async () => {
    const { checking } = await core.funded(10)
    const page = await core.ok('GET', `/accounts/${checking.id}/statements`)
    expect(page).toEqual({ data: [], next_cursor: expect.any(String), has_more: false })
    const demo = await core.ok('GET', '/accounts/16000000-0000-4000-8000-000000000011/statements?limit=2')
    expect(demo.data[0]).toMatchObject({
      account_id: '16000000-0000-4000-8000-000000000011',
      month: expect.any(Number),
      year: expect.any(Number),
    })
    expect(await core.ok('GET', `/statements/${demo.data[0].id}`)).toEqual(demo.data[0])
    const pdf = await core.call('GET', `/statements/${demo.data[1].id}/pdf`)
    expect([pdf.status, pdf.headers.get('content-type'), pdf.body.subarray(0, 5).toString()]).toEqual([
      200,
      'application/pdf',
      '%PDF-',
    ])
    expect((await core.call('GET', `/statements/${randomUUID()}/pdf`)).status).toBe(404)
  })
})

describe('idempotency, authentication, malformed requests and the rate limit', () => {
  test('the same key and body replays the first answer; another body is DuplicateEntry and moves nothing', async () => {
    const { customer, checking, savings } = await core.funded(100)
    const body = {
      customer_id: customer.id,
      type: 'book_transfer_out',
      from_account_id: checking.id,
      to_account_id: savings.id,
      amount: usd(10),
    }
    const key = randomUUID()
    const first = await core.transfer(body, key)
    const again = await core.transfer({ ...body }, key)
    expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([201, 'true'])
    expect(again.body).toEqual(first.body)
    expect(first.headers.get('idempotent-replayed')).toBeNull()
    const other = await core.transfer({ ...body, amount: usd(11) }, key)
    expect([other.status, other.body.status, other.body.entry_result]).toEqual([422, 'Rejected', 'DuplicateEntry'])
    expect((await core.ok('GET', `/accounts/${checking.id}`)).balance).toBe(usd(90))
  })

  test('50 concurrent requests with one Idempotency-Key move money once', async () => {
    const { customer, checking, payee } = await core.funded(100)
    const key = randomUUID()
    const body = {
      customer_id: customer.id,
      type: 'wire_out',
      from_account_id: checking.id,
      counterparty_id: payee.id,
      amount: usd(7),
    }
    const answers = await Promise.all(Array.from({ length: 50 }, () => core.transfer(body, key)))
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]))
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1)
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1)
    expect((await core.ok('GET', `/accounts/${checking.id}`)).balance).toBe(usd(93))
    expect((await core.all(`/entries?account_id=${checking.id}`)).data).toHaveLength(2)
  })

  test('a missing or wrong key is 401; a malformed request is 400 naming the field', async () => {
    const anon = await fetch(`${core.base}/accounts`)
    expect(anon.status).toBe(401)
    const wrong = await fetch(`${core.base}/accounts`, { headers: { authorization: 'Bearer nope' } })
    expect([wrong.status, (await wrong.json()).error.code]).toEqual([401, 'UnauthorizedAccess'])
    const { customer, checking, payee } = await core.funded(10)
    const base = {
      customer_id: customer.id,
      type: 'ach_push',
      from_account_id: checking.id,
      counterparty_id: payee.id,
      amount: usd(1),
    }
    const cases: [unknown, string | undefined][] = [
      [{ ...base, amount: 1.5 }, 'amount'],
      [{ ...base, amount: '-5' }, 'amount'],
      [{ ...base, amount: '0' }, 'amount'],
      [{ ...base, type: 'interest' }, 'type'],
      [{ ...base, customer_id: undefined }, 'customer_id'],
      [{ ...base, counterparty_id: undefined }, 'counterparty_id'],
      [{ ...base, type: 'book_transfer_out', counterparty_id: undefined, to_account_id: checking.id }, 'to_account_id'],
      ['{"not json', undefined],
      [[1, 2], undefined],
    ]
    for (const [body, field] of cases) {
      const a = await core.transfer(body as Record<string, unknown>)
      expect(a.status, JSON.stringify(body)).toBe(400)
      expect(a.body.error).toMatchObject({ code: 'invalid_request', message: expect.any(String) })
      expect(a.body.error.field).toBe(field)
    }
    const noKey = await core.call('POST', '/transfers', base)
    expect([noKey.status, noKey.body.error.field]).toEqual([400, 'Idempotency-Key'])
    const limit = await core.call('GET', '/entries?limit=1001')
    expect([limit.status, limit.body.error.field]).toEqual([400, 'limit'])
    const cursor = await core.call('GET', '/entries?cursor=bogus')
    expect([cursor.status, cursor.body.error.field]).toEqual([400, 'cursor'])
  })

  test('over the rate limit the core answers 429 with Retry-After', async () => {
    try {
      expect(await core.ok('POST', '/sandbox/rate-limit', { requests_per_second: 5 })).toEqual({
        requests_per_second: 5,
      })
      // a bucket of 5 tokens refilling at 5 a second: of 20 requests at once, at most a few more than 5 get through
      const answers = await Promise.all(Array.from({ length: 20 }, () => core.call('GET', '/customers?limit=1')))
      const limited = answers.filter((a) => a.status === 429)
      expect(limited.length).toBeGreaterThanOrEqual(10)
      expect(answers.filter((a) => a.status === 200).length).toBe(20 - limited.length)
      expect(Number(limited[0].headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      expect(limited[0].body.error.code).toBe('rate_limited')
    } finally {
      await core.ok('POST', '/sandbox/rate-limit', { requests_per_second: null })
    }
    expect((await core.call('GET', '/customers?limit=1')).status).toBe(200)
  })
})
