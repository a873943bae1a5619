/**
 * What a bill says, read from its text (a PDF's text layer, one line per text line): up to 3 suggested vendor names,
 * invoice number, invoice date, amount, due date, account and routing numbers, service period and GL code (spec §3).
 * Each field keeps the line it was read from and a confidence, so the reviewer sees where it came from and the screen
 * can highlight it. What cannot be read stays absent rather than guessed. Amounts are micros (spec §5), exactly: the
 * dollars are parsed as digits, never as a float.
 */
export const MAX_SUGGESTED_VENDORS = 3

export type ExtractedField<T> = { value: T; source: string; confidence: number }

export type BillExtraction = {
  vendorNames: ExtractedField<string>[]
  invoiceNumber: ExtractedField<string> | null
  invoiceDate: ExtractedField<string> | null
  amountMicros: ExtractedField<string> | null
  dueDate: ExtractedField<string> | null
  accountNumber: ExtractedField<string> | null
  routingNumber: ExtractedField<string> | null
  servicePeriodFrom: ExtractedField<string> | null
  servicePeriodTo: ExtractedField<string> | null
  glCode: ExtractedField<string> | null
}

/** The fields a bill's extraction fills, in the order the screen shows them. */
export const EXTRACTED_BILL_FIELDS = [
  'vendorName',
  'invoiceNumber',
  'invoiceDate',
  'amountMicros',
  'dueDate',
  'accountNumber',
  'routingNumber',
  'servicePeriodFrom',
  'servicePeriodTo',
  'glCode',
] as const
export type TExtractedBillField = (typeof EXTRACTED_BILL_FIELDS)[number]

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const DATE = String.raw`(\d{4}-\d{2}-\d{2}|\d{1,2}/\d{1,2}/\d{2,4}|[A-Za-z]{3,9}\.?\s+\d{1,2},?\s+\d{4})`
const MONEY = String.raw`\$?\s*([\d,]+\.\d{2})`

/** "2026-01-31", "1/31/2026", "01/31/26", "January 31, 2026" as ISO; null when it is not a real date. */
export function isoDate(s: string): string | null {
  let y: number
  let m: number
  let d: number
  const t = s.trim()
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) [y, m, d] = t.split('-').map(Number)
  else if (/^\d{1,2}\/\d{1,2}\/\d{2,4}$/.test(t)) {
    const parts = t.split('/').map(Number)
    ;[m, d, y] = parts
    if (y < 100) y += 2000
  } else {
    const r = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(t)
    if (!r) return null
    m = MONTHS.indexOf(r[1].slice(0, 3).toLowerCase()) + 1
    d = Number(r[2])
    y = Number(r[3])
  }
  const date = new Date(Date.UTC(y, m - 1, d))
  if (m < 1 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null
  return date.toISOString().slice(0, 10)
}

/** "1,234.56" as micros, as a decimal string (bigint-safe): 1234560000. */
export function dollarsToMicros(s: string): string {
  const [whole, frac = ''] = s.replace(/[,$\s]/g, '').split('.')
  return (BigInt(whole || '0') * 1_000_000n + BigInt(frac.padEnd(6, '0').slice(0, 6))).toString()
}

const field = <T>(value: T, source: string, confidence: number): ExtractedField<T> => ({
  value,
  source: source.trim().slice(0, 200),
  confidence,
})

/** The first line matching `re`, with its capture; labelled lines are read before loose ones. */
function labelled(lines: readonly string[], re: RegExp): { match: RegExpExecArray; line: string } | null {
  for (const line of lines) {
    const match = re.exec(line)
    if (match) return { match, line }
  }
  return null
}

function dateField(lines: readonly string[], label: string): ExtractedField<string> | null {
  const hit = labelled(lines, new RegExp(`(?:${label})\\s*(?:date)?\\s*[:#]?\\s*${DATE}`, 'i'))
  const iso = hit && isoDate(hit.match[1])
  return iso ? field(iso, hit.line, 0.95) : null
}

