-- from 20261123002000_audit_management_tables.sql
/**
 * Audit the two admin-managed catalogues the management screens edit: message templates and provider setting
 * definitions. The audit log (20261122000900) was created before these screens existed and covers per-organization
 * data only; an admin rewording a template every bookkeeper sends, or removing a setting definition (which cascades
 * to every organization's chosen value), is the kind of change the audit-log viewer is for. Same trigger function,
 * no secret columns; these rows have no organization, so `organization_id` stays null.
 */
create trigger write_audit_log after insert or update or delete on public.message_templates
  for each row execute function private.write_audit_log();

create trigger write_audit_log after insert or update or delete on public.provider_setting_definitions
  for each row execute function private.write_audit_log();

-- from 20261123003000_use_spec_coa_deletion_reasons.sql
/**
 * Chart-of-accounts mapping deletion reasons as the spec names them (accounting.md §4, "Mapping deletion reason"):
 * inactive, regular_to_parent, regular_to_sub, moved_parent_account, manual, account_type_change.
 *
 * The first migration (20261122002400) enforced four invented reasons. Existing rows keep their deletion and get the
 * closest spec reason: a deleted client account is an inactive one; a rename, a mapping made in error and a retired
 * master account were all a person's decision, so they become manual.
 */

/** Section: drop the old rule, move the rows, enforce the spec's values */
alter table public.coa_mappings drop constraint if exists coa_mappings_deletion_reason_check;

alter table public.coa_mappings add constraint coa_mappings_deletion_reason_check check (deletion_reason in (
  'inactive', 'regular_to_parent', 'regular_to_sub', 'moved_parent_account', 'manual', 'account_type_change'));

comment on column public.coa_mappings.deletion_reason is
  'Why the mapping was deleted or staged for deletion (spec: inactive, regular_to_parent, regular_to_sub, moved_parent_account, manual, account_type_change)';

-- from 20261123004000_create_quickbooks_syncs.sql
/**
 * QuickBooks syncs end to end: the state of each organization's latest sync (so screens show progress while the
 * first sync after connecting, or a staff "Sync now", runs), live updates on the organization's realtime topic, and
 * the subscription that turns a `quickbooks-connected` event into the first sync.
 */

/**
 * Section: sync status
 * One row per organization, overwritten by each sync: queued when asked for, running with the step it is on, then
 * done or failed with the error. Written by the jobs (service role) only; people with access to the organization
 * read it. The counts are steps (one per QuickBooks entity read, plus storing), not records, so progress can be
 * drawn before the record count is known.
 */
create table public.quickbooks_syncs (
  organization_id uuid primary key references public.organizations (id) on delete cascade,
  realm_id text,
  state text not null check (state in ('queued', 'running', 'done', 'failed')),
  cause text not null check (cause in ('connected', 'manual', 'scheduled')),
  step text,
  steps_done integer not null default 0 check (steps_done >= 0),
  steps_total integer not null default 0 check (steps_total >= 0),
  upserted integer,
  deleted integer,
  last_error text,
  job_id uuid,
  requested_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  last_success_at timestamptz,
  updated_at timestamptz not null default now()
);

alter table public.quickbooks_syncs enable row level security;

create policy "People with access read an organization's QuickBooks sync status" on public.quickbooks_syncs
  for select to authenticated using ((select private.has_org_access(organization_id)));

select private.require_second_factor('public.quickbooks_syncs');

revoke insert, update, delete, truncate on public.quickbooks_syncs from anon, authenticated;

/**
 * Section: live updates
 * A pointer, not state: the integrations page and the staff client page refetch the status (and, when a sync ends,
 * the metrics and ledger views) on `quickbooks_sync_changed`; the dashboard refetches on `metrics_changed`, sent
 * once per statement and organization so a twelve-month upsert is one message.
 */
create function private.broadcast_quickbooks_sync() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform realtime.send(jsonb_build_object('organizationId', new.organization_id, 'state', new.state, 'stepsDone', new.steps_done),
    'quickbooks_sync_changed', 'org:' || new.organization_id, true);
  return null;
end $$;

revoke execute on function private.broadcast_quickbooks_sync() from public, authenticated;

create trigger quickbooks_syncs_broadcast after insert or update on public.quickbooks_syncs
  for each row execute function private.broadcast_quickbooks_sync();

