/**
 * Feature flags: a global default per flag and per-organization overrides. The effective value for an organization
 * is the override when present, else the default (private.flag_enabled). Flag names are the spec's route gates.
 */
create table public.feature_flags (
  name text primary key check (name ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  description text not null default '',
  default_enabled boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.organization_feature_flags (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  flag_name text not null references public.feature_flags (name) on delete cascade on update cascade,
  enabled boolean not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (organization_id, flag_name)
);
create index organization_feature_flags_flag_name_idx on public.organization_feature_flags (flag_name);

alter table public.feature_flags enable row level security;
alter table public.organization_feature_flags enable row level security;
create policy "Signed-in users read feature flags" on public.feature_flags for select to authenticated using (true);
create policy "Admins manage feature flags" on public.feature_flags for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "People with access read an organization's flag overrides" on public.organization_feature_flags for select to authenticated
  using ((select private.has_org_access(organization_id)));
create policy "Admins manage flag overrides" on public.organization_feature_flags for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

/** For other domains' policies and jobs: is `flag` on for `org_id`? */
create function private.flag_enabled(org_id uuid, flag text) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(
    (select o.enabled from public.organization_feature_flags o where o.organization_id = org_id and o.flag_name = flag),
    (select f.default_enabled from public.feature_flags f where f.name = flag),
    false)
$$;
revoke execute on function private.flag_enabled(uuid, text) from public;
grant execute on function private.flag_enabled(uuid, text) to authenticated, service_role;

insert into public.feature_flags (name, description, default_enabled) values
  ('customer-requests', 'Bookkeeper requests screen', true),
  ('bookkeeping-chats', 'Bookkeeper chats', false),
  ('bookkeeping-tracker', 'Bookkeeper books-due-date tracker', true),
  ('transactions-tab', 'Accounting transactions tab', true),
  ('taxes', '1099s screen', false),
  ('ai-reports', 'AI reports', false),
  ('banking-statement-tracker', 'Admin and bookkeeper banking statement tracker', false),
  ('real-time-expenses', 'Real-time expenses', false),
  ('users-schedules', 'Accounting schedules', false),
  ('auto-transfer', 'Cash auto-transfer rules and approve top-off', false),
  ('autocat', 'AI-assisted categorisation', false),
  ('banking', 'Business banking (cash) area', false),
  ('recurring-invoices', 'Recurring invoices', false),
  ('ach-pull', 'ACH pull payments', false),
  ('multi-organization', 'Switching between several organizations', true),
  ('statement-tracker', 'Statement tracker service', false)
on conflict (name) do nothing;
