/**
 * /api/provider-setting-definitions (everyone reads, admins and owners manage) and an organization's values at
 * /api/organizations/{id}/provider-settings (read by anyone with access; changed by its org admins, its bookkeepers
 * and admins; reset to the default only where the definition allows it).
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { fieldErrorsHook } from '../../_shared/validation.ts'
import { ZErrorResponseSchema, ZText, ZUuid } from '../../../shared/schemas/common.ts'
import {
  ZCreateProviderSettingDefinitionRequestSchema,
  ZProviderId,
  ZProviderSettingDefinitionSchema,
  ZProviderSettingSchema,
  ZSetProviderSettingRequestSchema,
  ZUpdateProviderSettingDefinitionRequestSchema,
} from '../../../shared/schemas/provider-settings.ts'
import { listProviderSettingDefinitions } from '../../domains/provider-settings/list-provider-setting-definitions.ts'
import { createProviderSettingDefinition } from '../../domains/provider-settings/create-provider-setting-definition.ts'
import { updateProviderSettingDefinition } from '../../domains/provider-settings/update-provider-setting-definition.ts'
import { deleteProviderSettingDefinition } from '../../domains/provider-settings/delete-provider-setting-definition.ts'
import { listProviderSettings } from '../../domains/provider-settings/list-provider-settings.ts'
import { setProviderSetting } from '../../domains/provider-settings/set-provider-setting.ts'
import { resetProviderSetting } from '../../domains/provider-settings/reset-provider-setting.ts'
import { json, body } from '../openapi.ts'

const errors = {
  403: json(ZErrorResponseSchema, 'Not allowed'),
  404: json(ZErrorResponseSchema, 'Not found or not visible'),
  409: json(ZErrorResponseSchema, 'Already exists'),
  422: json(ZErrorResponseSchema, 'Invalid input'),
}
const DefinitionParam = z.object({ providerId: ZProviderId, key: ZText.min(1).max(100) })
const SettingParam = DefinitionParam.extend({ id: ZUuid })
const tags = ['provider-settings']

export const providerSettingRoutes = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook })
  .openapi(
    createRoute({
      method: 'get',
      path: '/provider-setting-definitions',
      tags,
      responses: {
        200: json(z.object({ definitions: z.array(ZProviderSettingDefinitionSchema) }), 'Every definition'),
        ...errors,
      },
    }),
    async (c) =>
      c.json({ definitions: await asUser(c.get('claims'), (tx) => listProviderSettingDefinitions({ tx })) }, 200),
  )

  .openapi(
    createRoute({
      method: 'post',
      path: '/provider-setting-definitions',
      tags,
      request: body(ZCreateProviderSettingDefinitionRequestSchema),
      responses: { 201: json(ZProviderSettingDefinitionSchema, 'Created'), ...errors },
    }),
    async (c) =>
      c.json(
        await asUser(c.get('claims'), (tx) => createProviderSettingDefinition({ tx, input: c.req.valid('json') })),
        201,
      ),
  )

  .openapi(
    createRoute({
      method: 'put',
      path: '/provider-setting-definitions/{providerId}/{key}',
      tags,
      request: { params: DefinitionParam, ...body(ZUpdateProviderSettingDefinitionRequestSchema) },
      responses: { 200: json(ZProviderSettingDefinitionSchema, 'Updated'), ...errors },
    }),
    async (c) =>
      c.json(
        await asUser(c.get('claims'), (tx) =>
          updateProviderSettingDefinition({ tx, ...c.req.valid('param'), input: c.req.valid('json') }),
        ),
        200,
      ),
  )

  .openapi(
    createRoute({
      method: 'delete',
      path: '/provider-setting-definitions/{providerId}/{key}',
      tags,
      request: { params: DefinitionParam },
      responses: { 204: { description: "Deleted, with every organization's value for it" }, ...errors },
    }),
    async (c) => {
      await asUser(c.get('claims'), (tx) => deleteProviderSettingDefinition({ tx, ...c.req.valid('param') }))
      return c.body(null, 204)
    },
  )

  .openapi(
    createRoute({
      method: 'get',
      path: '/organizations/{id}/provider-settings',
      tags,
      request: { params: z.object({ id: ZUuid }) },
      responses: {
        200: json(
          z.object({ settings: z.array(ZProviderSettingSchema), canEdit: z.boolean() }),
          "Every definition with this organization's value",
        ),
        ...errors,
      },
    }),
    async (c) =>
      c.json(
        await asUser(c.get('claims'), (tx) => listProviderSettings({ tx, organizationId: c.req.valid('param').id })),
        200,
      ),
  )

  .openapi(
    createRoute({
      method: 'put',
      path: '/organizations/{id}/provider-settings/{providerId}/{key}',
      tags,
      request: { params: SettingParam, ...body(ZSetProviderSettingRequestSchema) },
      responses: { 200: json(ZProviderSettingSchema, 'Saved'), ...errors },
    }),
    async (c) => {
      const { id, providerId, key } = c.req.valid('param')
      return c.json(
        await asUser(c.get('claims'), (tx) =>
          setProviderSetting({ tx, organizationId: id, providerId, key, value: c.req.valid('json').value }),
        ),
        200,
      )
    },
  )

  .openapi(
    createRoute({
      method: 'delete',
      path: '/organizations/{id}/provider-settings/{providerId}/{key}',
      tags,
      request: { params: SettingParam },
      responses: { 200: json(ZProviderSettingSchema, 'Back to the default'), ...errors },
    }),
    async (c) => {
      const { id, providerId, key } = c.req.valid('param')
      return c.json(
        await asUser(c.get('claims'), (tx) => resetProviderSetting({ tx, organizationId: id, providerId, key })),
        200,
      )
    },
  )
