import { describe, expect, it } from 'vitest'
import { ZCreateBusinessSchema, ZW9RequestByEmailSchema } from './tax-forms.ts'

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`)

const recipient = { name: 'Cooley LLP', email: 'billing@cooley.example', payeeRef: 'V-1001', zip: '94105', state: 'CA' }
const request = { recipients: [recipient], requesterTin: '123456789', tinType: 'EIN' }

describe('W-9 by email (§5)', () => {
  it('takes a request within every limit', () => {
    expect(ZW9RequestByEmailSchema.safeParse({ ...request, language: 'es-ES', logoPosition: 'LEFT' }).success).toBe(
      true,
    )
  })
  it('refuses each rule with its field named', () => {
    expect(messages(ZW9RequestByEmailSchema.safeParse({ ...request, recipients: [] }))).toEqual([
      'recipients: Add at least one recipient',
    ])
    const bad = {
      recipients: [
        {
          ...recipient,
          name: 'x'.repeat(41),
          email: 'nope',
          payeeRef: '',
          address1: 'a'.repeat(47),
          zip: '9410',
          state: 'ZZ',
        },
      ],
      requesterTin: '12345678',
      tinType: 'ITIN',
      logoUrl: `https://${'l'.repeat(150)}`,
      logoPosition: 'TOP',
      language: 'it-IT',
    }
    expect(messages(ZW9RequestByEmailSchema.safeParse(bad))).toEqual([
      'recipients.0.name: Recipient name must be at most 40 characters',
      'recipients.0.email: Invalid email',
      'recipients.0.payeeRef: Payee reference must be 1 to 50 characters',
      'recipients.0.address1: Address line must be at most 46 characters',
      'recipients.0.zip: ZIP must be 5 digits or 5+4',
      'recipients.0.state: State must be a US state or territory code',
      'requesterTin: Requester TIN must be 9 to 11 characters',
      'tinType: TIN type must be EIN or SSN',
      'logoUrl: Logo URL must be at most 150 characters',
      'logoPosition: Logo position must be LEFT, CENTER or RIGHT',
      'language: Language must be one of en-US, es-ES, fr-FR, de-DE, uk-UA, pt-PT',
    ])
  })
})

describe('create business (§5)', () => {
  const business = { businessName: 'Acme Robotics Inc.', einOrSsn: '12-3456789', isEin: true, businessType: 'CORP' }
  it('takes a business within every limit', () => {
    expect(ZCreateBusinessSchema.safeParse({ ...business, phone: '4155550100', extension: '12' }).success).toBe(true)
  })
  it('refuses each rule with its field named', () => {
    const bad = {
      ...business,
      businessName: 'b'.repeat(76),
      tradeName: 't'.repeat(76),
      firstName: 'f'.repeat(21),
      einOrSsn: '12345678',
      phone: '415555010',
      fax: '41555501000',
      extension: '123456',
      contactName: 'c'.repeat(28),
      businessType: 'LLC',
      foreignAddress: { address1: 'a'.repeat(51), country: 'GBR' },
    }
    expect(messages(ZCreateBusinessSchema.safeParse(bad))).toEqual([
      'businessName: Business name must be at most 75 characters',
      'tradeName: Trade name must be at most 75 characters',
      'firstName: First name must be at most 20 characters',
      'einOrSsn: EIN or SSN must be 9 to 11 characters',
      'phone: Phone must be exactly 10 characters',
      'fax: Fax must be exactly 10 characters',
      'extension: Extension must be at most 5 characters',
      'contactName: Contact must be at most 27 characters',
      'businessType: Business type must be one of ESTE, PART, CORP, EORG, SPRO',
      'foreignAddress.address1: Foreign address line must be at most 50 characters',
      'foreignAddress.country: Country must be a 2-letter code',
    ])
  })
})
