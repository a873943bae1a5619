/**
 * The organization's banking application as its reader sees it: the application (null before the first save), its
 * owners (organization admins and staff only, by RLS: other members see the status, not the people), what still
 * stops a draft from being submitted, and what the organization's profile already knows to start the form with.
 */
import type { Tx } from '../../_shared/db.ts'
import { formatEin } from '../../../shared/rules/format.ts'
import { ENTITY_TYPES, type TApplicationFields, submissionProblems } from '../../../shared/rules/banking-onboarding.ts'
import type {
  TBankingApplication,
  TBeneficialOwner,
  TGetApplicationResponse,
} from '../../../shared/schemas/banking-onboarding.ts'
import { plain } from '../../_shared/rows.ts'
import { assertBanking } from '../../_shared/access.ts'
import { APPLICATION_COLUMNS, OWNER_COLUMNS } from './columns.ts'

/** A draft before its first save: nothing given yet. */
const NOTHING_GIVEN: TApplicationFields = {
  legalName: null,
  dba: null,
  ein: null,
  entityType: null,
  industry: null,
  restrictedIndustries: null,
  businessDescription: null,
  website: null,
  phone: null,
  incorporationDate: null,
  incorporationState: null,
  address: null,
  monthlyCashFlow: null,
  numberOfEmployees: null,
  applicantFirstName: null,
  applicantLastName: null,
  applicantEmail: null,
  applicantTitle: null,
  termsAcceptedAt: null,
}

export async function readApplication({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  const [row] = await tx.unsafe(
    `select ${APPLICATION_COLUMNS} from public.banking_applications a where a.organization_id = $1`,
    [organizationId],
  )
  const application = row ? plain<TBankingApplication>(row) : null
  const owners = application
    ? plain<TBeneficialOwner[]>(
        await tx.unsafe(
          `select ${OWNER_COLUMNS} from public.beneficial_owners o where o.application_id = $1 order by o.created_at, o.id`,
          [application.id],
        ),
      )
    : []
  return { application, owners }
}

export async function getApplication({
  tx,
  organizationId,
}: {
  tx: Tx
  organizationId: string
}): Promise<TGetApplicationResponse> {
  const access = await assertBanking(tx, organizationId, 'read')
  const { application, owners } = await readApplication({ tx, organizationId })
  const draft = !application || application.status === 'draft'
  const problems = draft && access.canManage ? submissionProblems(application ?? NOTHING_GIVEN, owners) : []
  return { application, owners, problems, canManage: access.canManage, prefill: await prefill(tx, organizationId) }
}

/** The organization profile's company details (onboarding's additionalData), to start a new application with. */
async function prefill(tx: Tx, organizationId: string): Promise<TGetApplicationResponse['prefill']> {
  const [o] =
    await tx`select coalesce(nullif(btrim(o.additional_data->>'legal_business_name'), ''), o.legal_name) as "legalName",
      o.additional_data->>'ein' as ein, o.additional_data->>'business_entity_type' as "entityType",
      o.additional_data->>'phone_number' as phone, o.additional_data->>'website' as website,
      json_build_object('line1', o.additional_data->>'street_address', 'line2', o.additional_data->>'address_line_2',
        'city', o.additional_data->>'city', 'state', upper(o.additional_data->>'state'),
        'postalCode', o.additional_data->>'zip_code', 'country', upper(o.additional_data->>'country')) as address
    from public.organizations o where o.id = ${organizationId}`
  return {
    legalName: o.legalName,
    ein: o.ein ? formatEin(o.ein) : null,
    entityType: (ENTITY_TYPES as readonly string[]).includes(o.entityType) ? o.entityType : null,
    phone: o.phone || null,
    website: o.website || null,
    address: o.address,
  }
}
