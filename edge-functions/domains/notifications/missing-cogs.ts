/**
 * notifications.missing-cogs (spec banking §6): for one organization and month, the sales and the cost of goods booked
 * (from the organization's ledger, built-in or QuickBooks), and, when the month shows sales but nothing in a
 * cost-of-goods account it has (shared/rules/cogs.ts), a notification to its bookkeepers, once per month and person.
 */
import type { Tx } from '../../_shared/db.ts'
import { missingCogs } from '../../../shared/rules/cogs.ts'
import { toCents } from '../../../shared/schemas/ledger.ts'
import { getLedger } from '../books/get-ledger.ts'
import type { LedgerPort } from '../ledger/ledger-port.ts'

const INCOME_TYPES = new Set(['Income', 'Other Income'])

/** The month's postings to one account, summed in cents (debits positive), page by page. */
async function postedCents(ledger: LedgerPort, accountId: string, startDate: string, endDate: string) {
  let total = 0
  for (let offset = 0; ; offset += 1000) {
    const page = await ledger.queryTransactions({ accountId, startDate, endDate, limit: 1000, offset })
    for (const p of page) total += toCents(p.Amount)
    if (page.length < 1000) return total
  }
}

export async function checkMissingCogs({
  tx,
  organizationId,
  month,
}: {
  tx: Tx
  organizationId: string
  month: string
}) {
  const ledger = await getLedger({ orgId: organizationId, tx })
  const [{ end }] = await tx`select (${month}::date + interval '1 month' - interval '1 day')::date::text as end`
  const accounts = (await ledger.listAccounts({ includeInactive: false })).filter((a) => a.Active !== false)
  const cogs = accounts.filter((a) => a.AccountType === 'Cost of Goods Sold')
  let incomeCents = 0
  for (const a of accounts.filter((a) => INCOME_TYPES.has(a.AccountType)))
    incomeCents -= await postedCents(ledger, a.Id, month, end) // income is credited: debits positive makes it negative
  let cogsCents = 0
  for (const a of cogs) cogsCents += await postedCents(ledger, a.Id, month, end)
  const facts = { incomeCents, cogsCents, cogsAccounts: cogs.length }
  if (!missingCogs(facts)) return { ...facts, notified: 0 }
  const told = await tx`
    insert into public.notifications (type, user_id, organization_id, metadata)
    select 'custom-message', b.user_id, ${organizationId},
      jsonb_build_object('kind', 'missing-cogs', 'month', ${month}::text,
        'title', 'Cost of goods sold missing',
        'message', o.legal_name || '''s books for ' || to_char(${month}::date, 'FMMonth YYYY') || ' show sales of $'
          || to_char(${incomeCents}::numeric / 100, 'FM999,999,999,990.00') || ' but no cost of goods sold',
        'link', '/bookkeeper/client/' || ${organizationId} || '/reports')
    from public.bookkeeper_assignments b join public.organizations o on o.id = b.organization_id
    where b.organization_id = ${organizationId}
      and not exists (select 1 from public.notifications n where n.user_id = b.user_id
        and n.organization_id = ${organizationId} and n.metadata ->> 'kind' = 'missing-cogs' and n.metadata ->> 'month' = ${month}::text)
    returning id`
  return { ...facts, notified: told.length }
}
