/**
 * Currency-rate provider client: daily rates over a period from a rate API (base, start_date, rates map), reduced to
 * the average rate (profit and loss, cash flow) and the period-end rate (balance sheet). Rates are validated positive.
 * The provider URL is CURRENCY_RATES_URL, or the local sandbox's /currency-rates.
 */
import { env } from '../../_shared/env.ts'
import { AppError } from '../../_shared/errors.ts'
import { validationFailed } from '../../_shared/validation.ts'
import { ZRateResponse } from '../../../shared/schemas/consolidation.ts'

export const RATE_MESSAGES = {
  unknownCurrency: (c: string) => `Exchange rates are not available for ${c}. Choose another currency, such as USD.`,
  unavailable: 'Exchange rates could not be fetched just now. Try again in a few minutes.',
  noRates: (c: string, p: string) =>
    `There are no exchange rates from ${c} to ${p} for this period. Choose another period or currency.`,
}

export type RatePair = {
  currency: string
  averageRate: number
  periodEndRate: number
  days: { date: string; rate: number }[]
}

function baseUrl(): string {
  const url = Deno.env.get('CURRENCY_RATES_URL') ?? (env.sandboxUrl ? `${env.sandboxUrl}/currency-rates` : '')
  if (!url) throw new AppError('unprocessable', 'No currency-rate provider is configured (CURRENCY_RATES_URL)')
  return url.replace(/\/$/, '')
}

/** Factors that turn an amount in `currency` into the presentation currency (1 for the presentation currency itself). */
export async function fetchCurrencyRates({
  presentation,
  currencies,
  start,
  end,
  fetchImpl = fetch,
  url = baseUrl,
}: {
  presentation: string
  currencies: string[]
  start: string
  end: string
  fetchImpl?: typeof fetch
  /** the provider's address; tests pass their own, never through the environment the other test files share */
  url?: () => string
}): Promise<Map<string, RatePair>> {
  const out = new Map<string, RatePair>()
  const foreign = [...new Set(currencies)].filter((c) => c !== presentation)
  for (const c of currencies)
    if (c === presentation) out.set(c, { currency: c, averageRate: 1, periodEndRate: 1, days: [] })
  if (foreign.length === 0) return out
  const res = await fetchImpl(
    `${url()}/timeseries?base=${presentation}&symbols=${foreign.join(',')}&start_date=${start}&end_date=${end}`,
  )
  // The provider's own answer is for the log, never the user: a 4xx means it does not know a currency we asked about
  // (the presentation currency is the one the user chose), anything else that it could not answer now.
  if (!res.ok) {
    console.warn(`currency-rate provider answered ${res.status}: ${(await res.text()).slice(0, 500)}`)
    if (res.status >= 400 && res.status < 500)
      throw validationFailed([{ path: ['presentationCurrency'], message: RATE_MESSAGES.unknownCurrency(presentation) }])
    throw new AppError('unprocessable', RATE_MESSAGES.unavailable)
  }
  const parsed = ZRateResponse.safeParse(await res.json())
  if (!parsed.success) {
    console.warn(`currency-rate provider answered an unexpected shape: ${parsed.error.message.slice(0, 500)}`)
    throw new AppError('unprocessable', RATE_MESSAGES.unavailable)
  }
  const byDay = parsed.data.rates as Record<string, Record<string, number>>
  for (const c of foreign) {
    // Rates are units of `c` per presentation unit; the conversion factor is the inverse.
    const days = Object.entries(byDay)
      .filter(([, r]) => typeof r === 'object' && r[c] > 0)
      .map(([date, r]) => ({ date, rate: 1 / r[c] }))
      .sort((a, b) => a.date.localeCompare(b.date))
    if (days.length === 0) throw new AppError('unprocessable', RATE_MESSAGES.noRates(c, presentation))
    out.set(c, {
      currency: c,
      averageRate: days.reduce((s, d) => s + d.rate, 0) / days.length,
      periodEndRate: days.at(-1)!.rate,
      days,
    })
  }
  return out
}
