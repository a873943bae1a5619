/**
 * Supervision and single-use connection states (docs/spine.md "Supervision", docs/security.md "OAuth state").
 *
 * process_restarts: each time `npm start`'s supervisor restarts a process that exited (the job worker, the functions
 * runtime, the web server), with how it ended and how long it waited; the operations screen lists them for admins.
 *
 * oauth_states: the state each connect flow started, by its nonce, so a callback can use it once only (a second
 * callback with the same state is refused) and only from the browser that began the flow (binding_hash, the SHA-256
 * of the cookie set when the browser passed through the begin step, set once). provider_url is where the begin step
 * sends the browser on to. Written and read by the functions alone.
 */

/** Section: process restarts */
create table public.process_restarts (
  id bigint generated always as identity primary key,
  process text not null check (length(process) between 1 and 100),
  exit_code integer,
  exit_signal text,
  restart_number integer not null check (restart_number > 0),
  delay_ms integer not null check (delay_ms >= 0),
  restarted_at timestamptz not null default now()
);
create index process_restarts_restarted_at_idx on public.process_restarts (restarted_at desc);

alter table public.process_restarts enable row level security;
create policy "Admins read process restarts" on public.process_restarts for select to authenticated
  using ((select private.is_admin()));
revoke all on public.process_restarts from anon, authenticated;
grant select on public.process_restarts to authenticated;
grant select, insert on public.process_restarts to service_role;

/** Section: connection states */
create table public.oauth_states (
  nonce text primary key check (length(nonce) between 8 and 100),
  provider text not null,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  binding_hash text,
  provider_url text,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index oauth_states_expires_at_idx on public.oauth_states (expires_at);
create index oauth_states_organization_id_idx on public.oauth_states (organization_id);
create index oauth_states_user_id_idx on public.oauth_states (user_id);

-- No policy: no signed-in user reads or writes a state; the functions do, as the service role.
alter table public.oauth_states enable row level security;
revoke all on public.oauth_states from anon, authenticated;
grant select, insert, update, delete on public.oauth_states to service_role;

/** States a day past their expiry are of no use, even to an investigation. */
select cron.schedule('supervision-forget-oauth-states', '17 * * * *',
  $$delete from public.oauth_states where expires_at < now() - interval '1 day'$$);
