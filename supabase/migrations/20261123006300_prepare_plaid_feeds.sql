/**
 * Plaid on the bank-feed tables (20261123006200): where a Hosted Link session waits for the browser to come back, the
 * subscription of the Plaid webhook handler, and the indexes Plaid's writes and cascades use.
 */

/**
 * Section: Hosted Link sessions
 * Plaid's Hosted Link returns the browser to our callback without saying which link token it completed: the callback
 * carries our signed `state`, and this row ties that state (by its SHA-256, so no usable state is stored) to the link
 * token created for it. The callback takes the row once, so a replayed callback finds nothing. Rows expire with the
 * state (10 minutes) and are purged a day later. Only the service role, through the two functions below.
 */
create table private.plaid_link_sessions (
  state_sha256 text primary key check (state_sha256 ~ '^[0-9a-f]{64}$'),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  user_id uuid references public.users (id) on delete cascade,
  link_token text not null check (length(link_token) between 1 and 200),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index plaid_link_sessions_organization_id_idx on private.plaid_link_sessions (organization_id);
create index plaid_link_sessions_expires_at_idx on private.plaid_link_sessions (expires_at);
alter table private.plaid_link_sessions enable row level security;
revoke all on private.plaid_link_sessions from public, anon, authenticated;

create function private.save_plaid_link_session(p_state_sha256 text, p_organization_id uuid, p_user_id uuid,
  p_link_token text, p_expires_at timestamptz) returns void
language sql security definer set search_path = '' as $$
  delete from private.plaid_link_sessions where expires_at < now() - interval '1 day';
  insert into private.plaid_link_sessions (state_sha256, organization_id, user_id, link_token, expires_at)
  values (p_state_sha256, p_organization_id, p_user_id, p_link_token, p_expires_at)
  on conflict (state_sha256) do update set link_token = excluded.link_token, expires_at = excluded.expires_at;
$$;

/** The session a callback's state names, removed as it is read; nothing when unknown, taken or expired. */
create function private.take_plaid_link_session(p_state_sha256 text)
returns table (organization_id uuid, user_id uuid, link_token text)
language sql security definer set search_path = '' as $$
  delete from private.plaid_link_sessions s where s.state_sha256 = p_state_sha256 and s.expires_at > now()
  returning s.organization_id, s.user_id, s.link_token
$$;

revoke execute on function private.save_plaid_link_session(text, uuid, uuid, text, timestamptz),
  private.take_plaid_link_session(text) from public, anon, authenticated;
grant execute on function private.save_plaid_link_session(text, uuid, uuid, text, timestamptz),
  private.take_plaid_link_session(text) to service_role;

/**
 * Section: the Plaid webhook handler's subscription
 * The worker writes it when it starts; written here too so Plaid webhooks recorded before the first worker start
 * (the demo's first minutes) are dispatched.
 */
insert into public.event_subscriptions (handler_name, source, event_type)
values ('plaid.webhook', 'plaid', 'webhook')
on conflict (handler_name) do nothing;

/** Section: indexes for the cascades from a connection and an item, and the asset reports of a connection */
create index provider_transactions_connection_id_idx on public.provider_transactions (connection_id);
create index bank_accounts_plaid_item_id_idx on public.bank_accounts (plaid_item_id);
create index plaid_asset_reports_connection_id_idx on public.plaid_asset_reports (connection_id);
