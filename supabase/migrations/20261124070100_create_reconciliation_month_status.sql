/**
 * The reconciled state of a month, read by every screen that needs it: the statements screen, the bank statement
 * tracker and the books tracker of the month-end close (spec overview §4: "reconciliation not done" gives
 * statements-reconciliation-os). One function, so no feature keeps a copy of the rule.
 *
 * A month of an organization is reconciled when every active statement account has a reconciled period ending in that
 * month. An organization without statement accounts has no row: having nothing mapped is not the same as having
 * reconciled. Security invoker: the caller's RLS on statement accounts and reconciliations decides which
 * organizations answer.
 */
create function public.reconciliation_month_status(p_month date, p_organization_id uuid default null)
returns table (organization_id uuid, month date, accounts integer, reconciled_accounts integer, reconciled boolean,
  last_reconciled_at timestamptz)
language sql stable security invoker set search_path = '' as $$
  select a.organization_id, date_trunc('month', p_month)::date,
    count(*)::integer,
    count(r.reconciled_at)::integer,
    count(r.reconciled_at) = count(*),
    max(r.reconciled_at)
  from public.statement_accounts a
  left join lateral (
    select max(x.reconciled_at) as reconciled_at from public.reconciliations x
    where x.statement_account_id = a.id and x.reconciled_at is not null
      and x.period_end >= date_trunc('month', p_month)::date
      and x.period_end < (date_trunc('month', p_month) + interval '1 month')::date
  ) r on true
  where not a.inactive and (p_organization_id is null or a.organization_id = p_organization_id)
  group by a.organization_id
$$;
revoke execute on function public.reconciliation_month_status(date, uuid) from public, anon;
grant execute on function public.reconciliation_month_status(date, uuid) to authenticated, service_role;

/**
 * Section: live updates
 * `reconciliation_changed` {organizationId, table} once per statement and organization, on the organization's topic
 * (its staff and reviewers) and on `admins` (the cross-client tracker of admins); screens refetch through RLS.
 */
create function private.broadcast_reconciliation_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_org uuid;
begin
  for v_org in select distinct organization_id from changed loop
    perform realtime.send(jsonb_build_object('organizationId', v_org, 'table', tg_table_name),
      'reconciliation_changed', 'org:' || v_org, true);
    perform realtime.send(jsonb_build_object('organizationId', v_org, 'table', tg_table_name),
      'reconciliation_changed', 'admins', true);
  end loop;
  return null;
end $$;
revoke execute on function private.broadcast_reconciliation_change() from public, anon, authenticated;

do $$
declare t text;
begin
  foreach t in array array['statement_accounts', 'reconciliation_documents', 'reconciliations', 'reconciliation_matches',
    'bank_statement_trackers', 'bank_statement_tracker_statements'] loop
    execute format('create trigger %I after insert on public.%I referencing new table as changed for each statement execute function private.broadcast_reconciliation_change()', t || '_broadcast_insert', t);
    execute format('create trigger %I after update on public.%I referencing new table as changed for each statement execute function private.broadcast_reconciliation_change()', t || '_broadcast_update', t);
    execute format('create trigger %I after delete on public.%I referencing old table as changed for each statement execute function private.broadcast_reconciliation_change()', t || '_broadcast_delete', t);
  end loop;
end $$;

/** The admin and bookkeeper statement tracker screens exist now: their shared flag is on by default. */
update public.feature_flags set default_enabled = true where name = 'banking-statement-tracker';
