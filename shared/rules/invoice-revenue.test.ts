/** Deferred invoice lines: service periods past the invoice's month or across months. */
import { describe, expect, it } from 'vitest'
import { isDeferredLine } from './invoice-revenue.ts'

const line = (serviceDateFrom: string | null, serviceDateTo: string | null) => ({ serviceDateFrom, serviceDateTo })

describe('isDeferredLine', () => {
  it('defers a service period across months, or one in a later month', () => {
    expect(isDeferredLine(line('2026-03-01', '2027-02-28'), '2026-03-01')).toBe(true)
    expect(isDeferredLine(line('2026-03-15', '2026-04-14'), '2026-03-15')).toBe(true)
    expect(isDeferredLine(line('2026-04-01', '2026-04-30'), '2026-03-25')).toBe(true)
  })
  it('books at once a period within the invoice’s month, or no period at all', () => {
    expect(isDeferredLine(line('2026-03-01', '2026-03-31'), '2026-03-01')).toBe(false)
    expect(isDeferredLine(line('2026-02-01', '2026-02-28'), '2026-03-05')).toBe(false)
    expect(isDeferredLine(line('2026-03-01', null), '2026-03-01')).toBe(false)
    expect(isDeferredLine(line(null, null), '2026-03-01')).toBe(false)
  })
})
