/** QuickBooks records reaching Ask My Client through the stored-copy path that syncs and entity-change webhooks share. */
import assert from 'node:assert/strict'
import { asService, closeDb, db } from '../../_shared/db.ts'
import { deleteCopy, upsertCopy } from '../quickbooks-sync/store-ledger-copies.ts'
import { dropFixtures, newOrg } from '../../_testing/organizations.ts'
import { closeFixtureSql } from '../../_testing/api.ts'

// A QuickBooks-backed organization of the test's own (set when the test starts): stored copies need no live realm.
let ORG = ''
const purchase = (id: string, accountName: string, syncToken = '0') => ({
  Id: id,
  SyncToken: syncToken,
  TxnDate: '2026-10-05',
  PaymentType: 'CreditCard',
  EntityRef: { value: '5', name: 'Flour Co' },
  AccountRef: { value: '35', name: 'Checking' },
  TotalAmt: 120.1,
  Line: [
    {
      Id: '1',
      Amount: 120.1,
      Description: 'FLOUR CO 123',
      DetailType: 'AccountBasedExpenseLineDetail',
      AccountBasedExpenseLineDetail: { AccountRef: { value: '99', name: accountName } },
    },
  ],
})
const question = async (id: string) =>
  (
    await db()`select * from public.amc_questions where organization_id = ${ORG} and transaction_id = ${`Purchase:${id}`}`
  )[0]

Deno.test({ name: 'QuickBooks records and Ask My Client', sanitizeOps: false, sanitizeResources: false }, async (t) => {
  ORG = await newOrg({ name: `Copies Bakery ${crypto.randomUUID().slice(0, 8)} LLC` })
  const id = `amc-${crypto.randomUUID().slice(0, 8)}`

  await t.step('a synced purchase in Ask My Client becomes a question, once', async () => {
    await asService((tx) => upsertCopy(tx, ORG, 'Purchase', purchase(id, 'Ask My Client')))
    await asService((tx) => upsertCopy(tx, ORG, 'Purchase', purchase(id, 'Ask My Client')))
    const q = await question(id)
    assert.deepEqual(
      [q.status, Number(q.amount), q.vendor_name, q.questions],
      ['pending', 12010, 'Flour Co', ['expense_for']],
    )
    assert.equal(q.ledger_record.lineId, '1')
    assert.equal(
      (await db()`select count(*)::int as n from public.amc_questions where transaction_id = ${`Purchase:${id}`}`)[0].n,
      1,
    )
  })

  await t.step('recategorised in QuickBooks, the question completes', async () => {
    await asService((tx) => upsertCopy(tx, ORG, 'Purchase', purchase(id, 'Supplies', '1')))
    assert.equal((await question(id)).status, 'completed')
  })

  await t.step('deleted in QuickBooks, the question is retired', async () => {
    await asService((tx) => deleteCopy(tx, ORG, 'Purchase', id))
    assert.ok((await question(id)).deleted_at)
  })

  await dropFixtures({ orgs: [ORG] })
  await closeFixtureSql()
  await closeDb()
})
