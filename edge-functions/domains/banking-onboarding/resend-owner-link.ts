/**
 * POST /application/owners/:ownerId/resend: the organization admin sends an owner who has not completed a new link
 * (the earlier one stops working). Only while the application waits for its owners; how often is limited by
 * `limitOwnerResend` (limit-owner-links.ts; an owner's mailbox is not ours to flood).
 */
import { asService, asUser, type Claims } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TBeneficialOwner } from '../../../shared/schemas/banking-onboarding.ts'
import { plain } from '../../_shared/rows.ts'
import { assertBanking } from '../../_shared/access.ts'
import { MANAGE_ONBOARDING } from './access.ts'
import { OWNER_COLUMNS } from './columns.ts'
import { issueOwnerLinks, sendOwnerInvites } from './invite-owners.ts'

export async function resendOwnerLink({
  claims,
  organizationId,
  ownerId,
}: {
  claims: Claims
  organizationId: string
  ownerId: string
}): Promise<TBeneficialOwner> {
  const owner = await asUser(claims, async (tx) => {
    await assertBanking(tx, organizationId, 'manage', MANAGE_ONBOARDING)
    const [o] = await tx`select o.id, o.status, a.status as "applicationStatus" from public.beneficial_owners o
      join public.banking_applications a on a.id = o.application_id
      where o.id = ${ownerId} and o.organization_id = ${organizationId}`
    return o
  })
  if (!owner) throw new AppError('not_found', 'Owner not found')
  if (owner.status === 'completed') throw new AppError('conflict', 'This owner has already completed their part')
  if (owner.applicationStatus !== 'owners_pending')
    throw new AppError(
      'conflict',
      owner.applicationStatus === 'draft'
        ? 'Owners are emailed their link when the application is submitted'
        : 'This application is no longer waiting for its owners',
    )
  const invites = await asService((tx) => issueOwnerLinks({ tx, ownerIds: [ownerId] }))
  await sendOwnerInvites(invites)
  return asUser(claims, async (tx) => {
    const [row] = await tx.unsafe(`select ${OWNER_COLUMNS} from public.beneficial_owners o where o.id = $1`, [ownerId])
    return plain<TBeneficialOwner>(row)
  })
}