create function private.broadcast_metrics_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_org uuid;
begin
  for v_org in select distinct organization_id from changed loop
    perform realtime.send(jsonb_build_object('organizationId', v_org), 'metrics_changed', 'org:' || v_org, true);
  end loop;
  return null;
end $$;

revoke execute on function private.broadcast_metrics_change() from public, authenticated;

create trigger monthly_metrics_broadcast_insert after insert on public.monthly_metrics
  referencing new table as changed for each statement execute function private.broadcast_metrics_change();

create trigger monthly_metrics_broadcast_update after update on public.monthly_metrics
  referencing new table as changed for each statement execute function private.broadcast_metrics_change();

/**
 * Section: first sync on connect
 * The worker writes its handlers' subscriptions when it starts; this row exists before that, so a connection made
 * (or seeded) before the first worker start still gets its first sync. The worker's upsert keeps it in step.
 */
insert into public.event_subscriptions (handler_name, source, event_type)
values ('quickbooks.first-sync', 'quickbooks', 'quickbooks-connected')
on conflict (handler_name) do nothing;

-- from 20261123005000_notify_staff_of_amc_answers.sql
/**
 * Section: staff hear when a client answers.
 *
 * Why: the bookkeeper's bell said nothing when a client answered Ask My Client questions; they found out only by
 * opening the questions page. One notification per assigned bookkeeper and statement (a group answer moves several
 * questions at once and reads as one notification: "answered 3 questions"), with a link to that client's questions.
 * Statement-level with transition tables, so a bulk answer costs one insert per bookkeeper, not one per question.
 */
create function private.notify_staff_of_amc_answers()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  insert into public.notifications (type, user_id, organization_id, metadata)
  select 'amc', b.user_id, a.organization_id,
         jsonb_build_object(
           'kind', 'amc-answered',
           'message', o.legal_name || ' answered ' || case when a.n = 1 then 'a question' else a.n || ' questions' end
             || coalesce(' about ' || a.vendor, ''),
           'questionIds', a.ids,
           'link', '/bookkeeper/client/' || a.organization_id || '/amc')
  from (
    select n.organization_id, count(*) as n, jsonb_agg(n.id) as ids,
           case when count(*) = 1 then max(n.vendor_name) end as vendor
    from new_rows n join old_rows o on o.id = n.id
    where n.status = 'responded' and o.status is distinct from 'responded' and n.deleted_at is null
    group by n.organization_id
  ) a
  join public.organizations o on o.id = a.organization_id
  join public.bookkeeper_assignments b on b.organization_id = a.organization_id;
  return null;
end $$;

revoke execute on function private.notify_staff_of_amc_answers() from public, anon, authenticated;

create trigger amc_questions_notify_staff_of_answers
  after update on public.amc_questions
  referencing new table as new_rows old table as old_rows
  for each statement execute function private.notify_staff_of_amc_answers();

-- from 20261123006100_create_provider_connections.sql
/**
 * One connection model for every provider (QuickBooks, Stripe, Plaid, Teller, Ramp, Gusto, Rippling, Slack,
 * Calendly): a connection per organization, provider and provider-side id (a QuickBooks realm, a Plaid item, a Teller
 * enrollment, a Stripe account, a Slack team, a Gusto or Rippling company, a Ramp business), its state, and its
 * secrets encrypted at rest in a table no client role can read. Webhooks are routed by (provider, external id).
 * Replaces public.oauth_tokens (QuickBooks only) and private.webhook_connections; their rows move here.
 */

/** Section: connections (no secrets; people with access to the organization read them) */
create type public.connection_status as enum ('active', 'broken', 'disconnected');

