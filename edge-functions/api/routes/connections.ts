/**
 * Provider connections of an organization (signed-in users): every provider's state, start connecting one (the
 * provider's URL with a signed state), disconnect one. The same three calls serve every provider.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { AuthVars } from '../../_shared/auth.ts'
import {
  ZConnectionListSchema,
  ZConnectionProvider,
  ZDisconnectResponseSchema,
  ZStartConnectionResponseSchema,
} from '../../../shared/schemas/connections.ts'
import { listConnections } from '../../domains/integrations/list-connections.ts'
import { assertManagerOf } from '../../_shared/access.ts'
import { startConnection } from '../../domains/integrations/start-connection.ts'
import { disconnectConnection } from '../../domains/integrations/disconnect-connection.ts'
import { errors, json } from '../openapi.ts'

const OrgParam = z.object({ organizationId: z.uuid() })

const list = createRoute({
  method: 'get',
  path: '/organizations/{organizationId}/connections',
  tags: ['connections'],
  request: { params: OrgParam },
  responses: { 200: json(ZConnectionListSchema.openapi('ConnectionList'), "Every provider's state"), ...errors },
})
const start = createRoute({
  method: 'post',
  path: '/organizations/{organizationId}/connections/{provider}/start',
  tags: ['connections'],
  request: { params: OrgParam.extend({ provider: ZConnectionProvider }) },
  responses: {
    200: json(ZStartConnectionResponseSchema.openapi('StartConnection'), 'Where to send the browser'),
    ...errors,
  },
})
const disconnect = createRoute({
  method: 'delete',
  path: '/organizations/{organizationId}/connections/{connectionId}',
  tags: ['connections'],
  request: { params: OrgParam.extend({ connectionId: z.uuid() }) },
  responses: { 200: json(ZDisconnectResponseSchema.openapi('Disconnected'), 'Disconnected'), ...errors },
})

export const connectionRoutes = new OpenAPIHono<AuthVars>()
  .openapi(list, async (c) =>
    c.json(await listConnections({ claims: c.get('claims'), orgId: c.req.valid('param').organizationId }), 200),
  )
  .openapi(start, async (c) => {
    const { organizationId, provider } = c.req.valid('param')
    return c.json(await startConnection({ claims: c.get('claims'), orgId: organizationId, provider }), 200)
  })
  .openapi(disconnect, async (c) => {
    const { organizationId, connectionId } = c.req.valid('param')
    await assertManagerOf(c.get('claims'), organizationId, 'disconnect an integration')
    return c.json(await disconnectConnection({ orgId: organizationId, connectionId }), 200)
  })
