import { describe, expect, it } from 'vitest'
import { TIN_MESSAGES } from '../rules/vendor-1099.ts'
import { W9_MESSAGES, ZW9FormSchema } from './w9.ts'

const good = {
  name: 'Quinn Ledger',
  taxClassification: 'individual',
  address1: '12 Harbor Rd',
  city: 'Portland',
  state: 'ME',
  zip: '04101-1234',
  tinType: 'SSN',
  tin: '123-45-6789',
  certify: true,
  signature: 'Quinn Ledger',
}
const messages = (v: unknown) => {
  const r = ZW9FormSchema.safeParse(v)
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('the W-9 form', () => {
  it('takes a complete form, business name and line 2 optional', () => {
    expect(ZW9FormSchema.parse(good)).toMatchObject({ businessName: '', address2: '', tin: '123-45-6789' })
    expect(messages({ ...good, tinType: 'EIN', tin: '12-3456789', territory: undefined, state: 'PR' })).toEqual({})
  })
  it('names each field at its §5 limit, all at once', () => {
    expect(
      messages({
        ...good,
        name: 'x'.repeat(41),
        businessName: 'b'.repeat(41),
        address1: 'a'.repeat(47),
        address2: 'a'.repeat(47),
        zip: '041011',
        state: 'ZZ',
        taxClassification: 'corp',
        tin: '12-3456789',
        certify: false,
        signature: ' ',
      }),
    ).toEqual({
      name: W9_MESSAGES.nameLength,
      businessName: W9_MESSAGES.businessNameLength,
      address1: W9_MESSAGES.addressLength,
      address2: W9_MESSAGES.addressLength,
      zip: 'ZIP must be 5 digits or 5+4',
      state: 'State must be a US state or territory code',
      taxClassification: W9_MESSAGES.classification,
      tin: TIN_MESSAGES.ssn,
      certify: W9_MESSAGES.certify,
      signature: W9_MESSAGES.signature,
    })
    expect(messages({ ...good, name: '  ', address1: '', city: '' })).toEqual({
      name: W9_MESSAGES.name,
      address1: W9_MESSAGES.address,
      city: W9_MESSAGES.city,
    })
    expect(messages({ ...good, tinType: 'ITIN' })).toEqual({ tinType: 'TIN type must be EIN or SSN' })
  })
})
