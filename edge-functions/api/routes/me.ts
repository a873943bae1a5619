/**
 * GET /api/me: the signed-in user as the database sees them (runs as the user, so RLS decides what comes back):
 * profile, the organizations they belong to, keep the books of or review, and the assurance level of their session.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { AuthVars } from '../../_shared/auth.ts'

const ZOrgRef = z.object({ id: z.string().uuid(), legalName: z.string() })

export const ZMeResponseSchema = z
  .object({
    userId: z.string(),
    dbRole: z.string(),
    email: z.string().nullable(),
    profile: z.object({
      firstName: z.string(),
      lastName: z.string(),
      role: z.enum(['user', 'bookkeeper', 'admin', 'owner']),
      products: z.array(z.enum(['accounting', 'banking'])),
    }),
    organizations: z.array(ZOrgRef.extend({ orgRole: z.enum(['admin', 'user']) })),
    bookkeeperOrganizations: z.array(ZOrgRef.extend({ isPrimary: z.boolean() })),
    reviewOrganizations: z.array(ZOrgRef),
    mfa: z.object({ aal: z.enum(['aal1', 'aal2']) }),
  })
  .openapi('Me')
export type TMeResponse = z.infer<typeof ZMeResponseSchema>

const route = createRoute({
  method: 'get',
  path: '/me',
  tags: ['session'],
  responses: {
    200: {
      description: 'The signed-in user as seen by the database',
      content: { 'application/json': { schema: ZMeResponseSchema } },
    },
    404: { description: 'The user has no profile row' },
  },
})

export const meRoutes = new OpenAPIHono<AuthVars>().openapi(route, async (c) => {
  const claims = c.get('claims')
  const me = await asUser(claims, async (tx) => {
    const [who] = await tx`select auth.uid()::text as user_id, current_user as db_role, auth.email() as email`
    const [profile] = await tx`
      select email, first_name, last_name, role::text as role, products from public.users where id = (select auth.uid())`
    if (!profile) throw new AppError('not_found', 'No profile exists for this user')
    const organizations = await tx`
      select o.id::text, o.legal_name, m.org_role::text as org_role
      from public.organization_members m join public.organizations o on o.id = m.organization_id
      where m.user_id = (select auth.uid()) and o.deleted_at is null order by o.legal_name, o.id`
    const bookkeeping = await tx`
      select o.id::text, o.legal_name, b.is_primary
      from public.bookkeeper_assignments b join public.organizations o on o.id = b.organization_id
      where b.user_id = (select auth.uid()) and o.deleted_at is null order by o.legal_name, o.id`
    const reviewing = await tx`
      select o.id::text, o.legal_name
      from public.reviewer_assignments r join public.organizations o on o.id = r.organization_id
      where r.user_id = (select auth.uid()) and o.deleted_at is null order by o.legal_name, o.id`
    return { who, profile, organizations, bookkeeping, reviewing }
  })
  const body: TMeResponse = {
    userId: me.who.user_id,
    dbRole: me.who.db_role,
    // the token's email claim, else the profile's (tokens minted by other means may lack the claim)
    email: me.who.email ?? me.profile.email,
    profile: {
      firstName: me.profile.first_name,
      lastName: me.profile.last_name,
      role: me.profile.role,
      products: me.profile.products,
    },
    organizations: me.organizations.map((o) => ({ id: o.id, legalName: o.legal_name, orgRole: o.org_role })),
    bookkeeperOrganizations: me.bookkeeping.map((o) => ({
      id: o.id,
      legalName: o.legal_name,
      isPrimary: o.is_primary,
    })),
    reviewOrganizations: me.reviewing.map((o) => ({ id: o.id, legalName: o.legal_name })),
    // The JWT is the source of truth for assurance: a session is aal2 only after a verified second factor.
    mfa: { aal: claims.aal === 'aal2' ? 'aal2' : 'aal1' },
  }
  return c.json(body, 200)
})
