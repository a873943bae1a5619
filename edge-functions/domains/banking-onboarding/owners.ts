/**
 * Beneficial owners on a draft: listed and removed by the organization admin (RLS allows it only while the
 * application is a draft; submission invites them). Each owner is one person, once per application.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TBeneficialOwner, TCreateOwnerRequest } from '../../../shared/schemas/banking-onboarding.ts'
import { plain } from '../../_shared/rows.ts'
import { assertBanking } from '../../_shared/access.ts'
import { MANAGE_ONBOARDING } from './access.ts'
import { OWNER_COLUMNS } from './columns.ts'
import { ensureDraft } from './save-application.ts'

export const OWNERS_LOCKED_MESSAGE = 'Owners can be changed only before the application is submitted'

export async function listOwners({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  await assertBanking(tx, organizationId, 'read')
  return plain<TBeneficialOwner[]>(
    await tx.unsafe(
      `select ${OWNER_COLUMNS} from public.beneficial_owners o where o.organization_id = $1 order by o.created_at, o.id`,
      [organizationId],
    ),
  )
}

export async function addOwner({
  tx,
  organizationId,
  input,
}: {
  tx: Tx
  organizationId: string
  input: TCreateOwnerRequest
}): Promise<TBeneficialOwner> {
  await assertBanking(tx, organizationId, 'manage', MANAGE_ONBOARDING)
  const app = await ensureDraft({ tx, organizationId })
  if (app.status !== 'draft') throw new AppError('conflict', OWNERS_LOCKED_MESSAGE)
  const [same] =
    await tx`select 1 from public.beneficial_owners where application_id = ${app.id} and email = ${input.email}`
  if (same) throw new AppError('conflict', `${input.email} is already listed as an owner`)
  const [row] = await tx.unsafe(
    `insert into public.beneficial_owners as o (application_id, organization_id, first_name, last_name, email,
      ownership_percent, title, is_controller)
    values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${OWNER_COLUMNS}`,
    [
      app.id,
      organizationId,
      input.firstName,
      input.lastName,
      input.email,
      input.ownershipPercent,
      input.title || null,
      input.isController,
    ],
  )
  return plain(row)
}

export async function removeOwner({
  tx,
  organizationId,
  ownerId,
}: {
  tx: Tx
  organizationId: string
  ownerId: string
}) {
  await assertBanking(tx, organizationId, 'manage', MANAGE_ONBOARDING)
  const [owner] = await tx`select o.id, a.status from public.beneficial_owners o
    join public.banking_applications a on a.id = o.application_id
    where o.id = ${ownerId} and o.organization_id = ${organizationId}`
  if (!owner) throw new AppError('not_found', 'Owner not found')
  if (owner.status !== 'draft') throw new AppError('conflict', OWNERS_LOCKED_MESSAGE)
  await tx`delete from public.beneficial_owners where id = ${ownerId}`
}
