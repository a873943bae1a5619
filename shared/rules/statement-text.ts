/**
 * What a bank statement says, read from its text (a PDF's, after a pdftotext-class extractor) or from a CSV export:
 * the period, the beginning and ending balances in cents and the account's last four digits. Statements state these in
 * a few common wordings ("Statement period: 2026-01-01 to 2026-01-31", "01/01/2026 - 01/31/2026"; "Beginning/Opening/
 * Previous balance", "Ending/Closing/New balance"; "****7847", "ending in 7847"). What cannot be read stays null rather
 * than guessed: the bookkeeper confirms or completes the figures before they count.
 */
import Papa from 'papaparse'

export type ExtractedStatement = {
  periodStart: string | null
  periodEnd: string | null
  startingBalanceCents: number | null
  endingBalanceCents: number | null
}

const DATE = String.raw`(\d{4}-\d{2}-\d{2}|\d{1,2}/\d{1,2}/\d{4})`
const MONEY = String.raw`(\(?-?\s*\$?\s*-?[\d,]+\.\d{2}\)?)`

function isoDate(s: string): string {
  if (s.includes('-')) return s
  const [m, d, y] = s.split('/')
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`
}

/** "$1,234.56", "-$12.00", "($12.00)" to cents, exactly (no floating point on the way). */
export function moneyToCents(s: string): number {
  const negative = /-|\(/.test(s)
  const [whole, frac = '0'] = s.replace(/[^\d.]/g, '').split('.')
  const cents = Number(whole || '0') * 100 + Number(frac.padEnd(2, '0').slice(0, 2))
  return negative && cents !== 0 ? -cents : cents
}

export function extractStatement(text: string): ExtractedStatement {
  const period =
    new RegExp(String.raw`(?:statement\s+)?period[:\s]+${DATE}\s*(?:to|through|-|–)\s*${DATE}`, 'i').exec(text) ??
    new RegExp(`${DATE}\\s*(?:to|through|-|–)\\s*${DATE}`, 'i').exec(text)
  const start = new RegExp(String.raw`(?:beginning|opening|previous|starting)\s+balance[:\s]+${MONEY}`, 'i').exec(text)
  const end = new RegExp(String.raw`(?:ending|closing|new)\s+balance[:\s]+${MONEY}`, 'i').exec(text)
  return {
    periodStart: period ? isoDate(period[1]) : null,
    periodEnd: period ? isoDate(period[2]) : null,
    startingBalanceCents: start ? moneyToCents(start[1]) : null,
    endingBalanceCents: end ? moneyToCents(end[1]) : null,
  }
}

/** The last four digits of the account the statement is for, when it names them. */
export function statementAccountMask(text: string): string | null {
  const m =
    /(?:[*xX•]{2,}[\s-]?|ending\s+(?:in\s+)?)(\d{4})\b/i.exec(text) ??
    /account\s*(?:number|no\.?|#)?\s*:?\s*[\dxX*•\- ]*?(\d{4})\b/i.exec(text)
  return m ? m[1] : null
}

export const CSV_STATEMENT_MESSAGES = {
  empty: 'The CSV has no rows',
  columns: 'The CSV needs a Date, an Amount and a Balance column',
  row: (n: number) => `Row ${n} of the CSV has no readable date, amount or balance`,
} as const

const column = (header: string[], names: RegExp) => header.findIndex((h) => names.test(h.trim()))

/**
 * A CSV export of the statement's lines (Date, Description, Amount, Balance, in any order, dates as YYYY-MM-DD or
 * MM/DD/YYYY): the period runs from the first to the last line, the ending balance is the last line's running
 * balance and the beginning balance the first line's balance before its amount. Throws a message naming what is wrong.
 */
export function extractCsvStatement(csv: string): ExtractedStatement & { lines: number } {
  const rows = Papa.parse<string[]>(csv.trim(), { skipEmptyLines: true }).data
  if (rows.length < 2) throw new Error(CSV_STATEMENT_MESSAGES.empty)
  const [header, ...body] = rows
  const date = column(header, /^(posting |transaction |post )?date$/i)
  const amount = column(header, /^amount$/i)
  const balance = column(header, /^(running )?balance$/i)
  if (date < 0 || amount < 0 || balance < 0) throw new Error(CSV_STATEMENT_MESSAGES.columns)
  const lines = body.map((r, i) => {
    const d = new RegExp(`^${DATE}$`).exec((r[date] ?? '').trim())
    const a = (r[amount] ?? '').trim()
    const b = (r[balance] ?? '').trim()
    if (!d || !/\d/.test(a) || !/\d/.test(b)) throw new Error(CSV_STATEMENT_MESSAGES.row(i + 2))
    return { date: isoDate(d[1]), amountCents: moneyToCents(a), balanceCents: moneyToCents(b) }
  })
  // exports list oldest first or newest first; within a day the file's order is the bank's
  if (lines[0].date > lines.at(-1)!.date) lines.reverse()
  const first = lines[0]
  const last = lines.at(-1)!
  return {
    periodStart: first.date,
    periodEnd: last.date,
    startingBalanceCents: first.balanceCents - first.amountCents,
    endingBalanceCents: last.balanceCents,
    lines: lines.length,
  }
}
