import { describe, expect, it } from 'vitest'
import {
  type Calibrators,
  type FirmExample,
  fitCalibrators,
  firmTrainingLines,
  firmTrainingSplit,
  heldOutVendor,
  modelCalibrator,
  modelGuess,
} from './categorisation.ts'
import { Calibrator, FirmModel } from './categorisation-model.ts'

/** Mulberry32: the same points on every machine. */
function seeded(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Points whose true chance of being right at score s is `truth(s)`. */
const drawn = (n: number, truth: (s: number) => number, seed = 7) => {
  const r = seeded(seed)
  return Array.from({ length: n }, () => {
    const score = r()
    return { score, correct: r() < truth(score) }
  })
}

describe('calibrator fits', () => {
  it('with few lines fits Platt: monotone, near the truth, never certain', () => {
    const points = drawn(Calibrator.MIN_POINTS - 1, () => 0.9)
    const cal = Calibrator.fit(points)
    expect(cal.fitted).toBe(true)
    for (let s = 0; s < 1; s += 0.05) expect(cal.apply(s)).toBeLessThanOrEqual(cal.apply(s + 0.05) + 1e-12)
    // a model that is right 9 times in 10 whatever its score says: a low raw score is lifted towards 90%
    expect(cal.apply(0.2)).toBeGreaterThan(0.6)
    expect(cal.apply(1)).toBeLessThan(1)
  })

  it('Platt follows a score that means what it says, and a backwards one is flattened, not inverted', () => {
    const honest = Calibrator.platt(drawn(25, (s) => s, 11))
    expect(honest.apply(0.9)).toBeGreaterThan(honest.apply(0.1) + 0.3)
    const backwards = Calibrator.platt(drawn(25, (s) => 1 - s, 12))
    expect(backwards.apply(0.9)).toBeCloseTo(backwards.apply(0.1), 6)
  })

  it('keeps the raw score below MIN_PLATT lines, and a Platt fit survives JSON', () => {
    const few = Calibrator.fit(drawn(Calibrator.MIN_PLATT - 1, () => 1))
    expect(few.fitted).toBe(false)
    expect(few.apply(0.37)).toBe(0.37)
    const cal = Calibrator.fit(drawn(20, (s) => s))
    const back = Calibrator.fromJSON(JSON.parse(JSON.stringify(cal.toJSON())))
    for (const s of [0.03, 0.5, 0.97]) expect(back.apply(s)).toBe(cal.apply(s))
  })
})

describe('held-out vendors and hinted lines', () => {
  const hint = { provider: 'plaid' as const, path: ['Food and Drink', 'Coffee'] }
  const calibrators = (hinted: boolean): Calibrators => {
    const plain = Calibrator.fit(drawn(40, () => 0.1, 3))
    return {
      vendor: plain,
      nearest: plain,
      model: plain,
      modelHinted: hinted ? Calibrator.fit(drawn(40, () => 0.95, 4)) : undefined,
    }
  }

  it('a line with a hint takes the hinted calibrator when there is one, else the plain one', () => {
    const c = calibrators(true)
    expect(modelCalibrator(c, { hint })).toBe(c.modelHinted)
    expect(modelCalibrator(c, { hint: null })).toBe(c.model)
    const none = calibrators(false)
    expect(modelCalibrator(none, { hint })).toBe(none.model)
  })

  // a small firm: one client, a few dozen vendors, no new vendor in its latest lines
  const vendors = Array.from({ length: 24 }, (_, i) => ({ name: `Vendor ${i}`, label: `L${i % 4}` }))
  const firm: FirmExample[] = Array.from({ length: 480 }, (_, i) => {
    const v = vendors[i % vendors.length]
    return {
      transactionId: String(i),
      date: `2026-${String(1 + Math.floor(i / 48)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      vendor: v.name,
      description: `${v.label} purchase`,
      amountCents: 1000 + i,
      accountId: v.label,
      accountName: v.label,
      hint: null,
      organizationId: 'org',
      masterLabel: v.label,
    }
  })

  it('with no new vendor in the late lines, a quarter of the vendors is kept from the early model', () => {
    const split = firmTrainingSplit(firm)
    const held = new Set(split.early.filter(split.heldOut).map((e) => e.vendor))
    expect(held.size).toBeGreaterThan(0)
    expect(held.size).toBeLessThan(vendors.length / 2)
    expect(split.earlyModel.some((e) => held.has(e.vendor))).toBe(false)
    expect(split.earlyModel.length + split.early.filter(split.heldOut).length).toBe(split.early.length)
    for (const v of held) expect(heldOutVendor({ vendor: v })).toBe(true)
    // and those lines give the model's calibrator its points
    const early = FirmModel.train(firmTrainingLines(split.earlyModel), { epochs: 2 })
    expect(fitCalibrators(split, early).model.fitted).toBe(true)
  })

  it('a model alternative never ranks above the calibrated top', () => {
    const split = firmTrainingSplit(firm)
    const model = FirmModel.train(firmTrainingLines(split.sorted), { epochs: 2 })
    const masterToOrg = new Map(['L0', 'L1', 'L2', 'L3'].map((l) => [l, { accountId: l, accountName: l }]))
    const c = calibrators(false)
    const m = modelGuess(
      { model, masterToOrg, calibrators: c },
      { transactionId: 'x', date: '2026-12-01', vendor: 'Nobody', description: 'thing', amountCents: 500 },
    )
    expect(m).not.toBeNull()
    for (const a of m?.alternatives ?? []) expect(a.confidence).toBeLessThanOrEqual(m?.confidence ?? 0)
  })
})
