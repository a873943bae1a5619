/** /api/notifications: the caller's notifications, marking them read, and which types the caller wants. */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { fieldErrorsHook } from '../../_shared/validation.ts'
import { ZErrorResponseSchema, ZUuid } from '../../../shared/schemas/common.ts'
import {
  ZListNotificationsQuerySchema,
  ZNotificationPreferencesResponse,
  ZNotificationSchema,
  ZUpdateNotificationPreferenceRequest,
} from '../../../shared/schemas/notifications.ts'
import { getPreferences, setPreference } from '../../domains/notifications/preferences.ts'
import { listNotifications } from '../../domains/notifications/list-notifications.ts'
import { markNotificationsRead } from '../../domains/notifications/mark-notifications-read.ts'
import { body, errors, json } from '../openapi.ts'

const Updated = z.object({ updated: z.number().int() })

export const notificationRoutes = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook })
  .openapi(
    createRoute({
      method: 'get',
      path: '/notifications/preferences',
      tags: ['notifications'],
      summary: 'Which notification types the caller hears (every type, on unless turned off)',
      responses: { 200: json(ZNotificationPreferencesResponse, 'Mine') },
    }),
    async (c) => c.json(await asUser(c.get('claims'), (tx) => getPreferences({ tx })), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/notifications/preferences',
      tags: ['notifications'],
      summary: 'Turn one notification type on or off for the caller',
      request: body(ZUpdateNotificationPreferenceRequest),
      responses: { 200: json(ZNotificationPreferencesResponse, 'Mine, after the change'), 422: errors[422] },
    }),
    async (c) => {
      const { type, enabled } = c.req.valid('json')
      return c.json(await asUser(c.get('claims'), (tx) => setPreference({ tx, type, enabled })), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/notifications',
      tags: ['notifications'],
      request: { query: ZListNotificationsQuerySchema },
      responses: {
        200: json(z.object({ notifications: z.array(ZNotificationSchema), unread: z.number().int() }), 'Mine'),
      },
    }),
    async (c) => {
      const r = await asUser(c.get('claims'), (tx) => listNotifications({ tx, ...c.req.valid('query') }))
      return c.json(r as { notifications: z.infer<typeof ZNotificationSchema>[]; unread: number }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/notifications/{id}/read',
      tags: ['notifications'],
      request: { params: z.object({ id: ZUuid }) },
      responses: { 200: json(Updated, 'Marked read'), 404: json(ZErrorResponseSchema, 'Not mine or missing') },
    }),
    async (c) =>
      c.json(
        await asUser(c.get('claims'), (tx) => markNotificationsRead({ tx, notificationId: c.req.valid('param').id })),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/notifications/read-all',
      tags: ['notifications'],
      responses: { 200: json(Updated, 'All marked read') },
    }),
    async (c) => c.json(await asUser(c.get('claims'), (tx) => markNotificationsRead({ tx })), 200),
  )
