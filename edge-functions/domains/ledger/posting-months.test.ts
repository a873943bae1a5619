/**
 * The monthly totals (ledger_posting_months) stay equal to the postings they sum through inserts, edits and deletes,
 * and report buckets read through them equal the buckets summed from every posting, for random ranges (whole and
 * partial months, to the end or within the range, every column unit and both methods).
 */
import assert from 'node:assert/strict'
import { closeDb, db } from '../../_shared/db.ts'
import { addDays, fiscalYearStart } from '../../../shared/ledger/index.ts'
import { loadEntries } from './run-report.ts'

const UNITS: Record<string, string> = { Total: 'total', Month: 'month', Week: 'week', Quarter: 'quarter', Year: 'year' }

Deno.test({ name: 'ledger monthly totals', sanitizeOps: false, sanitizeResources: false }, async (t) => {
  const sql = db()
  let seed = 7
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed / 2147483648
  }
  const [{ id: org }] =
    await sql`insert into public.organizations (legal_name) values ('Monthly Totals Co') returning id`
  try {
    const accounts = await sql`insert into public.ledger_accounts (organization_id, name, account_type)
      select ${org}, 'Account ' || g, (array['Bank', 'Income', 'Expense', 'Equity'])[1 + g % 4]
      from generate_series(1, 6) g returning id`
    const day = () => addDays('2024-01-01', Math.floor(rnd() * 731))
    const txns = await sql`insert into public.ledger_transactions (organization_id, kind, txn_date, source)
      select ${org}, 'JournalEntry', d::date, 'bench' from unnest(${Array.from({ length: 300 }, day)}::text[]) d
      returning id, txn_date::text`
    const legs = txns.flatMap((x): (string | number)[][] => {
      const a = Math.floor(rnd() * 100000) - 30000
      const basis = Math.floor(rnd() * 3)
      return [
        [x.id, '1', accounts[Math.floor(rnd() * 6)].id, a, basis, x.txn_date],
        [x.id, '2', accounts[Math.floor(rnd() * 6)].id, -a, basis, x.txn_date],
      ]
    })
    const postings = (rows: (string | number)[][]) => sql`
      insert into public.ledger_postings (organization_id, transaction_id, line_id, account_id, amount_cents, basis, txn_date)
      select ${org}, t, l, a, c, b, d::date
      from unnest(${rows.map((r) => r[0])}::bigint[], ${rows.map((r) => r[1])}::text[], ${rows.map((r) => r[2])}::bigint[],
        ${rows.map((r) => r[3])}::bigint[], ${rows.map((r) => r[4])}::smallint[], ${rows.map((r) => r[5])}::text[]) as x(t, l, a, c, b, d)`
    await sql.begin(async (tx) => {
      await tx`set constraints all deferred`
      await postings(legs)
    })

    const differences = async () =>
      await sql`
        with truth as (
          select date_trunc('month', txn_date)::date as month, account_id, basis, sum(amount_cents)::bigint as amount,
            count(*)::int as n
          from public.ledger_postings where organization_id = ${org} group by 1, 2, 3),
        kept as (select month, account_id, basis, amount_cents as amount, postings as n
          from public.ledger_posting_months where organization_id = ${org})
        (select * from truth except select * from kept) union all (select * from kept except select * from truth)`

    await t.step(
      'inserts, edits, moves to another month and deletes keep the totals equal to the postings',
      async () => {
        assert.deepEqual([...(await differences())], [])
        // one statement keeps each transaction balanced: a cent moves between its legs, and both move 40 days on
        await sql`update public.ledger_postings
        set amount_cents = amount_cents + case line_id when '1' then 1 else -1 end, txn_date = txn_date + 40
        where organization_id = ${org} and transaction_id % 3 = 0`
        assert.deepEqual([...(await differences())], [])
        await sql`delete from public.ledger_transactions where organization_id = ${org} and id % 5 = 0`
        assert.deepEqual([...(await differences())], [])
      },
    )

    await t.step('report buckets read through the totals equal the buckets of every posting', async () => {
      for (let i = 0; i < 60; i++) {
        const a = day()
        const b = addDays(a, Math.floor(rnd() * 400))
        const o = {
          start: a,
          end: b,
          by: Object.keys(UNITS)[i % 5],
          method: i % 2 ? ('Cash' as const) : ('Accrual' as const),
          toEnd: i % 3 === 0,
        }
        const got = await loadEntries(sql, org, o)
        const unit = UNITS[o.by]
        const fys = fiscalYearStart(o.start)
        const trunc =
          unit === 'total'
            ? sql`${o.start}::date`
            : unit === 'week'
              ? sql`(p.txn_date - extract(dow from p.txn_date)::int)`
              : sql`date_trunc(${unit}, p.txn_date)::date`
        const want = await sql`
          select p.account_id, (case
              when p.txn_date >= ${o.start}::date then greatest(${trunc}, date_trunc('year', p.txn_date)::date, ${o.start}::date)
              when p.txn_date >= ${fys}::date then ${addDays(o.start, -1)}::date
              else ${addDays(fys, -1)}::date end)::text as d, sum(p.amount_cents)::bigint as amount
          from public.ledger_postings p
          where p.organization_id = ${org} and p.txn_date <= ${o.end}::date and p.basis <> ${o.method === 'Cash' ? 1 : 2}
            ${o.toEnd ? sql`` : sql`and p.txn_date >= ${o.start}::date`}
          group by 1, 2`
        const key = (e: { accountId: string; date: string; amount: number }) => `${e.accountId} ${e.date} ${e.amount}`
        const expected = want
          .map((r) => ({ accountId: String(r.account_id), date: r.d, amount: Number(r.amount) }))
          .filter((e) => e.amount !== 0)
        assert.deepEqual(
          got
            .filter((e) => e.amount !== 0)
            .map(key)
            .sort(),
          expected.map(key).sort(),
          `range ${JSON.stringify(o)}`,
        )
      }
    })
  } finally {
    // the postings go with their transactions first: an account still posted to cannot be deleted
    await sql`delete from public.ledger_transactions where organization_id = ${org}`
    await sql`delete from public.organizations where id = ${org}`
    assert.equal(
      (await sql`select count(*)::int as n from public.ledger_posting_months where organization_id = ${org}`)[0].n,
      0,
    )
    await closeDb()
  }
})
