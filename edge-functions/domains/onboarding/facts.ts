/**
 * The facts the onboarding completion rules read (shared/rules/onboarding-flow.ts), gathered in SQL for one
 * organization or a whole list: one LATERAL per organization `o`, read as the caller (RLS), so the client screens, the
 * API and the clients list ask the one rule with the same facts.
 */
import { isOnboardingStep, type TOnboardingFacts } from '../../../shared/rules/onboarding-flow.ts'
import type { TAccountingService } from '../../../shared/schemas/organizations.ts'

/**
 * Columns `onb.*` for organization `o`: the onboarding person's name (who started, else the first organization admin),
 * the place in the flow, which document fields point at an existing file, and the connections.
 */
export const ONBOARDING_FACTS_LATERAL = `
  cross join lateral (
    select p.reached_step, p.last_step, coalesce(p.version, 0) as version, p.created_at as started_at,
           p.last_activity_at, p.completed_at, p.field_versions,
           who.first_name, who.last_name, who.id as person_id,
           (select btrim(u.first_name || ' ' || u.last_name) from public.users u where u.id = p.last_activity_by) as last_activity_by,
           exists (select 1 from public.quickbooks_connection_status(o.id) s where s.status = 'active') as ledger_connected,
           exists (select 1 from public.provider_connections c where c.organization_id = o.id and c.status = 'active' and c.provider = 'ramp') as spend_connected,
           exists (select 1 from public.provider_connections c where c.organization_id = o.id and c.status = 'active' and c.provider = 'stripe') as payments_connected,
           exists (select 1 from public.provider_connections c where c.organization_id = o.id and c.status = 'active' and c.provider in ('plaid', 'teller')) as bank_connected,
           coalesce((select array_agg(e.key) from jsonb_each_text(o.additional_data) e
             join public.files f on f.organization_id = o.id and f.id::text = e.value
             where e.key like '%\\_file\\_id'), '{}') as documents_present
    from (select 1) one
    left join public.onboarding_progress p on p.organization_id = o.id
    left join lateral (
      select u.id, u.first_name, u.last_name from public.users u
      where u.id = p.started_by
         or (p.started_by is null and u.id = (select m.user_id from public.organization_members m
               where m.organization_id = o.id order by (m.org_role = 'admin') desc, m.created_at limit 1))
      limit 1) who on true
  ) onb`

export type FactsRow = {
  services: string[]
  additional_data: Record<string, unknown>
  config: Record<string, unknown>
  first_name: string | null
  last_name: string | null
  reached_step: string | null
  ledger_connected: boolean
  spend_connected: boolean
  payments_connected: boolean
  bank_connected: boolean
  documents_present: string[]
}

/** The rule's facts from a row holding `onb.*` and the organization's services, additional_data and config. */
export function toFacts(row: unknown): TOnboardingFacts {
  const r = row as FactsRow
  const slug = r.config?.onboardingCalendlySlug
  return {
    firstName: r.first_name,
    lastName: r.last_name,
    services: r.services as TAccountingService[],
    additionalData: r.additional_data ?? {},
    documentsPresent: r.documents_present ?? [],
    bookingLinkExists: typeof slug === 'string' && slug.trim() !== '',
    ledgerConnected: r.ledger_connected,
    booksUpToDateKnown: typeof r.config?.booksUpToDate === 'string' && r.config.booksUpToDate !== '',
    spendConnected: r.spend_connected,
    paymentsConnected: r.payments_connected,
    bankConnected: r.bank_connected,
    reachedStep: r.reached_step && isOnboardingStep(r.reached_step) ? r.reached_step : null,
  }
}
