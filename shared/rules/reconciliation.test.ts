import { describe, expect, it } from 'vitest'
import {
  RECONCILE_MESSAGES,
  balanceEffect,
  balancesFromKnown,
  monthBounds,
  reconcileBlocker,
  reconciliationDeltas,
} from './reconciliation.ts'

const agreed = {
  statementStartingBalanceCents: 100_00,
  statementEndingBalanceCents: 250_10,
  feedStartingBalanceCents: 100_00,
  feedEndingBalanceCents: 250_10,
  ledgerStartingBalanceCents: 100_00,
  ledgerEndingBalanceCents: 250_10,
}

describe('balancesFromKnown', () => {
  const lines = [
    { date: '2026-02-28', amountCents: 1_00 },
    { date: '2026-03-01', amountCents: 10_00 },
    { date: '2026-03-31', amountCents: -2_50 },
    { date: '2026-04-02', amountCents: 5_01 },
  ]
  it('walks back from a later balance to the period end, then over the period to its start', () => {
    const b = balancesFromKnown({
      knownCents: 1_000_00,
      knownDate: '2026-04-05',
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      lines,
      owed: false,
    })
    expect(b).toEqual({ endingCents: 1_000_00 - 5_01, startingCents: 1_000_00 - 5_01 - 10_00 + 2_50 })
  })
  it('walks forward from a balance known inside the period', () => {
    const b = balancesFromKnown({
      knownCents: 50_00,
      knownDate: '2026-03-15',
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      lines,
      owed: false,
    })
    expect(b.endingCents).toBe(50_00 - 2_50)
    expect(b.startingCents).toBe(50_00 - 2_50 - 7_50)
  })
  it('counts spending up on a card, where the balance is what is owed', () => {
    expect(balanceEffect(-40_00, true)).toBe(40_00)
    const b = balancesFromKnown({
      knownCents: 300_00,
      knownDate: '2026-03-31',
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      lines: [{ date: '2026-03-10', amountCents: -40_00 }],
      owed: true,
    })
    expect(b).toEqual({ endingCents: 300_00, startingCents: 260_00 })
  })
})

describe('reconciliation deltas and the reconcile rule', () => {
  it('subtracts the statement from each source, to the cent', () => {
    expect(reconciliationDeltas({ ...agreed, ledgerEndingBalanceCents: 250_09 })).toEqual({
      feedStartingDeltaCents: 0,
      feedEndingDeltaCents: 0,
      ledgerStartingDeltaCents: 0,
      ledgerEndingDeltaCents: -1,
    })
  })
  it('leaves a delta unknown while a side is', () => {
    expect(reconciliationDeltas({ ...agreed, feedEndingBalanceCents: null }).feedEndingDeltaCents).toBeNull()
  })
  it('reconciles when the three agree', () => expect(reconcileBlocker(agreed, '')).toBeNull())
  it('reconciles an account without a feed on the statement and the ledger alone', () =>
    expect(
      reconcileBlocker({ ...agreed, feedStartingBalanceCents: null, feedEndingBalanceCents: null }, null),
    ).toBeNull())
  it('refuses a difference of one cent unless it is explained', () => {
    const off = { ...agreed, feedEndingBalanceCents: 250_11 }
    expect(reconcileBlocker(off, '  ')).toBe(RECONCILE_MESSAGES.differs)
    expect(reconcileBlocker(off, 'The bank reverses its fee on April 2')).toBeNull()
  })
  it('needs the statement and the ledger', () => {
    expect(reconcileBlocker({ ...agreed, statementEndingBalanceCents: null }, 'x')).toBe(RECONCILE_MESSAGES.noStatement)
    expect(reconcileBlocker({ ...agreed, ledgerStartingBalanceCents: null }, 'x')).toBe(RECONCILE_MESSAGES.noLedger)
  })
})

describe('monthBounds', () => {
  it('knows leap years and month lengths', () => {
    expect(monthBounds('2028-02-10')).toEqual({ start: '2028-02-01', end: '2028-02-29' })
    expect(monthBounds('2026-12-31')).toEqual({ start: '2026-12-01', end: '2026-12-31' })
  })
})
