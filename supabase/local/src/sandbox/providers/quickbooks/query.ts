/**
 * The QuickBooks query language subset the sandbox understands:
 *   select * | count(*) | f1, f2 from Entity [where cond and cond ...] [orderby f [asc|desc], ...]
 *   [startposition n] [maxresults n]
 * cond: field (= | != | < | > | <= | >=) value, field in (v, ...), field like '%x%'. Fields may be dotted
 * (MetaData.LastUpdatedTime); a reference field (CustomerRef) compares on its value.
 */
import { queryParserError } from './faults.ts'

type Cond = { field: string; op: string; values: (string | number | boolean)[] }
type ParsedQuery = {
  entity: string
  count: boolean
  fields: string[] | '*'
  where: Cond[]
  orderBy: { field: string; desc: boolean }[]
  start: number
  max: number
}

const TOKEN = /\s*(?:'((?:[^'\\]|\\.)*)'|(<=|>=|!=|=|<|>|\(|\)|,|\*)|([A-Za-z_][\w.]*(?:\(\*\))?)|(-?\d+(?:\.\d+)?))/y

function tokenize(q: string) {
  const out: { t: 'str' | 'sym' | 'word' | 'num'; v: string }[] = []
  TOKEN.lastIndex = 0
  while (TOKEN.lastIndex < q.length) {
    if (/^\s*$/.test(q.slice(TOKEN.lastIndex))) break
    const at = TOKEN.lastIndex
    const m = TOKEN.exec(q)
    if (!m) throw queryParserError(`Encountered an unexpected character at column ${at + 1}`)
    if (m[1] !== undefined) out.push({ t: 'str', v: m[1].replace(/\\'/g, "'") })
    else if (m[2] !== undefined) out.push({ t: 'sym', v: m[2] })
    else if (m[3] !== undefined) out.push({ t: 'word', v: m[3] })
    else out.push({ t: 'num', v: m[4] })
  }
  return out
}

export function parseQuery(q: string): ParsedQuery {
  const toks = tokenize(q)
  let i = 0
  const peekWord = (w: string) => toks[i]?.t === 'word' && toks[i].v.toLowerCase() === w
  const expectWord = (w: string) => {
    if (!peekWord(w)) throw queryParserError(`Expected "${w}" near "${toks[i]?.v ?? 'end of query'}"`)
    i++
  }
  expectWord('select')
  let count = false
  let fields: string[] | '*' = '*'
  if (toks[i]?.v === '*') i++
  else if (toks[i]?.t === 'word' && toks[i].v.toLowerCase() === 'count(*)') {
    count = true
    i++
  } else {
    fields = []
    do {
      if (toks[i]?.t !== 'word') throw queryParserError('Expected a field name')
      fields.push(toks[i++].v)
    } while (toks[i]?.v === ',' && ++i)
  }
  expectWord('from')
  if (toks[i]?.t !== 'word') throw queryParserError('Expected an entity name after FROM')
  const entity = toks[i++].v
  const where: Cond[] = []
  if (peekWord('where')) {
    i++
    for (;;) {
      const f = toks[i++]
      if (f?.t !== 'word') throw queryParserError('Expected a field name in WHERE')
      const opTok = toks[i++]
      const op = opTok?.t === 'word' ? opTok.v.toLowerCase() : opTok?.v
      if (!op || !['=', '!=', '<', '>', '<=', '>=', 'in', 'like'].includes(op))
        throw queryParserError(`Unsupported operator "${opTok?.v ?? ''}"`)
      const value = () => {
        const v = toks[i++]
        if (!v || v.t === 'sym') throw queryParserError('Expected a value')
        if (v.t === 'num') return Number(v.v)
        if (v.t === 'word' && /^(true|false)$/i.test(v.v)) return v.v.toLowerCase() === 'true'
        return v.v
      }
      const values: Cond['values'] = []
      if (op === 'in') {
        if (toks[i++]?.v !== '(') throw queryParserError('Expected "(" after IN')
        do {
          values.push(value())
        } while (toks[i]?.v === ',' && ++i)
        if (toks[i++]?.v !== ')') throw queryParserError('Expected ")" to close IN')
      } else values.push(value())
      where.push({ field: f.v, op, values })
      if (peekWord('and')) {
        i++
        continue
      }
      break
    }
  }
  const orderBy: ParsedQuery['orderBy'] = []
  if (peekWord('orderby') || peekWord('order')) {
    if (toks[i].v.toLowerCase() === 'order') {
      i++
      expectWord('by')
    } else i++
    do {
      const f = toks[i++]
      if (f?.t !== 'word') throw queryParserError('Expected a field name in ORDERBY')
      let desc = false
      if (peekWord('desc')) {
        desc = true
        i++
      } else if (peekWord('asc')) i++
      orderBy.push({ field: f.v, desc })
    } while (toks[i]?.v === ',' && ++i)
  }
  let start = 1,
    max = 100
  while (i < toks.length) {
    if (peekWord('startposition')) {
      i++
      start = Number(toks[i++]?.v)
    } else if (peekWord('maxresults')) {
      i++
      max = Number(toks[i++]?.v)
    } else throw queryParserError(`Encountered "${toks[i].v}"`)
  }
  if (!Number.isInteger(start) || start < 1) throw queryParserError('STARTPOSITION must be a positive integer')
  if (!Number.isInteger(max) || max < 1 || max > 1000) throw queryParserError('MAXRESULTS must be between 1 and 1000')
  return { entity, count, fields, where, orderBy, start, max }
}

const get = (o: any, path: string) => {
  let v = path
    .split('.')
    .reduce(
      (x, k) =>
        x == null ? undefined : (x[k] ?? x[Object.keys(x).find((kk) => kk.toLowerCase() === k.toLowerCase()) ?? k]),
      o,
    )
  if (v && typeof v === 'object' && 'value' in v) v = v.value
  return v
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T/
function compare(a: unknown, b: string | number | boolean): number {
  if (a === undefined || a === null) return Number.NaN
  if (typeof b === 'boolean') return String(a) === String(b) ? 0 : 1
  if (typeof a === 'number' || typeof b === 'number') return Number(a) - Number(b)
  if (DATE_TIME.test(String(a)) && /^\d{4}-\d{2}-\d{2}/.test(b)) return Date.parse(String(a)) - Date.parse(b)
  return String(a).toLowerCase().localeCompare(String(b).toLowerCase())
}

function matches(e: unknown, c: Cond): boolean {
  const v = get(e, c.field)
  if (c.op === 'in') return c.values.some((x) => compare(v, x) === 0)
  if (c.op === 'like') {
    const re = new RegExp(
      `^${String(c.values[0])
        .split('%')
        .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
      'i',
    )
    return re.test(String(v ?? ''))
  }
  const d = compare(v, c.values[0])
  if (Number.isNaN(d)) return false
  return c.op === '='
    ? d === 0
    : c.op === '!='
      ? d !== 0
      : c.op === '<'
        ? d < 0
        : c.op === '>'
          ? d > 0
          : c.op === '<='
            ? d <= 0
            : d >= 0
}

/** Runs a parsed query over a list; returns the page and the total count of matches. */
export function runQuery<T extends Record<string, any>>(
  q: ParsedQuery,
  rows: T[],
): { page: Record<string, any>[]; total: number } {
  const hit = rows.filter((r) => q.where.every((c) => matches(r, c)))
  const order = q.orderBy.length ? q.orderBy : [{ field: 'Id', desc: false }]
  hit.sort((a, b) => {
    for (const o of order) {
      const x = get(a, o.field),
        y = get(b, o.field)
      const d = o.field === 'Id' ? Number(x) - Number(y) : compare(x, y as string)
      if (d) return o.desc ? -d : d
    }
    return 0
  })
  const page = hit.slice(q.start - 1, q.start - 1 + q.max)
  const proj =
    q.fields === '*'
      ? page
      : page.map((r) => Object.fromEntries(['Id', 'SyncToken', ...(q.fields as string[])].map((f) => [f, r[f]])))
  return { page: proj, total: hit.length }
}
