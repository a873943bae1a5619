import { describe, expect, it } from 'vitest'
import { csvFileName, draftFromParams, paramsFromDraft, parseFilters } from './activity-filters.ts'

const ACCOUNT = '4f1c2d3e-0000-4000-8000-000000000001'

describe('activity filters', () => {
  it('reads the filters of a shared link, leaving blanks out', () => {
    const r = parseFilters(
      new URLSearchParams(`accountId=${ACCOUNT}&direction=Debit&layer=Pending&type=wire_out&q=&from=2026-01-01`),
    )
    expect(r).toEqual({
      ok: true,
      filters: { accountId: ACCOUNT, direction: 'Debit', layer: 'Pending', type: 'wire_out', from: '2026-01-01' },
    })
  })

  it("names each wrong value in the API's words", () => {
    const r = parseFilters(new URLSearchParams('direction=Sideways&layer=Gone&type=teleport'))
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors.direction).toBe('Choose Credit or Debit')
    expect(r.errors.layer).toBe('Choose one of Pending, Settled, Encumbrance, Failed, Rejected')
    expect(r.errors.type).toBe('Choose one of the transaction types')
  })

  it('refuses a date range that ends before it starts', () => {
    const r = parseFilters(new URLSearchParams('from=2026-03-01&to=2026-02-01'))
    expect(r).toEqual({ ok: false, errors: { to: 'The end date must be on or after the start date' } })
  })

  it('round-trips the form through the URL with only the set fields', () => {
    const draft = draftFromParams(new URLSearchParams('q=coffee&layer=Settled'))
    expect(draft.q).toBe('coffee')
    expect(draft.accountId).toBe('')
    expect(paramsFromDraft({ ...draft, q: '  coffee  ', direction: '' }).toString()).toBe('q=coffee&layer=Settled')
  })

  it('names the CSV by its date range', () => {
    expect(csvFileName({ from: '2026-01-01', to: '2026-01-31' })).toBe('Banking activity 2026-01-01 to 2026-01-31.csv')
    expect(csvFileName({}, '2026-02-10')).toBe('Banking activity to 2026-02-10.csv')
  })
})
