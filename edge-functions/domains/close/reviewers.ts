/** Who may review a client's variance analysis (spec §3.6 Reviewer): its assigned reviewers, then admins and owners. */
import type { Tx } from '../../_shared/db.ts'
import { plain } from '../../_shared/rows.ts'
import { AppError } from '../../_shared/errors.ts'

export async function listReviewers(tx: Tx, organizationId: string) {
  return plain<{ id: string; firstName: string; lastName: string; role: string; email: string }[]>(
    await tx`select u.id, u.first_name as "firstName", u.last_name as "lastName", u.role::text as role, u.email
      from public.users u
      where u.id in (select r.user_id from public.reviewer_assignments r where r.organization_id = ${organizationId})
         or u.role in ('admin', 'owner')
      order by (u.role in ('admin', 'owner')), u.first_name, u.last_name`,
  )
}

/** A chosen reviewer must be one of this client's (422 on the field): an input rule; access is _shared/access.ts. */
export async function checkReviewer(tx: Tx, organizationId: string, reviewerId: string | null | undefined) {
  if (!reviewerId) return
  const reviewers = await listReviewers(tx, organizationId)
  if (!reviewers.some((r) => r.id === reviewerId)) {
    const message = 'Choose one of the reviewers of this client'
    throw new AppError('unprocessable', message, { fields: [{ path: 'reviewerId', message }] })
  }
}
