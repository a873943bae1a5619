import { describe, expect, it } from 'vitest'
import { ACCESS_TASKS, onboardingTaskSlugs } from './onboarding-tasks.ts'

const uploads = (slugs: string[]) => slugs.filter((s) => !s.endsWith('-access'))
const access = (slugs: string[]) => slugs.filter((s) => s.endsWith('-access'))

describe('onboarding tasks by service combination (spec §9)', () => {
  it('bookkeeping + taxes: the six access tasks plus six uploads', () => {
    const s = onboardingTaskSlugs(['bookkeeping', 'taxes'])
    expect(access(s)).toEqual([...ACCESS_TASKS])
    expect(uploads(s)).toHaveLength(6)
  })
  it('bookkeeping alone: six access tasks', () =>
    expect(onboardingTaskSlugs(['bookkeeping'])).toEqual([...ACCESS_TASKS]))
  it('bookkeeping + R&D: the six access tasks', () =>
    expect(onboardingTaskSlugs(['rnd_tax_credits', 'bookkeeping'])).toEqual([...ACCESS_TASKS]))
  it('taxes + R&D: ledger and payroll access plus nine uploads', () => {
    const s = onboardingTaskSlugs(['taxes', 'rnd_tax_credits'])
    expect(access(s)).toEqual(['ledger-access', 'payroll-access'])
    expect(uploads(s)).toHaveLength(9)
  })
  it('taxes alone: ledger access plus nine uploads', () => {
    const s = onboardingTaskSlugs(['taxes'])
    expect(access(s)).toEqual(['ledger-access'])
    expect(uploads(s)).toHaveLength(9)
  })
  it('all three services: the same as bookkeeping + taxes', () =>
    expect(onboardingTaskSlugs(['bookkeeping', 'taxes', 'rnd_tax_credits'])).toEqual(
      onboardingTaskSlugs(['bookkeeping', 'taxes']),
    ))
  it('other services alone get no onboarding tasks', () => {
    expect(onboardingTaskSlugs([])).toEqual([])
    expect(onboardingTaskSlugs(['rnd_tax_credits', 'fractional_cfo'])).toEqual([])
  })
  it('never repeats a task', () => {
    for (const combo of [['bookkeeping', 'taxes'], ['taxes'], ['taxes', 'rnd_tax_credits']] as const) {
      const s = onboardingTaskSlugs(combo)
      expect(new Set(s).size).toBe(s.length)
    }
  })
})
