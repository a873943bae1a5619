/**
 * Consolidation of entity reports (same report type, one period) into a group report in a presentation currency.
 * Entity amounts are translated (average rate for P&L and cash flow, period-end rate for the balance sheet), merged
 * section by section, and shown per entity, with an Eliminations column and a consolidated Total.
 * - Combine: same-named accounts of different entities become one line (otherwise each entity keeps its own line).
 * - Eliminate: the line's consolidated amount is removed (intercompany balances); the Eliminations column shows it.
 * - Chart mapping: an entity account mapped to a consolidated chart account is shown (combined) under that name.
 * - CTA: on the balance sheet, Net Income is carried at the average rate and the difference to the period-end rate
 *   goes to a Cumulative Translation Adjustment row, so the statement still balances.
 */
import type { TColData, TRawReport, TRow } from '../schemas/reports.ts'
import { money, parseMoney } from './index.ts'

export type EntityInput = {
  organizationId: string
  name: string
  currency: string
  report: TRawReport
  averageRate: number
  periodEndRate: number
}
type ConsolidateOptions = {
  reportType: 'BalanceSheet' | 'ProfitAndLoss' | 'CashFlow'
  presentationCurrency: string
  combine: Set<string>
  eliminate: Set<string>
  renames?: Map<string, string> // key `${orgId}|${lower name}`
  includeEntitiesColumn: boolean
  excludeEmptyColumns: boolean
  ctaRow: boolean
  now: string
}

type Vec = number[] // one value per entity, then eliminations
const COMPUTED = new Set(['retained earnings', 'net income'])
const FORMULAS: Record<string, [string, number][]> = {
  GrossProfit: [
    ['Income', 1],
    ['COGS', -1],
  ],
  NetOperatingIncome: [
    ['GrossProfit', 1],
    ['Expenses', -1],
  ],
  NetOtherIncome: [
    ['OtherIncome', 1],
    ['OtherExpenses', -1],
  ],
  NetIncome: [
    ['NetOperatingIncome', 1],
    ['NetOtherIncome', 1],
  ],
  CashIncrease: [
    ['OperatingActivities', 1],
    ['InvestingActivities', 1],
    ['FinancingActivities', 1],
  ],
  EndingCash: [
    ['BeginningCash', 1],
    ['CashIncrease', 1],
  ],
}

