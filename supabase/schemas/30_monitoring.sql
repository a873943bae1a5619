/**
 * Error reports (docs/monitoring.md): what went wrong in a browser or a function, with the request id that ties the
 * two together. Browsers post to the public /api/monitoring path (the spec's public /monitoring), functions record
 * their own unexpected errors (the 500s of the API's error boundary); admins list them on the operations screen.
 * Written by the functions alone, as the service role; a hosted deployment may also forward them to Sentry.
 */
create table public.error_reports (
  id bigint generated always as identity primary key,
  source text not null check (source in ('browser', 'function')),
  request_id text check (length(request_id) between 1 and 100),
  message text not null check (length(message) between 1 and 2000),
  stack text check (length(stack) <= 20000),
  -- the page (browser) or the request path (function)
  url text check (length(url) <= 2000),
  method text check (length(method) <= 10),
  status integer check (status between 100 and 599),
  user_id uuid references auth.users (id) on delete set null,
  user_agent text check (length(user_agent) <= 500),
  release text check (length(release) <= 100),
  occurred_at timestamptz not null default now()
);
create index error_reports_occurred_at_idx on public.error_reports (occurred_at desc);
create index error_reports_request_id_idx on public.error_reports (request_id) where request_id is not null;
create index error_reports_user_id_idx on public.error_reports (user_id);

alter table public.error_reports enable row level security;
create policy "Admins read error reports" on public.error_reports for select to authenticated
  using ((select private.is_admin()));
revoke all on public.error_reports from anon, authenticated;
grant select on public.error_reports to authenticated;
grant select, insert, delete on public.error_reports to service_role;

/** Reports are for finding today's faults: thirty days are kept. */
select cron.schedule('monitoring-forget-error-reports', '23 3 * * *',
  $$delete from public.error_reports where occurred_at < now() - interval '30 days'$$);
