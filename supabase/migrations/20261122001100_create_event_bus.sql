/**
 * Event bus and webhook intake records. A provider notification is recorded once as a webhook delivery under a
 * unique key (so retries and replays collapse), processed by a `webhooks.process` job into an event, and each
 * event gets one dispatch per subscribed handler, each run by its own job so a failing handler is retried alone.
 */

/** Section: enums (the spec's sources plus the payroll provider, the chat tool and pub/sub push, which also call in) */
create type public.event_source as enum ('quickbooks', 'stripe', 'ramp', 'plaid', 'haven', 'gusto', 'slack', 'pubsub');
create type public.event_dispatch_state as enum ('pending', 'processing', 'completed');

/**
 * Section: connections known to the intake
 * Maps a provider account (QuickBooks realm, Stripe account, Plaid item, Slack team, Gusto company) to an
 * organization, with the connection's own signing secret where the provider issues one. In `private` and without
 * policies: neither clients nor the API can read the secrets.
 */
create table private.webhook_connections (
  provider public.event_source not null,
  account_id text not null check (length(account_id) between 1 and 200),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  signing_secret text,
  created_at timestamptz not null default now(),
  primary key (provider, account_id)
);
create index webhook_connections_organization_id_idx on private.webhook_connections (organization_id);
alter table private.webhook_connections enable row level security;
revoke all on private.webhook_connections from public, anon, authenticated;
grant select on private.webhook_connections to service_role;

/** Provider features call this when an account is connected; the intake then accepts its deliveries. */
create function private.register_webhook_connection(p_provider public.event_source, p_account_id text, p_organization_id uuid, p_signing_secret text default null)
returns void language sql security definer set search_path = '' as $$
  insert into private.webhook_connections (provider, account_id, organization_id, signing_secret)
  values (p_provider, p_account_id, p_organization_id, p_signing_secret)
  on conflict (provider, account_id) do update set organization_id = excluded.organization_id, signing_secret = excluded.signing_secret
$$;

/** Section: webhook deliveries: one row per provider notification, unique per provider and delivery key */
create table public.webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  provider public.event_source not null,
  route text not null,
  delivery_key text not null check (length(delivery_key) between 1 and 500),
  account_id text,
  organization_id uuid references public.organizations (id) on delete cascade,
  payload jsonb not null,
  delivery_count integer not null default 1,
  received_at timestamptz not null default now(),
  last_received_at timestamptz not null default now(),
  processed_at timestamptz,
  unique (provider, delivery_key)
);
create index webhook_deliveries_organization_id_idx on public.webhook_deliveries (organization_id);
create index webhook_deliveries_received_at_idx on public.webhook_deliveries (received_at desc);
alter table public.webhook_deliveries enable row level security;
create policy "Admins read webhook deliveries" on public.webhook_deliveries for select to authenticated using ((select private.is_admin()));
revoke insert, update, delete, truncate on public.webhook_deliveries from anon, authenticated;

/**
 * Records a verified delivery and, the first time its key is seen, enqueues the `webhooks.process` job in the
 * same transaction. A repeat only bumps delivery_count. Returns the delivery id and whether it was new.
 */
create function private.record_webhook_delivery(p_provider public.event_source, p_route text, p_delivery_key text,
  p_account_id text, p_organization_id uuid, p_payload jsonb, out delivery_id uuid, out is_new boolean)
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.webhook_deliveries (provider, route, delivery_key, account_id, organization_id, payload)
  values (p_provider, p_route, p_delivery_key, p_account_id, p_organization_id, p_payload)
  on conflict (provider, delivery_key) do nothing
  returning id into delivery_id;
  is_new := delivery_id is not null;
  if is_new then
    perform private.enqueue_job('webhooks.process', jsonb_build_object('webhookUuid', delivery_id), 'webhook:' || delivery_id,
      p_organization_id, null, jsonb_build_object('description', format('%s %s', p_provider, p_route)));
  else
    update public.webhook_deliveries set delivery_count = delivery_count + 1, last_received_at = now()
    where provider = p_provider and delivery_key = p_delivery_key
    returning id into delivery_id;
  end if;
end $$;

/**
 * The intake's one statement per request: looks up each delivery's connection, records the known ones (with their
 * processing job) and reports what it did. One round trip and no explicit transaction keeps acknowledgement fast.
 * p_deliveries is [{key, accountId, payload}]; without p_require_connection no connection is needed (pub/sub).
 */
create function private.record_webhook_deliveries(p_provider public.event_source, p_route text, p_deliveries jsonb,
  p_require_connection boolean, p_env text default null)
returns table (recorded integer, duplicates integer, ignored integer, ignored_keys text[])
language plpgsql security definer set search_path = '' as $$
declare
  d jsonb;
  v_org uuid;
  v_new boolean;
begin
  recorded := 0; duplicates := 0; ignored := 0; ignored_keys := '{}';
  if p_env is not null then
    perform set_config('app.env', p_env, true);
  end if;
  for d in select * from jsonb_array_elements(p_deliveries) loop
    v_org := null;
    if p_require_connection then
      select c.organization_id into v_org from private.webhook_connections c
      where c.provider = p_provider and c.account_id = d ->> 'accountId';
      if v_org is null then
        ignored := ignored + 1;
        ignored_keys := ignored_keys || (d ->> 'key');
        continue;
      end if;
    end if;
    select r.is_new into v_new from private.record_webhook_delivery(p_provider, p_route, d ->> 'key', d ->> 'accountId', v_org, d -> 'payload') r;
    if v_new then recorded := recorded + 1; else duplicates := duplicates + 1; end if;
  end loop;
  return next;
end $$;

