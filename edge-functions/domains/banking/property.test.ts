/**
 * The property test: random sequences of deposits, book transfers and ACH payments through the product API, with
 * settlements, returns and card holds at the sandbox core. After each sync every account's balance equals the sum of
 * its settled entries in banking_entries, the core's balance and a model of what was done; money is conserved across
 * the accounts (transfers between them net to zero, the total moves only by what came in or went out), and the books
 * hold one live provider transaction per settled entry, to the cent. Seeded, so a failure replays.
 */
import { closeFixtureSql, opts } from '../../_testing/api.ts'
import {
  addPayee,
  balances,
  bankingOrg,
  book,
  coreAccountId,
  fixtureSql,
  pay,
  syncNow,
} from '../../_testing/banking.ts'
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { microsToCents } from '../../../shared/rules/banking.ts'
import { rng } from '../../../shared/rules/seeded-random.ts'
import { CoreApiError, coreClient } from './core-client.ts'

const M = 1_000_000n
const SEED = Number(Deno.env.get('BANKING_PROPERTY_SEED') ?? 20261124)

Deno.test(
  { name: `banking: balances equal settled entries over random sequences (seed ${SEED})`, ...opts },
  async () => {
    const b = await bankingOrg()
    const core = coreClient()
    const sql = fixtureSql()
    const payee = await addPayee(b)
    const rand = rng(SEED)
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]
    // amounts the core reports with odd micros, so the carrying of fractions of a cent is exercised; the product's
    // own payments are whole cents (a fraction of one is refused at the field)
    const amount = (maxDollars: number) =>
      BigInt(Math.floor(rand() * maxDollars) + 1) * M + BigInt(Math.floor(rand() * 1_000_000))
    const cents = (maxDollars: number) => (amount(maxDollars) / 10_000n) * 10_000n
    const accounts = [b.operating, b.reserve]
    const model = new Map<string, bigint>(accounts.map((a) => [a, 0n]))
    const add = (a: string, x: bigint) => model.set(a, model.get(a)! + x)
    let external = 0n
    const pendingAch = new Map<string, bigint>()
    const settledAch = new Map<string, bigint>()
    const holds = new Map<string, bigint>()
    const done: Record<string, number> = {}

    const steps: Record<string, () => Promise<boolean>> = {
      fund: async () => {
        const a = pick(accounts)
        const x = amount(800)
        await core.sandbox.fund({ account_id: await coreAccountId(a), amount: x.toString() })
        add(a, x)
        external += x
        return true
      },
      book: async () => {
        const from = pick(accounts)
        const to = accounts.find((a) => a !== from)!
        const x = cents(400)
        const r = await pay(b.people.ou, b.org, book(from, to, x))
        if (r.status !== 201) return false
        assert.equal(r.body.status, 'settled')
        add(from, -x)
        add(to, x)
        return true
      },
      ach: async () => {
        const x = cents(200)
        const r = await pay(b.people.ou, b.org, {
          fromAccountId: b.operating,
          rail: 'ach',
          counterpartyId: payee,
          amountMicros: x.toString(),
        })
        if (r.status !== 201) return false
        pendingAch.set(r.body.coreTransferId, x)
        return true
      },
      settle: async () => {
        await core.sandbox.settle({})
        for (const [id, x] of pendingAch) {
          add(b.operating, -x)
          external -= x
          settledAch.set(id, x)
        }
        pendingAch.clear()
        return true
      },
      returnAch: async () => {
        const pending = pendingAch.size > 0 && rand() < 0.5
        const from = pending ? pendingAch : settledAch
        if (from.size === 0) return false
        const [id, x] = pick([...from])
        await core.sandbox.returnTransfer({ transfer_id: id })
        from.delete(id)
        if (!pending) {
          add(b.operating, x)
          external += x
        }
        return true
      },
      hold: async () => {
        try {
          const t = await core.sandbox.card({
            action: 'authorize',
            account_id: await coreAccountId(b.operating),
            amount: amount(60).toString(),
            merchant: 'Corner Cafe',
          })
          holds.set(t.id!, BigInt(t.amount))
          return true
        } catch (e) {
          if (e instanceof CoreApiError && e.status === 422) return false
          throw e
        }
      },
      finishHold: async () => {
        if (holds.size === 0) return false
        const [id, x] = pick([...holds])
        holds.delete(id)
        if (rand() < 0.3) {
          await core.sandbox.card({ action: 'release', transfer_id: id })
          return true
        }
        const captured = x - BigInt(Math.floor(rand() * Number(x / 2n)))
        await core.sandbox.card({ action: 'settle', transfer_id: id, amount: captured.toString() })
        add(b.operating, -captured)
        external -= captured
        return true
      },
    }
    const weights: [string, number][] = [
      ['fund', 3],
      ['book', 5],
      ['ach', 3],
      ['settle', 1],
      ['returnAch', 1],
      ['hold', 2],
      ['finishHold', 2],
    ]
    const total = weights.reduce((s, [, w]) => s + w, 0)
    const next = () => {
      let r = rand() * total
      for (const [name, w] of weights) {
        r -= w
        if (r < 0) return name
      }
      return weights[0][0]
    }

    const check = async (round: number) => {
      await syncNow(b.connectionId)
      const rows = await balances(b.org)
      let sum = 0n
      for (const a of rows) {
        const at = await core.getAccount(a.core_account_id)
        assert.equal(a.balance, a.settled, `round ${round}: balance equals the settled entries of ${a.id}`)
        assert.equal(a.balance, at.balance, `round ${round}: the product's balance is the core's`)
        assert.equal(a.available, at.available_balance, `round ${round}: available is the core's`)
        assert.equal(BigInt(a.balance), model.get(a.id), `round ${round}: the model agrees (${JSON.stringify(done)})`)
        sum += BigInt(a.balance)
      }
      assert.equal(sum, external, `round ${round}: the total moved only by money in and out`)
      const [net] =
        await sql`select coalesce(sum(case transaction_direction when 'Credit' then amount_micros else -amount_micros end), 0)::text as n
      from public.banking_entries where organization_id = ${b.org} and layer = 'Settled'
        and transaction_type in ('book_transfer_in', 'book_transfer_out')`
      assert.equal(net.n, '0', `round ${round}: transfers between the accounts net to zero`)
      const settled = await sql`select amount_micros::text, transaction_direction from public.banking_entries
      where organization_id = ${b.org} and layer = 'Settled'`
      const [books] = await sql`select count(*)::int as n, coalesce(sum(total_amount_cents), 0)::text as cents
      from public.provider_transactions where organization_id = ${b.org} and provider = 'bank' and deleted_at is null`
      assert.equal(books.n, settled.length, `round ${round}: one live provider transaction per settled entry`)
      // every account started at zero: its entries' booked cents add up to its balance in cents, to the cent
      const bank = rows.reduce((s, a) => s + microsToCents(BigInt(a.balance)), 0n)
      assert.equal(books.cents, bank.toString(), `round ${round}: the books equal the bank to the cent`)
      const [links] =
        await sql`select count(*)::int as n from public.entry_links where organization_id = ${b.org} and source = 'bank_app'`
      assert.ok(links.n >= settled.length, `round ${round}: every settled entry has its entry link`)
      const [wrong] = await sql`select count(*)::int as n from public.entry_links l
        join public.banking_entries e on e.core_entry_id = l.external_id
        where l.organization_id = ${b.org} and l.source = 'bank_app'
          and l.transaction_direction is distinct from e.transaction_direction`
      assert.equal(wrong.n, 0, `round ${round}: every entry link has its entry's direction`)
      const ledger = await core.sandbox.ledger()
      assert.equal(ledger.settled_total, '0', 'the core itself conserves money')
    }

    for (let round = 1; round <= 4; round++) {
      for (let i = 0; i < 25; i++) {
        const name = next()
        if (await steps[name]()) done[name] = (done[name] ?? 0) + 1
      }
      await check(round)
    }
    for (const name of ['fund', 'book', 'ach', 'settle', 'hold', 'finishHold'])
      assert.ok(done[name] > 0, `${name} happened`)
  },
)

Deno.test({ name: 'banking: close connections', ...opts }, async () => {
  await closeDb()
  await closeFixtureSql()
})
