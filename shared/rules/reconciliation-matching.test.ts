import { describe, expect, it } from 'vitest'
import { type MatchLine, descriptionSimilarity, matchLines } from './reconciliation-matching.ts'

const line = (id: string, date: string, amountCents: number, description = ''): MatchLine => ({
  id,
  date,
  amountCents,
  description,
})

describe('matchLines', () => {
  it('pairs the same amount within the window, nearest day first', () => {
    const r = matchLines([line('f1', '2026-03-03', -12_000, 'RENT')], [line('l1', '2026-03-01', -12_000, 'Rent')])
    expect(r.matches).toEqual([
      { kind: 'one-to-one', feedIds: ['f1'], ledgerIds: ['l1'], amountCents: -12_000, score: expect.any(Number) },
    ])
    expect(r.unmatchedFeed).toEqual([])
    expect(r.unmatchedLedger).toEqual([])
  })

  it('leaves lines outside the window or of another amount unmatched', () => {
    const r = matchLines(
      [line('f1', '2026-03-20', -500), line('f2', '2026-03-01', -501)],
      [line('l1', '2026-03-01', -500)],
    )
    expect(r.matches).toEqual([])
    expect(r.unmatchedFeed).toEqual(['f1', 'f2'])
    expect(r.unmatchedLedger).toEqual(['l1'])
  })

  it('gives same-amount lines on adjacent days each the ledger line of their own day', () => {
    const feed = [line('f2', '2026-03-02', 5_000, 'CARD SALES'), line('f1', '2026-03-01', 5_000, 'CARD SALES')]
    const ledger = [line('l1', '2026-03-01', 5_000, 'Card sales'), line('l2', '2026-03-02', 5_000, 'Card sales')]
    const pairs = matchLines(feed, ledger).matches.map((m) => `${m.feedIds[0]}-${m.ledgerIds[0]}`)
    expect(pairs.sort()).toEqual(['f1-l1', 'f2-l2'])
  })

  it('prefers the closer description between two candidates on the same day', () => {
    const r = matchLines(
      [line('f1', '2026-03-05', -4_200, 'SYSCO FOODS 1234')],
      [line('l1', '2026-03-05', -4_200, 'Gas bill'), line('l2', '2026-03-05', -4_200, 'Sysco foods order')],
    )
    expect(r.matches[0].ledgerIds).toEqual(['l2'])
    expect(r.unmatchedLedger).toEqual(['l1'])
  })

  it('reports a duplicate feed line unmatched instead of matching one ledger line twice', () => {
    const r = matchLines(
      [line('f1', '2026-03-05', -999, 'NETFLIX'), line('f2', '2026-03-05', -999, 'NETFLIX')],
      [line('l1', '2026-03-05', -999, 'Netflix')],
    )
    expect(r.matches).toHaveLength(1)
    expect(r.unmatchedFeed).toHaveLength(1)
  })

  it('matches a split: two feed lines that add up to one ledger line (many-to-one)', () => {
    const r = matchLines(
      [line('f1', '2026-03-10', 30_000, 'DEPOSIT'), line('f2', '2026-03-11', 12_345, 'DEPOSIT')],
      [line('l1', '2026-03-10', 42_345, 'Invoice 1001')],
    )
    expect(r.matches).toEqual([
      { kind: 'many-to-one', feedIds: ['f1', 'f2'], ledgerIds: ['l1'], amountCents: 42_345, score: expect.any(Number) },
    ])
  })

  it('matches one feed deposit to three ledger payments (one-to-many)', () => {
    const r = matchLines(
      [line('f1', '2026-03-10', 60_000, 'MOBILE DEPOSIT')],
      [line('l1', '2026-03-08', 10_000), line('l2', '2026-03-09', 20_000), line('l3', '2026-03-10', 30_000)],
    )
    expect(r.matches).toHaveLength(1)
    expect(r.matches[0].kind).toBe('one-to-many')
    expect([...r.matches[0].ledgerIds].sort()).toEqual(['l1', 'l2', 'l3'])
  })

  it('never groups lines of the other sign', () => {
    const r = matchLines(
      [line('f1', '2026-03-10', 5_000), line('f2', '2026-03-10', -1_000)],
      [line('l1', '2026-03-10', 4_000)],
    )
    expect(r.matches).toEqual([])
  })

  it('skips lines already matched by an accepted match', () => {
    const r = matchLines([line('f1', '2026-03-01', 100)], [line('l1', '2026-03-01', 100)], {
      exclude: { feed: ['f1'], ledger: [] },
    })
    expect(r.matches).toEqual([])
    expect(r.unmatchedFeed).toEqual([])
    expect(r.unmatchedLedger).toEqual(['l1'])
  })

  it('is exact in cents for amounts beyond what floats add exactly', () => {
    const r = matchLines([line('f1', '2026-03-01', 10), line('f2', '2026-03-01', 20)], [line('l1', '2026-03-01', 30)])
    expect(r.matches[0].kind).toBe('many-to-one')
  })
})

describe('descriptionSimilarity', () => {
  it('ignores how the money moved and compares who with', () => {
    expect(descriptionSimilarity('POS DEBIT SYSCO', 'Sysco')).toBe(1)
    expect(descriptionSimilarity('ACH PAYMENT', 'Card purchase')).toBe(0)
  })
})
