import { describe, expect, it } from 'vitest'
import { canonicalEmail, emailProblem, isSameEmailAlias, ZEmail, ZEmailField } from './email.ts'
import { applicantEmailProblem } from './banking-onboarding.ts'

describe('email alias comparison', () => {
  it('ignores dots in the local part', () => expect(isSameEmailAlias('jo.hn.doe@x.com', 'johndoe@x.com')).toBe(true))
  it('ignores a plus-suffix', () => expect(isSameEmailAlias('john+books@x.com', 'john@x.com')).toBe(true))
  it('is case- and whitespace-insensitive', () =>
    expect(isSameEmailAlias('  John.Doe+A@X.com ', 'johndoe@x.com')).toBe(true))
  it('keeps dots in the domain meaningful', () => expect(isSameEmailAlias('john@x.co.uk', 'john@xco.uk')).toBe(false))
  it('tells different mailboxes apart', () => expect(isSameEmailAlias('john@x.com', 'jane@x.com')).toBe(false))
  it('throws "could not find local" without a local part', () => {
    expect(() => canonicalEmail('@x.com')).toThrow('could not find local')
    expect(() => isSameEmailAlias('john@x.com', 'no-at-sign')).toThrow('could not find local')
  })
})

describe('email validity, one rule', () => {
  const addresses = [
    '  Ada@Quill.Example ',
    'a.b+c@d-e.co',
    '',
    'ada',
    'ada@quill',
    'a da@q.example',
    'a..b@q.example',
    'a@b.c',
  ]
  it("refuses in the caller's words exactly what ZEmail refuses", () => {
    for (const a of addresses) {
      const valid = ZEmail.safeParse(a).success
      expect(emailProblem(a, 'Invalid email')).toBe(valid ? undefined : 'Invalid email')
      expect(applicantEmailProblem(a)).toBe(valid ? undefined : 'Invalid email')
    }
    expect(addresses.filter((a) => ZEmail.safeParse(a).success)).toEqual(['  Ada@Quill.Example ', 'a.b+c@d-e.co'])
  })
})

describe("a form's email field", () => {
  const message = (v: string) => ZEmailField.safeParse(v).error?.issues[0].message
  it('asks for an address when empty or blank', () => {
    expect(message('')).toBe('Enter your email address')
    expect(message('   ')).toBe('Enter your email address')
  })
  it('refuses what the shared rule refuses, in its words', () =>
    expect(message('not-an-address')).toBe('Enter a valid email address'))
  it('hands on the trimmed, lower-cased address', () =>
    expect(ZEmailField.parse('  Ada@Quill.Example ')).toBe(ZEmail.parse('ada@quill.example')))
})
