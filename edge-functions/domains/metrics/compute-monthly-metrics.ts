/**
 * Computes an organization's monthly metrics for the last `months` months from its ledger (built-in or QuickBooks,
 * via getLedger) and upserts them. Cash on hand is every Bank account's balance, or the balance-sheet accounts the
 * organization names in config.cashOnHandAccounts. Called by the metrics.compute-monthly job; callable directly too.
 */
import type { Tx } from '../../_shared/db.ts'
import { getLedger } from '../books/get-ledger.ts'
import { addDays, monthEnd, monthStart, todayIso } from '../../../shared/ledger/dates.ts'
import { findRow, rowAmounts } from '../../../shared/ledger/read-report.ts'
import { deriveMonthlyMetrics, namedAccountsCash, type MonthlyMetric } from '../../../shared/ledger/metrics.ts'
import { separateSuspense } from '../../../shared/ledger/suspense.ts'
import { ZOrganizationConfig } from '../../../shared/schemas/organizations.ts'
import { varianceDirection, type TVarianceThresholds } from '../../../shared/rules/variance.ts'
import type { TMonthlyMetric } from '../../../shared/schemas/metrics.ts'
import { plain } from '../../_shared/rows.ts'

type TStoredMetric = Omit<TMonthlyMetric, 'variance'>

/** The organization's own list of cash accounts (config.cashOnHandAccounts), or null for "every Bank account". */
async function configuredCashAccounts(tx: Tx, orgId: string): Promise<string[] | null> {
  const [org] = await tx`select config from public.organizations where id = ${orgId}`
  // Only this key is read, so an unrelated bad value elsewhere in the config does not switch the setting off.
  const parsed = ZOrganizationConfig.shape.cashOnHandAccounts.safeParse(org?.config?.cashOnHandAccounts)
  const names = parsed.success ? parsed.data?.filter((n) => n.trim() !== '') : undefined
  return names && names.length > 0 ? names : null
}

export async function computeMonthlyMetrics({
  tx,
  orgId,
  months = 12,
  today = todayIso(),
}: {
  tx: Tx
  orgId: string
  months?: number
  today?: string
}): Promise<MonthlyMetric[]> {
  const ledger = await getLedger({ orgId, tx })
  const start = monthStart(today, -(months - 1)),
    end = monthEnd(today)
  const params = { start_date: start, end_date: end, summarize_column_by: 'Month' as const }
  const cashAccounts = await configuredCashAccounts(tx, orgId)
  const openingParams = { start_date: addDays(start, -1), end_date: addDays(start, -1) }
  const [ledgerPnl, cashOnHand, vendorExpenses, opening] = await Promise.all([
    ledger.runReport('ProfitAndLoss', params),
    ledger.runReport(cashAccounts ? 'BalanceSheet' : 'CashOnHand', params),
    ledger.runReport('VendorExpenses', params),
    ledger.runReport(cashAccounts ? 'BalanceSheet' : 'CashOnHand', openingParams),
  ])
  // expenses as the P&L screen shows them: Ask My Client is suspense, not spending (shared/ledger/suspense.ts)
  const pnl = separateSuspense(ledgerPnl)
  const metrics = cashAccounts
    ? deriveMonthlyMetrics({
        pnl,
        cashOnHand,
        vendorExpenses,
        cashCents: namedAccountsCash(cashOnHand, cashAccounts),
        openingCashCents: namedAccountsCash(opening, cashAccounts)[0] ?? 0,
      })
    : deriveMonthlyMetrics({
        pnl,
        cashOnHand,
        vendorExpenses,
        openingCashCents: rowAmounts(findRow(opening, { group: 'CashOnHand' }))[0] ?? 0,
      })
  for (const m of metrics) {
    await tx`insert into public.monthly_metrics (organization_id, month, cash_on_hand_cents, burn_cents, runway_months, income_cents, expenses_cents,
        net_income_cents, vendor_expenses, provider)
      values (${orgId}, ${m.month}, ${m.cashOnHandCents}, ${m.burnCents}, ${m.runwayMonths}, ${m.incomeCents}, ${m.expensesCents}, ${m.netIncomeCents},
        ${tx.json(m.vendorExpenses)}, ${ledger.provider})
      on conflict (organization_id, month) do update set cash_on_hand_cents = excluded.cash_on_hand_cents, burn_cents = excluded.burn_cents,
        runway_months = excluded.runway_months, income_cents = excluded.income_cents, expenses_cents = excluded.expenses_cents,
        net_income_cents = excluded.net_income_cents, vendor_expenses = excluded.vendor_expenses, provider = excluded.provider, computed_at = now()`
  }
  return metrics
}

/** The stored metrics, each month flagged against the previous one with the organization's variance thresholds. */
export async function listMonthlyMetrics({ tx, orgId }: { tx: Tx; orgId: string }) {
  const [org] = await tx`select config from public.organizations where id = ${orgId}`
  const thresholds = varianceThresholds(org?.config)
  const list = plain<TStoredMetric[]>(
    await tx`select month::text, cash_on_hand_cents::float8 as "cashOnHandCents", burn_cents::float8 as "burnCents",
      runway_months::float8 as "runwayMonths", income_cents::float8 as "incomeCents", expenses_cents::float8 as "expensesCents",
      net_income_cents::float8 as "netIncomeCents", vendor_expenses as "vendorExpenses", computed_at as "computedAt"
    from public.monthly_metrics where organization_id = ${orgId} order by month`,
  )
  return list.map((m, i) => {
    const prev = list[i - 1]
    const dir = (k: 'incomeCents' | 'expensesCents') => (prev ? varianceDirection(prev[k], m[k], thresholds) : null)
    return { ...m, variance: { income: dir('incomeCents'), expenses: dir('expensesCents') } }
  })
}

function varianceThresholds(config: Record<string, unknown> | undefined): TVarianceThresholds {
  const pct = ZOrganizationConfig.shape.percentageThreshold.safeParse(config?.percentageThreshold)
  const dollars = ZOrganizationConfig.shape.dollarThreshold.safeParse(config?.dollarThreshold)
  return {
    percentageThreshold: pct.success ? pct.data : undefined,
    dollarThreshold: dollars.success ? dollars.data : undefined,
  }
}
