/** Payments of an organization as the caller may read them (RLS), newest first, in pages. */
import type { Tx } from '../../_shared/db.ts'
import type { TBankingPayment } from '../../../shared/schemas/banking.ts'
import { assertBanking } from '../../_shared/access.ts'
import { decodeCursor, encodeCursor } from './cursor.ts'

export async function listPayments({
  tx,
  organizationId,
  status,
  cursor,
  limit = 50,
}: {
  tx: Tx
  organizationId: string
  status?: string
  cursor?: string
  limit?: number
}): Promise<{ payments: TBankingPayment[]; nextCursor: string | null }> {
  await assertBanking(tx, organizationId)
  const after = decodeCursor(cursor)
  const rows = await tx`
    select private.banking_payment_json(p) as payment,
      to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
    from public.banking_payments p
    where p.organization_id = ${organizationId}
      and (${status ?? null}::text is null or p.status = ${status ?? null}::text)
      and (${after?.at ?? null}::timestamptz is null
           or (p.created_at, p.id) < (${after?.at ?? null}::timestamptz, ${after?.id ?? null}::uuid))
    order by p.created_at desc, p.id desc
    limit ${limit + 1}`
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    payments: page.map((r) => r.payment as TBankingPayment),
    // the full microseconds, so rows within one millisecond are neither skipped nor repeated
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.at, id: last.payment.id }) : null,
  }
}
