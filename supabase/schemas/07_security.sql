-- from 20261123000100_create_rate_limits.sql
/**
 * Rate limits for the API's public routes (invitation acceptance). Hosted edge functions are stateless and run as
 * many isolates at once, so a count kept in a function's memory would start again in each one: the counts live
 * here, one row per key, where every instance sees them. The API makes the keys (`<route>:<rule>:<sha256>`), so no
 * token or address is stored in the clear.
 */

/** Section: counters (no policy: only the function below reads or writes them) */
create table private.rate_limits (
  key text primary key check (length(key) <= 200),
  window_started_at timestamptz not null default now(),
  hits integer not null default 0
);

alter table private.rate_limits enable row level security;

revoke all on private.rate_limits from public, anon, authenticated;

/**
 * Section: counting
 * Counts one hit for the key and answers whether it is within `p_limit` hits in a window of `p_window` that starts
 * at the first hit after the previous window ended. One statement, so concurrent hits queue on the row and none is
 * lost.
 */
create function private.hit_rate_limit(p_key text, p_limit integer, p_window interval) returns boolean
language sql security definer set search_path = '' as $$
  insert into private.rate_limits as r (key, window_started_at, hits) values (p_key, now(), 1)
  on conflict (key) do update set
    window_started_at = case when r.window_started_at <= now() - p_window then now() else r.window_started_at end,
    hits = case when r.window_started_at <= now() - p_window then 1 else r.hits + 1 end
  returning hits <= p_limit
$$;

revoke execute on function private.hit_rate_limit(text, integer, interval) from public, anon, authenticated;

grant execute on function private.hit_rate_limit(text, integer, interval) to service_role;

/** Section: housekeeping: a counter whose window ended a day ago says nothing any more */
create index rate_limits_window_started_at_idx on private.rate_limits (window_started_at);

select cron.schedule('rate-limits-purge', '41 * * * *', $$delete from private.rate_limits where window_started_at < now() - interval '1 day'$$);

-- from 20261123000200_require_second_factor.sql
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
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  return (select exists (
    select 1 from auth.mfa_factors f
    where f.user_id = (select auth.uid()) and f.status = 'verified'
  )
  );
end
$$;

create function private.meets_second_factor() returns boolean
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  return (select coalesce((select auth.jwt() ->> 'aal'), 'aal1') = 'aal2' or not (select private.has_verified_factor())
  );
end
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

-- from 20261123000300_check_input_values.sql
/**
 * Backstop for the money rule of shared/rules/values.ts: an amount is at most 99,999,999,999.99, so its cents stay
 * exact both as bigint and as a JavaScript number (and a transaction's lines, capped at the same total, do too).
 * The API and the journal import refuse larger amounts with a message naming the field; these CHECKs catch any
 * writer that goes around them (jobs, SQL, a future route). NOT VALID: rows written before the rule are not
 * re-checked when this runs on an existing database, but every new or updated row is.
 * Text needs no CHECK (Postgres itself refuses U+0000), nor do dates (the date type refuses 2026-02-30).
 */

/** Section: built-in ledger amounts */
alter table public.ledger_transactions
  add constraint ledger_transactions_total_cents_within_maximum
  check (total_cents between -9999999999999 and 9999999999999) not valid;

alter table public.ledger_postings
  add constraint ledger_postings_amount_cents_within_maximum
  check (amount_cents between -9999999999999 and 9999999999999) not valid;

-- from 20261123000400_create_consolidation_member_access.sql
/**
 * Consolidation sees the whole group, not just what RLS shows the caller.
 *
 * A consolidated report run as a bookkeeper assigned to one member of a group used to read the group's members under
 * RLS, see only that member, and return its totals as if they were the group's. This function lists every member of
 * the group, past RLS, with whether the caller has staff access to it, so the API can refuse and name the
 * organizations in the way instead of returning partial totals. Only staff get rows: a client learns nothing about the
 * other organizations of a group.
 */
