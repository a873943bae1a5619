/**
 * A document uploaded on the document-upload step: the file (already in Storage and public.files) is recorded in its
 * additionalData field and, when the organization's checklist has the matching task, attached to that task and the
 * task sent for confirmation, so the bookkeeper confirms it where they confirm every upload.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TDocumentKey } from '../../../shared/rules/onboarding-flow.ts'
import { lockProgress } from './progress.ts'

/** The checklist task (shared/rules/onboarding-tasks.ts slugs) each document fulfils. */
const TASK_OF: Record<TDocumentKey, string | null> = {
  articles_of_incorporation_file_id: 'articles-of-incorporation',
  proof_of_ein_file_id: 'ss-4',
  bylaws_file_id: 'entity-bylaws',
  other_document_file_id: null,
}

export async function attachDocument({
  tx,
  organizationId,
  key,
  fileId,
}: {
  tx: Tx
  organizationId: string
  key: TDocumentKey
  fileId: string
}) {
  await lockProgress({ tx, organizationId })
  const [file] = await tx`select id from public.files where id = ${fileId} and organization_id = ${organizationId}`
  if (!file) throw new AppError('not_found', 'The uploaded file was not found: upload it again')
  await tx`update public.organizations set additional_data = additional_data || jsonb_build_object(${key}::text, ${fileId}::text)
           where id = ${organizationId}`
  const slug = TASK_OF[key]
  if (!slug) return
  const [task] =
    await tx`select t.id from public.organization_tasks t join public.task_definitions d on d.id = t.task_id
                          where t.organization_id = ${organizationId} and d.slug = ${slug}`
  if (!task) return
  await tx`update public.files set org_task_id = ${task.id} where id = ${fileId}`
  await tx`update public.organization_tasks
           set data = jsonb_set(data, '{fileIds}', coalesce(data -> 'fileIds', '[]'::jsonb) || to_jsonb(${fileId}::text)),
               status = case when status = 'pending' then 'waiting_confirmation'::public.organization_task_status else status end
           where id = ${task.id}`
  await tx`update public.onboarding_progress set last_activity_at = now(), last_activity_by = (select auth.uid())
           where organization_id = ${organizationId}`
}
