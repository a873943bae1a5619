/**
 * One connection model for every provider (QuickBooks, Stripe, Plaid, Teller, Ramp, Gusto, Rippling, Slack,
 * Calendly): a connection per organization, provider and provider-side id (a QuickBooks realm, a Plaid item, a Teller
 * enrollment, a Stripe account, a Slack team, a Gusto or Rippling company, a Ramp business), its state, and its
 * secrets encrypted at rest in a table no client role can read. Webhooks are routed by (provider, external id).
 */

/** Section: connections (no secrets; people with access to the organization read them) */
create type public.connection_status as enum ('active', 'broken', 'disconnected');

create table public.provider_connections (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  -- 'banking': the business banking core (11_banking.sql)
  provider text not null check (provider in
    ('quickbooks', 'stripe', 'plaid', 'teller', 'ramp', 'gusto', 'rippling', 'slack', 'calendly', 'banking', 'taxbandits')),
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
create trigger provider_connections_broadcast after insert or update or delete on public.provider_connections
  for each row execute function private.broadcast_org_change('connection_changed', 'provider=provider');

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
