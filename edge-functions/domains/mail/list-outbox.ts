/** The newest outbox messages (admins only; RLS shows others nothing, so refuse them explicitly). */
import type { Tx } from '../../_shared/db.ts'
import { assertAdmin } from '../../_shared/access.ts'
import { plain } from '../../_shared/rows.ts'

type TOutboxMessage = {
  id: string
  to: string
  subject: string
  text: string
  html: string | null
  createdAt: string
  sentAt: string | null
  error: string | null
}

export async function listOutbox({
  tx,
  to,
  limit = 50,
}: {
  tx: Tx
  to?: string
  limit?: number
}): Promise<TOutboxMessage[]> {
  await assertAdmin({ tx })
  const rows =
    await tx`select id, to_email as "to", subject, text, html, created_at as "createdAt", sent_at as "sentAt", error
    from public.email_outbox where (${to ?? null}::text is null or to_email = ${to ?? null}) order by created_at desc limit ${limit}`
  return plain(rows)
}
