/** /api/task-definitions and organization tasks (list, status moves, onboarding assignment by services). */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { fieldErrorsHook } from '../../_shared/validation.ts'
import { ZUuid } from '../../../shared/schemas/common.ts'
import {
  ZAssignOnboardingTasksRequestSchema,
  ZCreateTaskDefinitionRequestSchema,
  ZOrganizationTaskSchema,
  ZTaskDefinitionSchema,
  ZUpdateOrganizationTaskRequestSchema,
} from '../../../shared/schemas/tasks.ts'
import { listTaskDefinitions } from '../../domains/tasks/list-task-definitions.ts'
import { createTaskDefinition } from '../../domains/tasks/create-task-definition.ts'
import { listOrganizationTasks } from '../../domains/tasks/list-organization-tasks.ts'
import { updateOrganizationTask } from '../../domains/tasks/update-organization-task.ts'
import { assignOnboardingTasks } from '../../domains/tasks/assign-onboarding-tasks.ts'
import { json, errors, body } from '../openapi.ts'

type OrgTask = z.infer<typeof ZOrganizationTaskSchema>
const Param = z.object({ id: ZUuid })

export const taskRoutes = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook })
  .openapi(
    createRoute({
      method: 'get',
      path: '/task-definitions',
      tags: ['tasks'],
      responses: { 200: json(z.object({ definitions: z.array(ZTaskDefinitionSchema) }), 'Catalogue') },
    }),
    async (c) => c.json({ definitions: await asUser(c.get('claims'), (tx) => listTaskDefinitions({ tx })) }, 200),
  )

  .openapi(
    createRoute({
      method: 'post',
      path: '/task-definitions',
      tags: ['tasks'],
      request: body(ZCreateTaskDefinitionRequestSchema),
      responses: { 201: json(ZTaskDefinitionSchema, 'Created'), ...errors },
    }),
    async (c) =>
      c.json(await asUser(c.get('claims'), (tx) => createTaskDefinition({ tx, input: c.req.valid('json') })), 201),
  )

  .openapi(
    createRoute({
      method: 'get',
      path: '/organizations/{id}/tasks',
      tags: ['tasks'],
      request: { params: Param },
      responses: {
        200: json(z.object({ tasks: z.array(ZOrganizationTaskSchema) }), "The organization's tasks"),
        ...errors,
      },
    }),
    async (c) =>
      c.json(
        {
          tasks: (await asUser(c.get('claims'), (tx) =>
            listOrganizationTasks({ tx, organizationId: c.req.valid('param').id }),
          )) as OrgTask[],
        },
        200,
      ),
  )

  .openapi(
    createRoute({
      method: 'post',
      path: '/organizations/{id}/tasks/onboarding',
      tags: ['tasks'],
      request: { params: Param, ...body(ZAssignOnboardingTasksRequestSchema) },
      responses: {
        200: json(z.object({ tasks: z.array(ZOrganizationTaskSchema) }), 'Tasks after assignment'),
        ...errors,
      },
    }),
    async (c) =>
      c.json(
        {
          tasks: (await asUser(c.get('claims'), (tx) =>
            assignOnboardingTasks({
              tx,
              organizationId: c.req.valid('param').id,
              services: c.req.valid('json').services,
            }),
          )) as OrgTask[],
        },
        200,
      ),
  )

  .openapi(
    createRoute({
      method: 'patch',
      path: '/organization-tasks/{id}',
      tags: ['tasks'],
      request: { params: Param, ...body(ZUpdateOrganizationTaskRequestSchema) },
      responses: { 200: json(ZOrganizationTaskSchema, 'Updated'), ...errors },
    }),
    async (c) =>
      c.json(
        (await asUser(c.get('claims'), (tx) =>
          updateOrganizationTask({ tx, taskId: c.req.valid('param').id, ...c.req.valid('json') }),
        )) as OrgTask,
        200,
      ),
  )
