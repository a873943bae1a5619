/**
 * The public side of an invitation: the person has no account, so there is no user to run as. The service role
 * reads exactly one row, by the hash of a token only the invitee holds. Refusals use the messages users see.
 */
import { asService } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { plain } from '../../_shared/rows.ts'
import { hashInvitationToken } from './invitation-token.ts'

type TPublicInvitation = {
  email: string
  firstName: string
  lastName: string
  organizationId: string
  organizationName: string
  expiresAt: string
}

export async function findInvitationByToken({ token }: { token: string }): Promise<TPublicInvitation> {
  const [row] = await asService(
    (tx) => tx`
    select i.email, i.first_name as "firstName", i.last_name as "lastName", i.organization_id as "organizationId",
           o.legal_name as "organizationName", i.expires_at as "expiresAt",
           i.revoked_at is not null as revoked, i.completed_at is not null as used, i.expires_at <= now() as expired
    from public.invitations i join public.organizations o on o.id = i.organization_id
    where i.token_hash = ${hashInvitationToken(token)}`,
  )
  if (!row) throw new AppError('not_found', 'This invitation link is not valid')
  const { revoked, used, expired, ...invitation } = plain<
    TPublicInvitation & { revoked: boolean; used: boolean; expired: boolean }
  >(row)
  if (revoked) throw new AppError('unprocessable', 'This invitation was revoked')
  if (used) throw new AppError('conflict', 'This invitation has already been used')
  if (expired) throw new AppError('unprocessable', 'This invitation has expired')
  return invitation
}
