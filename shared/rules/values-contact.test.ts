import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { CONTACT_MESSAGES, einProblem, phoneProblem, websiteProblem, zipProblem } from './values.ts'
import { COUNT_MESSAGE, ZUpdateOrganizationRequestSchema } from '../schemas/organizations.ts'

describe('contact and tax values', () => {
  it.each(['12-3456789', '123456789', ' 12-3456789 '])('accepts the EIN %j', (v) =>
    expect(einProblem(v)).toBeUndefined(),
  )
  it.each(['12-34', '12-34567890', 'AB-CDEFGHI', '1-23456789'])('refuses the EIN %j', (v) =>
    expect(einProblem(v)).toBe(CONTACT_MESSAGES.ein),
  )
  it.each(['example.com', 'https://acme.example.com/about', 'http://www.birch-bakery.co.uk'])(
    'accepts the website %j',
    (v) => expect(websiteProblem(v)).toBeUndefined(),
  )
  it.each(['not a url', 'localhost', 'ftp://example.com', 'javascript:alert(1)', 'https://'])(
    'refuses the website %j',
    (v) => expect(websiteProblem(v)).toBe(CONTACT_MESSAGES.website),
  )
  it.each(['(555) 123-4567', '+1 415 555 0100', '+44 20 7946 0958', '555.123.4567 ext 12'])(
    'accepts the phone %j',
    (v) => expect(phoneProblem(v)).toBeUndefined(),
  )
  it.each(['call me maybe', '12345', '+1 (555) 123-4567-8901-2345', '555-CALL-NOW'])('refuses the phone %j', (v) =>
    expect(phoneProblem(v)).toBe(CONTACT_MESSAGES.phone),
  )
  it.each(['94105', '94105-1234', 'SW1A 1AA', 'K1A 0B1', '10115'])('accepts the postal code %j', (v) =>
    expect(zipProblem(v)).toBeUndefined(),
  )
  it.each(['abc', '9'.repeat(31), 'call me'])('refuses the postal code %j', (v) => expect(zipProblem(v)).toBeDefined())
})

describe('organization additionalData', () => {
  const fields = (additionalData: Record<string, unknown>) => {
    const r = ZUpdateOrganizationRequestSchema.safeParse({ additionalData })
    return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message])
  }
  it('refuses malformed EIN, website and phone on their own fields, in words', () => {
    expect(fields({ ein: '12-34', website: 'not a url', phone_number: 'call me maybe' })).toEqual([
      ['additionalData.ein', CONTACT_MESSAGES.ein],
      ['additionalData.website', CONTACT_MESSAGES.website],
      ['additionalData.phone_number', CONTACT_MESSAGES.phone],
    ])
  })
  it('never names the stored key in a message', () => {
    const [[path, message]] = fields({ zip_code: '9'.repeat(31) })
    expect(path).toBe('additionalData.zip_code')
    expect(message).toBe('Keep this to 30 characters or fewer')
  })
  it('leaves empty optional fields alone', () =>
    expect(fields({ ein: '', website: ' ', phone_number: null, zip_code: '94105' })).toEqual([]))
  it('takes counts as whole numbers (text, like every additionalData value), or none at all', () => {
    expect(fields({ number_of_bank_accounts: '3', number_of_credit_cards: '0' })).toEqual([])
    expect(fields({ number_of_bank_accounts: '2.5', number_of_credit_cards: 4 })).toEqual([
      ['additionalData.number_of_bank_accounts', COUNT_MESSAGE],
      ['additionalData.number_of_credit_cards', COUNT_MESSAGE],
    ])
    expect(fields({ number_of_bank_accounts: '1001' })).toEqual([
      ['additionalData.number_of_bank_accounts', COUNT_MESSAGE],
    ])
  })
})

describe("zod's generic problems in words", () => {
  it('words a too-long text without naming the type', () => {
    const r = z.string().max(255).safeParse('x'.repeat(256))
    expect(r.error?.issues[0].message).toBe('Keep this to 255 characters or fewer')
  })
  it("keeps a schema's own message", () =>
    expect(z.string().max(3, 'Short please').safeParse('abcd').error?.issues[0].message).toBe('Short please'))
  it('says Required for a missing field', () => {
    const r = z.object({ a: z.string() }).safeParse({})
    expect(r.error?.issues[0].message).toBe('Required')
  })
})
