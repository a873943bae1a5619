/**
 * A client's staff create its Gusto company from the payroll screen (Gusto's partner-managed company: the user who
 * becomes its primary payroll administrator and the company, checked by ZCompanyCreation in the spec's words). Gusto
 * answers the company's uuid with its own access and refresh tokens, which become the organization's Gusto connection
 * exactly as an OAuth connect would leave it (the one connection model: the 'oauth' secret, the mirror on the
 * organization, the first payroll.sync queued by afterConnect). An organization already connected to Gusto is refused
 * first, so no second company is created at Gusto for it.
 */
import { asService, type Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { payrollAccess } from '../../_shared/access.ts'
import type { TCompanyCreation } from '../../../shared/rules/payroll.ts'
import { ZGustoErrors } from '../../../shared/schemas/gusto.ts'
import { createPartnerManagedCompany } from '../gusto/gusto-system.ts'
import { connectAdapter } from '../integrations/registry.ts'
import { upsertConnection } from '../connections/connection-store.ts'
import { saveOAuth } from '../connections/oauth-token.ts'
import { ProviderError } from '../connections/provider-http.ts'

/** Gusto's error keys for the fields the form names (user.* or company.*). */
const FIELD: Record<string, string> = {
  first_name: 'user.first_name',
  last_name: 'user.last_name',
  email: 'user.email.email',
  phone: 'user.phone',
  name: 'company.name',
  trade_name: 'company.trade_name',
  ein: 'company.ein',
  states: 'company.states',
  number_employees: 'company.number_employees',
}

export async function createGustoCompany({
  tx,
  organizationId,
  userId,
  request,
}: {
  tx: Tx
  organizationId: string
  userId: string
  request: TCompanyCreation
}) {
  const access = await payrollAccess({ tx, organizationId })
  if (!access.map) throw new AppError('forbidden', "Only the client's bookkeepers and admins set up its payroll")
  const [live] = await tx`select 1 from public.provider_connections where organization_id = ${organizationId}
    and provider = 'gusto' and status <> 'disconnected'`
  if (live) throw new AppError('conflict', 'This client already has a Gusto company connected')
  let created: Awaited<ReturnType<typeof createPartnerManagedCompany>>
  try {
    created = await createPartnerManagedCompany(request)
  } catch (e) {
    if (e instanceof ProviderError && e.status === 422) {
      const body = ZGustoErrors.safeParse(e.body)
      const fields = (body.success ? body.data.errors : []).map((x) => ({
        path: FIELD[x.error_key ?? ''] ?? '_',
        message: x.message ?? 'Gusto refused this value',
      }))
      throw new AppError('validation_failed', fields[0]?.message ?? 'Gusto refused the company', { fields })
    }
    throw e
  }
  const connection = await asService(async (sql) => {
    const c = await upsertConnection(sql, {
      organizationId,
      provider: 'gusto',
      externalId: created.company_uuid,
      displayName: request.company.trade_name || request.company.name,
      metadata: { partnerManaged: true },
      connectedBy: userId,
    })
    await saveOAuth(sql, c.id, {
      accessToken: created.access_token,
      refreshToken: created.refresh_token,
      expiresIn: created.expires_in ?? 7200,
    })
    // Gusto's own after-connect step (through the registry, which alone knows the adapters): mirror, first sync
    await connectAdapter('gusto')?.afterConnect?.(sql, c)
    return c
  })
  return { companyUuid: created.company_uuid, connectionId: connection.id, displayName: connection.displayName }
}
