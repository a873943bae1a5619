/**
 * Property test of the core's ledger over HTTP: a few hundred random steps (seeded, so a failure replays) of book
 * transfers, ACH push and pull, wires, returns, card holds with their settlement or release, fees, interest and
 * settlements. After every step, reading the entry versions from the last cursor:
 * - every version's account_balance / account_available_balance is what the versions before it add up to;
 * - every account's balance is the sum of its settled entries, and available = balance − pending debits − holds;
 * - the settled sum over all accounts, clearing accounts included, is zero, to the micro;
 * - a refused request moved nothing, and each accepted one is a Debit and a Credit of the same amount.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type CoreClient, coreClient, usd } from '../../../../tests/banking-core-client.ts'
import { startCore } from './in-process.ts'

let server: Awaited<ReturnType<typeof startCore>>
let dir: string
let core: CoreClient
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'banking-core-property-'))
  server = await startCore({ dir })
  core = coreClient(server.url)
})
afterAll(async () => {
  await server?.stop()
  rmSync(dir, { recursive: true, force: true })
})

/** mulberry32: a small seeded generator, so a failing seed replays the same steps. */
function prng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Sums = { settled: bigint; pendingDebits: bigint; held: bigint }
const zero = (): Sums => ({ settled: 0n, pendingDebits: 0n, held: 0n })

/** What the entry versions say, rebuilt version by version from /entries (checked against each snapshot). */
class Replica {
  latest = new Map<string, any>()
  sums = new Map<string, Sums>()
  cursor: string | null = null
  lastSeq = 0

  private count(v: any, sign: 1n | -1n) {
    const s = this.sums.get(v.account_id) ?? zero()
    this.sums.set(v.account_id, s)
    const amount = BigInt(v.amount) * sign
    if (v.layer === 'Settled') s.settled += v.transaction_direction === 'Credit' ? amount : -amount
    else if (v.layer === 'Pending' && v.transaction_direction === 'Debit') s.pendingDebits += amount
    else if (v.layer === 'Encumbrance' && v.transaction_direction === 'Debit') s.held += amount
  }

  async sync() {
    for (;;) {
      const page = await core.ok('GET', `/entries?limit=250${this.cursor ? `&cursor=${this.cursor}` : ''}`)
      for (const v of page.data) {
        expect(v.sequence).toBeGreaterThan(this.lastSeq)
        this.lastSeq = v.sequence
        const before = this.latest.get(v.id)
        if (before) this.count(before, -1n)
        this.count(v, 1n)
        this.latest.set(v.id, v)
        const s = this.sums.get(v.account_id)!
        expect(BigInt(v.account_balance)).toBe(s.settled)
        expect(BigInt(v.account_available_balance)).toBe(s.settled - s.pendingDebits - s.held)
      }
      this.cursor = page.next_cursor
      if (!page.has_more) return
    }
  }
}