/** ABA routing numbers carry a check digit: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function validRoutingNumber(n: string): boolean {
  if (!/^\d{9}$/.test(n)) return false
  const d = [...n].map(Number)
  return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 === 0
}

const COMPANY_SUFFIX = /\b(inc|llc|ltd|co|corp|corporation|company|group|partners|services|supply|lp|llp|pllc)\.?$/i
const NOT_A_VENDOR = /invoice|bill to|ship to|statement|page \d|amount|total|date|due|account|routing|remit|^\s*$/i

/** Up to three vendor names: a "From"/"Vendor"/"Remit to" label first, then the lines that look like a company. */
function vendorNames(lines: readonly string[]): ExtractedField<string>[] {
  const found: ExtractedField<string>[] = []
  const add = (name: string, line: string, confidence: number) => {
    // a speck a scanner left after the name reads as stray punctuation: trimmed (a name's own "Inc." keeps its dot)
    const clean = name
      .replace(/\s+/g, ' ')
      .replace(/[\s:;,|_'"`~!-]+$/, '')
      .trim()
    if (clean.length < 2 || clean.length > 200) return
    if (found.some((f) => f.value.toLowerCase() === clean.toLowerCase())) return
    if (found.length < MAX_SUGGESTED_VENDORS) found.push(field(clean, line, confidence))
  }
  for (const line of lines) {
    const m = /^\s*(?:from|vendor|supplier|remit(?:\s+payment)?\s+to|pay\s+to|payee)\s*:\s*(.+)$/i.exec(line)
    if (m) add(m[1], line, 0.95)
  }
  for (const line of lines.slice(0, 8)) {
    const t = line.trim()
    if (!NOT_A_VENDOR.test(t) && COMPANY_SUFFIX.test(t)) add(t, line, 0.7)
  }
  const first = lines.find((l) => l.trim() && !NOT_A_VENDOR.test(l) && !/\d{3,}/.test(l))
  if (first) add(first, first, 0.4)
  return found
}

function amount(lines: readonly string[]): ExtractedField<string> | null {
  const labels = ['amount due', 'balance due', 'total due', 'please pay', 'amount', 'total']
  for (const label of labels) {
    const hit = labelled(lines, new RegExp(`${label}[^\\d$-]{0,20}${MONEY}`, 'i'))
    if (hit) return field(dollarsToMicros(hit.match[1]), hit.line, label === 'total' || label === 'amount' ? 0.8 : 0.95)
  }
  return null
}

/** Reads a bill's text. Pure: the same text always gives the same fields. */
export function extractBill(text: string): BillExtraction {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '')
  const invoice = labelled(lines, /invoice\s*(?:number|no\.?|#)\s*[:#]?\s*([A-Za-z0-9][A-Za-z0-9\-/.]{0,20})/i)
  const account = labelled(lines, /account\s*(?:number|no\.?|#)\s*[:#]?\s*([0-9][0-9\- ]{3,20}[0-9])/i)
  const routing = labelled(lines, /(?:routing|aba|rtn)\s*(?:number|no\.?|#)?\s*[:#]?\s*(\d{9})\b/i)
  const period = labelled(
    lines,
    new RegExp(`service\\s+period\\s*[:]?\\s*${DATE}\\s*(?:to|through|-|–)\\s*${DATE}`, 'i'),
  )
  const gl = labelled(lines, /(?:gl|g\/l)\s*(?:code|account)?\s*[:#]?\s*(\d{3,6}(?:[-.]\d{1,4})?)/i)
  const from = period && isoDate(period.match[1])
  const to = period && isoDate(period.match[2])
  return {
    vendorNames: vendorNames(lines),
    invoiceNumber: invoice ? field(invoice.match[1], invoice.line, 0.95) : null,
    invoiceDate: dateField(lines, 'invoice date|date of invoice|issued|invoice\\s+dated|^\\s*date'),
    amountMicros: amount(lines),
    dueDate: dateField(lines, 'due date|payment due|due by|due'),
    accountNumber: account ? field(account.match[1].replace(/[\s-]/g, ''), account.line, 0.9) : null,
    routingNumber: routing
      ? field(routing.match[1], routing.line, validRoutingNumber(routing.match[1]) ? 0.95 : 0.5)
      : null,
    servicePeriodFrom: from && period ? field(from, period.line, 0.9) : null,
    servicePeriodTo: to && period ? field(to, period.line, 0.9) : null,
    glCode: gl ? field(gl.match[1], gl.line, 0.85) : null,
  }
}

/** The value each field of an extraction gives (the first suggested vendor for the vendor), for the bill's columns. */
export function extractedValues(x: BillExtraction): Partial<Record<TExtractedBillField, string>> {
  const out: Partial<Record<TExtractedBillField, string>> = {}
  if (x.vendorNames[0]) out.vendorName = x.vendorNames[0].value
  for (const k of EXTRACTED_BILL_FIELDS) {
    if (k === 'vendorName') continue
    const f = x[k]
    if (f) out[k] = f.value
  }
  return out
}

/** A line as OCR read it, with the engine's confidence in it (0 to 1). */
export type ReadLine = { text: string; confidence: number }

/**
 * After OCR, a field is only as sure as the line it was read from: each field's confidence is multiplied by the
 * engine's confidence in its source line (the rule's own confidence stays the ceiling). Text-layer reads skip this.
 */
export function scaleByReading(x: BillExtraction, lines: readonly ReadLine[]): BillExtraction {
  const sure = new Map(lines.map((l) => [l.text.trim().slice(0, 200), l.confidence]))
  const scale = <T>(f: ExtractedField<T>): ExtractedField<T> => ({
    ...f,
    confidence: Math.round(f.confidence * (sure.get(f.source) ?? 1) * 1000) / 1000,
  })
  const out: BillExtraction = { ...x, vendorNames: x.vendorNames.map(scale) }
  for (const k of EXTRACTED_BILL_FIELDS) {
    if (k === 'vendorName') continue
    const f = x[k]
    out[k] = f ? scale(f) : null
  }
  return out
}

/**
 * Below this confidence a read field is not taken on trust: the bill cannot be submitted until a person has confirmed
 * or corrected it (a labelled field on a clean page reads at about 0.9; a vendor guessed from a company-like line, or
 * a line OCR was unsure of, falls under it).
 */
export const CONFIRM_BELOW = 0.75

/** The fields read with a confidence under CONFIRM_BELOW that nobody has typed or confirmed since. */
export function fieldsToConfirm(x: BillExtraction | null, typed: readonly string[]): TExtractedBillField[] {
  if (!x) return []
  return EXTRACTED_BILL_FIELDS.filter((k) => {
    if (typed.includes(k)) return false
    const f = k === 'vendorName' ? x.vendorNames[0] : x[k]
    return f !== null && f !== undefined && f.confidence < CONFIRM_BELOW
  })
}

/**
 * The extraction fills only what nobody typed: `typed` names the fields a person set, and those keep their value
 * whatever the file says (issue 33, "extraction never overwrites what a person typed").
 */
export function fillUntyped(
  current: Partial<Record<TExtractedBillField, string | null>>,
  typed: readonly string[],
  extracted: Partial<Record<TExtractedBillField, string>>,
): Partial<Record<TExtractedBillField, string | null>> {
  const out = { ...current }
  for (const k of EXTRACTED_BILL_FIELDS) {
    if (typed.includes(k)) continue
    if (extracted[k] !== undefined) out[k] = extracted[k]
  }
  return out
}
