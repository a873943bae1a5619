/**
 * Generates a consolidated report for the organization group of `organizationId`: each member's report from its
 * ledger, rates from the currency-rate provider, the group's Combine/Eliminate mappings and chart mappings, then the
 * pure consolidation (shared/ledger/consolidate.ts). Entity reports, the consolidated report and their links are
 * stored as report records.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { consolidate } from '../../../shared/ledger/consolidate.ts'
import { resolveRange, todayIso } from '../../../shared/ledger/dates.ts'
import type { TConsolidatedReportInput } from '../../../shared/schemas/consolidation.ts'
import type { TRawReport } from '../../../shared/schemas/reports.ts'
import { getLedger } from '../books/get-ledger.ts'
import { saveReport } from '../reports/save-report.ts'
import { fetchCurrencyRates, type RatePair } from './fetch-currency-rates.ts'

export async function generateConsolidatedReport({
  tx,
  input,
  fetchImpl,
}: {
  tx: Tx
  input: TConsolidatedReportInput
  fetchImpl?: typeof fetch
}) {
  if (input.summarizeColumnsBy !== 'Total') {
    throw new AppError('validation_failed', 'summarizeColumnsBy: consolidated reports cover one period; use Total', {
      fields: [{ path: 'summarizeColumnsBy', message: 'Consolidated reports cover one period; use Total' }],
    })
  }
  const [org] =
    await tx`select o.organization_group_id, g.name from public.organizations o left join public.organization_groups g on g.id = o.organization_group_id where o.id = ${input.organizationId}`
  if (!org) throw new AppError('not_found', 'Organization not found')
  if (!org.organization_group_id)
    throw new AppError('validation_failed', 'organizationId: the organization is not in an organization group', {
      fields: [{ path: 'organizationId', message: 'Not in an organization group' }],
    })
  const groupId: string = org.organization_group_id
  // Every member, past RLS: a member the caller cannot see must stop the report, never silently drop out of it.
  const members = await tx<{ id: string; legal_name: string; may_consolidate: boolean }[]>`
    select id, legal_name, may_consolidate from private.organization_group_members(${groupId})`
  if (members.length === 0)
    throw new AppError('forbidden', 'Consolidating needs staff access to every organization in the group')
  const blocked = members.filter((m) => !m.may_consolidate)
  if (blocked.length > 0) {
    throw new AppError(
      'forbidden',
      `You cannot consolidate ${org.name ?? 'this group'}: you do not have staff access to ${blocked.map((m) => m.legal_name).join(', ')}. Ask an admin to assign you to ${blocked.length === 1 ? 'it' : 'them'}.`,
      { organizations: blocked.map((m) => ({ id: m.id, name: m.legal_name })) },
    )
  }

  const range =
    input.startDate && input.endDate
      ? { start: input.startDate, end: input.endDate }
      : resolveRange({ date_macro: input.dateMacro }, todayIso())
  const params =
    input.reportType === 'BalanceSheet'
      ? { start_date: range.end, end_date: range.end, accounting_method: input.accountingMethod }
      : { start_date: range.start, end_date: range.end, accounting_method: input.accountingMethod }
  const entityReports: { organizationId: string; name: string; report: TRawReport }[] = []
  for (const m of members) {
    const report = await (await getLedger({ orgId: m.id, tx })).runReport(input.reportType, params)
    entityReports.push({ organizationId: m.id, name: m.legal_name, report })
  }
  const rates = await fetchCurrencyRates({
    presentation: input.presentationCurrency,
    currencies: entityReports.map((e) => e.report.Header.Currency),
    start: range.start,
    end: range.end,
    fetchImpl,
  })

  const mappings =
    await tx`select lowercase_name, mapping_type from public.consolidation_mappings where organization_group_id = ${groupId} and report_type = ${input.reportType}`
  const chart =
    await tx`select m.organization_id, lower(m.name) as provider_name, a.name from public.consolidated_account_mappings m
    join public.consolidated_accounts a on a.id = m.consolidated_account_id where m.organization_group_id = ${groupId}`
  const { report, eliminations } = consolidate(
    entityReports.map((e) => {
      const r = rates.get(e.report.Header.Currency)!
      return { ...e, currency: e.report.Header.Currency, averageRate: r.averageRate, periodEndRate: r.periodEndRate }
    }),
    {
      reportType: input.reportType,
      presentationCurrency: input.presentationCurrency,
      combine: new Set(mappings.filter((m) => m.mapping_type === 'Combine').map((m) => m.lowercase_name)),
      eliminate: new Set(mappings.filter((m) => m.mapping_type === 'Eliminate').map((m) => m.lowercase_name)),
      renames: new Map(chart.map((c) => [`${c.organization_id}|${c.provider_name}`, c.name])),
      includeEntitiesColumn: input.includeEntitiesColumn,
      excludeEmptyColumns: input.excludeEmptyColumns,
      ctaRow: input.ctaRow,
      now: new Date().toISOString(),
    },
  )
  report.Header.EntityName = org.name ?? undefined
  const currencyExchangeReport = currencyExchange(
    [...rates.values()],
    input.presentationCurrency,
    range,
    report.Header.Time,
  )

  const saved = await saveReport({
    tx,
    orgId: input.organizationId,
    name: `Consolidated${input.reportType}`,
    params: { start_date: range.start, end_date: range.end },
    raw: report,
  })
  const entityRecords = []
  for (const e of entityReports) {
    const rec = await saveReport({ tx, orgId: e.organizationId, name: input.reportType, params, raw: e.report })
    await tx`insert into public.consolidated_report_links (consolidated_report_id, entity_report_id) values (${saved.id}, ${rec.id})`
    entityRecords.push({ organizationId: e.organizationId, name: e.name, reportId: rec.id })
  }
  return { report: saved, entityReports: entityRecords, currencyExchangeReport, eliminations }
}

/** The rates used, as a report: currency, average rate and period-end rate (presentation units per unit). */
function currencyExchange(
  rates: RatePair[],
  presentation: string,
  range: { start: string; end: string },
  now: string,
): TRawReport {
  return {
    Header: {
      Time: now,
      ReportName: 'CurrencyExchange',
      StartPeriod: range.start,
      EndPeriod: range.end,
      Currency: presentation,
    },
    Columns: {
      Column: [
        { ColTitle: 'Currency', ColType: 'String' },
        { ColTitle: 'Average rate', ColType: 'Rate' },
        { ColTitle: 'Period-end rate', ColType: 'Rate' },
      ],
    },
    Rows: {
      Row: rates.map((r) => ({
        type: 'Data' as const,
        ColData: [{ value: r.currency }, { value: r.averageRate.toFixed(6) }, { value: r.periodEndRate.toFixed(6) }],
      })),
    },
  }
}
