/**
 * The bank's own accounts in the books (issue 30 item 3; docs/money-trust.md "One number for cash"): each open
 * banking account the books do not have yet becomes an account of the organization's chart through the ledger
 * interface (the built-in ledger or QuickBooks), once, and `banking_account_books` remembers which. Run by the
 * banking sync after it stores the core's accounts; a ledger that refuses (QuickBooks down, a name taken by an
 * account of another type) leaves the account for the next sync and never fails the sync, which moves money.
 */
import type { Tx } from '../../_shared/db.ts'
import { bookName, bookedAs } from '../../../shared/rules/banking-books.ts'
import { getLedger } from '../books/get-ledger.ts'
import type { LedgerPort } from '../ledger/ledger-port.ts'

export type BookedAccounts = { booked: number; failed: string[] }

export async function bookBankingAccounts(
  tx: Tx,
  { organizationId, ledger }: { organizationId: string; ledger?: LedgerPort },
): Promise<BookedAccounts> {
  const waiting = await tx`select a.id, a.name, a.account_type, a.account_number_last4
    from public.banking_accounts a
    where a.organization_id = ${organizationId} and a.status = 'open'
      and not exists (select 1 from public.banking_account_books b where b.banking_account_id = a.id)
    order by a.created_at, a.id`
  const result: BookedAccounts = { booked: 0, failed: [] }
  const todo = waiting.filter((a) => bookedAs(a.account_type))
  if (todo.length === 0) return result
  const port = ledger ?? (await getLedger({ orgId: organizationId, tx }))
  const chart = await port.listAccounts({ includeInactive: false })
  for (const a of todo) {
    const kind = bookedAs(a.account_type)!
    const name = bookName(a.name, a.account_number_last4)
    try {
      await tx.savepoint(async (sp) => {
        // an account of that name and type already in the chart (booked before this table, or by hand) is the one
        const existing = chart.find((x) => x.Name === name && x.AccountType === kind.AccountType)
        const account = existing ?? (await port.createAccount({ Name: name, ...kind }))
        await sp`insert into public.banking_account_books (banking_account_id, organization_id, account_chart_id,
            account_chart_name)
          values (${a.id}, ${organizationId}, ${account.Id}, ${account.Name})
          on conflict (banking_account_id) do nothing`
      })
      result.booked++
    } catch (e) {
      result.failed.push(`${name}: ${e instanceof Error ? e.message : String(e)}`)
    }
  }
  return result
}
