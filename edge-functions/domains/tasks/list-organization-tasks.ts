/** An organization's tasks with their definition. */
import type { Tx } from '../../_shared/db.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'
import { plain } from '../../_shared/rows.ts'

export const ORG_TASK_SELECT = `select t.id, t.organization_id as "organizationId", t.task_id as "taskId", t.status::text as status,
  jsonb_build_object('fileIds', coalesce(t.data -> 'fileIds', '[]')) as data, t.created_at as "createdAt", t.updated_at as "updatedAt",
  jsonb_build_object('title', d.title, 'description', d.description, 'slug', d.slug, 'config', d.config) as task
  from public.organization_tasks t join public.task_definitions d on d.id = t.task_id`

export async function listOrganizationTasks({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  await assertOrganizationVisible({ tx, organizationId })
  return plain<unknown[]>(
    await tx.unsafe(`${ORG_TASK_SELECT} where t.organization_id = $1 order by t.created_at, d.slug`, [organizationId]),
  )
}
