/**
 * The calculator: the state, county and city tax on an amount for a US address and an item type (shared/rules/sales-tax-rates.ts),
 * with whether the organization has nexus there today, since tax is only the seller's to collect where it has.
 */
import type { Tx } from '../../_shared/db.ts'
import { quoteSalesTax } from '../../../shared/rules/sales-tax-rates.ts'
import type { TUsState } from '../../../shared/rules/us-states.ts'
import type { TCalculateSalesTaxResponse } from '../../../shared/schemas/sales-tax.ts'
import { getNexus } from './get-nexus.ts'

export async function calculateSalesTax({
  tx,
  organizationId,
  amountCents,
  type,
  state,
  city,
  county,
  today,
}: {
  tx: Tx
  organizationId: string
  amountCents: number
  type: 'product' | 'service'
  state: TUsState
  city: string
  county?: string | null
  today: string
}): Promise<TCalculateSalesTaxResponse> {
  const nexus = await getNexus({ tx, organizationId, asOf: today })
  const here = nexus.states.find((s) => s.state === state)
  return { ...quoteSalesTax({ amountCents, type, state, city, county }), nexus: here ? here.status : 'not-tracked' }
}
