import { describe, expect, it } from 'vitest'
import {
  BUSINESS_INFORMATION_KEYS,
  formCompletedFlags,
  furthestStep,
  isStepComplete,
  nextStep,
  ONBOARDING_STEPS,
  ONBOARDING_STEPS_CALL_FIRST,
  onboardingCompletion,
  resumeStep,
  TAX_INFORMATION_KEYS,
  type TOnboardingFacts,
} from './onboarding-flow.ts'

const blank: TOnboardingFacts = {
  firstName: '',
  lastName: '',
  services: [],
  additionalData: {},
  documentsPresent: [],
  bookingLinkExists: true,
  ledgerConnected: false,
  booksUpToDateKnown: false,
  spendConnected: false,
  paymentsConnected: false,
  bankConnected: false,
  reachedStep: null,
}
const f = (over: Partial<TOnboardingFacts>): TOnboardingFacts => ({ ...blank, ...over })
const data = (d: Record<string, unknown>, over: Partial<TOnboardingFacts> = {}) => f({ additionalData: d, ...over })
const businessInformation = Object.fromEntries(BUSINESS_INFORMATION_KEYS.map((k) => [k, 'x']))
const taxAnswers = Object.fromEntries(TAX_INFORMATION_KEYS.map((k) => [k, 'no']))

describe('the fourteen steps', () => {
  it('are in the route order, and the other reading swaps only confirm and book-call', () => {
    expect(ONBOARDING_STEPS).toHaveLength(14)
    expect(ONBOARDING_STEPS.slice(8, 11)).toEqual(['document-upload', 'confirm', 'book-call'])
    expect(ONBOARDING_STEPS_CALL_FIRST.slice(8, 11)).toEqual(['document-upload', 'book-call', 'confirm'])
    expect([...ONBOARDING_STEPS_CALL_FIRST].sort()).toEqual([...ONBOARDING_STEPS].sort())
  })
  it('nothing is complete before the user starts (with a booking link)', () => {
    expect(Object.values(onboardingCompletion(blank)).some(Boolean)).toBe(false)
  })
})

describe('name', () => {
  it('needs both first and last name, blanks do not count', () => {
    expect(isStepComplete('name', f({ firstName: 'Ada', lastName: 'Lovelace' }))).toBe(true)
    expect(isStepComplete('name', f({ firstName: 'Ada', lastName: '  ' }))).toBe(false)
    expect(isStepComplete('name', f({ firstName: null, lastName: 'Lovelace' }))).toBe(false)
  })
  it('is not completed by being on a later step', () => {
    expect(isStepComplete('name', f({ reachedStep: 'permissions' }))).toBe(false)
  })
})

describe('services', () => {
  it('needs at least one service', () => {
    expect(isStepComplete('services', f({ services: ['taxes'] }))).toBe(true)
    expect(isStepComplete('services', f({ services: [], reachedStep: 'permissions' }))).toBe(false)
  })
})

describe('organization type', () => {
  it('needs a business entity type', () => {
    expect(isStepComplete('organization-type', data({ business_entity_type: 'llc' }))).toBe(true)
    expect(isStepComplete('organization-type', data({ business_entity_type: ' ' }))).toBe(false)
  })
})

describe('business information', () => {
  it('needs all ten fields', () => {
    expect(isStepComplete('business-information', data(businessInformation))).toBe(true)
  })
  it.each(BUSINESS_INFORMATION_KEYS)('is incomplete without %s', (k) => {
    expect(isStepComplete('business-information', data({ ...businessInformation, [k]: '' }))).toBe(false)
  })
})

