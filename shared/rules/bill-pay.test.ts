import { describe, expect, it } from 'vitest'
import { LAYER_DISABLED } from './approval-layers.ts'
import { BILL_MESSAGES, decideBillAction, duplicateKey } from './bill-pay.ts'
import { dollarsToMicros, extractBill, isoDate, validRoutingNumber } from './bill-extraction.ts'

const layer = (over: Record<string, unknown> = {}) => ({
  id: 'l1',
  name: 'Finance',
  enabled: true,
  minApprovals: 1,
  memberIds: ['ap', 'ap2'],
  deletedAt: null,
  ...over,
})
const pending = { status: 'Pending' as const, approverIds: [] as string[] }

describe('decideBillAction: the one rule of the app and Slack', () => {
  it('an approver of a valid layer approves a pending bill, and one approval of one needed releases it', () => {
    expect(decideBillAction({ bill: pending, layers: [layer()], userId: 'ap', action: 'APPROVE' })).toEqual({
      ok: true,
      status: 'Pending',
      approved: true,
      approverIds: ['ap'],
    })
  })
  it('two needed: the first approval is recorded, the bill is not yet approved', () => {
    const d = decideBillAction({ bill: pending, layers: [layer({ minApprovals: 2 })], userId: 'ap', action: 'APPROVE' })
    expect(d).toMatchObject({ ok: true, approved: false, approverIds: ['ap'] })
  })
  it('refuses someone who is not an approver, a repeated approval and a bill not waiting', () => {
    expect(decideBillAction({ bill: pending, layers: [layer()], userId: 'x', action: 'APPROVE' })).toEqual({
      ok: false,
      message: BILL_MESSAGES.notApprover,
    })
    expect(
      decideBillAction({
        bill: { status: 'Pending', approverIds: ['ap'] },
        layers: [layer()],
        userId: 'ap',
        action: 'APPROVE',
      }),
    ).toEqual({ ok: false, message: BILL_MESSAGES.alreadyDecided })
    expect(
      decideBillAction({
        bill: { status: 'Denied', approverIds: [] },
        layers: [layer()],
        userId: 'ap',
        action: 'APPROVE',
      }),
    ).toEqual({ ok: false, message: BILL_MESSAGES.notPending })
  })
  it('a disabled layer approves nothing: the bill says no layer can approve it', () => {
    expect(
      decideBillAction({ bill: pending, layers: [layer({ enabled: false })], userId: 'ap', action: 'APPROVE' }),
    ).toEqual({ ok: false, message: BILL_MESSAGES.noApprovers })
    expect(LAYER_DISABLED).toBe('Layer being disabled')
  })
  it('DECLINE denies; COMMENT changes nothing', () => {
    expect(decideBillAction({ bill: pending, layers: [layer()], userId: 'ap2', action: 'DECLINE' })).toMatchObject({
      ok: true,
      status: 'Denied',
    })
    expect(decideBillAction({ bill: pending, layers: [], userId: 'anyone', action: 'COMMENT' })).toMatchObject({
      ok: true,
      status: 'Pending',
    })
  })
})

describe('bill extraction rules', () => {
  it('reads money into micros exactly', () => {
    expect(dollarsToMicros('1,234.56')).toBe('1234560000')
    expect(dollarsToMicros('0.01')).toBe('10000')
    expect(dollarsToMicros('99,999,999.99')).toBe('99999999990000')
  })
  it('reads dates in three formats and refuses impossible ones', () => {
    expect(isoDate('2026-02-03')).toBe('2026-02-03')
    expect(isoDate('2/3/2026')).toBe('2026-02-03')
    expect(isoDate('February 3, 2026')).toBe('2026-02-03')
    expect(isoDate('2/30/2026')).toBeNull()
  })
  it('checks the routing number’s check digit', () => {
    expect(validRoutingNumber('021000021')).toBe(true)
    expect(validRoutingNumber('021000022')).toBe(false)
  })
  it('suggests at most three vendor names and reads the labelled fields', () => {
    const x = extractBill(
      [
        'Alpha Supply LLC',
        'Beta Group',
        'Gamma Partners',
        'Delta Services',
        'Invoice #A-1',
        'Invoice Date: 1/2/2026',
        'Subtotal $5.00',
        'Amount Due: $10.00',
      ].join('\n'),
    )
    expect(x.vendorNames.length).toBe(3)
    expect(x.invoiceNumber?.value).toBe('A-1')
    expect(x.amountMicros?.value).toBe('10000000')
    expect(x.amountMicros?.source).toBe('Amount Due: $10.00')
  })
  it('a bill with the same vendor, number and amount has the same duplicate key', () => {
    expect(duplicateKey({ vendorName: 'Acme ', invoiceNumber: 'a1', amountMicros: '5' })).toBe(
      duplicateKey({ vendorName: 'acme', invoiceNumber: 'A1', amountMicros: '5' }),
    )
  })
})