create function private.organization_group_members(group_id uuid)
returns table (id uuid, legal_name text, may_consolidate boolean)
language sql stable security definer set search_path = '' as $$
  select o.id, o.legal_name, private.is_org_staff(o.id)
  from public.organizations o
  where o.organization_group_id = group_id and o.deleted_at is null and private.is_staff()
  order by o.legal_name
$$;

revoke execute on function private.organization_group_members(uuid) from public;

grant execute on function private.organization_group_members(uuid) to authenticated, service_role;

-- from 20261123000500_tighten_consolidation_access.sql

create policy "People who see the organization read its provider account mappings" on public.consolidated_account_mappings
  for select to authenticated
  using ((select private.has_org_access(organization_id)));

create index consolidated_account_mappings_organization_idx on public.consolidated_account_mappings (organization_id);

create policy "Staff who can write both reports link them" on public.consolidated_report_links
  for insert to authenticated
  with check (
    exists (select 1 from public.reports r where r.id = consolidated_report_id and (select private.is_org_staff(r.organization_id)))
    and exists (select 1 from public.reports r where r.id = entity_report_id and (select private.is_org_staff(r.organization_id))));

/** Section: rows stay inside their group */
alter table public.consolidated_charts add constraint consolidated_charts_id_group_key unique (id, organization_group_id);

alter table public.consolidated_accounts
  add constraint consolidated_accounts_chart_in_group_fkey foreign key (chart_id, organization_group_id)
  references public.consolidated_charts (id, organization_group_id) on delete cascade;

alter table public.consolidated_accounts add constraint consolidated_accounts_id_group_key unique (id, organization_group_id);

alter table public.consolidated_account_mappings
  add constraint consolidated_account_mappings_account_in_group_fkey foreign key (consolidated_account_id, organization_group_id)
  references public.consolidated_accounts (id, organization_group_id) on delete cascade;

/** A mapping's organization must be a member of the mapping's group when it is written. */
create function private.consolidated_account_mappings_check_member() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not exists (select 1 from public.organizations o where o.id = new.organization_id and o.organization_group_id = new.organization_group_id) then
    raise exception 'The organization is not a member of this organization group' using errcode = '23514', column = 'organization_id';
  end if;
  return new;
end $$;

revoke execute on function private.consolidated_account_mappings_check_member() from public;

create trigger consolidated_account_mappings_check_member before insert or update of organization_id, organization_group_id
  on public.consolidated_account_mappings for each row execute function private.consolidated_account_mappings_check_member();

-- from 20261123000600_revoke_anon_table_privileges.sql
/**
 * The anon role holds no privilege on the tables in public.
 *
 * Supabase grants anon everything on new tables by default and leaves the refusal to RLS. Nothing in this product reads
 * or writes a table without a signed-in user (the public invitation routes use the service role), so a second layer
 * costs nothing: a policy written too widely for anon still cannot be reached.
 */
revoke all on all tables in schema public from anon;

revoke all on all sequences in schema public from anon;

alter default privileges in schema public revoke all on tables from anon;

alter default privileges in schema public revoke all on sequences from anon;

-- from 20261123000700_forget_files_with_their_objects.sql
/**
 * A file row goes when its Storage object goes.
 *
 * Objects are removed through Storage (a user deleting their upload, the service role emptying a bucket), which knows
 * nothing of public.files; without this the rows would point at nothing and downloads would fail with a 404 the
 * screens cannot explain. Receipts and request attachments follow the file row (on delete cascade).
 */
create function private.forget_file_of_deleted_object() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.files f where f.bucket = old.bucket_id and f.path = old.name;
  return old;
end $$;

revoke execute on function private.forget_file_of_deleted_object() from public;

create trigger forget_file_of_deleted_object after delete on storage.objects
  for each row execute function private.forget_file_of_deleted_object();
