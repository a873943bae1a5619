import { describe, expect, it } from 'vitest'
import { matchReceipt } from './receipts.ts'

const line = (id: string, amountCents: number, date: string, vendor: string | null = null) => ({
  id,
  amountCents,
  date,
  vendor,
  description: null,
})

describe('matching a receipt to its line', () => {
  it('takes the one line of the same amount near the date', () => {
    const lines = [line('a', -4_250, '2026-10-03'), line('b', -4_251, '2026-10-03'), line('c', -4_250, '2026-11-20')]
    expect(matchReceipt({ amountCents: 4_250, date: '2026-10-01', vendor: null }, lines)).toBe('a')
  })
  it('lets the vendor decide between lines of the same amount, and gives up on a tie', () => {
    const lines = [line('a', -1_500, '2026-10-03', 'FIGMA'), line('b', -1_500, '2026-10-04', 'NOTION LABS')]
    expect(matchReceipt({ amountCents: 1_500, date: '2026-10-03', vendor: 'Notion Labs, Inc.' }, lines)).toBe('b')
    expect(matchReceipt({ amountCents: 1_500, date: '2026-10-03', vendor: null }, lines)).toBeNull()
  })
  it('matches nothing without an amount, or when no line is close enough', () => {
    expect(
      matchReceipt({ amountCents: null, date: '2026-10-03', vendor: 'X' }, [line('a', -1, '2026-10-03')]),
    ).toBeNull()
    expect(
      matchReceipt({ amountCents: 100, date: '2026-10-01', vendor: null }, [line('a', -100, '2026-10-07')]),
    ).toBeNull()
    expect(matchReceipt({ amountCents: 100, date: '2026-10-01', vendor: null }, [line('a', -100, '2026-10-06')])).toBe(
      'a',
    )
  })
})