create table public.provider_connections (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  provider text not null check (provider in ('quickbooks', 'stripe', 'plaid', 'teller', 'ramp', 'gusto', 'rippling', 'slack', 'calendly')),
  -- the provider's own id for what was connected; webhooks name it
  external_id text not null check (length(external_id) between 1 and 200),
  -- what the user recognises: the bank, the QuickBooks company, the Slack workspace
  display_name text check (length(display_name) <= 200),
  status public.connection_status not null default 'active',
  -- OAuth scopes, or the products the user consented to (Plaid's consented_products)
  scopes text[] not null default '{}',
  -- non-secret provider facts (institution id, consent expiry, token expiry times live in provider_secrets)
  metadata jsonb not null default '{}'::jsonb check (jsonb_typeof(metadata) = 'object'),
  connected_by uuid references public.users (id) on delete set null,
  connected_at timestamptz not null default now(),
  last_synced_at timestamptz,
  last_error_code text check (length(last_error_code) <= 200),
  last_error_message text check (length(last_error_message) <= 2000),
  last_error_at timestamptz,
  disconnected_at timestamptz,
  updated_at timestamptz not null default now(),
  unique (organization_id, provider, external_id)
);

create index provider_connections_provider_external_id_idx on public.provider_connections (provider, external_id);

create index provider_connections_organization_id_idx on public.provider_connections (organization_id, provider);

alter table public.provider_connections enable row level security;

create policy "People with access read an organization's provider connections" on public.provider_connections
  for select to authenticated using ((select private.has_org_access(organization_id)));

select private.require_second_factor('public.provider_connections');

revoke insert, update, delete, truncate on public.provider_connections from anon, authenticated;

/**
 * Section: secrets
 * AES-256-GCM ciphertext the edge functions produce (12-byte IV, then ciphertext and tag) under CONNECTIONS_SECRET_KEY,
 * named per use: 'oauth' (access and refresh token JSON), 'access_token' (Plaid item, Teller enrollment),
 * 'webhook_signing_secret', 'processor_token:<account>', 'asset_report_token:<id>'. RLS on with no policy and every
 * privilege revoked: only the service role (callbacks, webhooks, jobs) reads or writes them.
 */
create table public.provider_secrets (
  connection_id uuid not null references public.provider_connections (id) on delete cascade,
  name text not null check (name ~ '^[a-z_]+(:[A-Za-z0-9_-]+)?$' and length(name) <= 200),
  ciphertext bytea not null check (length(ciphertext) > 28),
  expires_at timestamptz,
  refresh_expires_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (connection_id, name)
);

alter table public.provider_secrets enable row level security;

revoke all on public.provider_secrets from public, anon, authenticated;

/** Section: audit: who connected and disconnected what (never the secrets; a routine sync is not an audit event) */
create trigger write_audit_log after insert or update or delete on public.provider_connections
  for each row execute function private.write_audit_log('last_synced_at');

/** Section: live updates: a pointer on the organization's topic; screens refetch through RLS */
create function private.broadcast_connection_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  r record;
begin
  r := coalesce(new, old);
  perform realtime.send(jsonb_build_object('organizationId', r.organization_id, 'provider', r.provider),
    'connection_changed', 'org:' || r.organization_id, true);
  return null;
end $$;

revoke execute on function private.broadcast_connection_change() from public, authenticated;

create trigger provider_connections_broadcast after insert or update or delete on public.provider_connections
  for each row execute function private.broadcast_connection_change();

/**
 * The live connection a webhook names, with its own encrypted signing secret if it has one (Stripe endpoints and
 * Gusto subscriptions may). A disconnected connection receives nothing.
 */
create function private.find_webhook_connection(p_provider public.event_source, p_account_id text)
returns table (organization_id uuid, connection_id uuid, signing_secret bytea)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  return query select c.organization_id, c.id, s.ciphertext
  from public.provider_connections c
  left join public.provider_secrets s on s.connection_id = c.id and s.name = 'webhook_signing_secret'
  where c.provider = p_provider::text and c.external_id = p_account_id and c.status <> 'disconnected'
  order by c.connected_at desc
  limit 1;
end
$$;

revoke execute on function private.find_webhook_connection(public.event_source, text) from public, anon, authenticated;

grant execute on function private.find_webhook_connection(public.event_source, text) to service_role;

create function public.quickbooks_connection_status(org_id uuid)
returns table (organization_id uuid, realm_id text, status public.connection_status, connected_at timestamptz,
               refreshed_at timestamptz, access_token_expires_at timestamptz, refresh_token_expires_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  return query select c.organization_id, c.external_id, c.status, c.connected_at, coalesce(s.updated_at, c.updated_at), s.expires_at, s.refresh_expires_at
  from public.provider_connections c
  left join public.provider_secrets s on s.connection_id = c.id and s.name = 'oauth'
  where c.organization_id = org_id and c.provider = 'quickbooks' and c.status <> 'disconnected'
    and ((select auth.role()) = 'service_role' or (select private.has_org_access(org_id)))
  order by c.connected_at desc
  limit 1;
end
$$;

revoke execute on function public.quickbooks_connection_status(uuid) from public, anon;

grant execute on function public.quickbooks_connection_status(uuid) to authenticated, service_role;
