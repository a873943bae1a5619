import { describe, expect, it } from 'vitest'
import {
  APPLICATION_TRANSITIONS,
  ONBOARDING_MESSAGES,
  RESTRICTED_INDUSTRIES,
  RESTRICTED_INDUSTRY_LABELS,
  type TApplicationFields,
  dateOfBirthProblem,
  applicantEmailProblem,
  employeesProblem,
  fieldProblems,
  isApplicationComplete,
  ownerProblems,
  ownershipProblem,
  problemsSentence,
  restrictedIndustriesOf,
  restrictedIndustryRefusal,
  submissionProblems,
  usAddressProblems,
  usStateProblem,
} from './banking-onboarding.ts'
import { ssnDigits, ssnLastFour } from './ssn.ts'
import { US_STATES } from './us-states.ts'
import { ZCompleteOwnerRequestSchema, ZSaveApplicationRequestSchema } from '../schemas/banking-onboarding.ts'

const complete: TApplicationFields = {
  legalName: 'Quill & Ink Stationers LLC',
  dba: null,
  ein: '12-3456780',
  entityType: 'llc',
  industry: 'retail',
  restrictedIndustries: [],
  businessDescription: 'Paper goods',
  website: null,
  phone: '(503) 555-0199',
  incorporationDate: '2018-05-04',
  incorporationState: 'OR',
  address: { line1: '5 Press St', line2: null, city: 'Portland', state: 'OR', postalCode: '97205', country: 'US' },
  monthlyCashFlow: '10k_50k',
  numberOfEmployees: null,
  applicantFirstName: 'Ada',
  applicantLastName: 'Quill',
  applicantEmail: 'ada@quill.example',
  applicantTitle: 'Owner',
  termsAcceptedAt: '2026-11-20T10:00:00.000Z',
}
const controller = { ownershipPercent: 100, isController: true, status: 'completed' as const }
const paths = (ps: { path: string; message: string }[]) => Object.fromEntries(ps.map((p) => [p.path, p.message]))

describe('restricted industries', () => {
  it('are the sixteen of the spec, in its order', () => {
    expect(RESTRICTED_INDUSTRIES).toHaveLength(16)
    expect(Object.values(RESTRICTED_INDUSTRY_LABELS)).toEqual([
      'Unlicensed money services',
      'Cannabis',
      'Firearms',
      'Adult entertainment',
      'Payday lending',
      'Gambling',
      'Shell banks',
      'Illicit drugs',
      'Unregistered securities',
      'Abusive debt collection',
      'Stolen property',
      'Phishing or malware',
      'Sanctioned entities',
      'Endangered species',
      'Government IDs',
      'Illegal lotteries',
    ])
  })
  it('name themselves in the refusal', () =>
    expect(restrictedIndustryRefusal(['firearms'])).toBe(
      'We cannot open business banking for a business in a restricted industry (Firearms).',
    ))
  it('an answer of none, or no answer yet, names none', () => {
    expect(restrictedIndustriesOf({ restrictedIndustries: [] })).toEqual([])
    expect(restrictedIndustriesOf({ restrictedIndustries: null })).toEqual([])
  })
})

describe('valid US address (§5)', () => {
  const ok = { line1: '1 Main St', line2: null, city: 'Austin', state: 'TX', postalCode: '73301-0001', country: 'US' }
  it('accepts a ZIP+4 and a null line2', () => expect(usAddressProblems(ok)).toEqual([]))
  it('refuses each wrong part with its message', () =>
    expect(
      paths(usAddressProblems({ line1: ' ', city: '', state: 'Texas', postalCode: '7330', country: 'MX' })),
    ).toEqual({
      'address.line1': 'Street address is required',
      'address.city': 'City is required',
      'address.state': 'Must be 2-letter code',
      'address.postalCode': 'Postal code must be in the format 12345 or 12345-6789',
      'address.country': 'Country must be US',
    }))
  it('has the postal code message word for word', () =>
    expect(ONBOARDING_MESSAGES.postalCode).toBe('Postal code must be in the format 12345 or 12345-6789'))
  it('refuses postal codes that are close but wrong', () => {
    for (const postalCode of ['1234', '123456', '12345-678', '12345 6789', 'ABCDE'])
      expect(paths(usAddressProblems({ ...ok, postalCode }))['address.postalCode']).toBe(ONBOARDING_MESSAGES.postalCode)
  })
  it('applies the address limits after trimming', () => {
    expect(usAddressProblems({ ...ok, city: ` ${'a'.repeat(255)} ` })).toEqual([])
    expect(paths(usAddressProblems({ ...ok, city: 'a'.repeat(256) }))['address.city']).toBe(
      'Keep this to 255 characters or fewer',
    )
    expect(paths(usAddressProblems({ ...ok, line1: 'a'.repeat(2001) }))['address.line1']).toBe(
      'Keep this to 2,000 characters or fewer',
    )
    expect(paths(usAddressProblems({ ...ok, postalCode: '1'.repeat(31) }))['address.postalCode']).toBe(
      'Keep this to 30 characters or fewer',
    )
  })
  it('a draft may leave parts out, but a given part must be right', () => {
    expect(usAddressProblems({ city: 'Austin' }, { partial: true })).toEqual([])
    expect(paths(usAddressProblems({ postalCode: '1' }, { partial: true }))).toEqual({
      'address.postalCode': ONBOARDING_MESSAGES.postalCode,
    })
  })
  it('knows the states, DC and the territories, and nothing else', () => {
    expect(US_STATES).toHaveLength(56)
    expect(usStateProblem('dc')).toBeUndefined()
    expect(usStateProblem('PR')).toBeUndefined()
    expect(usStateProblem('XX')).toBe('Must be a US state code, like CA')
    expect(usStateProblem('C')).toBe('Must be 2-letter code')
  })
})

