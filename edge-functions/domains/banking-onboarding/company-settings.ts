/**
 * Settings → Company: the business as the bank knows it (from the approved application), and the contact details
 * that may change once approved — phone, website and registered address. Legal name, EIN and business type were
 * verified by the bank and are not edited here. Runs as the caller; the database's guard holds the same line.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TUpdateCompanySettingsRequest } from '../../../shared/schemas/banking-onboarding.ts'
import { assertBanking } from '../../_shared/access.ts'
import { MANAGE_ONBOARDING } from './access.ts'

export async function getCompanySettings({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  const access = await assertBanking(tx, organizationId, 'read')
  const [a] = await tx`select a.legal_name as "legalName", a.dba,
      case when a.ein is null then null else substr(a.ein, 1, 2) || '-' || substr(a.ein, 3) end as ein,
      a.entity_type as "entityType", a.phone, a.website,
      json_build_object('line1', a.address_line1, 'line2', a.address_line2, 'city', a.address_city, 'state', a.address_state,
        'postalCode', a.address_postal_code, 'country', a.address_country) as address
    from public.banking_applications a where a.organization_id = ${organizationId}`
  const none = { line1: null, line2: null, city: null, state: null, postalCode: null, country: null }
  return {
    legalName: a?.legalName ?? null,
    dba: a?.dba ?? null,
    ein: a?.ein ?? null,
    entityType: a?.entityType ?? null,
    phone: a?.phone ?? null,
    website: a?.website ?? null,
    address: a?.address ?? none,
    canManage: access.canManage,
  }
}

export async function updateCompanySettings({
  tx,
  organizationId,
  input,
}: {
  tx: Tx
  organizationId: string
  input: TUpdateCompanySettingsRequest
}) {
  await assertBanking(tx, organizationId, 'manage', MANAGE_ONBOARDING)
  const [app] = await tx`select id, status from public.banking_applications where organization_id = ${organizationId}`
  if (app?.status !== 'approved')
    throw new AppError(
      'conflict',
      'Company details can be changed here once banking is approved; until then, edit the application',
    )
  const a = input.address
  await tx`update public.banking_applications set phone = ${input.phone}, website = ${input.website || null},
    address_line1 = ${a.line1}, address_line2 = ${a.line2 || null}, address_city = ${a.city}, address_state = ${a.state},
    address_postal_code = ${a.postalCode}, address_country = ${a.country}
    where id = ${app.id}`
  return getCompanySettings({ tx, organizationId })
}
