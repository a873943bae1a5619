/**
 * Audit log: one row per changed row of the important tables, written by triggers so no code path can skip it.
 * actor is 'system' when there is no signed-in user (service role, jobs, migrations). Secrets are dropped from the
 * recorded values (trigger arguments name the columns). Admin-read only; nobody writes it directly.
 */
create type public.audit_actor as enum ('user', 'system');

create table public.audit_log (
  id bigint generated always as identity primary key,
  user_id uuid,
  organization_id uuid,
  actor public.audit_actor not null,
  action text not null,
  query text,
  query_values jsonb,
  result_rows integer not null default 1,
  created_at timestamptz not null default now(),
  check ((actor = 'user') = (user_id is not null))
);
create index audit_log_organization_id_created_at_idx on public.audit_log (organization_id, created_at desc);
create index audit_log_user_id_idx on public.audit_log (user_id);

alter table public.audit_log enable row level security;
revoke insert, update, delete on public.audit_log from anon, authenticated;
create policy "Admins read the audit log" on public.audit_log for select to authenticated using ((select private.is_admin()));

create function private.write_audit_log() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) - coalesce(tg_argv, '{}') end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) - coalesce(tg_argv, '{}') end;
  org text;
begin
  if tg_op = 'UPDATE' and old_row - 'updated_at' = new_row - 'updated_at' then return null; end if;
  org := case when tg_table_name = 'organizations' then coalesce(new_row ->> 'id', old_row ->> 'id')
              else coalesce(new_row ->> 'organization_id', old_row ->> 'organization_id') end;
  insert into public.audit_log (user_id, organization_id, actor, action, query, query_values, result_rows)
  values (uid, org::uuid, case when uid is null then 'system' else 'user' end::public.audit_actor,
          lower(tg_op) || ' ' || tg_table_name, left(current_query(), 4000),
          jsonb_strip_nulls(jsonb_build_object('old', old_row, 'new', new_row)), 1);
  return null;
end $$;
revoke execute on function private.write_audit_log() from public, authenticated;

do $$
declare t record;
begin
  for t in select * from (values
    ('users', '{}'::text[]), ('organizations', '{}'), ('organization_groups', '{}'), ('organization_members', '{}'),
    ('bookkeeper_assignments', '{}'), ('reviewer_assignments', '{}'), ('user_permissions', '{}'),
    ('invitations', '{token_hash}'), ('organization_tasks', '{}'), ('files', '{}'), ('customer_requests', '{}'),
    ('provider_settings', '{}'), ('oauth_tokens', '{tokens}'), ('feature_flags', '{}'), ('organization_feature_flags', '{}'),
    ('amc_closeout_dates', '{}')) as v(name, secret_columns)
  loop
    execute format('create trigger write_audit_log after insert or update or delete on public.%I for each row execute function private.write_audit_log(%s)',
      t.name, (select coalesce(string_agg(quote_literal(c), ', '), '') from unnest(t.secret_columns) c));
  end loop;
end $$;
