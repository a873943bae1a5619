/**
 * QuickBooks Online connections live in public.oauth_tokens (provider 'quickbooks'; `tokens` holds the AES-GCM
 * ciphertext the edge functions produce, never plain tokens) and organizations.quickbooks_realm_id. Clients cannot
 * read oauth_tokens at all; this function tells people with access to an organization whether it is connected,
 * without any token material.
 */

/** Section: finding the organization of a realm (webhooks arrive by realm id) */
create index if not exists organizations_quickbooks_realm_id_idx on public.organizations (quickbooks_realm_id);
create index if not exists oauth_tokens_provider_status_idx on public.oauth_tokens (provider, status);

/** Section: status without secrets */
create function public.quickbooks_connection_status(org_id uuid)
returns table (organization_id uuid, realm_id text, status public.oauth_token_status, connected_at timestamptz,
               refreshed_at timestamptz, access_token_expires_at timestamptz, refresh_token_expires_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select t.organization_id, o.quickbooks_realm_id, t.status, t.created_at, t.updated_at, t.access_token_expires_at, t.refresh_token_expires_at
  from public.oauth_tokens t
  join public.organizations o on o.id = t.organization_id
  where t.organization_id = org_id and t.provider = 'quickbooks'
    and ((select auth.role()) = 'service_role' or (select private.has_org_access(org_id)))
$$;
revoke execute on function public.quickbooks_connection_status(uuid) from public, anon;
grant execute on function public.quickbooks_connection_status(uuid) to authenticated, service_role;
