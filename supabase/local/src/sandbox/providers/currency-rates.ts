/**
 * Currency-rate provider sandbox in the shape of the common rate APIs (exchangerate.host / Open Exchange Rates):
 *   GET /currency-rates/latest?base=USD&symbols=EUR,GBP            -> { base, timestamp, rates: { EUR: 0.92 } }
 *   GET /currency-rates/historical/:date?base=USD&symbols=EUR      -> { base, timestamp, date, rates }
 *   GET /currency-rates/timeseries?base=USD&start_date=&end_date=  -> { base, start_date, end_date, rates: { 'YYYY-MM-DD': { EUR: 0.92 } } }
 * Rates are deterministic (a fixed USD table with a small daily drift), so tests can assert conversions.
 */
import { sendJson } from '../../http.ts'
import type { SandboxRouter } from '../server.ts'

const USD_PER_UNIT_INVERSE: Record<string, number> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  CAD: 1.36,
  AUD: 1.52,
  JPY: 149.5,
  CHF: 0.88,
  MXN: 17.1,
  INR: 83.2,
  SGD: 1.34,
  BRL: 4.95,
  SEK: 10.6,
}
const DAY = 86_400_000

/** Units of `c` per 1 USD on a date: the table value with a deterministic drift of at most 2%. */
function perUsd(c: string, date: string): number {
  const day = Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY)
  const seed = [...c].reduce((s, ch) => s + ch.charCodeAt(0), 0)
  return USD_PER_UNIT_INVERSE[c] * (1 + 0.02 * Math.sin((day + seed) / 29))
}

function ratesFor(base: string, symbols: string[], date: string): Record<string, number> {
  const out: Record<string, number> = {}
  for (const s of symbols) out[s] = Number((perUsd(s, date) / perUsd(base, date)).toFixed(6))
  return out
}

function parse(url: URL): { base: string; symbols: string[] } | { error: string } {
  const base = (url.searchParams.get('base') ?? 'USD').toUpperCase()
  if (!USD_PER_UNIT_INVERSE[base]) return { error: `unsupported base currency ${base}` }
  const symbols = (url.searchParams.get('symbols') ?? Object.keys(USD_PER_UNIT_INVERSE).join(','))
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean)
  const bad = symbols.find((s) => !USD_PER_UNIT_INVERSE[s])
  return bad ? { error: `unsupported currency ${bad}` } : { base, symbols }
}
const isDate = (d: string | null): d is string => !!d && /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(d))

export function mount(r: SandboxRouter) {
  r.add('GET', '/currency-rates/latest', (_req, res, url) => {
    const p = parse(url)
    if ('error' in p) return sendJson(res, 400, { success: false, error: { code: 'invalid_currency', info: p.error } })
    const today = new Date().toISOString().slice(0, 10)
    sendJson(res, 200, {
      success: true,
      base: p.base,
      timestamp: Math.floor(Date.now() / 1000),
      date: today,
      rates: ratesFor(p.base, p.symbols, today),
    })
  })
  r.add('GET', '/currency-rates/historical/:date', (_req, res, url, params) => {
    const p = parse(url)
    if ('error' in p) return sendJson(res, 400, { success: false, error: { code: 'invalid_currency', info: p.error } })
    if (!isDate(params.date))
      return sendJson(res, 400, { success: false, error: { code: 'invalid_date', info: 'date must be YYYY-MM-DD' } })
    sendJson(res, 200, {
      success: true,
      historical: true,
      base: p.base,
      date: params.date,
      timestamp: Math.floor(Date.parse(`${params.date}T23:59:59Z`) / 1000),
      rates: ratesFor(p.base, p.symbols, params.date),
    })
  })
  r.add('GET', '/currency-rates/timeseries', (_req, res, url) => {
    const p = parse(url)
    if ('error' in p) return sendJson(res, 400, { success: false, error: { code: 'invalid_currency', info: p.error } })
    const start = url.searchParams.get('start_date'),
      end = url.searchParams.get('end_date')
    if (!isDate(start) || !isDate(end) || start > end)
      return sendJson(res, 400, {
        success: false,
        error: { code: 'invalid_date_range', info: 'start_date and end_date must be YYYY-MM-DD, start first' },
      })
    if ((Date.parse(end) - Date.parse(start)) / DAY > 366)
      return sendJson(res, 400, { success: false, error: { code: 'time_frame_too_long', info: 'at most 366 days' } })
    const rates: Record<string, Record<string, number>> = {}
    for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += DAY) {
      const d = new Date(t).toISOString().slice(0, 10)
      rates[d] = ratesFor(p.base, p.symbols, d)
    }
    sendJson(res, 200, { success: true, timeseries: true, base: p.base, start_date: start, end_date: end, rates })
  })
}
