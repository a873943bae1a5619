/**
 * Organizations the caller may list (RLS: own, assigned, reviewed, or all with view_organization_list / admin), with
 * the list-view fields of spec §3. One statement: each per-organization figure is a LATERAL aggregate over an indexed
 * (organization_id, ...) lookup, and every table read is filtered by the caller's RLS, so nothing leaks across tenants.
 */
import type { Tx } from '../../_shared/db.ts'
import type { z } from 'zod'
import type { ZOrganizationListItemSchema } from '../../../shared/schemas/organizations.ts'
import { MAPPABLE_TYPES } from '../../../shared/schemas/consolidation.ts'
import { plain } from '../../_shared/rows.ts'
import { formCompletedFlags } from '../../../shared/rules/onboarding-flow.ts'
import { ONBOARDING_FACTS_LATERAL, toFacts } from '../onboarding/facts.ts'
import { varianceStatus } from '../../../shared/rules/variance-analysis.ts'

export type TOrganizationListItem = z.infer<typeof ZOrganizationListItemSchema>

export async function listOrganizations({ tx, search }: { tx: Tx; search?: string }): Promise<TOrganizationListItem[]> {
  const pattern = search ? `%${search.replace(/[%_\\]/g, '\\$&')}%` : null
  const mappable = MAPPABLE_TYPES as string[]
  const rows = await tx`
    select o.id, o.legal_name as "legalName", o.accounting_services::text[] as "accountingServices", o.books_due_date::text as "booksDueDate",
           o.books_priority as "booksPriority", o.organization_group_id as "organizationGroupId", o.slack_channel_name as "slackChannelName",
           qbo.connected as "qboConnected", conn.stripe as "stripeConnected",
           conn.bank as "plaidConnected", conn.ramp as "rampConnected",
           -- the onboarding completion rule's facts (domains/onboarding/facts.ts); the flags are computed below
           o.additional_data as "_additionalData", o.config as "_config", onb.first_name as "_firstName",
           onb.last_name as "_lastName", onb.reached_step as "_reachedStep",
           -- the connections as this list already reads them (the facts' own copies are left unread, so not computed)
           qbo.connected as "_ledger", conn.ramp as "_spend", conn.stripe as "_payments", conn.bank as "_bank",
           onb.documents_present as "_documents",
           coa.pct as "coaMappingPercentage",
           amc.last_reminder as "lastReminderSentAt", amc.last_change as "lastStatusChangeAt",
           json_build_object('pending', amc.pending, 'responded', amc.responded, 'not_responded', amc.not_responded) as amcs,
           -- The built-in ledger's latest entry; a QuickBooks-connected organization keeps its books there instead.
           case when qbo.connected then null else (select max(t.txn_date)::text from public.ledger_transactions t
             where t.organization_id = o.id and t.deleted_at is null) end as "latestBookDate",
           exists (select 1 from public.monthly_metrics m where m.organization_id = o.id) as "metricsGenerated",
           nullif(btrim(o.additional_data->>'onboarding_call_date'), '') as "onboardingCallDate",
           va.summary as "varianceAnalysis",
           json_build_object('pending', am.pending, 'active', am.active, 'completed', am.completed, 'cancelled', am.cancelled,
             'deletedInLedger', am.deleted_in_ledger) as amortizations,
           o.created_at as "createdAt",
           (select json_build_object('id', u.id, 'name', btrim(u.first_name || ' ' || u.last_name))
              from public.bookkeeper_assignments b join public.users u on u.id = b.user_id
              where b.organization_id = o.id and b.is_primary) as "primaryBookkeeper"
    from public.organizations o
    -- Same rule as QBO_CONNECTED_SQL (organization-columns.ts) and the ledger switch: an active QuickBooks token.
    -- the connection model is the one source of "connected" (a stored account id alone is not a connection)
    cross join lateral (select coalesce(bool_or(c.provider = 'stripe'), false) as stripe,
                               coalesce(bool_or(c.provider in ('plaid', 'teller')), false) as bank,
                               coalesce(bool_or(c.provider = 'ramp'), false) as ramp
                        from public.provider_connections c where c.organization_id = o.id and c.status = 'active') conn
    cross join lateral (select exists (select 1 from public.quickbooks_connection_status(o.id) s where s.status = 'active') as connected) qbo
    ${tx.unsafe(ONBOARDING_FACTS_LATERAL)}
    cross join lateral (
      select count(*) filter (where a.status = 'pending')::int as pending, count(*) filter (where a.status = 'responded')::int as responded,
             count(*) filter (where a.status = 'not_responded')::int as not_responded,
             max(a.last_reminder_sent_at) as last_reminder, max(a.last_status_change_at) as last_change
      from public.amc_questions a where a.organization_id = o.id and a.deleted_at is null) amc
    -- Read as the caller: a client without the schedules flag counts none (RLS), staff count them all.
    cross join lateral (
      select count(*) filter (where a.status = 'pending')::int as pending, count(*) filter (where a.status = 'active')::int as active,
             count(*) filter (where a.status = 'completed')::int as completed,
             count(*) filter (where a.status = 'cancelled')::int as cancelled,
             (select count(*)::int from public.journal_entries j where j.organization_id = o.id and j.type = 'amortization'
                and j.deleted_in_ledger_at is not null
                and not exists (select 1 from public.journal_entries r where r.replaces_journal_entry_id = j.id)) as deleted_in_ledger
      from public.amortizations a where a.organization_id = o.id) am
    -- The month-end close's analyses, read as the caller (staff and reviewers; a client sees none): the spec's max
    -- dates and the latest month with the facts of its derived status (shared/rules/variance-analysis.ts, below).
    cross join lateral (
      select case when count(*) = 0 then null else json_build_object('count', count(*)::int,
          'maxSubmittedAt', max(v.submitted_at), 'maxLastSentAt', max(v.last_sent_at),
          'latest', (select json_build_object('month', l.start_date::text, 'submittedAt', l.submitted_at,
              'lastSentAt', l.last_sent_at, 'newestAdminNoteAt', (select max(n.created_at) from public.variance_notes n
                where n.variance_analysis_id = l.id and n.author_role in ('admin', 'owner')))
            from public.variance_analyses l where l.organization_id = o.id order by l.start_date desc limit 1)) end as summary
      from public.variance_analyses v where v.organization_id = o.id) va
    -- Mapped share of the active mappable accounts of whichever chart the organization uses (as coaMappingStatus does);
    -- null when there is no chart to measure yet (QuickBooks charts come from the stored copies the sync keeps).
    cross join lateral (
      select case when count(*) = 0 then null else (floor(1000.0 * count(m.id) / count(*)) / 10)::float8 end as pct
      from (select lower(la.fully_qualified_name) as name from public.ledger_accounts la
              where not qbo.connected and la.organization_id = o.id and la.active and la.account_type = any(${mappable}::text[])
            union all
            select lower(qa.fully_qualified_name) from public.quickbooks_accounts qa
              where qbo.connected and qa.organization_id = o.id and qa.active and qa.account_type = any(${mappable}::text[])) acc
      left join public.coa_mappings m on m.organization_id = o.id and lower(m.client_account_name) = acc.name
        and m.deleted_at is null and m.staged_deleted_at is null) coa
    where o.deleted_at is null and (${pattern}::text is null or o.legal_name ilike ${pattern})
    order by o.legal_name`
  type TRow = Omit<TOrganizationListItem, 'varianceAnalysis' | 'formCompleted'> & {
    varianceAnalysis: TStoredSummary | null
  } & Record<TFactColumns, unknown>
  return plain<TRow[]>(rows).map((o) => ({
    ...withFormCompleted(o),
    varianceAnalysis: o.varianceAnalysis && summarize(o.varianceAnalysis),
  }))
}

