/**
 * The categorisation enrichment call (spec banking §7, accounting §7) for one transaction that is not in a feed: the
 * same four layers as a run, for the organization's rules, history and firm model; nothing is stored. The vendor is
 * read from the description (the request has no separate payee), money in is positive to the categoriser, money out
 * negative, as a bank line is.
 */
import type { z } from 'zod'
import type { Tx } from '../../_shared/db.ts'
import { suggest } from '../../../shared/rules/categorisation.ts'
import { normalizeVendor } from '../../../shared/rules/categorisation-text.ts'
import type { ZEnrichRequestSchema } from '../../../shared/schemas/categorisation.ts'
import { toCents } from '../../../shared/schemas/ledger.ts'
import { assertStaffOf } from '../../_shared/access.ts'
import { loadCategoriser } from './load-categoriser.ts'

/** "SQ *BLUE BOTTLE COFFEE #0123" → "Blue Bottle Coffee": the counterparty's name as the description gives it. */
export function counterpartyName(description: string) {
  const v = normalizeVendor(description)
  return v ? v.replace(/(^|[\s-])([a-z])/g, (_, sep, c) => sep + c.toUpperCase()) : null
}

export async function enrichLine({
  tx,
  organizationId,
  input,
}: {
  tx: Tx
  organizationId: string
  input: z.infer<typeof ZEnrichRequestSchema>
}) {
  await assertStaffOf({ tx, organizationId, action: 'categorise its transactions' })
  const { input: categoriser, accounts } = await loadCategoriser({ tx, organizationId })
  const cents = toCents(input.amount)
  const name = counterpartyName(input.description)
  const s = suggest(categoriser, {
    transactionId: input.id,
    date: input.date,
    vendor: name,
    description: input.description,
    amountCents: input.entryType === 'incoming' ? cents : -cents,
  })
  const account = s.accountId ? accounts.find((a) => a.Id === s.accountId) : undefined
  return {
    id: input.id,
    entities: { counterparty: name ? { name, type: 'organization' as const } : null },
    categories: { general: s.accountName, accounting: account?.AccountType ?? null },
    location: { country: input.location.country },
    confidence: s.confidence,
    explanation: s.explanation,
  }
}

/** The health call: the categoriser runs in this process, on the CPU (docs/categorisation.md). */
export const categorisationHealth = () => ({ status: 'healthy' as const, device: 'cpu' as const })
