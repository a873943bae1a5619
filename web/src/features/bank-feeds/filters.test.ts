import { describe, expect, it } from 'vitest'
import { apiQuery, draftFromParams, paramsFromDraft, parseFilters } from './filters.ts'

describe('bank transaction filters in the URL', () => {
  it('reads valid filters and names each wrong one in words', () => {
    expect(parseFilters(new URLSearchParams('q=coffee&pending=true&limit=25'))).toEqual({
      ok: true,
      filters: { q: 'coffee', pending: 'true', limit: 25 },
    })
    const bad = parseFilters(new URLSearchParams('minAmount=1.234&provider=venmo'))
    expect(bad).toEqual({
      ok: false,
      errors: { minAmount: 'Amounts have at most two decimals', provider: 'Choose Plaid, Teller, Stripe or Ramp' },
    })
    expect(parseFilters(new URLSearchParams('minAmount=5&maxAmount=1'))).toEqual({
      ok: false,
      errors: { maxAmount: 'The maximum amount must be at least the minimum amount' },
    })
  })
  it('writes only the filters that are set, back to the first page, keeping the page size', () => {
    const draft = { ...draftFromParams(new URLSearchParams()), q: ' rent ', from: '2026-01-01' }
    expect(paramsFromDraft(draft, new URLSearchParams('limit=25&offset=50')).toString()).toBe(
      'q=rent&from=2026-01-01&limit=25',
    )
  })
  it('builds the API query from validated filters', () => {
    expect(apiQuery({ q: 'rent', pending: 'false', offset: 0 })).toBe('q=rent&pending=false&offset=0')
  })
})
