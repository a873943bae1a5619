/**
 * Inviting beneficial owners: a new link per owner (the token travels only in the email; its SHA-256 is stored, the
 * invitations' scheme), and the email sent after the transaction that stored it commits, so a link in a mailbox
 * always works. A resend replaces the link: the earlier one stops working.
 */
import type { Tx } from '../../_shared/db.ts'
import { env } from '../../_shared/env.ts'
import { OWNER_LINK_TTL_DAYS } from '../../../shared/rules/banking-onboarding.ts'
import { hashInvitationToken, newInvitationToken } from '../invitations/invitation-token.ts'
import { sendMail } from '../mail/send-mail.ts'
import { ownerEmail } from './owner-email.ts'

export type OwnerInvite = { ownerId: string; email: string; firstName: string; businessName: string; token: string }

/** Issues a fresh link to each owner (service-role transaction); returns what the emails need. */
export async function issueOwnerLinks({
  tx,
  ownerIds,
}: {
  tx: Tx
  ownerIds: readonly string[]
}): Promise<OwnerInvite[]> {
  const invites: OwnerInvite[] = []
  for (const ownerId of ownerIds) {
    const token = newInvitationToken()
    const [o] =
      await tx`update public.beneficial_owners o set status = 'invited', token_hash = ${hashInvitationToken(token)},
        token_expires_at = now() + make_interval(days => ${OWNER_LINK_TTL_DAYS}), invited_at = now()
      from public.banking_applications a
      where o.id = ${ownerId} and a.id = o.application_id and o.status in ('added', 'invited')
      returning o.id, o.email, o.first_name as "firstName", a.legal_name as "businessName"`
    if (o) invites.push({ ownerId: o.id, email: o.email, firstName: o.firstName, businessName: o.businessName, token })
  }
  return invites
}

/** Sends each invitation through the mail outbox. */
export async function sendOwnerInvites(invites: readonly OwnerInvite[]) {
  for (const i of invites)
    await sendMail({
      message: ownerEmail({
        to: i.email,
        firstName: i.firstName,
        businessName: i.businessName,
        token: i.token,
        webUrl: env.webUrl,
      }),
    })
}
