/**
 * The public side of an invitation: the person has no account, so there is no user to run as. The service role
 * reads exactly one row, by the hash of a token only the invitee holds. Refusals use the messages users see.
 */
import { asService, type Row } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { hashInvitationToken } from './invitation-token.ts'

export type TPublicInvitation = {
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
    select i.email, i.first_name, i.last_name, i.organization_id, o.legal_name, i.expires_at, i.completed_at, i.revoked_at, i.expires_at <= now() as expired
    from public.invitations i join public.organizations o on o.id = i.organization_id
    where i.token_hash = ${hashInvitationToken(token)}`,
  )
  assertUsable(row)
  return {
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    organizationId: row.organization_id,
    organizationName: row.legal_name,
    expiresAt: new Date(row.expires_at).toISOString(),
  }
}

export function assertUsable(row: Row | undefined): asserts row is Row {
  if (!row) throw new AppError('not_found', 'This invitation link is not valid')
  if (row.revoked_at) throw new AppError('unprocessable', 'This invitation was revoked')
  if (row.completed_at) throw new AppError('conflict', 'This invitation has already been used')
  if (row.expired) throw new AppError('unprocessable', 'This invitation has expired')
}
