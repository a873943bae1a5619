/** Admins and owners add a message template; the creator is recorded. */
import type { Tx } from '../../_shared/db.ts'
import type { TMessageTemplate, TMessageTemplateForm } from '../../../shared/schemas/message-templates.ts'
import { assertAdmin } from '../../_shared/access.ts'
import { plain } from '../../_shared/rows.ts'
import { TEMPLATE_COLUMNS } from './template-columns.ts'

export async function createMessageTemplate({
  tx,
  input,
}: {
  tx: Tx
  input: TMessageTemplateForm
}): Promise<TMessageTemplate> {
  await assertAdmin({ tx })
  const [row] = await tx.unsafe(
    `insert into public.message_templates as t (title, content, created_by) values ($1, $2, auth.uid()) returning ${TEMPLATE_COLUMNS}`,
    [input.title, input.content],
  )
  return plain(row)
}
