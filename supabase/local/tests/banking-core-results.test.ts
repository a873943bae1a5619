/**
 * The test-data table of docs/banking-core.md: each non-Success entry result comes back, deterministically, for the
 * request the table names, as 422 with the Transfer (status Rejected, entries on the Rejected layer), and nothing
 * moved: the account's balances and its entry versions are as before.
 */
import { randomUUID } from 'node:crypto'
import { expect, test } from 'vitest'
import { ENTRY_RESULTS, type TEntryResult } from '../../../shared/rules/banking.ts'
import { functionEnv } from '../src/stack.ts'
import { coreClient, usd } from './banking-core-client.ts'
import { cfg } from './helpers.ts'

const core = coreClient(functionEnv(cfg).BANKING_CORE_API_URL)

type Setup = Awaited<ReturnType<typeof core.funded>>
type Case = {
  arrange?: (s: Setup) => Promise<unknown>
  body: (s: Setup, extra: any) => Record<string, unknown>
  key?: string
}

const push = (s: Setup, amount = usd(10)) => ({
  customer_id: s.customer.id,
  type: 'ach_push',
  from_account_id: s.checking.id,
  counterparty_id: s.payee.id,
  amount,
})

const CASES: Record<Exclude<TEntryResult, 'Success'>, Case> = {
  InsufficientFunds: { body: (s) => push(s, usd('100.000001')) },
  AccountNotFound: { body: (s) => ({ ...push(s), from_account_id: randomUUID() }) },
  AccountClosed: {
    arrange: async (s) => {
      await core.ok('POST', `/accounts/${s.savings.id}/close`)
    },
    body: (s) => ({ ...push(s), type: 'book_transfer_out', counterparty_id: undefined, to_account_id: s.savings.id }),
  },
  AccountSuspended: {
    arrange: async (s) => {
      await core.ok('POST', '/sandbox/suspend', { account_id: s.checking.id })
    },
    body: (s) => push(s),
  },
  InvalidAccountType: {
    arrange: async (s) => ({ lending: await core.newAccount(s.customer.id, 'Lending') }),
    body: (s, x) => ({ ...push(s), from_account_id: x.lending.id }),
  },
  CurrencyMismatch: { body: (s) => ({ ...push(s), currency: 'EUR' }) },
  AmountExceedsLimit: { body: (s) => ({ ...push(s, usd('500000.01')), type: 'fednow_out' }) },
  DuplicateEntry: {
    arrange: async (s) => {
      await core.transfer(push(s, usd(1)), 'results-duplicate-key')
    },
    key: 'results-duplicate-key',
    body: (s) => push(s, usd(2)),
  },
  ComplianceHold: { body: (s) => push(s, usd('7777.77')) },
  SanctionsBlocked: {
    arrange: async (s) => ({ payee: await core.newCounterparty(s.customer.id, { name: 'Sanctioned Trading Co' }) }),
    body: (s, x) => ({ ...push(s), counterparty_id: x.payee.id }),
  },
  KycIncomplete: {
    arrange: async (s) => {
      await core.ok('POST', '/sandbox/kyc', { customer_id: s.customer.id, kyc_status: 'review' })
    },
    body: (s) => push(s),
  },
  ExternalProcessorError: {
    arrange: async (s) => ({ payee: await core.newCounterparty(s.customer.id, { routing: '999999992' }) }),
    body: (s, x) => ({ ...push(s), type: 'wire_out', counterparty_id: x.payee.id }),
  },
  LedgerMismatch: { body: (s) => push(s, usd('6666.66')) },
  UnauthorizedAccess: {
    arrange: async () => ({ stranger: await core.newCustomer() }),
    body: (s, x) => ({ ...push(s), customer_id: x.stranger.id }),
  },
  InternalError: {
    body: (s) => ({
      ...push(s, usd('5555.55')),
      type: 'book_transfer_out',
      counterparty_id: undefined,
      to_account_id: s.savings.id,
    }),
  },
  ReviewRequired: { body: (s) => ({ ...push(s, usd('8888.88')), type: 'rtp_out' }) },
}

test('the table covers every entry result but Success', () => {
  expect(Object.keys(CASES).sort()).toEqual(ENTRY_RESULTS.filter((r) => r !== 'Success').sort())
})

for (const [result, c] of Object.entries(CASES)) {
  test(`${result}: refused with 422, nothing moved`, async () => {
    const s = await core.funded(100)
    const extra = (await c.arrange?.(s)) ?? {}
    const before = await core.ok('GET', `/accounts/${s.checking.id}`)
    const versions = (await core.all(`/entries?account_id=${s.checking.id}`)).data.length
    const answer = await core.transfer(c.body(s, extra), c.key ?? randomUUID())
    expect(answer.status).toBe(422)
    expect(answer.body).toMatchObject({ status: 'Rejected', entry_result: result })
    for (const e of answer.body.entries)
      expect(e).toMatchObject({ layer: 'Rejected', entry_result: result, sequence: 0 })
    const after = await core.ok('GET', `/accounts/${s.checking.id}`)
    expect([after.balance, after.available_balance]).toEqual([before.balance, before.available_balance])
    expect((await core.all(`/entries?account_id=${s.checking.id}`)).data).toHaveLength(versions)
    expect(await core.ok('GET', `/transfers/${answer.body.id}`)).toEqual(answer.body)
  })
}

test('Success: the same request without a trigger moves money', async () => {
  const s = await core.funded(100)
  const answer = await core.transfer(push(s, usd('99.99')))
  expect([answer.status, answer.body.entry_result, answer.body.status]).toEqual([201, 'Success', 'Pending'])
  expect((await core.ok('GET', `/accounts/${s.checking.id}`)).available_balance).toBe(usd('0.01'))
})

test('a refusal shows the requester only its own account', async () => {
  const s = await core.funded(100)
  const stranger = await core.funded(100)
  const answer = await core.transfer({ ...push(s), from_account_id: stranger.checking.id })
  expect(answer.body.entry_result).toBe('UnauthorizedAccess')
  expect(answer.body.entries).toEqual([])
  const short = await core.transfer(push(s, usd(101)))
  expect(short.body.entries.map((e: any) => [e.account_id, e.account_balance])).toEqual([[s.checking.id, usd(100)]])
})