describe('business profile', () => {
  it('needs business activities', () => {
    expect(isStepComplete('business-profile', data({ business_activities: 'SaaS' }, { services: ['taxes'] }))).toBe(
      true,
    )
    expect(isStepComplete('business-profile', data({ banks: 'Chase', credit_cards: 'Amex' }))).toBe(false)
  })
  it('with bookkeeping chosen, also needs banks and credit cards', () => {
    const bk = { services: ['bookkeeping' as const] }
    expect(isStepComplete('business-profile', data({ business_activities: 'SaaS' }, bk))).toBe(false)
    expect(isStepComplete('business-profile', data({ business_activities: 'SaaS', banks: 'Chase' }, bk))).toBe(false)
    expect(
      isStepComplete(
        'business-profile',
        data({ business_activities: 'SaaS', banks: 'Chase', credit_cards: 'Amex' }, bk),
      ),
    ).toBe(true)
  })
})

describe('tax information', () => {
  it('needs every question answered; "no" is an answer, and so is false', () => {
    expect(isStepComplete('tax-information', data(taxAnswers))).toBe(true)
    expect(isStepComplete('tax-information', data({ ...taxAnswers, cryptocurrency: false }))).toBe(true)
  })
  it.each(TAX_INFORMATION_KEYS)('is incomplete while %s is unanswered', (k) => {
    const { [k]: _, ...rest } = taxAnswers
    expect(isStepComplete('tax-information', data(rest))).toBe(false)
  })
})

describe('terms and authorization', () => {
  it('needs the payment authorization accepted as true', () => {
    expect(isStepComplete('terms-authorization', data({ payment_authorization_accepted: true }))).toBe(true)
    expect(isStepComplete('terms-authorization', data({ payment_authorization_accepted: 'true' }))).toBe(true)
    expect(isStepComplete('terms-authorization', data({ payment_authorization_accepted: false }))).toBe(false)
    expect(isStepComplete('terms-authorization', data({}, { reachedStep: 'permissions' }))).toBe(false)
  })
})

describe('officers control', () => {
  it('needs at least one officer', () => {
    expect(isStepComplete('officers-control', data({ officers: [{ names: 'Ada' }] }))).toBe(true)
    expect(isStepComplete('officers-control', data({ officers: [] }))).toBe(false)
    expect(isStepComplete('officers-control', data({ officers: 'Ada' }))).toBe(false)
  })
})

describe('document upload', () => {
  const three = ['articles_of_incorporation_file_id', 'proof_of_ein_file_id', 'bylaws_file_id']
  it('needs the three files present', () => {
    expect(isStepComplete('document-upload', f({ documentsPresent: three }))).toBe(true)
    expect(isStepComplete('document-upload', f({ documentsPresent: three.slice(0, 2) }))).toBe(false)
  })
  it('the optional fourth does not stand in for a required one', () => {
    expect(
      isStepComplete('document-upload', f({ documentsPresent: [...three.slice(1), 'other_document_file_id'] })),
    ).toBe(false)
  })
})

describe('book a call', () => {
  it('is complete when there is no booking link at all', () => {
    expect(isStepComplete('book-call', f({ bookingLinkExists: false }))).toBe(true)
  })
  it('with a link, needs a booking flag, an event id or a call date', () => {
    expect(isStepComplete('book-call', f({}))).toBe(false)
    expect(isStepComplete('book-call', data({ calendly_booked: true }))).toBe(true)
    expect(isStepComplete('book-call', data({ calendly_event_id: 'abc' }))).toBe(true)
    expect(isStepComplete('book-call', data({ onboarding_call_date: '2026-12-01T15:00:00Z' }))).toBe(true)
    expect(isStepComplete('book-call', data({ calendly_booked: false }))).toBe(false)
  })
  it('is not completed by being on a later step, in either reading', () => {
    expect(isStepComplete('book-call', f({ reachedStep: 'permissions' }), ONBOARDING_STEPS)).toBe(false)
    expect(isStepComplete('book-call', f({ reachedStep: 'confirm' }), ONBOARDING_STEPS_CALL_FIRST)).toBe(false)
  })
})

