/**
 * Who may enter which part of the app, and where each user starts. Pure rules (no React, no network) so they are
 * unit-tested and shared by the router guards, the navigation and the home redirect.
 */
export type Area = 'admin' | 'bookkeeper' | 'client' | 'public' | 'any'
type UserRole = 'user' | 'bookkeeper' | 'admin' | 'owner'

export type OrgRef = { id: string; legalName: string }
export type Me = {
  userId: string
  dbRole: string
  email: string | null
  profile: { firstName: string; lastName: string; role: UserRole; products: ('accounting' | 'banking')[] }
  organizations: (OrgRef & { orgRole: 'admin' | 'user' })[]
  bookkeeperOrganizations: (OrgRef & { isPrimary: boolean })[]
  reviewOrganizations: OrgRef[]
  mfa: { aal: 'aal1' | 'aal2' }
}

const CLIENT_PREFIXES = ['/accounting', '/cash', '/sales-tax']

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

/** The area a path belongs to by its prefix; paths outside the three areas have none. */
export function areaOfPath(path: string): Exclude<Area, 'public' | 'any'> | undefined {
  if (under(path, '/admin')) return 'admin'
  if (under(path, '/bookkeeper')) return 'bookkeeper'
  if (CLIENT_PREFIXES.some((p) => under(path, p))) return 'client'
  return undefined
}

/** Pages anyone may open without a session (customer-facing invoices, vendors' W-9s, beneficial-owner forms, legal, sign-in). */
const PUBLIC_PREFIXES = [
  '/sign-in',
  '/invited/user/sign-up',
  '/error-page',
  '/legal',
  '/invoice',
  '/beneficial-owner',
  '/2fa',
]

export const isPublicPath = (path: string) => PUBLIC_PREFIXES.some((p) => under(path, p))

export const isStaff = (me: Me) => me.profile.role !== 'user'

type Product = Me['profile']['products'][number]

/** The product a path needs (overview §6 product access): the cash area is business banking; others need none. */
export function productOfPath(path: string): Product | undefined {
  return under(path, '/cash') ? 'banking' : undefined
}

/** Whether the user's profile carries the product a path needs (routes and navigation both ask). */
export function hasProductFor(path: string, me: Me): boolean {
  const product = productOfPath(path)
  return !product || me.profile.products.includes(product)
}

export function canEnter(area: Area, me: Me): boolean {
  switch (area) {
    case 'public':
    case 'any':
      return true
    case 'admin':
      return me.profile.role === 'admin' || me.profile.role === 'owner'
    case 'bookkeeper':
      return me.profile.role !== 'user'
    case 'client':
      return me.organizations.length > 0
  }
}

/** Where `/` and `/dashboard` send a user, and where a user lands after opening an area they may not enter. */
export function homePath(me: Me): string {
  if (me.profile.role === 'admin' || me.profile.role === 'owner') return '/admin'
  if (me.profile.role === 'bookkeeper') return '/bookkeeper/clients'
  if (me.organizations.length > 0) return '/accounting/dashboard'
  return '/welcome'
}

/** The area whose navigation the header shows: the one being visited if allowed, else the user's home area. */
export function navArea(path: string, me: Me): Exclude<Area, 'public' | 'any'> | undefined {
  const here = areaOfPath(path)
  if (here && canEnter(here, me)) return here
  return areaOfPath(homePath(me))
}

/** Organizations the switcher offers in an area: client orgs for clients, assigned ones for staff areas. */
export function organizationsFor(area: Area | undefined, me: Me): OrgRef[] {
  const seen = new Map<string, OrgRef>()
  const add = (list: OrgRef[]) => {
    for (const o of list) if (!seen.has(o.id)) seen.set(o.id, { id: o.id, legalName: o.legalName })
  }
  if (area === 'client') add(me.organizations)
  else if (area === 'bookkeeper' || area === 'admin') {
    add(me.bookkeeperOrganizations)
    add(me.reviewOrganizations)
  } else {
    add(me.organizations)
    add(me.bookkeeperOrganizations)
    add(me.reviewOrganizations)
  }
  return [...seen.values()].sort((a, b) => a.legalName.localeCompare(b.legalName))
}

export function displayName(me: Me): string {
  const name = `${me.profile.firstName} ${me.profile.lastName}`.trim()
  return name || me.email || 'Signed-in user'
}

export const ROLE_LABEL: Record<UserRole, string> = {
  user: 'Client',
  bookkeeper: 'Bookkeeper',
  admin: 'Admin',
  owner: 'Owner',
}

/**
 * The role as people at the firm say it. Reviewers hold the bookkeeper role and are told apart by what they are
 * assigned to: review only → "Reviewer", both → "Bookkeeper and reviewer".
 */
export function roleLabel(me: Pick<Me, 'profile' | 'bookkeeperOrganizations' | 'reviewOrganizations'>): string {
  return staffRoleLabel(me.profile.role, me.bookkeeperOrganizations.length, me.reviewOrganizations.length)
}

/** The same rule from a role and how many organizations the person keeps the books of and reviews. */
export function staffRoleLabel(role: UserRole, keeps: number, reviews: number): string {
  if (role !== 'bookkeeper' || reviews === 0) return ROLE_LABEL[role]
  return keeps > 0 ? 'Bookkeeper and reviewer' : 'Reviewer'
}
