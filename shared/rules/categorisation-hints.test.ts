import { describe, expect, it } from 'vitest'
import { type CategoriserInput, DEFAULT_THRESHOLD, suggest } from './categorisation.ts'
import { explainHint, feedHint, hintTokens } from './categorisation-hints.ts'
import { Calibrator, FirmModel, OrgHistory } from './categorisation-model.ts'

describe('feed category hints', () => {
  it('are read from the payloads Plaid, Ramp and Teller send', () => {
    expect(
      feedHint('plaid', {
        personal_finance_category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' },
      }),
    ).toEqual({ provider: 'plaid', path: ['Food and Drink', 'Coffee'] })
    expect(feedHint('ramp', { sk_category_name: 'Restaurants', merchant_category_code: '5812' })).toEqual({
      provider: 'ramp',
      path: ['Restaurants', 'MCC 5812'],
    })
    expect(feedHint('teller', { details: { category: 'dining' } })).toEqual({ provider: 'teller', path: ['Dining'] })
    expect(feedHint('plaid', { personal_finance_category: null })).toBeNull()
    expect(feedHint('teller', { details: {} })).toBeNull()
    expect(feedHint('stripe', { category: 'x' })).toBeNull()
  })

  it('are said in words: "Plaid files this under Food and Drink › Coffee."', () => {
    expect(explainHint({ provider: 'plaid', path: ['Food and Drink', 'Coffee'] })).toBe(
      'Plaid files this under Food and Drink › Coffee.',
    )
    expect(explainHint({ provider: 'ramp', path: ['Restaurants', 'MCC 5812'] })).toBe(
      'Ramp files this under Restaurants.',
    )
    expect(hintTokens({ provider: 'plaid', path: ['Food and Drink', 'Coffee'] })).toEqual([
      'p:food and drink',
      'p:food and drink>coffee',
      'w:food',
      'w:drink',
      'w:coffee',
    ])
  })

  it('let the firm model book a vendor nobody has seen by its hint, and the explanation quotes it', () => {
    const coffee = { provider: 'plaid' as const, path: ['Food and Drink', 'Coffee'] }
    const restaurant = { provider: 'plaid' as const, path: ['Food and Drink', 'Restaurant'] }
    // same amounts, names that say nothing: only the hint tells coffee from a meal
    const lines = Array.from({ length: 30 }, (_, i) => [
      { vendor: `Zorblat ${i}`, description: '', amountCents: -600, label: 'coffee', hint: coffee },
      { vendor: `Quintex ${i}`, description: '', amountCents: -600, label: 'meals', hint: restaurant },
    ]).flat()
    const model = FirmModel.train(lines)
    const input: CategoriserInput = {
      rules: [],
      liveAccountIds: new Set(['c', 'm']),
      history: new OrgHistory(),
      model,
      masterToOrg: new Map([
        ['coffee', { accountId: 'c', accountName: 'Coffee' }],
        ['meals', { accountId: 'm', accountName: 'Meals' }],
      ]),
      calibrators: { vendor: new Calibrator(), nearest: new Calibrator(), model: new Calibrator() },
      threshold: DEFAULT_THRESHOLD,
      belowThreshold: 'bookkeeper',
    }
    const line = { transactionId: 't', date: '2026-10-01', vendor: 'La Colombe', description: '', amountCents: -600 }
    const withHint = suggest(input, { ...line, hint: coffee })
    expect(withHint).toMatchObject({ layer: 'model', accountId: 'c' })
    expect(withHint.explanation).toMatch(/Plaid files this under Food and Drink › Coffee\.$/)
    expect(suggest(input, { ...line, hint: restaurant }).accountId).toBe('m')
    // without a hint the model cannot tell: no guess
    expect(suggest(input, line).layer).toBe('none')
  })
})
