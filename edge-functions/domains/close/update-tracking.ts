/**
 * Month-end tracking of one client's month (spec §3.11, §4 state_override values): mark the books sent (or unsent),
 * override the derived state with a reason (who and when are the caller and now) or clear the override, and set the
 * tracker's own business days (null: the priority's). The client's staff only; the row is created on first use.
 */
import type { z } from 'zod'
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { ZUpdateTrackingRequestSchema } from '../../../shared/schemas/close.ts'
import { closeAccess } from '../../_shared/access.ts'

export async function updateTracking({
  tx,
  organizationId,
  month,
  patch,
}: {
  tx: Tx
  organizationId: string
  month: string
  patch: z.infer<typeof ZUpdateTrackingRequestSchema>
}): Promise<void> {
  const access = await closeAccess({ tx, organizationId })
  if (!access.prepare) throw new AppError('forbidden', "Only the client's bookkeepers and admins track its books")
  const sent = patch.booksSent
  const override = patch.stateOverride
  await tx`insert into public.books_trackings (organization_id, month) values (${organizationId}, ${month})
    on conflict (organization_id, month) do nothing`
  await tx`update public.books_trackings set
      books_sent_at = case when ${sent === undefined} then books_sent_at when ${sent ?? false} then coalesce(books_sent_at, now()) end,
      books_sent_by = case when ${sent === undefined} then books_sent_by when ${sent ?? false} then coalesce(books_sent_by, auth.uid()) end,
      state_override = case when ${override === undefined} then state_override else ${override ?? null}::text end,
      override_reason = case when ${override === undefined} then override_reason when ${override === null} then null
                             else ${patch.overrideReason ?? null}::text end,
      override_by = case when ${override === undefined} then override_by when ${override === null} then null else auth.uid() end,
      override_at = case when ${override === undefined} then override_at when ${override === null} then null else now() end,
      business_days = case when ${patch.businessDays === undefined} then business_days else ${patch.businessDays ?? null}::int end
    where organization_id = ${organizationId} and month = ${month}`
}
