import { describe, expect, it } from 'vitest'
import { RULE_MESSAGES, ruleProblems } from './auto-transfer-rules.ts'

const rule = (over: Partial<Parameters<typeof ruleProblems>[0]> = {}) => ({
  kind: 'sweep' as const,
  sourceAccountId: 'a',
  targetAccountId: 'b',
  thresholdMicros: 10_000_000n,
  targetMicros: 8_000_000n,
  ...over,
})

describe('auto-transfer rule problems', () => {
  it('a sweep down to a target at or under its threshold is fine, as is a top-off up to one at or above it', () => {
    expect(ruleProblems(rule())).toEqual([])
    expect(ruleProblems(rule({ targetMicros: 10_000_000n }))).toEqual([])
    expect(ruleProblems(rule({ kind: 'top_off', targetMicros: 12_000_000n }))).toEqual([])
    expect(ruleProblems(rule({ kind: 'top_off', targetMicros: 10_000_000n }))).toEqual([])
  })

  it('names the target amount when it is on the wrong side of the threshold, to the micro', () => {
    expect(ruleProblems(rule({ targetMicros: 10_000_001n }))).toEqual([
      { path: 'targetMicros', message: RULE_MESSAGES.sweepTarget },
    ])
    expect(ruleProblems(rule({ kind: 'top_off', targetMicros: 9_999_999n }))).toEqual([
      { path: 'targetMicros', message: RULE_MESSAGES.topOffTarget },
    ])
  })

  it('refuses moving money from an account to itself, beside the account it goes to', () => {
    expect(ruleProblems(rule({ targetAccountId: 'a' }))).toEqual([
      { path: 'targetAccountId', message: RULE_MESSAGES.sameAccount },
    ])
  })
})
