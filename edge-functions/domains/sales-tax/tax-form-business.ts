/**
 * The organization's requester business with the tax-form service (§5 "create business"): W-9 requests go out in
 * its name, and the service's notifications name it. Created once by the organization's admins or its staff (the
 * business's EIN is as private as the vendors' TINs); the answer's BusinessId becomes the organization's
 * 'taxbandits' provider connection, and the requester TIN the service wants with every W-9 request is kept as that
 * connection's encrypted secret. The input is checked with §5's rules first (shared/schemas/tax-forms.ts); what the
 * service itself refuses comes back on the field it names.
 */
import { asService, type Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TCreateBusiness } from '../../../shared/schemas/tax-forms.ts'
import { findConnection, loadSecret, saveSecret, upsertConnection } from '../connections/connection-store.ts'
import { createBusiness } from '../taxbandits/taxbandits-api.ts'
import { assertSalesTaxAccess } from './access.ts'

/** The service's field names (PascalCase) in the request schema's words. */
const FIELD: Record<string, string> = {
  BusinessNm: 'businessName',
  TradeNm: 'tradeName',
  FirstNm: 'firstName',
  LastNm: 'lastName',
  EINorSSN: 'einOrSsn',
  Phone: 'phone',
  Fax: 'fax',
  PhoneExtn: 'extension',
  ContactNm: 'contactName',
  BusinessType: 'businessType',
}

export type TaxFormBusiness = { businessId: string; businessName: string; tinType: 'EIN' | 'SSN'; tinLast4: string }

export async function assertTinOwner(tx: Tx, organizationId: string) {
  await assertSalesTaxAccess(tx, organizationId, { edit: true })
  const [r] =
    await tx`select private.is_org_admin(${organizationId}::uuid) or private.is_org_staff(${organizationId}::uuid) as ok`
  if (!r.ok) throw new AppError('forbidden', "Only the organization's admins and its staff can do this")
}

export async function createTaxFormBusiness(
  tx: Tx,
  organizationId: string,
  input: TCreateBusiness,
  userId: string | null,
): Promise<TaxFormBusiness> {
  await assertTinOwner(tx, organizationId)
  const tin = input.einOrSsn.replace(/-/g, '')
  const answer = await createBusiness({
    BusinessNm: input.businessName,
    TradeNm: input.tradeName,
    FirstNm: input.firstName,
    LastNm: input.lastName,
    IsEIN: input.isEin,
    EINorSSN: input.einOrSsn,
    Phone: input.phone,
    PhoneExtn: input.extension,
    Fax: input.fax,
    ContactNm: input.contactName,
    BusinessType: input.businessType,
    PayerRef: organizationId,
    IsForeign: !!input.foreignAddress,
  })
  if (!answer.BusinessId) {
    const errors = answer.Errors ?? []
    const fields = errors.map((e) => ({ path: FIELD[e.Name] ?? e.Name, message: e.Message }))
    throw new AppError('validation_failed', fields[0]?.message ?? answer.StatusMessage, {
      field: fields[0]?.path,
      fields,
    })
  }
  const business: TaxFormBusiness = {
    businessId: answer.BusinessId,
    businessName: input.businessName,
    tinType: input.isEin ? 'EIN' : 'SSN',
    tinLast4: tin.slice(-4),
  }
  await asService(async (s) => {
    // one requester business per organization: a new one ends the previous
    await s`update public.provider_connections set status = 'disconnected', disconnected_at = now(), updated_at = now()
      where organization_id = ${organizationId} and provider = 'taxbandits' and external_id <> ${business.businessId}
        and status <> 'disconnected'`
    const c = await upsertConnection(s, {
      organizationId,
      provider: 'taxbandits',
      externalId: business.businessId,
      displayName: business.businessName,
      metadata: { tinType: business.tinType, tinLast4: business.tinLast4 },
      connectedBy: userId,
    })
    await saveSecret(s, c.id, 'requester_tin', { tinType: business.tinType, tin })
  })
  return business
}

/** The organization's live requester business, if it has one (no TIN in it). */
export async function findTaxFormBusiness(tx: Tx, organizationId: string): Promise<TaxFormBusiness | null> {
  const c = await findConnection(tx, { organizationId, provider: 'taxbandits' })
  if (c?.status !== 'active') return null
  return {
    businessId: c.externalId,
    businessName: c.displayName ?? '',
    tinType: c.metadata.tinType as 'EIN' | 'SSN',
    tinLast4: String(c.metadata.tinLast4 ?? ''),
  }
}

/** The business with its requester TIN, for a W-9 request. Service role. */
export async function requesterOf(s: Tx, organizationId: string) {
  const c = await findConnection(s, { organizationId, provider: 'taxbandits' })
  if (c?.status !== 'active') return null
  const secret = await loadSecret<{ tinType: 'EIN' | 'SSN'; tin: string }>(s, c.id, 'requester_tin')
  return secret ? { businessId: c.externalId, ...secret.value } : null
}
