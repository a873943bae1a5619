/**
 * A bulk ledger write (over a thousand transactions in one statement) leaves its search entries to job
 * `search.refresh`: none are written in the writer's transaction, the job is queued with it, and the stack's worker
 * builds every entry after the commit. A write of a thousand is searchable at once.
 */
import assert from 'node:assert/strict'
import { asService, closeDb } from '../../_shared/db.ts'

const opts = { sanitizeOps: false, sanitizeResources: false }

async function newBooks() {
  return await asService(async (tx) => {
    const [org] = await tx`insert into public.organizations (legal_name) values ('Bulk Search Co') returning id`
    const accounts = await tx`insert into public.ledger_accounts (organization_id, name, account_type)
      values (${org.id}, 'Checking', 'Bank'), (${org.id}, 'Office Supplies', 'Expense') returning id, name`
    const id = (name: string) => accounts.find((a) => a.name === name)!.id
    return { org: String(org.id), bank: id('Checking'), expense: id('Office Supplies') }
  })
}

/** `count` purchases and their two postings, each written in one statement, in the caller's transaction. */
async function writePurchases(
  tx: Parameters<Parameters<typeof asService>[0]>[0],
  books: Awaited<ReturnType<typeof newBooks>>,
  count: number,
  tag: string,
) {
  const txns =
    await tx`insert into public.ledger_transactions (organization_id, kind, txn_date, private_note, total_cents, body)
    select ${books.org}, 'Purchase', date '2026-05-01' + (g % 28), ${tag} || ' ' || g, 100 * g, '{}'
    from generate_series(1, ${count}) g returning id`
  await tx`insert into public.ledger_postings (organization_id, transaction_id, line_id, account_id, amount_cents, txn_date, description)
    select ${books.org}, t.id, l.line, case when l.line = 'H' then ${books.bank}::bigint else ${books.expense}::bigint end,
           case when l.line = 'H' then -t.total_cents else t.total_cents end, t.txn_date, 'paper'
    from public.ledger_transactions t cross join (values ('H'), ('1')) l(line)
    where t.id = any (${txns.map((t) => t.id)}::bigint[])`
  return txns.map((t) => String(t.id))
}

const entries = (org: string) =>
  asService(
    async (tx) =>
      (await tx`select count(*)::int as n from public.transaction_search_entries where organization_id = ${org}`)[0]
        .n as number,
  )

Deno.test('a write of a thousand transactions is searchable when it commits', opts, async () => {
  const books = await newBooks()
  await asService(async (tx) => {
    await writePurchases(tx, books, 1000, 'thousand')
    const [{ n }] =
      await tx`select count(*)::int as n from public.transaction_search_entries where organization_id = ${books.org}`
    assert.equal(n, 1000)
  })
})

Deno.test(
  'a write of more than a thousand is searchable once the worker ran its search.refresh job',
  opts,
  async () => {
    const books = await newBooks()
    let ids: string[] = []
    await asService(async (tx) => {
      ids = await writePurchases(tx, books, 1200, 'bulk')
      const [{ n }] =
        await tx`select count(*)::int as n from public.transaction_search_entries where organization_id = ${books.org}`
      assert.equal(n, 0, 'no entry is written in the writer transaction')
      // one job per statement: the transactions' insert, then their postings' (each rebuild reads the books as they are)
      const jobs = await tx`select payload from public.jobs where job_type = 'search.refresh'
        and payload -> 'transactionIds' @> ${tx.json([Number(ids[0])])}`
      assert.equal(jobs.length, 2)
      for (const job of jobs) assert.deepEqual(job.payload.transactionIds.map(String).sort(), [...ids].sort())
    })
    const deadline = Date.now() + 20_000
    while ((await entries(books.org)) < 1200) {
      if (Date.now() > deadline) throw new Error('the worker did not build the entries in 20 s')
      await new Promise((r) => setTimeout(r, 50))
    }
    const [entry] = await asService(
      (tx) => tx`select name, description, memo, account_names, amount_cents from public.transaction_search_entries
      where source = 'ledger' and record_id = ${ids[6]}`,
    )
    assert.deepEqual(
      { ...entry, amount_cents: Number(entry.amount_cents) },
      {
        name: null,
        description: 'paper',
        memo: 'bulk 7',
        account_names: 'Checking · Office Supplies',
        amount_cents: 700,
      },
    )
    await closeDb()
  },
)
