/**
 * Teller's shapes to ours, over payloads shaped like Teller's documented examples: cents exact from decimal strings
 * (no float on the way), money in positive whatever the account type, micros for balances; and the Teller-Signature
 * check. Pure: no stack needed.
 */
import assert from 'node:assert/strict'
import { decimalToUnits, tellerAmountCents, ZTellerTransaction } from '../../../shared/schemas/teller.ts'
import { toBalance, toProviderTransaction } from './transform.ts'
import { verifyTellerSignature } from './verify-teller-signature.ts'
import { hmacSha256 } from '../webhooks/hmac.ts'

const txn = (over: Record<string, unknown> = {}) =>
  ZTellerTransaction.parse({
    details: {
      processing_status: 'complete',
      category: 'dining',
      counterparty: { type: 'organization', name: 'BLUE BOTTLE COFFEE' },
    },
    running_balance: '1190.55',
    description: 'BLUE BOTTLE #123',
    id: 'txn_oiluj93igokseo0i3a000',
    date: '2024-03-04',
    account_id: 'acc_oiin624kqjrg2mp2ea000',
    links: {
      self: 'https://api.teller.io/accounts/acc_x/transactions/txn_x',
      account: 'https://api.teller.io/accounts/acc_x',
    },
    amount: '-4.15',
    type: 'card_payment',
    status: 'posted',
    ...over,
  })

const target = (accountType: 'depository' | 'credit') => ({
  organizationId: '10000000-0000-4000-8000-000000000001',
  connectionId: '20000000-0000-4000-8000-000000000001',
  bankAccountId: '30000000-0000-4000-8000-000000000001',
  accountType,
  currency: 'USD',
})

Deno.test('decimal strings become exact minor units, never through a float', () => {
  assert.equal(decimalToUnits('0.29', 2), 29n)
  assert.equal(decimalToUnits('-86.46', 2), -8646n)
  assert.equal(decimalToUnits('1200', 2), 120000n)
  assert.equal(decimalToUnits('1200.5', 2), 120050n)
  // 0.1 + 0.2 style traps: 4.35 * 100 is 434.99999999999994 as a float
  assert.equal(decimalToUnits('4.35', 2), 435n)
  assert.equal(decimalToUnits('9999999999999.99', 2), 999999999999999n)
  assert.equal(decimalToUnits('28575.02', 6), 28_575_020_000n)
  assert.equal(decimalToUnits('-0.01', 6), -10_000n)
  assert.throws(() => decimalToUnits('1.234', 2), /More than two decimals/)
  assert.throws(() => decimalToUnits('1e3', 2), /Not a decimal amount/)
  assert.throws(() => decimalToUnits('', 2), /Not a decimal amount/)
})

Deno.test("Teller's signs become ours: money in positive for a bank account and for a card", () => {
  // depository: Teller already signs money leaving the account negative
  assert.equal(tellerAmountCents('-4.15', 'depository'), -415n)
  assert.equal(tellerAmountCents('2500.00', 'depository'), 250000n)
  // credit card: Teller signs a purchase positive (the balance owed grows); for the business it is money out
  assert.equal(tellerAmountCents('139.43', 'credit'), -13943n)
  assert.equal(tellerAmountCents('-812.20', 'credit'), 81220n)
})

Deno.test('a Teller transaction becomes a provider_transactions row with its raw payload', () => {
  const t = txn()
  const row = toProviderTransaction(t, target('depository'))
  assert.equal(row.provider, 'teller')
  assert.equal(row.transaction_id, 'txn_oiluj93igokseo0i3a000')
  assert.equal(row.total_amount_cents, '-415')
  assert.equal(row.status, 'posted')
  assert.equal(row.pending, false)
  assert.equal(row.transaction_effective_time, '2024-03-04T00:00:00Z')
  assert.equal(row.description, 'BLUE BOTTLE #123')
  assert.equal(row.vendor, 'BLUE BOTTLE COFFEE')
  assert.deepEqual(row.category, ['dining'])
  assert.deepEqual(row.counterparties, [{ name: 'BLUE BOTTLE COFFEE', type: 'organization' }])
  assert.deepEqual(row.raw, t)

  const pending = toProviderTransaction(
    txn({ status: 'pending', running_balance: null, amount: '139.43', details: { processing_status: 'pending' } }),
    target('credit'),
  )
  assert.equal(pending.pending, true)
  assert.equal(pending.total_amount_cents, '-13943')
  assert.equal(pending.vendor, null)
  assert.deepEqual(pending.category, [])
  assert.deepEqual(pending.counterparties, [])
})

Deno.test('balances become micros; a missing figure stays null', () => {
  const b = toBalance({ account_id: 'acc_x', ledger: '28575.02', available: null }, 'USD')
  assert.equal(b.current_micros, '28575020000')
  assert.equal(b.available_micros, null)
  assert.equal(b.iso_currency_code, 'USD')
})

Deno.test('a malformed Teller amount is refused at the edge', () => {
  assert.equal(ZTellerTransaction.safeParse({ ...txn(), amount: '4,15' }).success, false)
  assert.equal(ZTellerTransaction.safeParse({ ...txn(), amount: 4.15 }).success, false)
})

Deno.test('Teller-Signature: any v1 of t=<ts> over "<ts>.<body>" within 5 minutes', () => {
  const secret = 'whsec_teller_test'
  const body = '{"id":"wh_1","type":"webhook.test","payload":{},"timestamp":"2024-01-01T00:00:00Z"}'
  const now = 1_700_000_000_000
  const t = String(now / 1000)
  const sig = (s: string, ts = t, b = body) => hmacSha256(s, `${ts}.${b}`, 'hex')
  verifyTellerSignature({ body, header: `t=${t},v1=${sig(secret)}`, secret, now })
  // during a rotation Teller signs with every live secret
  verifyTellerSignature({ body, header: `t=${t},v1=${sig('old-secret')},v1=${sig(secret)}`, secret, now })
  const refused =
    (header: string | undefined, b = body) =>
    () =>
      verifyTellerSignature({ body: b, header, secret, now })
  assert.throws(refused(undefined), /header is missing/)
  assert.throws(refused(`v1=${sig(secret)}`), /not t=<timestamp>,v1=<signature>/)
  assert.throws(refused(`t=${t},v1=${sig('forged')}`), /does not match/)
  assert.throws(refused(`t=${t},v1=${sig(secret)}`, body.replace('wh_1', 'wh_2')), /does not match/)
  const old = String(now / 1000 - 301)
  assert.throws(refused(`t=${old},v1=${sig(secret, old)}`), /outside the 5-minute tolerance/)
})
