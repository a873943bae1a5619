import { describe, expect, it } from 'vitest'
import * as banking from './banking-onboarding.ts'
import {
  isPersonalEmail,
  RESTRICTED_INDUSTRIES,
  SERVICE_CARDS,
  SERVICE_LABELS,
  TIME_ZONES,
  US_STATES,
} from './onboarding-constants.ts'

describe('onboarding constants (spec §9)', () => {
  it('reuse the banking onboarding value sets rather than copy them', () => {
    expect(RESTRICTED_INDUSTRIES).toBe(banking.RESTRICTED_INDUSTRIES)
    expect(RESTRICTED_INDUSTRIES).toHaveLength(16)
    expect(US_STATES).toContain('PR')
  })
  it('service cards: bookkeeping and taxes one column, R&D tax credits two; every service has a label', () => {
    expect(SERVICE_CARDS.map((c) => [c.service, c.width])).toEqual([
      ['bookkeeping', 1],
      ['taxes', 1],
      ['rnd_tax_credits', 2],
    ])
    expect(SERVICE_LABELS['statement-tracker']).toBe('Banking Statement Tracker')
    expect(TIME_ZONES).toEqual(['PT', 'CT', 'ET', 'UTC'])
  })
  it('tells a free-mail address from a business domain, whatever the case', () => {
    expect(isPersonalEmail(' Ada@GMail.com ')).toBe(true)
    expect(isPersonalEmail('ada@lovelace-analytics.com')).toBe(false)
    expect(isPersonalEmail('not-an-email')).toBe(false)
  })
})
