/** GET /api/me: who the database thinks the caller is (runs as the user, so it proves the JWT reached Postgres). */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'

const ZMeResponseSchema = z.object({ userId: z.string(), dbRole: z.string(), email: z.string().nullable() }).openapi('Me')

const route = createRoute({
  method: 'get', path: '/me', tags: ['session'],
  responses: { 200: { description: 'The signed-in user as seen by the database', content: { 'application/json': { schema: ZMeResponseSchema } } } },
})

export const meRoutes = new OpenAPIHono<AuthVars>().openapi(route, async (c) => {
  const row = await asUser(c.get('claims'), async (tx) => {
    const [r] = await tx`select auth.uid()::text as user_id, current_user as db_role, auth.email() as email`
    return r
  })
  return c.json({ userId: row.user_id, dbRole: row.db_role, email: row.email }, 200)
})
