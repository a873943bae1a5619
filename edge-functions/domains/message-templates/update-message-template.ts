/** Admins and owners edit a template's title and content. Not visible (clients): 404; visible but not an admin: 403. */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TMessageTemplate, TMessageTemplateForm } from '../../../shared/schemas/message-templates.ts'
import { assertAdmin } from '../../_shared/access.ts'
import { plain } from '../../_shared/rows.ts'
import { TEMPLATE_COLUMNS } from './template-columns.ts'

export async function assertTemplateVisible({ tx, templateId }: { tx: Tx; templateId: string }) {
  const [row] = await tx`select id from public.message_templates where id = ${templateId}`
  if (!row) throw new AppError('not_found', 'Message template not found')
}

export async function updateMessageTemplate({
  tx,
  templateId,
  input,
}: {
  tx: Tx
  templateId: string
  input: TMessageTemplateForm
}): Promise<TMessageTemplate> {
  await assertTemplateVisible({ tx, templateId })
  await assertAdmin({ tx })
  const [row] = await tx.unsafe(
    `update public.message_templates t set title = $1, content = $2, updated_at = now() where t.id = $3 returning ${TEMPLATE_COLUMNS}`,
    [input.title, input.content, templateId],
  )
  return plain(row)
}