/** The connection of a provider account, read before verifying (its own signing secret, if any). */
create function private.find_webhook_connection(p_provider public.event_source, p_account_id text)
returns table (organization_id uuid, signing_secret text)
language sql stable security definer set search_path = '' as $$
  select c.organization_id, c.signing_secret from private.webhook_connections c where c.provider = p_provider and c.account_id = p_account_id
$$;

/** Section: events */
create table public.events (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid references public.organizations (id) on delete cascade,
  source public.event_source not null,
  event_type text not null check (event_type in ('webhook', 'entity-deletion', 'purchase-upsert', 'deposit-upsert',
    'journal-entry-upsert', 'ramp-transaction-upsert', 'plaid-transaction-upsert', 'account-upsert', 'balance-transaction-insert',
    'update-qb-entity', 'quickbooks-connected', 'haven-invoice-upserted', 'calendly-event-upsert')),
  payload jsonb not null default '{}'::jsonb,
  dedupe_key text,
  webhook_delivery_id uuid references public.webhook_deliveries (id) on delete set null,
  created_at timestamptz not null default now()
);
create unique index events_source_dedupe_key_key on public.events (source, dedupe_key) where dedupe_key is not null;
create index events_organization_id_idx on public.events (organization_id);
create index events_created_at_idx on public.events (created_at desc);
create index events_webhook_delivery_id_idx on public.events (webhook_delivery_id);
alter table public.events enable row level security;
create policy "Admins read events" on public.events for select to authenticated using ((select private.is_admin()));
revoke insert, update, delete, truncate on public.events from anon, authenticated;

/**
 * Section: subscriptions
 * Written by the job runtime from its code registry when it starts (handler_name is also the job type that runs
 * the dispatch). Kept in a table so events emitted from SQL (triggers, pg_cron) are dispatched the same way.
 */
create table public.event_subscriptions (
  handler_name text primary key check (handler_name ~ '^[a-z0-9-]+(\.[a-z0-9-]+)+$'),
  source public.event_source not null,
  event_type text not null,
  arguments_config jsonb not null default '{}'::jsonb,
  handler_version integer not null default 1,
  active boolean not null default true,
  updated_at timestamptz not null default now()
);
create index event_subscriptions_source_event_type_idx on public.event_subscriptions (source, event_type) where active;
alter table public.event_subscriptions enable row level security;
create policy "Admins read event subscriptions" on public.event_subscriptions for select to authenticated using ((select private.is_admin()));
revoke insert, update, delete, truncate on public.event_subscriptions from anon, authenticated;

/** Section: dispatches (one per event and subscribed handler) */
create table public.event_dispatches (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  handler_name text not null,
  arguments_config jsonb not null default '{}'::jsonb,
  state public.event_dispatch_state not null default 'pending',
  job_id uuid references public.jobs (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz,
  unique (event_id, handler_name)
);
create index event_dispatches_job_id_idx on public.event_dispatches (job_id);
create index event_dispatches_state_idx on public.event_dispatches (state) where state <> 'completed';
alter table public.event_dispatches enable row level security;
create policy "Admins read event dispatches" on public.event_dispatches for select to authenticated using ((select private.is_admin()));
revoke insert, update, delete, truncate on public.event_dispatches from anon, authenticated;

/**
 * Emits an event: inserted once per (source, dedupe key), with a dispatch and a job for every active subscription.
 * A repeat of a keyed event returns the first event's id and dispatches nothing.
 */
create function private.emit_event(p_source public.event_source, p_event_type text, p_payload jsonb,
  p_dedupe_key text default null, p_organization_id uuid default null, p_webhook_delivery_id uuid default null)
returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v_event_id uuid;
  s record;
  v_dispatch_id uuid;
begin
  insert into public.events (source, event_type, payload, dedupe_key, organization_id, webhook_delivery_id)
  values (p_source, p_event_type, coalesce(p_payload, '{}'::jsonb), p_dedupe_key, p_organization_id, p_webhook_delivery_id)
  on conflict (source, dedupe_key) where dedupe_key is not null do nothing
  returning id into v_event_id;
  if v_event_id is null then
    select id into v_event_id from public.events where source = p_source and dedupe_key = p_dedupe_key;
    return v_event_id;
  end if;
  for s in select * from public.event_subscriptions
           where active and source = p_source and event_type = p_event_type order by handler_name loop
    insert into public.event_dispatches (event_id, handler_name, arguments_config)
    values (v_event_id, s.handler_name, s.arguments_config) returning id into v_dispatch_id;
    update public.event_dispatches set job_id = private.enqueue_job(s.handler_name, jsonb_build_object('dispatchId', v_dispatch_id),
      'dispatch:' || v_dispatch_id, p_organization_id, null,
      jsonb_build_object('version', s.handler_version, 'description', format('%s %s → %s', p_source, p_event_type, s.handler_name)))
    where id = v_dispatch_id;
  end loop;
  return v_event_id;
end $$;

revoke execute on function private.register_webhook_connection(public.event_source, text, uuid, text),
  private.record_webhook_delivery(public.event_source, text, text, text, uuid, jsonb),
  private.emit_event(public.event_source, text, jsonb, text, uuid, uuid),
  private.record_webhook_deliveries(public.event_source, text, jsonb, boolean, text),
  private.find_webhook_connection(public.event_source, text) from public, authenticated;
grant execute on function private.emit_event(public.event_source, text, jsonb, text, uuid, uuid),
  private.record_webhook_delivery(public.event_source, text, text, text, uuid, jsonb),
  private.record_webhook_deliveries(public.event_source, text, jsonb, boolean, text),
  private.find_webhook_connection(public.event_source, text) to service_role;
