/**
 * The demo client: Birch Bakery's fixed ids, a year of realistic activity that balances to the micro and comes out
 * the same on every first start for a given day, and the reset that brings it back.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { coreClient, usd } from '../../../../tests/banking-core-client.ts'
import { DEMO_ACCOUNTS, DEMO_COUNTERPARTIES, DEMO_CUSTOMER, DEMO_ORGANIZATION_ID } from './demo-ids.ts'
import { startCore } from './in-process.ts'

const root = mkdtempSync(path.join(tmpdir(), 'banking-core-demo-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const NOW = Date.parse('2026-11-23T12:00:00Z')
const dirFor = (name: string) => path.join(root, name)
const { operating, reserve } = DEMO_ACCOUNTS

/** What a person reads of the history (ids aside, which are random). */
const story = (entries: any[]) =>
  entries.map((e) => [
    e.account_id,
    e.transaction_type,
    e.layer,
    e.amount,
    e.description,
    e.updated_at,
    e.account_balance,
  ])

test('the demo customer has fixed ids and a balanced year of activity, the same on every first start', async () => {
  const a = await startCore({ dir: dirFor('a'), clock: () => NOW })
  const b = await startCore({ dir: dirFor('b'), clock: () => NOW })
  try {
    const core = coreClient(a.url)
    expect(await core.ok('GET', `/customers/${DEMO_CUSTOMER.id}`)).toMatchObject({
      external_id: DEMO_ORGANIZATION_ID,
      legal_name: 'Birch Bakery LLC',
      kyc_status: 'verified',
    })
    const accounts = (await core.ok('GET', `/accounts?customer_id=${DEMO_CUSTOMER.id}`)).data
    expect(accounts.map((x: any) => [x.id, x.name, x.type, x.account_number])).toEqual([
      [operating.id, 'Operating', 'Checking', operating.accountNumber],
      [reserve.id, 'Reserve', 'Savings', reserve.accountNumber],
    ])
    for (const x of accounts) expect(BigInt(x.balance)).toBeGreaterThan(BigInt(usd(10_000)))
    const payees = (await core.ok('GET', `/counterparties?customer_id=${DEMO_CUSTOMER.id}`)).data
    expect(payees.map((p: any) => p.id).sort()).toEqual(
      Object.values(DEMO_COUNTERPARTIES)
        .map((p) => p.id)
        .sort(),
    )

    const entries = (await core.all(`/entries?customer_id=${DEMO_CUSTOMER.id}`)).data
    const types = new Set(entries.map((e: any) => e.transaction_type))
    for (const t of [
      'ach_incoming_credit',
      'card_authorization',
      'card_settlement',
      'ach_push',
      'wire_out',
      'sweep',
      'interest',
      'fee',
    ])
      expect(types, t).toContain(t)
    expect(entries.length).toBeGreaterThan(900)
    expect(entries.some((e: any) => e.description === 'SYSCO FOODS CARD XXXX4821')).toBe(true)
    expect(entries[0].updated_at.slice(0, 10)).toBe('2025-11-23')
    expect(entries.at(-1).updated_at < new Date(NOW).toISOString()).toBe(true)
    // the bakery never overdraws, and everything balances over the whole core
    for (const e of entries) expect(BigInt(e.account_balance) >= 0n, e.description).toBe(true)
    expect((await core.ok('GET', '/sandbox/ledger')).settled_total).toBe('0')
    // each ended month has a statement whose figures add up, and a PDF
    const statements = (await core.ok('GET', `/accounts/${operating.id}/statements`)).data
    expect(statements).toHaveLength(12)
    for (const s of statements)
      expect(BigInt(s.opening_balance) + BigInt(s.total_credits) - BigInt(s.total_debits)).toBe(
        BigInt(s.closing_balance),
      )
    const pdf = await core.call('GET', `/statements/${statements[3].id}/pdf`)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-')

    const other = (await coreClient(b.url).all(`/entries?customer_id=${DEMO_CUSTOMER.id}`)).data
    expect(story(other)).toEqual(story(entries))
  } finally {
    await a.stop()
    await b.stop()
  }
})

test('reset brings back the demo alone; outside the test profile it needs force', async () => {
  const dev = await startCore({ dir: dirFor('dev'), clock: () => NOW, profile: 'dev' })
  try {
    const core = coreClient(dev.url)
    const fresh = await core.ok('GET', `/accounts/${operating.id}`)
    const mine = await core.funded(100)
    await core.transfer({
      customer_id: DEMO_CUSTOMER.id,
      type: 'sweep',
      from_account_id: operating.id,
      to_account_id: reserve.id,
      amount: usd(5),
    })
    const refused = await core.call('POST', '/sandbox/reset', {})
    expect(refused.status).toBe(403)
    expect(refused.body.error.code).toBe('reset_refused')
    expect((await core.call('POST', '/sandbox/reset', { force: true })).status).toBe(200)
    expect(await core.ok('GET', `/accounts/${operating.id}`)).toEqual(fresh)
    expect((await core.call('GET', `/customers/${mine.customer.id}`)).status).toBe(404)
  } finally {
    await dev.stop()
  }
})
