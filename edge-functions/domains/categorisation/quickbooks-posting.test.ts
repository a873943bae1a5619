/**
 * A categorised feed line written back to QuickBooks (the sandbox) through the ledger interface: one journal entry
 * between the category and the bank account, none more when the line is posted again, and none more when a retry
 * follows a write whose record rolled back (QuickBooks is asked for the record's DocNumber first).
 */
import assert from 'node:assert/strict'
import { asService, closeDb, db } from '../../_shared/db.ts'
import { createClient } from '../quickbooks/create-client.ts'
import { connectOrg, createOrgWithAdmin } from '../../_testing/quickbooks.ts'
import type { TAccount, TJournalEntry } from '../../../shared/schemas/ledger.ts'
import { docNumber, postLine } from './post-line.ts'

const opts = { sanitizeOps: false, sanitizeResources: false }
class Rollback extends Error {}

Deno.test({ name: 'a categorised line posts to QuickBooks once', ...opts }, async () => {
  const sql = db()
  const org = await createOrgWithAdmin('Categorisation QB Co')
  await connectOrg(org)
  const qb = await createClient({ orgId: org.orgId })
  const accounts = await qb.queryAll<TAccount>('Account')
  const software = accounts.find((a) => a.Name === 'Software & Subscriptions')!
  const [rec] = await sql`insert into public.expense_categorizations (organization_id, source, transaction_id,
      transaction_date, payee, transaction_description, amount_cents, predicted_category, predicted_account_id,
      confidence, layer, explanation)
    values (${org.orgId}, 'bank', ${`qb-cat-${crypto.randomUUID()}`}, '2095-03-04', 'Figma', 'FIGMA MONTHLY',
      -1250, ${software.Name}, ${software.Id}, 0.93, 'model', 'Lines like this one go to Software & Subscriptions')
    returning id`
  const ours = async () =>
    (await qb.queryAll<TJournalEntry>('JournalEntry', {
      where: `DocNumber = '${docNumber(rec.id)}'`,
    })) as TJournalEntry[]

  // QuickBooks writes, the record does not commit: the retry finds the entry by its DocNumber
  await asService(async (tx) => {
    await postLine({ tx, organizationId: org.orgId, id: rec.id })
    throw new Rollback()
  }).catch((e) => {
    if (!(e instanceof Rollback)) throw e
  })
  assert.equal((await ours()).length, 1)
  const first = await asService((tx) => postLine({ tx, organizationId: org.orgId, id: rec.id }))
  const again = await asService((tx) => postLine({ tx, organizationId: org.orgId, id: rec.id }))
  assert.equal(again.posted, false)
  assert.equal(again.ledgerRef, first.ledgerRef)
  const entries = await ours()
  assert.equal(entries.length, 1, 'QuickBooks holds the line once')
  assert.equal(first.ledgerRef, `JournalEntry/${entries[0].Id}`)
  const debit = entries[0].Line.find((l) => l.JournalEntryLineDetail?.PostingType === 'Debit')!
  assert.deepEqual([debit.JournalEntryLineDetail?.AccountRef.value, debit.Amount], [software.Id, 12.5])
  await closeDb()
})
