/**
 * Banking applications and beneficial owners in API shape (docs/architecture.md "Conventions"), and the application
 * columns a draft save may set. The EIN is stored as nine digits and answered as 12-3456789.
 */

/** One application row (alias `a`) as TBankingApplication. */
export const APPLICATION_COLUMNS = `a.id, a.organization_id as "organizationId", a.status, a.legal_name as "legalName", a.dba,
  case when a.ein is null then null else substr(a.ein, 1, 2) || '-' || substr(a.ein, 3) end as ein,
  a.entity_type as "entityType", a.industry, a.restricted_industries as "restrictedIndustries",
  a.business_description as "businessDescription", a.website, a.phone, a.incorporation_date::text as "incorporationDate",
  a.incorporation_state as "incorporationState",
  json_build_object('line1', a.address_line1, 'line2', a.address_line2, 'city', a.address_city, 'state', a.address_state,
    'postalCode', a.address_postal_code, 'country', a.address_country) as address,
  a.monthly_cash_flow as "monthlyCashFlow", a.number_of_employees as "numberOfEmployees",
  a.applicant_first_name as "applicantFirstName", a.applicant_last_name as "applicantLastName",
  a.applicant_email as "applicantEmail", a.applicant_title as "applicantTitle", a.terms_accepted_at as "termsAcceptedAt",
  a.terms_accepted_by as "termsAcceptedBy", a.refusal_reason as "refusalReason", a.submitted_at as "submittedAt",
  a.decided_at as "decidedAt", a.created_at as "createdAt", a.updated_at as "updatedAt"`

/** One owner row (alias `o`) as TBeneficialOwner: never the token, nor the owner's own details. */
export const OWNER_COLUMNS = `o.id, o.first_name as "firstName", o.last_name as "lastName", o.email,
  o.ownership_percent::float8 as "ownershipPercent", o.title, o.is_controller as "isController", o.status,
  o.invited_at as "invitedAt", o.token_expires_at as "linkExpiresAt", o.completed_at as "completedAt"`

/** Request fields → columns a draft save writes (the address is spread over address_* below). */
export const APPLICATION_FIELD_COLUMNS = {
  legalName: 'legal_name',
  dba: 'dba',
  ein: 'ein',
  entityType: 'entity_type',
  industry: 'industry',
  restrictedIndustries: 'restricted_industries',
  businessDescription: 'business_description',
  website: 'website',
  phone: 'phone',
  incorporationDate: 'incorporation_date',
  incorporationState: 'incorporation_state',
  monthlyCashFlow: 'monthly_cash_flow',
  numberOfEmployees: 'number_of_employees',
  applicantFirstName: 'applicant_first_name',
  applicantLastName: 'applicant_last_name',
  applicantEmail: 'applicant_email',
  applicantTitle: 'applicant_title',
} as const

export const ADDRESS_PART_COLUMNS = {
  line1: 'address_line1',
  line2: 'address_line2',
  city: 'address_city',
  state: 'address_state',
  postalCode: 'address_postal_code',
  country: 'address_country',
} as const
