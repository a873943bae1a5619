/**
 * The line-items CSV `npm run nexus` reads (issue 36): a header row, then date, state, amount, type per line, with
 * amount in dollars (up to two decimals, a minus for a refund). A bad row is named by its line number and field and
 * left out; the rest are read.
 */
import type { NexusLine } from './nexus.ts'
import { SALES_TAX_ITEM_TYPES, type TSalesTaxItemType } from './nexus-states.ts'
import { US_STATE_NAMES } from './us-states.ts'

export const NEXUS_CSV_COLUMNS = ['date', 'state', 'amount', 'type'] as const

export interface NexusCsvProblem {
  /** 1-based line number in the file (the header is line 1). */
  line: number
  message: string
}

/** "1234.5" -> 123450 cents, exactly (no floating point), or null. */
export function dollarsToCents(text: string): number | null {
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text)
  if (!m) return null
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'))
  return m[1] ? -cents : cents
}

const isRealDate = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s

export function parseNexusCsv(text: string): { lines: NexusLine[]; problems: NexusCsvProblem[] } {
  const rows = text.split(/\r?\n/)
  const lines: NexusLine[] = []
  const problems: NexusCsvProblem[] = []
  const header = (rows[0] ?? '').split(',').map((h) => h.trim().replace(/^"|"$/g, '').toLowerCase())
  const at = NEXUS_CSV_COLUMNS.map((c) => header.indexOf(c))
  const missing = NEXUS_CSV_COLUMNS.filter((_, i) => at[i] < 0)
  if (missing.length) {
    problems.push({
      line: 1,
      message: `header: missing column ${missing.join(', ')} (expected date,state,amount,type)`,
    })
    return { lines, problems }
  }
  const [iDate, iState, iAmount, iType] = at
  for (let n = 1; n < rows.length; n++) {
    const row = rows[n]
    if (row.trim() === '') continue
    const f = row.split(',').map((v) => v.trim().replace(/^"|"$/g, ''))
    const date = f[iDate] ?? ''
    const state = (f[iState] ?? '').toUpperCase()
    const amount = dollarsToCents(f[iAmount] ?? '')
    const type = (f[iType] ?? '').toLowerCase()
    const bad = !isRealDate(date)
      ? `date: "${date}" is not a date like 2026-03-14`
      : !(state in US_STATE_NAMES)
        ? `state: "${f[iState] ?? ''}" is not a US state code`
        : amount === null
          ? `amount: "${f[iAmount] ?? ''}" is not an amount in dollars like 1234.56`
          : !(SALES_TAX_ITEM_TYPES as readonly string[]).includes(type)
            ? `type: "${f[iType] ?? ''}" is not product or service`
            : null
    if (bad) problems.push({ line: n + 1, message: bad })
    else lines.push({ date, state, amountCents: amount as number, type: type as TSalesTaxItemType })
  }
  return { lines, problems }
}
