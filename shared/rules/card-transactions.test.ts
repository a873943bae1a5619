import { describe, expect, it } from 'vitest'
import { missingReceipt } from './card-transactions.ts'

describe('missingReceipt', () => {
  it('asks settled spend without a receipt for one', () => {
    expect(missingReceipt({ state: 'CLEARED', amountCents: -4250, receiptCount: 0 })).toBe(true)
    expect(missingReceipt({ state: 'COMPLETION', amountCents: -1, receiptCount: 0 })).toBe(true)
  })
  it('not a line with a receipt, a pending or declined line, nor a refund', () => {
    expect(missingReceipt({ state: 'CLEARED', amountCents: -4250, receiptCount: 1 })).toBe(false)
    expect(missingReceipt({ state: 'PENDING', amountCents: -4250, receiptCount: 0 })).toBe(false)
    expect(missingReceipt({ state: 'DECLINED', amountCents: -4250, receiptCount: 0 })).toBe(false)
    expect(missingReceipt({ state: 'CLEARED', amountCents: 4250, receiptCount: 0 })).toBe(false)
  })
})
