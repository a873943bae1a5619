/** Builders for QuickBooks' report JSON (Header, Columns, Rows with Section/Data/Summary and ColData). */
import type { TColData, TColumn, TRawReport, TRow } from '../schemas/reports.ts'
import type { Period } from './dates.ts'
import type { ReportOptions } from './types.ts'

/** Cents to QuickBooks' amount string ("1234.56", "-0.50"); negative zero never appears. */
export function money(cents: number): string {
  const c = Math.round(cents)
  if (c === 0) return '0.00'
  const sign = c < 0 ? '-' : ''
  const a = Math.abs(c)
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`
}

export function header(
  name: string,
  o: ReportOptions,
  extra: { Option?: { Name: string; Value: string }[] } = {},
): TRawReport['Header'] {
  return {
    Time: o.now,
    ReportName: name,
    ...(o.macro ? { DateMacro: o.macro.toLowerCase() } : {}),
    ReportBasis: o.method,
    StartPeriod: o.start,
    EndPeriod: o.end,
    SummarizeColumnsBy: o.summarizeBy,
    Currency: o.currency ?? 'USD',
    Option: [{ Name: 'NoReportData', Value: 'false' }, ...(extra.Option ?? [])],
    ...(o.entityName ? { EntityName: o.entityName } : {}),
  }
}

export function amountColumns(ps: Period[], withTotal: boolean): TColumn[] {
  const cols: TColumn[] = ps.map((p) => ({
    ColTitle: p.title,
    ColType: 'Money',
    MetaData: [
      { Name: 'StartDate', Value: p.start },
      { Name: 'EndDate', Value: p.end },
      { Name: 'ColKey', Value: p.key },
    ],
  }))
  if (withTotal) cols.push({ ColTitle: 'Total', ColType: 'Money', MetaData: [{ Name: 'ColKey', Value: 'total' }] })
  return cols
}

export const cell = (value: string, id?: string): TColData => (id === undefined ? { value } : { value, id })

export function dataRow(label: string, amounts: number[], id?: string): TRow {
  return { type: 'Data', ColData: [cell(label, id), ...amounts.map((a) => cell(money(a)))] }
}

export function section(
  title: string | null,
  rows: TRow[],
  total: { label: string; amounts: number[] } | null,
  group?: string,
): TRow {
  return {
    type: 'Section',
    ...(group ? { group } : {}),
    ...(title !== null
      ? { Header: { ColData: [cell(title), ...(total ? total.amounts.map(() => cell('')) : [])] } }
      : {}),
    ...(rows.length ? { Rows: { Row: rows } } : {}),
    ...(total ? { Summary: { ColData: [cell(total.label), ...total.amounts.map((a) => cell(money(a)))] } } : {}),
  }
}

export function addVec(a: number[], b: number[]): number[] {
  return a.map((x, i) => x + (b[i] ?? 0))
}
export const zeros = (n: number) => new Array<number>(n).fill(0)
export const isZero = (a: number[]) => a.every((x) => x === 0)
