/**
 * Two-factor authentication enforced by the database, not only by the web app's redirect.
 *
 * A user who has a verified TOTP factor and signed in with the password alone holds an `aal1` token. Without this
 * migration that token reads and writes everything RLS lets the user see. Hosted Supabase documents the pattern used
 * here: one restrictive policy per table, so no permissive policy can widen access past it, comparing the JWT's `aal`
 * with whether the user has a verified factor. Users without a factor are unaffected (aal1 is all they can have).
 * The same rule covers Storage (storage.objects) and Realtime (realtime.messages), which authorise through RLS.
 */

/**
 * Section: the rule
 * True when the caller's token is good enough: aal2, or aal1 for a user with no verified factor. Security definer
 * because auth.mfa_factors is not readable by the authenticated role.
 */
create function private.has_verified_factor() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from auth.mfa_factors f
    where f.user_id = (select auth.uid()) and f.status = 'verified'
  )
$$;

create function private.meets_second_factor() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select auth.jwt() ->> 'aal'), 'aal1') = 'aal2' or not (select private.has_verified_factor())
$$;

revoke execute on function private.has_verified_factor() from public;
revoke execute on function private.meets_second_factor() from public;
grant execute on function private.has_verified_factor() to authenticated, service_role;
grant execute on function private.meets_second_factor() to authenticated, service_role;

/**
 * Section: applying it
 * One procedure adds the policy, so a later migration that creates a table calls it in one line; pgTAP
 * (05-second-factor.sql) fails for any table with a permissive policy and without this one. Tables with no policy at
 * all (oauth_tokens) stay without: nothing can reach them, and their test says they have no policy.
 */
create function private.require_second_factor(target regclass) returns void
language plpgsql set search_path = '' as $$
begin
  execute format(
    'create policy "Users with a second factor must have verified it in this session" on %s '
    'as restrictive for all to authenticated using ((select private.meets_second_factor()))',
    target);
end $$;

revoke execute on function private.require_second_factor(regclass) from public;

do $$
declare
  t regclass;
begin
  for t in
    select distinct format('%I.%I', p.schemaname, p.tablename)::regclass
    from pg_policies p
    where p.schemaname in ('public', 'storage', 'realtime')
      and p.permissive = 'PERMISSIVE'
      and p.roles && array['authenticated', 'public']::name[]
  loop
    perform private.require_second_factor(t);
  end loop;
end $$;
