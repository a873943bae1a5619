/**
 * The enrollment a Teller webhook is about: its `payload.enrollment_id` when it names one, else the enrollment
 * holding the accounts its transactions (or account) belong to. Read before the delivery is recorded, so the intake
 * can route it by (teller, enrollment id) like every provider's.
 */
import { db } from '../../_shared/db.ts'
import type { TTellerWebhook } from '../../../shared/schemas/teller.ts'

export async function webhookEnrollment(hook: TTellerWebhook): Promise<string | null> {
  if (hook.payload.enrollment_id) return hook.payload.enrollment_id
  const accountIds = [
    ...new Set([...(hook.payload.transactions ?? []).map((t) => t.account_id), hook.payload.account_id ?? []].flat()),
  ]
  if (accountIds.length === 0) return null
  const [row] = await db()`select e.teller_enrollment_id from public.bank_accounts a
    join public.teller_enrollments e on e.id = a.teller_enrollment_id
    where a.provider = 'teller' and a.account_id = any(${accountIds}::text[]) limit 1`
  return (row?.teller_enrollment_id as string | undefined) ?? null
}
