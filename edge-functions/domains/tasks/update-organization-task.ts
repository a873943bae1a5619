/** Move a task's status and/or set its files. RLS hides other tenants' tasks (404); the guard trigger enforces who may confirm. */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { ORG_TASK_SELECT } from './list-organization-tasks.ts'
import { plain } from '../../_shared/rows.ts'

export async function updateOrganizationTask({
  tx,
  taskId,
  status,
  fileIds,
}: {
  tx: Tx
  taskId: string
  status?: string
  fileIds?: string[]
}) {
  const [current] = await tx`select organization_id from public.organization_tasks where id = ${taskId}`
  if (!current) throw new AppError('not_found', 'Task not found')
  if (fileIds) {
    const ok =
      await tx`select id from public.files where id = any(${fileIds}::uuid[]) and organization_id = ${current.organization_id}`
    if (ok.length !== new Set(fileIds).size)
      throw new AppError('unprocessable', 'Some files do not exist in this organization', {
        fields: [{ path: 'fileIds', message: 'Unknown file' }],
      })
  }
  const updated = await tx`update public.organization_tasks
    set status = coalesce(${status ?? null}::public.organization_task_status, status),
        data = case when ${fileIds ? JSON.stringify(fileIds) : null}::text::jsonb is null then data
                    else jsonb_set(data, '{fileIds}', ${fileIds ? JSON.stringify(fileIds) : null}::text::jsonb) end
    where id = ${taskId} returning id`
  if (updated.length === 0) throw new AppError('forbidden', 'Reviewers cannot change tasks')
  if (fileIds)
    await tx`update public.files set org_task_id = ${taskId} where id = any(${fileIds}::uuid[]) and org_task_id is null`
  const [row] = await tx.unsafe(`${ORG_TASK_SELECT} where t.id = $1`, [taskId])
  return plain<unknown>(row)
}
