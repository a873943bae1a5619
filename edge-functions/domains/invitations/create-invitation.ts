/**
 * An org admin (or admin) invites someone who is not a member yet (under any alias of their address): the row is
 * inserted as the caller (RLS: org admins of that organization only), then the link is mailed. Returns the raw token
 * for the caller's environment to decide whether to expose it.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import {
  INVITATION_TTL_DAYS,
  type TCreateInvitationRequest,
  type TInvitation,
} from '../../../shared/schemas/invitations.ts'
import { isSameEmailAlias } from '../../../shared/rules/email.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'
import { plain } from '../../_shared/rows.ts'
import { INVITATION_COLUMNS } from './invitation-columns.ts'
import { hashInvitationToken, newInvitationToken } from './invitation-token.ts'

export async function createInvitation({ tx, input }: { tx: Tx; input: TCreateInvitationRequest }) {
  await assertOrganizationVisible({ tx, organizationId: input.organizationId })
  // The spec's alias rule: dots and a plus-suffix in the local part reach the same mailbox, so the same person.
  const members = await tx<{ email: string }[]>`select u.email from public.organization_members m
    join public.users u on u.id = m.user_id where m.organization_id = ${input.organizationId}`
  const member = members.find((m) => isSameEmailAlias(m.email, input.email))
  if (member)
    throw new AppError(
      'conflict',
      member.email === input.email
        ? `${input.email} is already a member of this organization`
        : `${input.email} is the same mailbox as ${member.email}, who is already a member of this organization`,
    )
  const token = newInvitationToken()
  const [row] = await tx.unsafe(
    `insert into public.invitations as i (organization_id, email, first_name, last_name, org_role, token_hash, expires_at, invited_by)
    values ($1, $2, $3, $4, $5, $6, now() + make_interval(days => $7), auth.uid()) returning ${INVITATION_COLUMNS}`,
    [
      input.organizationId,
      input.email,
      input.firstName,
      input.lastName,
      input.orgRole,
      hashInvitationToken(token),
      INVITATION_TTL_DAYS,
    ],
  )
  const [org] = await tx`select legal_name from public.organizations where id = ${input.organizationId}`
  return { invitation: plain<TInvitation>(row), token, organizationName: org.legal_name as string }
}
