/**
 * Invitations: an org admin (or an admin) invites a person by email into one organization. Only a SHA-256 hash of
 * the token is stored; the token itself travels in the email. Accepting happens on a public route (the person has no
 * account yet), which runs private.accept_invitation as the service role.
 */
create table public.invitations (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  email text not null check (email = lower(btrim(email)) and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  first_name text not null check (first_name = btrim(first_name) and length(first_name) >= 1),
  last_name text not null check (last_name = btrim(last_name) and length(last_name) >= 1),
  org_role public.org_role not null default 'user',
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null,
  completed_at timestamptz,
  revoked_at timestamptz,
  invited_by uuid references public.users (id) on delete set null,
  accepted_user_id uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  check (expires_at > created_at)
);
create index invitations_organization_id_idx on public.invitations (organization_id);
create index invitations_email_idx on public.invitations (email);

alter table public.invitations enable row level security;
create policy "Org admins and admins read their organizations' invitations" on public.invitations for select to authenticated
  using ((select private.is_admin()) or (select private.is_org_admin(organization_id)));
create policy "Org admins and admins invite people" on public.invitations for insert to authenticated
  with check (((select private.is_admin()) or (select private.is_org_admin(organization_id))) and invited_by = (select auth.uid()));
create policy "Org admins and admins revoke invitations" on public.invitations for update to authenticated
  using ((select private.is_admin()) or (select private.is_org_admin(organization_id)))
  with check ((select private.is_admin()) or (select private.is_org_admin(organization_id)));
create policy "Org admins and admins delete invitations" on public.invitations for delete to authenticated
  using ((select private.is_admin()) or (select private.is_org_admin(organization_id)));

/** Clients revoke; they do not rewrite who was invited or mark an invitation accepted. */
revoke update on public.invitations from authenticated;
grant update (revoked_at) on public.invitations to authenticated;

/**
 * Completing an invitation: locks the row, refuses expired/used/revoked ones with the message the API shows,
 * and adds the membership. Service role only (called by the public accept route after the auth user exists).
 */
create function private.accept_invitation(p_token_hash text, p_user_id uuid) returns public.invitations
language plpgsql security definer set search_path = '' as $$
declare inv public.invitations;
begin
  select * into inv from public.invitations where token_hash = p_token_hash for update;
  if not found then raise exception 'This invitation link is not valid' using errcode = 'P0002'; end if;
  if inv.revoked_at is not null then raise exception 'This invitation was revoked' using errcode = 'P0001'; end if;
  if inv.completed_at is not null then raise exception 'This invitation has already been used' using errcode = 'P0001'; end if;
  if inv.expires_at <= now() then raise exception 'This invitation has expired' using errcode = 'P0001'; end if;
  insert into public.organization_members (organization_id, user_id, org_role)
  values (inv.organization_id, p_user_id, inv.org_role) on conflict (organization_id, user_id) do nothing;
  update public.invitations set completed_at = now(), accepted_user_id = p_user_id where id = inv.id returning * into inv;
  return inv;
end $$;
revoke execute on function private.accept_invitation(text, uuid) from public, authenticated;
grant execute on function private.accept_invitation(text, uuid) to service_role;