test('balances are the sum of settled entries and money is conserved over random sequences', async () => {
  const rand = prng(Number(process.env.BANKING_PROPERTY_SEED ?? 16_2026))
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]
  const a = await core.funded(5_000)
  const b = await core.funded(2_000)
  const mine = [a.checking, a.savings, await core.newAccount(a.customer.id, 'Checking', 'Payroll')]
  const accounts = [...mine, b.checking]
  const payees = [a.payee, await core.newCounterparty(a.customer.id, { name: 'Second Payee LLC' })]
  const returnable: string[] = []
  const holds: string[] = []
  const replica = new Replica()
  const balanceOf = async (id: string) => BigInt((await core.ok('GET', `/accounts/${id}`)).available_balance)
  /** up to 120% of what is available (so some are refused), sometimes a few micros */
  const amountFor = async (id: string) => {
    if (rand() < 0.1) return String(1 + Math.floor(rand() * 999))
    const avail = await balanceOf(id)
    const top = avail > 0n ? (avail * 12n) / 10n : 1_000_000n
    return String(1n + BigInt(Math.floor(rand() * Number(top))))
  }
  let refusals = 0
  let moved = 0

  for (let step = 0; step < 300; step++) {
    const op = rand()
    const from = pick(mine)
    let answer: Awaited<ReturnType<CoreClient['call']>> | null = null
    if (op < 0.2) {
      const to = pick(accounts.filter((x) => x.id !== from.id))
      answer = await core.transfer({
        customer_id: a.customer.id,
        type: 'book_transfer_out',
        from_account_id: from.id,
        to_account_id: to.id,
        amount: await amountFor(from.id),
      })
    } else if (op < 0.45) {
      const type = pick(['ach_push', 'ach_pull', 'wire_out', 'rtp_out'])
      answer = await core.transfer({
        customer_id: a.customer.id,
        type,
        from_account_id: from.id,
        counterparty_id: pick(payees).id,
        amount: await amountFor(from.id),
      })
      if (answer.status === 201 && type.startsWith('ach')) returnable.push(answer.body.id)
    } else if (op < 0.55 && returnable.length) {
      const r = await core.call('POST', '/sandbox/return', { transfer_id: pick(returnable) })
      expect([200, 409]).toContain(r.status)
    } else if (op < 0.7) {
      answer = await core.call('POST', '/sandbox/card', {
        action: 'authorize',
        account_id: from.id,
        amount: await amountFor(from.id),
        merchant: 'Test Merchant',
      })
      if (answer.status === 201) holds.push(answer.body.id)
    } else if (op < 0.8 && holds.length) {
      const id = holds.splice(Math.floor(rand() * holds.length), 1)[0]
      const settle = rand() < 0.7
      const r = await core.call('POST', '/sandbox/card', {
        action: settle ? 'settle' : 'release',
        transfer_id: id,
        ...(settle && rand() < 0.3 ? { amount: String(1 + Math.floor(rand() * 50_000_000)) } : {}),
      })
      expect(r.status).toBe(200)
      expect(r.body.status).toBe(settle ? 'Settled' : 'Failed')
    } else if (op < 0.88) {
      answer = await core.call('POST', '/sandbox/post', {
        account_id: pick(accounts).id,
        type: pick(['fee', 'interest', 'wire_in', 'check_deposit']),
        amount: String(1 + Math.floor(rand() * 40_000_000)),
      })
    } else if (op < 0.94) {
      answer = await core.call('POST', '/sandbox/fund', {
        account_id: pick(mine).id,
        amount: usd(Math.floor(rand() * 900) + 1),
      })
    } else {
      await core.ok('POST', '/sandbox/settle', {})
    }

    if (answer) {
      if (answer.status === 422) {
        refusals++
        expect(answer.body.status).toBe('Rejected')
        for (const e of answer.body.entries) expect(e.layer).toBe('Rejected')
      } else {
        expect(answer.status).toBe(201)
        moved++
        const [x, y] = answer.body.entries
        expect(answer.body.entries).toHaveLength(2)
        expect(x.amount).toBe(y.amount)
        expect(new Set([x.transaction_direction, y.transaction_direction])).toEqual(new Set(['Credit', 'Debit']))
      }
    }

    await replica.sync()
    let total = 0n
    for (const acct of (await core.all('/accounts')).data) {
      const s = replica.sums.get(acct.id) ?? zero()
      expect(BigInt(acct.balance), `${acct.name} balance at step ${step}`).toBe(s.settled)
      expect(BigInt(acct.available_balance), `${acct.name} available at step ${step}`).toBe(
        s.settled - s.pendingDebits - s.held,
      )
      total += BigInt(acct.balance)
    }
    expect(total, `sum over all accounts at step ${step}`).toBe(0n)
  }
  // the sequence exercised both paths
  expect(refusals).toBeGreaterThan(10)
  expect(moved).toBeGreaterThan(100)
}, 120_000)
