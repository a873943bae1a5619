/**
 * The books' uncategorised money (issue 30, item 6; shared/rules/uncategorised.ts): the lines still in Uncategorized
 * Income or Expense, read through the ledger interface (built-in or QuickBooks), each with where it stands: asked of
 * the client (its record has an open question), in the bookkeeper's queue (its record waits), or new (not picked up
 * yet: the hourly `categorisation.run` over the books, 30_money_trust.sql, adds it to the queue). Runs as the caller:
 * a client sees the money and the count; records RLS hides from them read as new, which their notice does not tell
 * apart.
 */
import type { Tx } from '../../_shared/db.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'
import { getLedger } from '../books/get-ledger.ts'
import { uncategorisedLedgerLines } from './ledger-lines.ts'
import { ledgerSource } from '../../../shared/rules/categorisation.ts'
import {
  type TUncategorisedState,
  type TUncategorisedSummary,
  summariseUncategorised,
} from '../../../shared/rules/uncategorised.ts'

export async function uncategorisedMoney({
  tx,
  organizationId,
}: {
  tx: Tx
  organizationId: string
}): Promise<TUncategorisedSummary> {
  await assertOrganizationVisible({ tx, organizationId })
  const ledger = await getLedger({ orgId: organizationId, tx })
  const lines = await uncategorisedLedgerLines(ledger)
  if (lines.length === 0) return summariseUncategorised([])
  const records = await tx`select c.transaction_id, c.confirmed_at is not null as confirmed,
      q.status::text as question_status
    from public.expense_categorizations c left join public.amc_questions q on q.id = c.amc_question_id
    where c.organization_id = ${organizationId} and c.source = ${ledgerSource(ledger.provider)}
      and c.transaction_id = any(${lines.map((l) => l.transactionId)}::text[])`
  const byId = new Map(records.map((r) => [r.transaction_id as string, r]))
  return summariseUncategorised(
    lines.map((l) => {
      const r = byId.get(l.transactionId)
      // a question not completed is the client's to answer; any other record is the bookkeeper's queue
      const state: TUncategorisedState = !r
        ? 'new'
        : r.question_status && r.question_status !== 'completed'
          ? 'asked'
          : 'queued'
      return { amountCents: l.amountCents, state }
    }),
  )
}
