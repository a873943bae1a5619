/** Admins and owners delete a template (same 404/403 rule as editing). */
import type { Tx } from '../../_shared/db.ts'
import { assertAdmin } from '../../_shared/access.ts'
import { assertTemplateVisible } from './update-message-template.ts'

export async function deleteMessageTemplate({ tx, templateId }: { tx: Tx; templateId: string }) {
  await assertTemplateVisible({ tx, templateId })
  await assertAdmin({ tx })
  await tx`delete from public.message_templates where id = ${templateId}`
}