describe('company creation (§5)', () => {
  it('has the spec messages word for word', () => {
    expect(ONBOARDING_MESSAGES.firstName).toBe('First name is required')
    expect(ONBOARDING_MESSAGES.lastName).toBe('Last name is required')
    expect(ONBOARDING_MESSAGES.email).toBe('Invalid email')
    expect(ONBOARDING_MESSAGES.legalName).toBe('Company legal name is required')
    expect(ONBOARDING_MESSAGES.stateCode).toBe('Must be 2-letter code')
  })
  it('trims and lower-cases an email before checking it', () => {
    expect(applicantEmailProblem('  Ada@Quill.Example ')).toBeUndefined()
    for (const bad of ['', 'ada', 'ada@', '@quill.example', 'ada@quill', 'a da@quill.example'])
      expect(applicantEmailProblem(bad)).toBe('Invalid email')
  })
  it('takes a number of employees only as a positive whole number', () => {
    expect(employeesProblem(1)).toBeUndefined()
    for (const bad of [0, -3, 2.5, Number.NaN, '3']) expect(employeesProblem(bad)).toBe(ONBOARDING_MESSAGES.employees)
  })
  it('checks only the fields a draft gives', () => {
    expect(fieldProblems({ legalName: null, ein: '' })).toEqual([])
    expect(paths(fieldProblems({ incorporationState: 'Ore', numberOfEmployees: 0, ein: '123' }))).toEqual({
      ein: 'Enter the EIN as nine digits, like 12-3456789',
      incorporationState: 'Must be 2-letter code',
      numberOfEmployees: ONBOARDING_MESSAGES.employees,
    })
  })
  it('refuses an incorporation date in the future', () =>
    expect(paths(fieldProblems({ incorporationDate: '2030-01-01' }, '2026-11-24')).incorporationDate).toBe(
      'Enter a date in the past',
    ))
})

describe('owners', () => {
  it('needs a controller', () =>
    expect(paths(ownerProblems([{ ownershipPercent: 60, isController: false, status: 'added' }])).owners).toBe(
      ONBOARDING_MESSAGES.controller,
    ))
  it('lists owners of 25% or more; someone with less only as the controller', () => {
    expect(ownerProblems([{ ownershipPercent: 0, isController: true, status: 'added' }])).toEqual([])
    expect(
      paths(
        ownerProblems([
          { ownershipPercent: 75, isController: true, status: 'added' },
          { ownershipPercent: 24.99, isController: false, status: 'added' },
        ]),
      )['owners.1.ownershipPercent'],
    ).toBe(ONBOARDING_MESSAGES.ownerBelowThreshold)
  })
  it('counts ownership in hundredths, so three thirds are not over 100%', () => {
    const third = { ownershipPercent: 33.33, isController: true, status: 'added' as const }
    expect(ownerProblems([third, third, third])).toEqual([])
    expect(paths(ownerProblems([third, third, { ...third, ownershipPercent: 33.35 }])).owners).toBe(
      ONBOARDING_MESSAGES.ownershipTotal,
    )
  })
  it('takes ownership from 0 to 100 with at most two decimals', () => {
    for (const ok of [0, 25, 33.33, 100]) expect(ownershipProblem(ok)).toBeUndefined()
    for (const bad of [-1, 100.01, 12.345, Number.NaN])
      expect(ownershipProblem(bad)).toBe(ONBOARDING_MESSAGES.ownership)
  })
  it('reads an SSN as typed and keeps only the last four', () => {
    expect(ssnDigits('123-45-6789')).toBe('123456789')
    expect(ssnDigits(' 123 45 6789 ')).toBe('123456789')
    expect(ssnDigits('12345678')).toBeNull()
    expect(ssnDigits('123-45-678a')).toBeNull()
    expect(ssnLastFour('123456789')).toBe('6789')
  })
  it('takes adults only, born on a real day', () => {
    expect(dateOfBirthProblem('2008-11-24', '2026-11-24')).toBeUndefined()
    expect(dateOfBirthProblem('2008-11-25', '2026-11-24')).toBe(ONBOARDING_MESSAGES.adult)
    expect(dateOfBirthProblem('1980-02-30', '2026-11-24')).toBe('Enter a real date, like 2026-02-28')
    expect(dateOfBirthProblem('2027-01-01', '2026-11-24')).toBe(ONBOARDING_MESSAGES.futureDate)
  })
})

