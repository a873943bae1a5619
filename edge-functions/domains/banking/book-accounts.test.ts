/**
 * The bank's own accounts in the books (issue 30 item 3): the banking sync makes each open deposit account a Bank
 * account of the organization's chart, once, and a banking line categorised later is posted from that account rather
 * than from whichever Bank account the chart lists first.
 */
import assert from 'node:assert/strict'
import { call, closeFixtureSql, opts } from '../../_testing/api.ts'
import { bankingOrg, fixtureSql, fund, syncNow } from '../../_testing/banking.ts'
import { asService, closeDb } from '../../_shared/db.ts'
import { createBuiltinLedger } from '../ledger/builtin-ledger.ts'

const M = 1_000_000n

Deno.test({ name: 'banking: the bank’s own accounts are accounts of the books', ...opts }, async (t) => {
  const sql = fixtureSql()
  const b = await bankingOrg()
  const booked = () => sql`select k.banking_account_id, k.account_chart_id, k.account_chart_name,
      a.account_type as banking_type, l.account_type, l.account_sub_type, l.name
    from public.banking_account_books k
    join public.banking_accounts a on a.id = k.banking_account_id
    join public.ledger_accounts l on l.organization_id = k.organization_id and l.id::text = k.account_chart_id
    where k.organization_id = ${b.org} order by a.account_type`

  await t.step('the first sync books each open account once, by its name and last four digits', async () => {
    const rows = await booked()
    assert.deepEqual(
      rows.map((r) => [r.banking_type, r.account_type, r.account_sub_type]),
      [
        ['Checking', 'Bank', 'Checking'],
        ['Savings', 'Bank', 'Savings'],
      ],
    )
    for (const r of rows) assert.match(r.name, /^.+ ••\d{4}$/)
    await syncNow(b.connectionId)
    await syncNow(b.connectionId)
    assert.equal((await booked()).length, 2, 'a later sync books nothing twice')
    const [{ n }] = await sql`select count(*)::int as n from public.ledger_accounts
      where organization_id = ${b.org} and account_type = 'Bank'`
    assert.equal(n, 2, 'no second chart account for the same bank account')
  })

  await t.step('a categorised banking line is posted from its own account in the books', async () => {
    // a Bank account of the chart listed before the banking ones: the line must not be posted from it
    const sales = await asService(async (tx) => {
      const ledger = createBuiltinLedger({ orgId: b.org, tx })
      await ledger.createAccount({ Name: '1000 Petty Cash', AccountType: 'Bank', AccountSubType: 'CashOnHand' })
      return await ledger.createAccount({ Name: '4000 Sales', AccountType: 'Income' })
    })
    await fund(b, b.operating, 250n * M)
    const base = `/organizations/${b.org}/categorisation`
    const run = await call(b.people.bk, 'POST', `${base}/run`)
    assert.equal(run.status, 200, JSON.stringify(run.body))
    const lines = await call(b.people.bk, 'GET', `${base}/lines`)
    const line = lines.body.lines.find((l: { amountCents: number }) => l.amountCents === 25_000)
    assert.ok(line, JSON.stringify(lines.body.lines))
    const decided = await call(b.people.bk, 'POST', `${base}/lines/${line.id}/decision`, { accountId: sales.Id })
    assert.equal(decided.status, 200, JSON.stringify(decided.body))
    const [operating] = (await booked()).filter((r) => r.banking_account_id === b.operating)
    const legs = await sql`select l.name, p.amount_cents::int as cents from public.ledger_postings p
      join public.ledger_accounts l on l.organization_id = p.organization_id and l.id = p.account_id
      where p.organization_id = ${b.org} and p.basis <> 2 order by p.amount_cents`
    assert.deepEqual(
      legs.map((l) => [l.name, l.cents]),
      [
        ['4000 Sales', -25_000],
        [operating.name, 25_000],
      ],
    )
  })

  await closeDb()
  await closeFixtureSql()
})
