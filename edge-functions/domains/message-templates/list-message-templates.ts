/**
 * Message templates for staff (bookkeepers, admins, owners), by title. RLS would show a client an empty list; the
 * API says 403 instead so the client screens never mistake "not allowed" for "none yet".
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TMessageTemplate } from '../../../shared/schemas/message-templates.ts'
import { plain } from '../../_shared/rows.ts'
import { TEMPLATE_COLUMNS } from './template-columns.ts'

export async function listMessageTemplates({ tx }: { tx: Tx }): Promise<TMessageTemplate[]> {
  const [staff] = await tx`select private.is_staff() as ok`
  if (!staff?.ok) throw new AppError('forbidden', 'Only staff can read message templates')
  return plain(
    await tx.unsafe(`select ${TEMPLATE_COLUMNS} from public.message_templates t order by lower(t.title), t.created_at`),
  )
}
