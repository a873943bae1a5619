/**
 * The built-in ledger's transaction groups, added up in SQL, are exactly the groups the transaction detail by account
 * report gives (how an external ledger answers them): random books with every kind, names on transactions and on
 * lines, credit-normal accounts and accrual-only and cash-only postings, on both methods.
 */
import assert from 'node:assert/strict'
import { asService, closeDb } from '../../_shared/db.ts'
import { rng } from '../../../shared/ledger/random-ledger.ts'
import { runBuiltinReport } from './run-report.ts'
import { builtinTransactionGroups, reportTransactionGroups } from './transaction-groups.ts'

const opts = { sanitizeOps: false, sanitizeResources: false }
const KINDS = ['Purchase', 'Deposit', 'JournalEntry', 'Bill', 'Invoice', 'Payment', 'BillPayment']
const TYPES = ['Bank', 'Expense', 'Income', 'Credit Card', 'Accounts Payable', 'Other Current Asset', 'Equity']

Deno.test('transaction groups in SQL equal the groups of the detail report', opts, async () => {
  await asService(async (tx) => {
    const [{ id: org }] = await tx`insert into public.organizations (legal_name) values ('Groups Co') returning id`
    const accounts = await tx`insert into public.ledger_accounts (organization_id, name, account_type)
      select ${org}, t || ' ' || g, t from unnest(${TYPES}::text[]) t, generate_series(1, 2) g returning id`
    const names = await tx`insert into public.ledger_names (organization_id, kind, display_name)
      select ${org}, 'vendor', v from unnest(array['Acme Paper', 'Delta', 'Figma']) v returning id`
    const r = rng(20261124)
    const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]
    for (let i = 0; i < 400; i++) {
      const date = `2026-${r() < 0.5 ? '09' : '10'}-${String(1 + Math.floor(r() * 28)).padStart(2, '0')}`
      const cents = 1 + Math.floor(r() * 500_000)
      const basis = pick([0, 0, 0, 1, 2])
      const [t] =
        await tx`insert into public.ledger_transactions (organization_id, kind, txn_date, name_id, total_cents, body)
        values (${org}, ${pick(KINDS)}, ${date}, ${r() < 0.6 ? pick(names).id : null}, ${cents}, '{}') returning id`
      await tx`insert into public.ledger_postings (organization_id, transaction_id, line_id, account_id, amount_cents, basis, txn_date, name_id)
        values (${org}, ${t.id}, 'H', ${pick(accounts).id}, ${-cents}, ${basis}, ${date}, null),
               (${org}, ${t.id}, '1', ${pick(accounts).id}, ${cents}, ${basis}, ${date}, ${r() < 0.3 ? pick(names).id : null})`
    }
    const key = (g: { accountId: string | null; name: string; type: string }) => `${g.accountId}|${g.name}|${g.type}`
    const sorted = <T extends { accountId: string | null; name: string; type: string }>(gs: T[]) =>
      [...gs].sort((a, b) => key(a).localeCompare(key(b)))
    for (const method of ['Accrual', 'Cash'] as const) {
      const range = { start: '2026-09-01', currentStart: '2026-10-01', end: '2026-10-31', method }
      const fromSql = await builtinTransactionGroups(tx, String(org), range)
      const fromReport = await reportTransactionGroups(
        (name, params) => runBuiltinReport({ q: tx, orgId: String(org), name, params }),
        range,
      )
      assert.ok(fromSql.length > 20, `${method}: a spread of groups (${fromSql.length})`)
      assert.deepEqual(sorted(fromSql), sorted(fromReport), method)
    }
    throw new Rollback()
  }).catch((e) => {
    if (!(e instanceof Rollback)) throw e
  })
  await closeDb()
})

class Rollback extends Error {}
