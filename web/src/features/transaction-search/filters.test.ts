import { describe, expect, it } from 'vitest'
import { apiQuery, draftFromParams, paramsFromDraft, parseSearch } from './filters.ts'

describe('transaction search filters in the URL', () => {
  it('round-trips a search through the URL, dropping blanks and resetting the page', () => {
    const current = new URLSearchParams('q=old&sort=amount_desc&offset=50&limit=25')
    const draft = { ...draftFromParams(current), q: ' figma ', minAmount: '10', maxAmount: '' }
    expect(paramsFromDraft(draft, current).toString()).toBe('q=figma&minAmount=10&sort=amount_desc&limit=25')
  })

  it('validates with the API schema and names the field', () => {
    expect(parseSearch(new URLSearchParams('minAmount=50&maxAmount=10'))).toEqual({
      ok: false,
      errors: { maxAmount: 'The maximum amount must be at least the minimum amount' },
    })
    expect(parseSearch(new URLSearchParams('from=2026-02-30&minAmount=1.005'))).toEqual({
      ok: false,
      errors: { from: 'Enter a real date, like 2026-02-28', minAmount: 'Amounts have at most two decimals' },
    })
    const good = parseSearch(new URLSearchParams('q=rent&minAmount=&offset=50'))
    expect(good.ok && apiQuery(good.filters)).toBe('q=rent&offset=50')
  })
})
