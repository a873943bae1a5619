/**
 * The nexus screen's answer: every SaaS-taxable state's status on the as-of date from the organization's line items
 * (all providers), by the pure engine (shared/rules/nexus.ts). For a crossed state it proposes the accrued
 * liability: the state-rate tax on the counted sales dated after the crossing, less the tax those lines collected,
 * for the bookkeeper to review and post through the ledger.
 */
import type { Tx } from '../../_shared/db.ts'
import { dailySeriesByState, evaluateNexus, type NexusLine } from '../../../shared/rules/nexus.ts'
import { NEXUS_WINDOW_LABELS } from '../../../shared/rules/nexus-states.ts'
import { STATE_RATE_MICROS, taxOnCents } from '../../../shared/rules/sales-tax-rates.ts'
import { US_STATE_NAMES, type TUsState } from '../../../shared/rules/us-states.ts'
import type { TNexusResponse } from '../../../shared/schemas/sales-tax.ts'
import { assertSalesTaxAccess } from './access.ts'

export async function getNexus({
  tx,
  organizationId,
  asOf,
}: {
  tx: Tx
  organizationId: string
  asOf: string
}): Promise<TNexusResponse> {
  await assertSalesTaxAccess(tx, organizationId)
  const rows = await tx<
    { date: string; state: string; amountCents: string; type: NexusLine['type']; taxCollectedCents: string }[]
  >`
    select txn_date::text as date, state, amount_excluding_tax_cents as "amountCents", type,
           tax_collected_cents as "taxCollectedCents"
      from public.sales_tax_line_items where organization_id = ${organizationId} and txn_date <= ${asOf}::date`
  const lines: NexusLine[] = rows.map((r) => ({
    date: r.date,
    state: r.state,
    amountCents: Number(r.amountCents),
    type: r.type,
  }))
  const states = evaluateNexus(dailySeriesByState(lines), asOf)
  const posted = new Map(
    (
      await tx`select state, crossed_on::text, ledger_transaction_id from public.sales_tax_liability_postings
        where organization_id = ${organizationId}`
    ).map((p) => [`${p.state}:${p.crossed_on}`, p.ledger_transaction_id as string | null]),
  )
  return {
    asOf,
    lineItems: rows.length,
    states: states.map((s) => {
      const rate = STATE_RATE_MICROS[s.state as TUsState] ?? 0
      let liability = null
      if (s.crossedOn) {
        let collected = 0
        for (const r of rows)
          if (r.state === s.state && r.date > (s.crossedOn as string) && s.rule.taxable.includes(r.type))
            collected += Number(r.taxCollectedCents)
        const due = taxOnCents(s.salesSinceCrossingCents, rate)
        liability = {
          salesSinceCents: s.salesSinceCrossingCents,
          rateMicros: rate,
          taxDueCents: due,
          taxCollectedCents: collected,
          proposedCents: Math.max(0, due - collected),
          postedEntryId: posted.get(`${s.state}:${s.crossedOn}`) ?? null,
        }
      }
      return {
        state: s.state,
        stateName: US_STATE_NAMES[s.state as TUsState],
        status: s.status,
        crossedOn: s.crossedOn,
        window: s.rule.window,
        windowLabel: NEXUS_WINDOW_LABELS[s.rule.window],
        windowFrom: s.windowFrom,
        windowTo: s.windowTo,
        thresholdCents: s.rule.valueCents,
        thresholdCount: s.rule.count,
        combine: s.rule.combine,
        taxable: [...s.rule.taxable],
        valueCents: s.valueCents,
        count: s.count,
        valuePercent: s.valuePercent,
        countPercent: s.countPercent,
        projectedOn: s.projectedOn,
        liability,
      }
    }),
  }
}
