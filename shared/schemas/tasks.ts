/** Task definitions and organization tasks (spec §3 tasks, §4 statuses, §5 task-form checkboxes). */
import { z } from 'zod'
import { ZCheckbox, ZText, ZUuid } from './common.ts'
import { ZAccountingService } from './organizations.ts'

export const ZOrganizationTaskStatus = z.enum([
  'pending',
  'waiting_confirmation',
  'confirmed',
  'not_applicable_waiting_confirmation',
  'not_applicable_confirmed',
])
export const ZTaskConfig = z.object({ fileRequired: z.boolean(), notApplicable: z.boolean() })

export const ZTaskDefinitionSchema = z.object({
  id: ZUuid,
  createdAt: z.string(),
  title: z.string(),
  description: z.string(),
  slug: z.string(),
  config: ZTaskConfig,
})

/** New-task form as the browser posts it: two checkboxes whose checked value is the literal "on". */
export const ZNewTaskFormSchema = z.object({
  title: ZText.trim().min(1, { message: 'Title is required' }).max(255),
  description: ZText.trim().max(5000).default(''),
  fileRequired: ZCheckbox,
  notApplicable: ZCheckbox,
})
export const ZCreateTaskDefinitionRequestSchema = ZNewTaskFormSchema.extend({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'Use lowercase letters, digits and dashes' })
    .max(100)
    .optional(),
})
/** The stored config from the form's checkbox values. */
export const taskConfigFromForm = (f: { fileRequired?: 'on'; notApplicable?: 'on' }) => ({
  fileRequired: f.fileRequired === 'on',
  notApplicable: f.notApplicable === 'on',
})

export const ZOrganizationTaskSchema = z.object({
  id: ZUuid,
  organizationId: ZUuid,
  taskId: ZUuid,
  status: ZOrganizationTaskStatus,
  data: z.object({ fileIds: z.array(ZUuid) }),
  createdAt: z.string(),
  updatedAt: z.string(),
  task: ZTaskDefinitionSchema.pick({ title: true, description: true, slug: true, config: true }),
})
export const ZUpdateOrganizationTaskRequestSchema = z
  .object({
    status: ZOrganizationTaskStatus.optional(),
    fileIds: z.array(ZUuid).max(50).optional(),
  })
  .refine((v) => v.status !== undefined || v.fileIds !== undefined, { message: 'Nothing to update' })
export const ZAssignOnboardingTasksRequestSchema = z.object({ services: z.array(ZAccountingService).optional() })
