/** The LedgerPort over QuickBooks: chosen by getLedger for a connected organization, reading and writing the sandbox. */
import assert from 'node:assert/strict'
import { asService } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { getLedger } from '../books/get-ledger.ts'
import { connectOrg, createOrgWithAdmin } from '../../_testing/quickbooks.ts'

Deno.test({ name: 'QuickBooks ledger', sanitizeOps: false, sanitizeResources: false }, async (t) => {
  const org = await createOrgWithAdmin('Ledger Co')
  await connectOrg(org)
  const ledger = await asService((tx) => getLedger({ orgId: org.orgId, tx }))

  await t.step('getLedger picks QuickBooks for a connected organization', () => {
    assert.equal(ledger.provider, 'quickbooks')
  })

  await t.step('lists, postings and reports come from QuickBooks', async () => {
    const accounts = await ledger.listAccounts()
    assert.ok(accounts.some((a) => a.Name === 'Ask My Client'))
    assert.ok((await ledger.listVendors()).some((v) => v.DisplayName === 'Sunrise Flour Mill'))
    const bank = accounts.find((a) => a.Name === 'Business Checking')!
    const postings = await ledger.queryTransactions({ accountId: bank.Id, limit: 20 })
    assert.equal(postings.length, 20)
    assert.ok(postings.every((p) => p.AccountRef.value === bank.Id))
    assert.ok(postings[0].TxnDate >= postings[19].TxnDate, 'newest first')
    const pl = await ledger.runReport('ProfitAndLoss', { date_macro: 'All History' })
    assert.equal(pl.Header.ReportName, 'ProfitAndLoss')
  })

  await t.step('moveLine re-points a line; a stale SyncToken is a conflict', async () => {
    const accounts = await ledger.listAccounts()
    const amc = accounts.find((a) => a.Name === 'Ask My Client')!
    const target = accounts.find((a) => a.Name === 'Software & Subscriptions')!
    const [posting] = (await ledger.queryTransactions({ accountId: amc.Id, kinds: ['Purchase'] })).filter(
      (p) => p.lineId !== 'header',
    )
    const before = await ledger.getTransaction('Purchase', posting.txnId)
    const moved = await ledger.moveLine({
      kind: 'Purchase',
      txnId: posting.txnId,
      lineId: posting.lineId,
      toAccountId: target.Id,
      syncToken: before!.SyncToken,
    })
    assert.equal(Number(moved.SyncToken), Number(before!.SyncToken) + 1)
    assert.equal(
      (moved as { Line: { AccountBasedExpenseLineDetail?: { AccountRef: { value: string } } }[] }).Line[0]
        .AccountBasedExpenseLineDetail?.AccountRef.value,
      target.Id,
    )
    await assert.rejects(
      ledger.moveLine({
        kind: 'Purchase',
        txnId: posting.txnId,
        lineId: posting.lineId,
        toAccountId: amc.Id,
        syncToken: before!.SyncToken,
      }),
      (e: unknown) => e instanceof AppError && e.code === 'conflict',
    )
    assert.equal(await ledger.getTransaction('Purchase', '99999999'), null)
  })
})
