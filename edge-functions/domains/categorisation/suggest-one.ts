/**
 * The AI categorisation call of spec §7 for one line that is not (yet) in a feed: the same four layers as a run, for
 * the organization's rules, history and firm model; nothing is stored. device_used says where the model ran: in
 * process, on the CPU (docs/categorisation.md).
 */
import type { Tx } from '../../_shared/db.ts'
import { suggest } from '../../../shared/rules/categorisation.ts'
import { toCents } from '../../../shared/schemas/ledger.ts'
import { assertStaffOf } from '../../_shared/access.ts'
import { loadCategoriser } from './load-categoriser.ts'

export async function suggestOne({
  tx,
  organizationId,
  input,
}: {
  tx: Tx
  organizationId: string
  input: { vendor: string | null; amount: number; description: string | null }
}) {
  await assertStaffOf({ tx, organizationId, action: 'categorise its transactions' })
  const { input: categoriser } = await loadCategoriser({ tx, organizationId })
  const s = suggest(categoriser, {
    transactionId: 'suggest',
    date: new Date().toISOString().slice(0, 10),
    vendor: input.vendor,
    description: input.description,
    amountCents: toCents(input.amount),
  })
  return {
    account_name: s.accountName,
    confidence: s.confidence,
    device_used: 'cpu' as const,
    layer: s.layer,
    explanation: s.explanation,
  }
}
