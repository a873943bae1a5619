import { describe, expect, it } from 'vitest'
import { ONBOARDING_MESSAGES } from '../../../../shared/rules/banking-onboarding.ts'
import { bodyOf, editsAfterSave, prefillEdits, saveableEdits, stepOfPath, valuesOf } from './application-form.ts'

describe('valuesOf', () => {
  it('reads a saved application into the form, blanks for what is not given', () => {
    const v = valuesOf({
      legalName: 'Juniper Tea Co',
      numberOfEmployees: 12,
      restrictedIndustries: [],
      address: { line1: '1 Main St', line2: null, city: 'Austin', state: 'TX', postalCode: '78701', country: 'US' },
    })
    expect(v.legalName).toBe('Juniper Tea Co')
    expect(v.numberOfEmployees).toBe('12')
    expect(v['address.city']).toBe('Austin')
    expect(v['address.line2']).toBe('')
    expect(v.ein).toBe('')
    expect(v.restrictedIndustries).toEqual([])
  })

  it('starts an empty form with the restricted-industry question unanswered', () => {
    const v = valuesOf(null)
    expect(v.legalName).toBe('')
    expect(v.restrictedIndustries).toBeNull()
  })
})

describe('prefillEdits', () => {
  it("turns what the organization's profile knows into edits to save, leaving the rest unanswered", () => {
    const edits = prefillEdits({
      legalName: 'Juniper Tea Co',
      ein: null,
      entityType: 'llc',
      phone: null,
      website: null,
      address: { line1: '1 Main St', line2: null, city: null, state: 'TX', postalCode: null, country: null },
    })
    expect(edits).toEqual({
      legalName: 'Juniper Tea Co',
      entityType: 'llc',
      'address.line1': '1 Main St',
      'address.state': 'TX',
      'address.country': 'US',
    })
  })
})

describe('saving edits', () => {
  it('sends blank as a cleared field and nests the address parts', () => {
    expect(bodyOf({ dba: '  ', 'address.city': 'Austin', numberOfEmployees: '7' })).toEqual({
      dba: null,
      numberOfEmployees: 7,
      address: { city: 'Austin' },
    })
  })

  it('sends the valid fields and keeps the wrong ones back with the spec message beside them', () => {
    const edits = {
      legalName: 'Juniper Tea Co',
      incorporationState: 'Texas',
      'address.city': 'Austin',
      'address.postalCode': '787',
    }
    const { body, sent, errors } = saveableEdits(edits)
    expect(errors).toEqual({
      incorporationState: ONBOARDING_MESSAGES.stateCode,
      'address.postalCode': ONBOARDING_MESSAGES.postalCode,
    })
    expect(body).toEqual({ legalName: 'Juniper Tea Co', address: { city: 'Austin' } })
    expect(Object.keys(sent).sort()).toEqual(['address.city', 'legalName'])
  })

  it('refuses a count of employees that is not a positive whole number', () => {
    expect(saveableEdits({ numberOfEmployees: 'twelve' }).errors).toEqual({
      numberOfEmployees: ONBOARDING_MESSAGES.employees,
    })
    expect(saveableEdits({ numberOfEmployees: '0' }).errors).toEqual({
      numberOfEmployees: ONBOARDING_MESSAGES.employees,
    })
  })

  it('keeps what was not sent, and what was typed again while the save was on its way', () => {
    const sent = { legalName: 'Juniper', 'address.city': 'Austin' }
    const current = { legalName: 'Juniper Tea', 'address.city': 'Austin', ein: '12' }
    expect(editsAfterSave(current, sent)).toEqual({ legalName: 'Juniper Tea', ein: '12' })
  })
})

describe('stepOfPath', () => {
  it('finds the step where a problem is fixed', () => {
    expect(stepOfPath('legalName')).toBe('company')
    expect(stepOfPath('address.postalCode')).toBe('address')
    expect(stepOfPath('restrictedIndustries.2')).toBe('industry')
    expect(stepOfPath('owners.0.ownershipPercent')).toBe('owners')
    expect(stepOfPath('owners')).toBe('owners')
    expect(stepOfPath('termsAccepted')).toBe('review')
  })
})