type TFactColumns =
  | '_additionalData'
  | '_config'
  | '_firstName'
  | '_lastName'
  | '_reachedStep'
  | '_ledger'
  | '_spend'
  | '_payments'
  | '_bank'
  | '_documents'

/** formCompleted: all fourteen steps by the one rule the onboarding screens and API use (shared/rules/onboarding-flow.ts). */
function withFormCompleted<T extends { accountingServices: string[] }>(row: T & Record<TFactColumns, unknown>) {
  const {
    _additionalData,
    _config,
    _firstName,
    _lastName,
    _reachedStep,
    _ledger,
    _spend,
    _payments,
    _bank,
    _documents,
    ...o
  } = row
  const facts = toFacts({
    services: o.accountingServices,
    additional_data: _additionalData,
    config: _config,
    first_name: _firstName,
    last_name: _lastName,
    reached_step: _reachedStep,
    ledger_connected: _ledger,
    spend_connected: _spend,
    payments_connected: _payments,
    bank_connected: _bank,
    documents_present: _documents,
  })
  return { ...o, formCompleted: formCompletedFlags(facts) as TOrganizationListItem['formCompleted'] }
}

type TStoredSummary = {
  count: number
  maxSubmittedAt: string | null
  maxLastSentAt: string | null
  latest: { month: string; submittedAt: string | null; lastSentAt: string | null; newestAdminNoteAt: string | null }
}

/** json_build_object keeps timestamps in Postgres' text form: the API speaks ISO. */
const isoOrNull = (s: string | null) => (s ? new Date(s).toISOString() : null)

function summarize(v: TStoredSummary): NonNullable<TOrganizationListItem['varianceAnalysis']> {
  return {
    count: v.count,
    maxSubmittedAt: isoOrNull(v.maxSubmittedAt),
    maxLastSentAt: isoOrNull(v.maxLastSentAt),
    latestMonth: v.latest.month,
    latestStatus: varianceStatus(v.latest),
  }
}
