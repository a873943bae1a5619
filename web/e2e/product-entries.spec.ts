/** The staff workspace's Entries: every entry the product posted to a client's books, with what made it. */
import { expect, test } from '@playwright/test'
import { db, newOrg, newStaff, signInAs } from './support.ts'

test("a bookkeeper sees the product's entries of a client with their type and cause, filtered by type", async ({
  page,
}) => {
  const keeper = await newStaff('bookkeeper')
  const org = await newOrg({ bookkeepers: [{ userId: keeper.id, isPrimary: true }] })
  const entry = (type: string, id: string, day: string, cents: number, source: string) =>
    db()`insert into public.journal_entries (organization_id, type, ledger, journal_entry_id, journal_entry_date,
        doc_number, amount_cents, raw, source_ref)
      values (${org.id}, ${type}::public.journal_entry_type, 'builtin', ${id}, ${day}, ${`DOC-${id}`}, ${cents}, '{}', ${source})`
  const value = crypto.randomUUID()
  await entry('accrued_expense', '9001', '2026-09-30', 12_500, `accrued_expense_values:${value}`)
  await entry('accrued_expense_reversal', '9002', '2026-10-01', 12_500, `accrued_expense_values:${value}`)
  await entry('general', '9003', '2026-10-31', 1_200, `reconciliation_adjustments:${crypto.randomUUID()}`)

  await signInAs(page, keeper.email, { password: keeper.password, path: `/bookkeeper/client/${org.id}/entries` })
  const rows = page.getByTestId('product-entry-row')
  await expect(rows).toHaveCount(3)
  await expect(rows.filter({ hasText: 'DOC-9001' })).toContainText('Accrued expense')
  await expect(rows.filter({ hasText: 'DOC-9001' })).toContainText('An accrual of a line paid later')
  await expect(rows.filter({ hasText: 'DOC-9002' })).toContainText('Accrual reversal')
  await expect(rows.filter({ hasText: 'DOC-9003' })).toContainText('$12.00')
  await page.getByLabel('Type').selectOption({ label: 'Reconciliation adjustment' })
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText('An adjustment approved in a reconciliation')
})
