/**
 * Provider settings: per-organization choices for a connected provider (e.g. which ledger account payouts post to).
 * Definitions describe each setting for the screens (type is only 'select', with key/value options).
 */
create table public.provider_setting_definitions (
  provider_id text not null check (provider_id in ('stripe', 'quickbooks', 'ramp', 'gusto', 'slack')),
  key text not null check (key ~ '^[a-zA-Z][a-zA-Z0-9_]*$'),
  name text not null check (length(btrim(name)) > 0),
  description text not null default '',
  type text not null default 'select' check (type = 'select'),
  options jsonb not null default '[]'::jsonb check (jsonb_typeof(options) = 'array'),
  default_value jsonb,
  allow_reset boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (provider_id, key)
);

create table public.provider_settings (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  provider_id text not null,
  setting_key text not null,
  setting_value jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, provider_id, setting_key),
  foreign key (provider_id, setting_key) references public.provider_setting_definitions (provider_id, key) on delete cascade
);
create index provider_settings_provider_key_idx on public.provider_settings (provider_id, setting_key);

alter table public.provider_setting_definitions enable row level security;
alter table public.provider_settings enable row level security;
create policy "Signed-in users read provider setting definitions" on public.provider_setting_definitions for select to authenticated using (true);
create policy "Admins manage provider setting definitions" on public.provider_setting_definitions for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

create policy "People with access read an organization's provider settings" on public.provider_settings for select to authenticated
  using ((select private.has_org_access(organization_id)));
create policy "Org admins and staff change provider settings" on public.provider_settings for all to authenticated
  using ((select private.is_org_admin(organization_id)) or (select private.is_org_staff(organization_id)))
  with check ((select private.is_org_admin(organization_id)) or (select private.is_org_staff(organization_id)));
