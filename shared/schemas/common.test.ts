import { describe, expect, it } from 'vitest'
import { ZAddress, ZBooksPriority, ZCheckbox, ZEmail, ZMonth, ZOptionalNumber, ZPersonName, ZYear } from './common.ts'
import { ZCreateInvitationRequestSchema } from './invitations.ts'
import { ZNewTaskFormSchema, taskConfigFromForm } from './tasks.ts'
import { ZCreateFileRequestSchema, fileExtension } from './files.ts'

describe('shared field rules (spec §5)', () => {
  it('email is trimmed, lower-cased and must be valid', () => {
    expect(ZEmail.parse('  Casey.Client@Demo.TEST ')).toBe('casey.client@demo.test')
    expect(ZEmail.safeParse('not-an-email').success).toBe(false)
    expect(ZEmail.safeParse('').success).toBe(false)
  })
  it('invited names are trimmed with at least one character', () => {
    expect(ZPersonName.parse('  Ann ')).toBe('Ann')
    expect(ZPersonName.safeParse('   ').success).toBe(false)
  })
  it('address limits', () => {
    expect(ZAddress.safeParse({ zipCode: '1'.repeat(30) }).success).toBe(true)
    expect(ZAddress.safeParse({ zipCode: '1'.repeat(31) }).success).toBe(false)
    expect(ZAddress.safeParse({ city: 'c'.repeat(256) }).success).toBe(false)
    expect(ZAddress.safeParse({ streetAddress: 's'.repeat(2000) }).success).toBe(true)
    expect(ZAddress.safeParse({ streetAddress: 's'.repeat(2001) }).success).toBe(false)
    expect(ZAddress.parse({ zipCode: ` ${'1'.repeat(30)} ` }).zipCode).toHaveLength(30)
  })
  it('books priority is at most 6', () => {
    expect(ZBooksPriority.safeParse(6).success).toBe(true)
    expect(ZBooksPriority.safeParse(7).success).toBe(false)
    expect(ZBooksPriority.safeParse(-1).success).toBe(false)
  })
  it('month 1 to 12', () => {
    expect(ZMonth.safeParse(1).success && ZMonth.safeParse(12).success).toBe(true)
    expect(ZMonth.safeParse(0).success || ZMonth.safeParse(13).success).toBe(false)
  })
  it('year from 1900 to the current year plus 100', () => {
    const max = new Date().getFullYear() + 100
    expect(ZYear.safeParse(1900).success && ZYear.safeParse(max).success).toBe(true)
    expect(ZYear.safeParse(1899).success || ZYear.safeParse(max + 1).success || ZYear.safeParse(2000.5).success).toBe(
      false,
    )
  })
  it('optional number: empty or non-finite gives undefined', () => {
    expect(ZOptionalNumber.parse('')).toBeUndefined()
    expect(ZOptionalNumber.parse(Number.NaN)).toBeUndefined()
    expect(ZOptionalNumber.parse(Infinity)).toBeUndefined()
    expect(ZOptionalNumber.parse('abc')).toBeUndefined()
    expect(ZOptionalNumber.parse('12.5')).toBe(12.5)
    expect(ZOptionalNumber.parse(0)).toBe(0)
  })
  it('task-form checkboxes accept only the literal "on"', () => {
    expect(ZCheckbox.parse('on')).toBe('on')
    expect(ZCheckbox.safeParse('true').success).toBe(false)
    const form = ZNewTaskFormSchema.parse({ title: ' Upload W-9 ', fileRequired: 'on' })
    expect(taskConfigFromForm(form)).toEqual({ fileRequired: true, notApplicable: false })
  })
  it('an invitation names the failing field', () => {
    const r = ZCreateInvitationRequestSchema.safeParse({
      organizationId: '10000000-0000-4000-8000-000000000001',
      email: 'x',
      firstName: 'A',
      lastName: ' ',
    })
    expect(r.success).toBe(false)
    expect(r.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['email', 'lastName'])
  })
  it('a file must live under its organization folder', () => {
    const org = '10000000-0000-4000-8000-000000000001'
    expect(ZCreateFileRequestSchema.safeParse({ organizationId: org, path: `${org}/a.pdf`, title: 'A' }).success).toBe(
      true,
    )
    expect(
      ZCreateFileRequestSchema.safeParse({
        organizationId: org,
        path: '10000000-0000-4000-8000-000000000002/a.pdf',
        title: 'A',
      }).success,
    ).toBe(false)
    expect(
      ZCreateFileRequestSchema.safeParse({ organizationId: org, path: `${org}/../x.pdf`, title: 'A' }).success,
    ).toBe(false)
    expect(fileExtension(`${org}/Scan.PDF`)).toBe('pdf')
    expect(fileExtension(`${org}/README`)).toBe('')
  })
})
