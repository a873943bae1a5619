/**
 * The beneficial owner's own part, on the public page their email links to. They have no account, so there is no
 * user to run as: the service role reads exactly one row, by the hash of a token only the owner holds (the
 * invitations' scheme), and every refusal is a sentence the owner can act on. Completing sends the date of birth,
 * SSN and home address to the core (POST /persons), which keeps them; the product keeps the core's person id and the
 * SSN's last four. The last owner to complete sends the application to the bank.
 */
import { asService, type Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { ssnLastFour } from '../../../shared/rules/ssn.ts'
import { OWNER_ASKED, type TCompleteOwnerRequest } from '../../../shared/schemas/banking-onboarding.ts'
import { CoreApiError, coreClient } from '../banking/core-client.ts'
import { hashInvitationToken } from '../invitations/invitation-token.ts'
import { plain } from '../../_shared/rows.ts'
import { finishApplication } from './finish-application.ts'

export const OWNER_LINK_MESSAGES = {
  notValid: 'This link is not valid. Ask the business to send you a new one.',
  used: 'You have already completed your part. Nothing more is needed from you.',
  expired: 'This link has expired. Ask the business to send you a new one.',
  closed: 'This application is no longer waiting for its owners, so nothing more is needed from you.',
  bankDown: 'The bank could not be reached. Nothing was saved; try again in a few minutes.',
} as const

type OwnerRow = {
  id: string
  applicationId: string
  firstName: string
  lastName: string
  email: string
  ownershipPercent: number
  title: string | null
  isController: boolean
  status: string
  expiresAt: string
  businessName: string
  applicationStatus: string
  expired: boolean
}

/** The owner behind a token, or the refusal that fits; `lock` holds the row for the completing transaction. */
async function ownerByToken(tx: Tx, token: string, { lock = false } = {}): Promise<OwnerRow> {
  const [row] = await tx.unsafe(
    `select o.id, o.application_id as "applicationId", o.first_name as "firstName", o.last_name as "lastName", o.email,
      o.ownership_percent::float8 as "ownershipPercent", o.title, o.is_controller as "isController", o.status,
      o.token_expires_at as "expiresAt", a.legal_name as "businessName", a.status as "applicationStatus",
      o.token_expires_at <= now() as expired
    from public.beneficial_owners o join public.banking_applications a on a.id = o.application_id
    where o.token_hash = $1 ${lock ? 'for update of o' : ''}`,
    [hashInvitationToken(token)],
  )
  if (!row) throw new AppError('not_found', OWNER_LINK_MESSAGES.notValid)
  const owner = plain<OwnerRow>(row)
  if (owner.status === 'completed') throw new AppError('conflict', OWNER_LINK_MESSAGES.used)
  if (owner.applicationStatus !== 'owners_pending') throw new AppError('conflict', OWNER_LINK_MESSAGES.closed)
  if (owner.expired) throw new AppError('unprocessable', OWNER_LINK_MESSAGES.expired)
  return owner
}

/** GET /api/beneficial-owners/:token: whose part it is, for which business, and what is asked. */
export async function findOwnerByToken({ token }: { token: string }) {
  const o = await asService((tx) => ownerByToken(tx, token))
  return {
    businessName: o.businessName,
    firstName: o.firstName,
    lastName: o.lastName,
    email: o.email,
    ownershipPercent: o.ownershipPercent,
    title: o.title,
    isController: o.isController,
    asked: [...OWNER_ASKED],
    expiresAt: o.expiresAt,
  }
}

/** POST /api/beneficial-owners/:token: the owner completes their part, once. */
export async function completeOwner({ token, input }: { token: string; input: TCompleteOwnerRequest }) {
  const done = await asService(async (tx) => {
    const owner = await ownerByToken(tx, token, { lock: true })
    const address = {
      line1: input.homeAddress.line1,
      line2: input.homeAddress.line2 || null,
      city: input.homeAddress.city,
      state: input.homeAddress.state,
      postal_code: input.homeAddress.postalCode,
      country: input.homeAddress.country,
    }
    let personId: string
    try {
      const person = await coreClient().createPerson({
        first_name: owner.firstName,
        last_name: owner.lastName,
        email: owner.email,
        date_of_birth: input.dateOfBirth,
        ssn: input.ssn,
        address,
      })
      personId = person.id
    } catch (e) {
      if (!(e instanceof CoreApiError)) throw e
      throw new AppError(
        'unprocessable',
        e.retryable ? OWNER_LINK_MESSAGES.bankDown : `The bank did not accept these details: ${e.message}`,
      )
    }
    await tx`update public.beneficial_owners set status = 'completed', completed_at = now(), core_person_id = ${personId},
      date_of_birth = ${input.dateOfBirth}, ssn_last4 = ${ssnLastFour(input.ssn)}, home_line1 = ${address.line1},
      home_line2 = ${address.line2}, home_city = ${address.city}, home_state = ${address.state},
      home_postal_code = ${address.postal_code}, home_country = ${address.country}
      where id = ${owner.id}`
    // the application's lock makes one of two owners finishing at once the one that sends it to the bank
    const [app] =
      await tx`select id, status from public.banking_applications where id = ${owner.applicationId} for update`
    const [{ waiting }] = await tx`select count(*)::int as waiting from public.beneficial_owners
      where application_id = ${app.id} and status <> 'completed'`
    const ready = waiting === 0 && app.status === 'owners_pending'
    if (ready) await tx`update public.banking_applications set status = 'submitted' where id = ${app.id}`
    return { applicationId: app.id as string, ready, businessName: owner.businessName }
  })
  if (done.ready) await finishApplication({ applicationId: done.applicationId, userId: null })
  return { status: 'completed' as const, businessName: done.businessName, ssnLastFour: ssnLastFour(input.ssn) }
}
