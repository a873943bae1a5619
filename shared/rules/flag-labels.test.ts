import { describe, expect, it } from 'vitest'
import { FLAG_LABELS, flagLabel } from './flag-labels.ts'

describe('flag labels', () => {
  it('gives every known flag a label in words, never its key', () => {
    for (const [key, label] of Object.entries(FLAG_LABELS)) {
      expect(label).not.toBe(key)
      expect(label).toMatch(/^[A-Z0-9]/)
      expect(label).not.toMatch(/_|[a-z][A-Z]/)
    }
  })
  it('reads an unknown flag as words', () => {
    expect(flagLabel('customer-requests')).toBe('Client requests')
    expect(flagLabel('new-thing')).toBe('New thing')
    expect(flagLabel('snake_flag')).toBe('Snake flag')
  })
})
