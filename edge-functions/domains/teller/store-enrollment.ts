/**
 * Stores what Teller says an enrollment holds: the enrollment row (spec §3 "Second bank provider": institution,
 * status, timestamps; its access token is the connection's encrypted 'access_token' secret) and its accounts (open or
 * closed, with Teller's links). An account seen for the first time is granted to the firm in the organization's
 * data permissions (metadata.userPermissions.bankAccounts, keyed by bank_accounts.id), so its bookkeepers can read it.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TTellerAccount, TTellerEnrollmentStatus } from '../../../shared/schemas/teller.ts'
import type { Connection } from '../connections/connection-store.ts'
import { toBankAccount } from './transform.ts'

export type StoredAccount = {
  id: string
  accountId: string
  type: TTellerAccount['type']
  currency: string
  status: string
}

export async function storeEnrollment(
  tx: Tx,
  {
    connection,
    institutionName,
    accounts,
  }: { connection: Connection; institutionName: string | null; accounts: TTellerAccount[] },
): Promise<{ enrollmentRowId: string; accounts: StoredAccount[] }> {
  const [e] = await tx`
    insert into public.teller_enrollments (connection_id, organization_id, teller_enrollment_id, institution_name)
    values (${connection.id}, ${connection.organizationId}, ${connection.externalId}, ${institutionName})
    on conflict (teller_enrollment_id) do update set
      institution_name = coalesce(excluded.institution_name, public.teller_enrollments.institution_name),
      status = 'active', disconnected_at = null, updated_at = now()
      where public.teller_enrollments.organization_id = excluded.organization_id
    returning id, connection_id`
  if (!e) throw new AppError('conflict', 'This bank enrollment is already connected to another organization')
  if (e.connection_id !== connection.id)
    await tx`update public.teller_enrollments set connection_id = ${connection.id} where id = ${e.id}`

  const stored: StoredAccount[] = []
  for (const a of accounts) {
    const row = toBankAccount(a)
    const [b] = await tx`
      insert into public.bank_accounts (organization_id, connection_id, provider, teller_enrollment_id, account_id,
        institution, name, mask, type, subtype, currency, status, links)
      values (${connection.organizationId}, ${connection.id}, 'teller', ${e.id}, ${row.account_id}, ${row.institution},
        ${row.name}, ${row.mask}, ${row.type}, ${row.subtype}, ${row.currency}, ${row.status}, ${tx.json(row.links as never)})
      on conflict (provider, account_id) do update set connection_id = excluded.connection_id,
        teller_enrollment_id = excluded.teller_enrollment_id, institution = excluded.institution, name = excluded.name,
        mask = excluded.mask, type = excluded.type, subtype = excluded.subtype, currency = excluded.currency,
        status = excluded.status, links = excluded.links, updated_at = now()
        where public.bank_accounts.organization_id = excluded.organization_id
      returning id, (xmax = 0) as inserted`
    if (!b) throw new AppError('conflict', `Bank account ${a.name} is already connected to another organization`)
    stored.push({ id: b.id, accountId: a.id, type: a.type, currency: row.currency, status: a.status })
    if (b.inserted)
      await grantFirm(tx, connection.organizationId, { id: b.id, name: a.name, institution: a.institution.name })
  }
  return { enrollmentRowId: e.id, accounts: stored }
}

/** The firm may read a newly connected account (the client can withdraw it on the permissions screen). */
async function grantFirm(tx: Tx, orgId: string, a: { id: string; name: string; institution: string }) {
  const grant = { permissionGiven: true, plaidBankAccountId: a.id, accountName: a.name, institutionName: a.institution }
  await tx`
    update public.organizations set metadata = jsonb_set(
      case when jsonb_typeof(metadata -> 'userPermissions') = 'object' then metadata
           else jsonb_set(metadata, '{userPermissions}', '{}'::jsonb) end,
      '{userPermissions,bankAccounts}',
      coalesce(metadata #> '{userPermissions,bankAccounts}', '[]'::jsonb) || jsonb_build_array(${tx.json(grant as never)}::jsonb))
    where id = ${orgId}
      and not coalesce(metadata #> '{userPermissions,bankAccounts}', '[]'::jsonb) @> jsonb_build_array(jsonb_build_object('plaidBankAccountId', ${a.id}::text))`
}

/** Spec §4 enrollment status, with when it stopped (disconnected at the bank, or revoked). */
export async function setEnrollmentStatus(tx: Tx, connectionId: string, status: TTellerEnrollmentStatus) {
  await tx`update public.teller_enrollments set status = ${status}, updated_at = now(),
      disconnected_at = case when ${status} = 'active' then null else coalesce(disconnected_at, now()) end
    where connection_id = ${connectionId}`
}