describe('confirm', () => {
  it('is complete when confirmed is true', () => {
    expect(isStepComplete('confirm', data({ onboarding_confirmed: true }))).toBe(true)
    expect(isStepComplete('confirm', data({ onboarding_confirmed: false }))).toBe(false)
  })
  it('route order (confirm, then book-call): on book-call the user is on a later step', () => {
    expect(isStepComplete('confirm', f({ reachedStep: 'book-call' }), ONBOARDING_STEPS)).toBe(true)
    expect(isStepComplete('confirm', f({ reachedStep: 'confirm' }), ONBOARDING_STEPS)).toBe(false)
    expect(isStepComplete('confirm', f({ reachedStep: 'document-upload' }), ONBOARDING_STEPS)).toBe(false)
  })
  it('call-first order (book-call, then confirm): on book-call the user has not reached confirm yet', () => {
    expect(isStepComplete('confirm', f({ reachedStep: 'book-call' }), ONBOARDING_STEPS_CALL_FIRST)).toBe(false)
    expect(isStepComplete('confirm', f({ reachedStep: 'quickbooks' }), ONBOARDING_STEPS_CALL_FIRST)).toBe(true)
  })
})

describe('ledger connection (quickbooks)', () => {
  it('needs a connection and a books-up-to-date value', () => {
    expect(isStepComplete('quickbooks', f({ ledgerConnected: true, booksUpToDateKnown: true }))).toBe(true)
    expect(isStepComplete('quickbooks', f({ ledgerConnected: true }))).toBe(false)
    expect(isStepComplete('quickbooks', f({ booksUpToDateKnown: true }))).toBe(false)
  })
  it('or the user is already on a later step', () => {
    expect(isStepComplete('quickbooks', f({ reachedStep: 'financial-tools' }))).toBe(true)
    expect(isStepComplete('quickbooks', f({ reachedStep: 'quickbooks' }))).toBe(false)
    expect(isStepComplete('quickbooks', f({ reachedStep: 'financial-tools' }), ONBOARDING_STEPS_CALL_FIRST)).toBe(true)
  })
})

describe('financial tools', () => {
  it('needs the spend provider, the payments provider or the bank aggregator connected', () => {
    expect(isStepComplete('financial-tools', f({ spendConnected: true }))).toBe(true)
    expect(isStepComplete('financial-tools', f({ paymentsConnected: true }))).toBe(true)
    expect(isStepComplete('financial-tools', f({ bankConnected: true }))).toBe(true)
    expect(isStepComplete('financial-tools', f({ ledgerConnected: true, reachedStep: 'permissions' }))).toBe(false)
  })
})

describe('permissions', () => {
  it('needs permissions granted to be true', () => {
    expect(isStepComplete('permissions', data({ permissions_granted: true }))).toBe(true)
    expect(isStepComplete('permissions', data({ permissions_granted: 'false' }))).toBe(false)
  })
})

describe('the flow around the rules', () => {
  it('the list flags carry every step under its camelCase key', () => {
    const flags = formCompletedFlags(f({ services: ['taxes'], reachedStep: 'financial-tools' }))
    expect(Object.keys(flags)).toHaveLength(14)
    expect(flags).toMatchObject({ services: true, quickbooks: true, confirm: true, name: false, bookCall: false })
  })
  it('resumes at the step last visited; a user who has not started begins at the first step', () => {
    expect(resumeStep('tax-information')).toBe('tax-information')
    expect(resumeStep(null)).toBe('name')
  })
  it('going back does not move the furthest step back', () => {
    expect(furthestStep('quickbooks', 'services')).toBe('quickbooks')
    expect(furthestStep('services', 'quickbooks')).toBe('quickbooks')
    expect(furthestStep(null, 'name')).toBe('name')
    expect(nextStep('permissions')).toBeNull()
    expect(nextStep('confirm')).toBe('book-call')
    expect(nextStep('book-call', ONBOARDING_STEPS_CALL_FIRST)).toBe('confirm')
  })
})