export function consolidate(
  entities: EntityInput[],
  o: ConsolidateOptions,
): { report: TRawReport; eliminations: { label: string; cents: number }[] } {
  const n = entities.length
  const rate = (e: EntityInput) => (o.reportType === 'BalanceSheet' ? e.periodEndRate : e.averageRate)
  const conv = (cents: number, r: number) => Math.round(cents * r)
  const amountOf = (cols: TColData[] | undefined) => parseMoney(cols?.at(-1)?.value)
  const eliminations: { label: string; cents: number }[] = []
  const sectionTotals = new Map<string, Vec>()

  const lineFor = (label: string, e: number, id?: string) => {
    const key = o.renames?.get(`${entities[e].organizationId}|${label.toLowerCase()}`) ?? label
    const combined = key !== label || o.combine.has(key.toLowerCase()) || (!id && COMPUTED.has(key.toLowerCase()))
    return {
      key: combined ? key.toLowerCase() : `${key.toLowerCase()}|${e}`,
      label: combined ? key : `${key} (${entities[e].name})`,
      eliminate: o.eliminate.has(key.toLowerCase()),
    }
  }

  /** Merge the e-th entity's rows of one section into ordered lines and subsections. */
  const merge = (perEntity: (TRow[] | undefined)[]): { rows: TRow[]; total: Vec } => {
    const order: string[] = []
    const lines = new Map<string, { label: string; v: Vec; eliminate: boolean }>()
    const sections = new Map<string, { title: string; group?: string; parts: (TRow | undefined)[] }>()
    perEntity.forEach((rows, e) => {
      for (const r of rows ?? []) {
        if (r.type === 'Section' || r.Rows || r.Summary) {
          const key = `s:${r.group ?? r.Header?.ColData[0]?.value ?? ''}`
          if (!sections.has(key)) {
            sections.set(key, { title: r.Header?.ColData[0]?.value ?? '', group: r.group, parts: new Array(n) })
            order.push(key)
          }
          sections.get(key)!.parts[e] = r
        } else if (r.ColData) {
          const l = lineFor(r.ColData[0].value, e, r.ColData[0].id)
          if (!lines.has(l.key)) {
            lines.set(l.key, { label: l.label, v: new Array(n + 1).fill(0), eliminate: l.eliminate })
            order.push(l.key)
          }
          lines.get(l.key)!.v[e] += conv(amountOf(r.ColData), rate(entities[e]))
        }
      }
    })
    const out: TRow[] = []
    const total: Vec = new Array(n + 1).fill(0)
    for (const key of order) {
      if (key.startsWith('s:')) {
        const s = sections.get(key)!
        const child = merge(s.parts.map((p) => p?.Rows?.Row))
        let v: Vec
        if (s.parts.some((p) => p?.Rows?.Row.length) || !s.group || !FORMULAS[s.group]) {
          // Sections with children total their (translated, merged) children; summary-only ones take the entities' own.
          v = s.parts.some((p) => p?.Rows)
            ? child.total
            : [...s.parts.map((p, e) => conv(amountOf(p?.Summary?.ColData), rate(entities[e]))), 0]
        } else {
          // Computed lines (Gross Profit, Net Income...) follow from the translated sections, so they add up to the cent.
          const f = FORMULAS[s.group]
          v = new Array(n + 1)
            .fill(0)
            .map((_, i) => f.reduce((acc, [g, sign]) => acc + sign * (sectionTotals.get(g)?.[i] ?? 0), 0))
        }
        if (s.group) sectionTotals.set(s.group, v)
        out.push({
          type: 'Section',
          ...(s.group ? { group: s.group } : {}),
          ...(s.title ? { Header: { ColData: [{ value: s.title }] } } : {}),
          ...(child.rows.length ? { Rows: { Row: child.rows } } : {}),
          ...(s.parts.some((p) => p?.Summary)
            ? {
                Summary: {
                  ColData: [{ value: s.parts.find((p) => p?.Summary)!.Summary!.ColData[0].value }, ...vecCells(v)],
                },
              }
            : {}),
        })
        if (s.parts.some((p) => p?.Rows) || !(s.group && FORMULAS[s.group]))
          v.forEach((x, i) => {
            total[i] += x
          })
      } else {
        const l = lines.get(key)!
        if (l.eliminate) {
          l.v[n] = -l.v.slice(0, n).reduce((a, b) => a + b, 0)
          eliminations.push({ label: l.label, cents: l.v[n] })
        }
        out.push({ type: 'Data', ColData: [{ value: l.label }, ...vecCells(l.v)] })
        l.v.forEach((x, i) => {
          total[i] += x
        })
      }
    }
    return { rows: out, total }
  }
  const vecCells = (v: Vec): TColData[] => [...v, v.reduce((a, b) => a + b, 0)].map((x) => ({ value: money(x) }))

  const merged = merge(entities.map((e) => e.report.Rows.Row))
  if (o.reportType === 'BalanceSheet' && o.ctaRow) addCta(merged.rows, entities, n, vecCells)

  let columns = [
    { ColTitle: '', ColType: 'Account' },
    ...entities.map((e) => ({
      ColTitle: e.name,
      ColType: 'Money',
      MetaData: [
        { Name: 'OrganizationId', Value: e.organizationId },
        { Name: 'Currency', Value: e.currency },
      ],
    })),
    { ColTitle: 'Eliminations', ColType: 'Money' },
    { ColTitle: 'Total', ColType: 'Money' },
  ]
  let keep = columns.map(() => true)
  if (!o.includeEntitiesColumn) keep = columns.map((_, i) => i === 0 || i > n)
  else if (o.excludeEmptyColumns) keep = columns.map((_, i) => i === 0 || i > n || !allZero(merged.rows, i))
  columns = columns.filter((_, i) => keep[i])
  const prune = (rows: TRow[]): TRow[] =>
    rows.map((r) => ({
      ...r,
      ...(r.ColData ? { ColData: r.ColData.filter((_, i) => keep[i]) } : {}),
      ...(r.Summary ? { Summary: { ColData: r.Summary.ColData.filter((_, i) => keep[i]) } } : {}),
      ...(r.Rows ? { Rows: { Row: prune(r.Rows.Row) } } : {}),
    }))
  const h = entities[0]?.report.Header
  return {
    eliminations,
    report: {
      Header: {
        Time: o.now,
        ReportName: `Consolidated${o.reportType}`,
        ReportBasis: h?.ReportBasis,
        StartPeriod: h?.StartPeriod ?? '',
        EndPeriod: h?.EndPeriod ?? '',
        SummarizeColumnsBy: 'Total',
        Currency: o.presentationCurrency,
        Option: [{ Name: 'Entities', Value: String(n) }],
      },
      Columns: { Column: columns },
      Rows: { Row: prune(merged.rows) },
    },
  }
}

function allZero(rows: TRow[], i: number): boolean {
  return rows.every(
    (r) =>
      parseMoney(r.ColData?.[i]?.value) === 0 &&
      parseMoney(r.Summary?.ColData[i]?.value) === 0 &&
      (!r.Rows || allZero(r.Rows.Row, i)),
  )
}

/** Net income at the average rate plus a CTA row for the difference to the period-end rate (equity total unchanged). */
function addCta(rows: TRow[], entities: EntityInput[], n: number, cells: (v: number[]) => TColData[]) {
  const find = (rs: TRow[]): TRow | undefined => {
    for (const r of rs) {
      if (r.group === 'Equity') return r
      const f = r.Rows && find(r.Rows.Row)
      if (f) return f
    }
  }
  const equity = find(rows)
  const ni = equity?.Rows?.Row.find((r) => r.ColData?.[0].value === 'Net Income')
  if (!equity || !ni) return
  const atEnd = ni.ColData!.slice(1, n + 1).map((c) => parseMoney(c.value))
  const atAvg = atEnd.map((x, e) => Math.round((x / entities[e].periodEndRate) * entities[e].averageRate))
  ni.ColData = [ni.ColData![0], ...cells([...atAvg, 0])]
  const cta = atEnd.map((x, e) => x - atAvg[e])
  equity.Rows!.Row.push({
    type: 'Data',
    ColData: [{ value: 'Cumulative Translation Adjustment' }, ...cells([...cta, 0])],
  })
}
