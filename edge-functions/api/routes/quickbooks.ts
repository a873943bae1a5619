/**
 * QuickBooks connection API (signed-in users): start connecting (returns Intuit's authorize URL with a state bound
 * to the organization and user), read the connection status, disconnect, queue a sync of the stored copies ("Sync
 * now", staff) and read the latest sync's progress.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { AuthVars } from '../../_shared/auth.ts'
import { asUser } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import {
  ZConnectQuickbooksRequestSchema,
  ZConnectQuickbooksResponseSchema,
  ZQuickbooksConnectionStatusSchema,
  ZQuickbooksSyncStatusSchema,
} from '../../../shared/schemas/quickbooks.ts'
import { disconnectConnection, startConnection } from '../../domains/integrations/quickbooks-connection.ts'
import { getConnectionStatus } from '../../domains/quickbooks/get-connection-status.ts'
import { requestSync } from '../../domains/quickbooks/request-sync.ts'
import { getSyncStatus } from '../../domains/quickbooks/get-sync-status.ts'
import { json } from '../openapi.ts'

const Org = ZConnectQuickbooksRequestSchema.openapi('QuickbooksOrganization')

const connect = createRoute({
  method: 'post',
  path: '/quickbooks/connect',
  tags: ['quickbooks'],
  request: { body: { content: { 'application/json': { schema: Org } }, required: true } },
  responses: {
    200: json(ZConnectQuickbooksResponseSchema.openapi('QuickbooksConnect'), 'Where to send the browser to authorize'),
  },
})
const status = createRoute({
  method: 'get',
  path: '/quickbooks/status',
  tags: ['quickbooks'],
  request: { query: Org },
  responses: {
    200: json(ZQuickbooksConnectionStatusSchema.openapi('QuickbooksConnectionStatus'), "The organization's connection"),
  },
})
const disconnect = createRoute({
  method: 'post',
  path: '/quickbooks/disconnect',
  tags: ['quickbooks'],
  request: { body: { content: { 'application/json': { schema: Org } }, required: true } },
  responses: {
    200: json(z.object({ disconnected: z.boolean(), revoked: z.boolean() }), 'Revoked at Intuit and cleared'),
  },
})
const sync = createRoute({
  method: 'post',
  path: '/quickbooks/sync',
  tags: ['quickbooks'],
  request: { body: { content: { 'application/json': { schema: Org } }, required: true } },
  responses: {
    202: json(ZQuickbooksSyncStatusSchema.openapi('QuickbooksSyncStatus'), 'The sync is queued; progress as of now'),
  },
})
const syncStatus = createRoute({
  method: 'get',
  path: '/quickbooks/sync-status',
  tags: ['quickbooks'],
  request: { query: Org },
  responses: {
    200: json(
      ZQuickbooksSyncStatusSchema.openapi('QuickbooksSyncStatus'),
      'The latest sync: queued, running (step), done or failed',
    ),
  },
})

/** Org admins and staff manage the connection; staff alone trigger syncs. */
async function requireManager(claims: AuthVars['Variables']['claims'], orgId: string, staffOnly = false) {
  const r = await asUser(claims, async (tx) => {
    const [x] = await tx`select exists (select 1 from public.organizations where id = ${orgId}) as visible,
      (select private.is_org_admin(${orgId}::uuid)) as org_admin, (select private.is_org_staff(${orgId}::uuid)) as staff`
    return x
  })
  if (!r.visible) throw new AppError('not_found', 'Organization not found')
  if (!(r.staff || (!staffOnly && r.org_admin)))
    throw new AppError(
      'forbidden',
      staffOnly ? 'Only staff can sync QuickBooks' : 'Only organization admins and staff can manage QuickBooks',
    )
}

export const quickbooksRoutes = new OpenAPIHono<AuthVars>()
  .openapi(connect, async (c) =>
    c.json(await startConnection({ claims: c.get('claims'), orgId: c.req.valid('json').organizationId }), 200),
  )
  .openapi(status, async (c) =>
    c.json(await getConnectionStatus({ claims: c.get('claims'), orgId: c.req.valid('query').organizationId }), 200),
  )
  .openapi(disconnect, async (c) => {
    const { organizationId } = c.req.valid('json')
    await requireManager(c.get('claims'), organizationId)
    return c.json(await disconnectConnection({ orgId: organizationId }), 200)
  })
  .openapi(sync, async (c) => {
    const { organizationId } = c.req.valid('json')
    await requireManager(c.get('claims'), organizationId, true)
    await requestSync({ orgId: organizationId })
    return c.json(await getSyncStatus({ claims: c.get('claims'), orgId: organizationId }), 202)
  })
  .openapi(syncStatus, async (c) =>
    c.json(await getSyncStatus({ claims: c.get('claims'), orgId: c.req.valid('query').organizationId }), 200),
  )
