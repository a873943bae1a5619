import { describe, expect, it } from 'vitest'
import {
  areaOfPath,
  canEnter,
  hasProductFor,
  homePath,
  isPublicPath,
  navArea,
  organizationsFor,
  productOfPath,
  roleLabel,
  type Me,
} from './areas.ts'

const me = (role: Me['profile']['role'], parts: Partial<Me> = {}): Me => ({
  userId: 'u',
  dbRole: 'authenticated',
  email: 'u@example.test',
  profile: { firstName: 'U', lastName: 'Ser', role, products: ['accounting'] },
  organizations: [],
  bookkeeperOrganizations: [],
  reviewOrganizations: [],
  mfa: { aal: 'aal1' },
  ...parts,
})
const acme = { id: 'a', legalName: 'Acme' }
const birch = { id: 'b', legalName: 'Birch' }

describe('areas', () => {
  it('reads the area from the path prefix, not from look-alike paths', () => {
    expect(areaOfPath('/admin')).toBe('admin')
    expect(areaOfPath('/admin/clients')).toBe('admin')
    expect(areaOfPath('/administrator')).toBeUndefined()
    expect(areaOfPath('/bookkeeper/clients')).toBe('bookkeeper')
    expect(areaOfPath('/cash/dashboard')).toBe('client')
    expect(areaOfPath('/sales-tax/nexus')).toBe('client')
    expect(areaOfPath('/onboarding/2fa/security')).toBeUndefined()
  })

  it('knows the public pages, including their sub-paths', () => {
    expect(isPublicPath('/invoice/abc-123')).toBe(true)
    expect(isPublicPath('/w9/abc-123')).toBe(false) // the W-9 form is the tax-form service's
    expect(isPublicPath('/beneficial-owner/form')).toBe(true)
    expect(isPublicPath('/sign-in')).toBe(true)
    expect(isPublicPath('/invoices')).toBe(false)
    expect(isPublicPath('/cash/invoices')).toBe(false)
  })

  it('lets admins and owners into the admin area, staff into the bookkeeper area, members into the client area', () => {
    expect(canEnter('admin', me('owner'))).toBe(true)
    expect(canEnter('admin', me('bookkeeper'))).toBe(false)
    expect(canEnter('bookkeeper', me('admin'))).toBe(true)
    expect(canEnter('bookkeeper', me('user'))).toBe(false)
    expect(canEnter('client', me('user'))).toBe(false)
    expect(canEnter('client', me('user', { organizations: [{ ...acme, orgRole: 'admin' }] }))).toBe(true)
  })

  it('opens the cash area only to people with the banking product', () => {
    const member = me('user', { organizations: [{ ...acme, orgRole: 'user' }] })
    const banker: Me = { ...member, profile: { ...member.profile, products: ['accounting', 'banking'] } }
    expect(productOfPath('/cash/dashboard')).toBe('banking')
    expect(productOfPath('/cashflow')).toBeUndefined()
    expect(hasProductFor('/cash/payments', member)).toBe(false)
    expect(hasProductFor('/cash', member)).toBe(false)
    expect(hasProductFor('/cash/payments', banker)).toBe(true)
    expect(hasProductFor('/accounting/dashboard', member)).toBe(true)
  })

  it('sends each role to its home', () => {
    expect(homePath(me('admin'))).toBe('/admin')
    expect(homePath(me('owner'))).toBe('/admin')
    expect(homePath(me('bookkeeper'))).toBe('/bookkeeper/clients')
    expect(homePath(me('user', { organizations: [{ ...acme, orgRole: 'user' }] }))).toBe('/accounting/dashboard')
    expect(homePath(me('user'))).toBe('/welcome')
  })

  it("shows the visited area's nav when allowed, else the home area's", () => {
    expect(navArea('/bookkeeper/clients', me('admin'))).toBe('bookkeeper')
    expect(navArea('/admin', me('bookkeeper'))).toBe('bookkeeper')
    expect(navArea('/onboarding/2fa/security', me('admin'))).toBe('admin')
  })

  it('offers the switcher the organizations of the area, deduplicated and sorted', () => {
    const reviewer = me('bookkeeper', {
      bookkeeperOrganizations: [{ ...birch, isPrimary: true }],
      reviewOrganizations: [acme, birch],
    })
    expect(organizationsFor('bookkeeper', reviewer)).toEqual([acme, birch])
    const client = me('user', { organizations: [{ ...birch, orgRole: 'user' }], reviewOrganizations: [acme] })
    expect(organizationsFor('client', client)).toEqual([birch])
  })
})

describe('roleLabel', () => {
  const org = { organizationId: 'o', legalName: 'O' }
  const staff = (bk: number, rv: number) => ({
    profile: { role: 'bookkeeper' as const },
    bookkeeperOrganizations: Array(bk).fill({ ...org, isPrimary: true }),
    reviewOrganizations: Array(rv).fill(org),
  })
  it('tells a reviewer apart from a bookkeeper', () => {
    expect(roleLabel(staff(0, 1) as never)).toBe('Reviewer')
    expect(roleLabel(staff(2, 0) as never)).toBe('Bookkeeper')
    expect(roleLabel(staff(1, 1) as never)).toBe('Bookkeeper and reviewer')
  })
})