describe('when an application is complete', () => {
  it('a complete draft with a controller has nothing to fix', () =>
    expect(submissionProblems(complete, [controller])).toEqual([]))
  it('names what is missing in the spec words', () => {
    const none = Object.fromEntries(Object.keys(complete).map((k) => [k, null])) as unknown as TApplicationFields
    const p = paths(submissionProblems(none, []))
    expect(p.legalName).toBe('Company legal name is required')
    expect(p.applicantFirstName).toBe('First name is required')
    expect(p.applicantLastName).toBe('Last name is required')
    expect(p.applicantEmail).toBe('Invalid email')
    expect(p.restrictedIndustries).toBe(ONBOARDING_MESSAGES.restrictedAnswer)
    expect(p['address.postalCode']).toBe(ONBOARDING_MESSAGES.postalCode)
    expect(p.termsAccepted).toBe(ONBOARDING_MESSAGES.terms)
    expect(p.owners).toBe(ONBOARDING_MESSAGES.controller)
    expect(p.dba).toBeUndefined()
    expect(p.numberOfEmployees).toBeUndefined()
  })
  it('is complete once every owner has completed, and never in a restricted industry', () => {
    expect(isApplicationComplete(complete, [controller])).toBe(true)
    expect(isApplicationComplete(complete, [{ ...controller, status: 'invited' }])).toBe(false)
    expect(isApplicationComplete(complete, [])).toBe(false)
    expect(isApplicationComplete({ ...complete, restrictedIndustries: ['gambling'] }, [controller])).toBe(false)
  })
  it('names fields the way the form does', () =>
    expect(
      problemsSentence([
        { path: 'incorporationState', message: 'Must be 2-letter code' },
        { path: 'legalName', message: 'Company legal name is required' },
        { path: 'owners.0.ownershipPercent', message: 'x' },
      ]),
    ).toBe('State of incorporation: Must be 2-letter code; Company legal name is required; Ownership: x'))
})

describe('application states', () => {
  it('end in approved or refused, each final', () => {
    expect(APPLICATION_TRANSITIONS.approved).toEqual([])
    expect(APPLICATION_TRANSITIONS.refused).toEqual([])
    expect(APPLICATION_TRANSITIONS.draft).toContain('refused')
  })
})

describe('the schemas apply the rules', () => {
  it('report every wrong field of a draft at once', () => {
    const r = ZSaveApplicationRequestSchema.safeParse({
      legalName: 'x'.repeat(256),
      ein: '12',
      incorporationState: 'Cal',
      address: { postalCode: '1234' },
      industry: 'casinos',
    })
    expect(r.success).toBe(false)
    expect(Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      legalName: 'Keep this to 255 characters or fewer',
      ein: 'Enter the EIN as nine digits, like 12-3456789',
      incorporationState: 'Must be 2-letter code',
      'address.postalCode': ONBOARDING_MESSAGES.postalCode,
      industry: 'Choose an industry from the list',
    })
  })
  it('take an owner’s SSN as nine digits', () => {
    const r = ZCompleteOwnerRequestSchema.parse({
      dateOfBirth: '1980-02-29',
      ssn: '123-45-6789',
      homeAddress: { line1: '1 Main St', city: 'Austin', state: 'tx', postalCode: '73301' },
    })
    expect(r.ssn).toBe('123456789')
    expect(r.homeAddress).toMatchObject({ state: 'TX', country: 'US' })
  })
})
