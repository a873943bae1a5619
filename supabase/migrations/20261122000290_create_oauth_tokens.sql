/**
 * OAuth tokens of connected providers. Secrets: RLS on with NO policy for client roles and privileges revoked, so
 * only the service role (webhooks, jobs, OAuth callbacks) reads or writes them. `tokens` holds ciphertext
 * (pgp_sym_encrypt of the token JSON with a key the server keeps), never plain tokens.
 */
create type public.oauth_token_status as enum ('active', 'broken');

create table public.oauth_tokens (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  provider text not null check (provider in ('stripe', 'quickbooks', 'ramp', 'gusto', 'slack', 'plaid', 'rippling', 'calendly')),
  tokens bytea not null,
  access_token_expires_at timestamptz,
  refresh_token_expires_at timestamptz,
  status public.oauth_token_status not null default 'active',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, provider)
);

alter table public.oauth_tokens enable row level security;
revoke all on public.oauth_tokens from anon, authenticated;
