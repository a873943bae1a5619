-- from 20261124004100_complete_jobs_in_batches.sql
/**
 * Completes a batch of jobs in one statement (the worker's runBatch, for job types marked `batched`): each job must
 * still hold the attempt it was claimed with, exactly as private.complete_job requires of one. If any of them lost it
 * (reaped or cancelled meanwhile), none is completed and the batch's transaction rolls back with the same error code,
 * so the worker runs each job again on its own. p_results holds each job's result in the order of p_ids (JSON null
 * for none).
 */
create function private.complete_jobs(p_ids uuid[], p_attempt_ids uuid[], p_results jsonb) returns void
language plpgsql security definer set search_path = '' set enable_bitmapscan = off set enable_hashjoin = off set enable_mergejoin = off as $$
declare
  v_completed integer;
begin
  update public.jobs j set status = 'Completed', result = nullif(p_results -> (b.n - 1)::integer, 'null'::jsonb),
    completed_at = clock_timestamp(), updated_at = clock_timestamp(), deadline_at = null,
    attempt_runtime_seconds = extract(epoch from clock_timestamp() - j.started_at)::numeric(12, 3)
  from unnest(p_ids, p_attempt_ids) with ordinality as b(id, attempt_id, n)
  where j.id = b.id and j.attempt_id = b.attempt_id and j.status = 'Running';
  get diagnostics v_completed = row_count;
  if v_completed <> cardinality(p_ids) then
    raise exception '% of % jobs no longer hold their attempt', cardinality(p_ids) - v_completed, cardinality(p_ids)
      using errcode = 'P0004';
  end if;
end $$;

revoke execute on function private.complete_jobs(uuid[], uuid[], jsonb) from public, authenticated;

grant execute on function private.complete_jobs(uuid[], uuid[], jsonb) to service_role;

-- from 20261124004200_create_staff_realtime_scope.sql
/**
 * One realtime topic for staff across all their clients (docs/local-realtime.md "The staff topic"). A bookkeeper with
 * hundreds of clients joins the private `staff` topic once instead of one `org:<id>` channel per client: the realtime
 * server delivers each organization's broadcast to the staff members whose scope holds that organization, and the
 * scope is exactly the organizations whose `org:<id>` topic they may read (private.has_org_access, the rule of
 * private.can_use_realtime_topic), read as the person when they join.
 *
 * When who may see what changes (a membership, an assignment, a person's role, an organization created or deleted),
 * the database says so on the `staff_access` topic, which no one may join: the realtime server alone reads it and
 * reads the named people's scopes again (every staff member's when the organizations themselves changed).
 */

/** The organizations whose `org:<id>` topic the caller may read, as one array (private.ledger_readable_org_ids). */
create function private.realtime_staff_scope() returns uuid[]
language plpgsql stable security definer set search_path = '' as $$
begin
  return coalesce((select array_agg(id) from private.ledger_readable_org_ids() as id), '{}');
end $$;

revoke execute on function private.realtime_staff_scope() from public;

grant execute on function private.realtime_staff_scope() to authenticated;

/** Names the people whose access changed (the user_id of the changed rows), or everyone ({"all": true}). */
create function private.announce_staff_access() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_users uuid[];
begin
  if tg_table_name = 'organizations' then
    perform realtime.send(jsonb_build_object('all', true), 'scope_changed', 'staff_access', true);
    return null;
  elsif tg_table_name = 'users' then
    -- only a change of role moves a person's scope; users rows change for many other reasons
    select array_agg(n.id) into v_users from new_rows n join old_rows o on o.id = n.id where n.role is distinct from o.role;
  elsif tg_op = 'INSERT' then
    select array_agg(distinct user_id) into v_users from new_rows;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct user_id) into v_users from old_rows;
  else
    select array_agg(distinct user_id) into v_users
    from (select user_id from new_rows union select user_id from old_rows) u;
  end if;
  if v_users is not null then
    perform realtime.send(jsonb_build_object('userIds', to_jsonb(v_users)), 'scope_changed', 'staff_access', true);
  end if;
  return null;
end $$;

revoke execute on function private.announce_staff_access() from public, authenticated;

create trigger organization_members_announce_insert after insert on public.organization_members
  referencing new table as new_rows for each statement execute function private.announce_staff_access();

create trigger organization_members_announce_delete after delete on public.organization_members
  referencing old table as old_rows for each statement execute function private.announce_staff_access();

create trigger organization_members_announce_update after update on public.organization_members
  referencing new table as new_rows old table as old_rows for each statement execute function private.announce_staff_access();

create trigger bookkeeper_assignments_announce_insert after insert on public.bookkeeper_assignments
  referencing new table as new_rows for each statement execute function private.announce_staff_access();

create trigger bookkeeper_assignments_announce_delete after delete on public.bookkeeper_assignments
  referencing old table as old_rows for each statement execute function private.announce_staff_access();

create trigger bookkeeper_assignments_announce_update after update on public.bookkeeper_assignments
  referencing new table as new_rows old table as old_rows for each statement execute function private.announce_staff_access();

create trigger reviewer_assignments_announce_insert after insert on public.reviewer_assignments
  referencing new table as new_rows for each statement execute function private.announce_staff_access();

create trigger reviewer_assignments_announce_delete after delete on public.reviewer_assignments
  referencing old table as old_rows for each statement execute function private.announce_staff_access();

create trigger reviewer_assignments_announce_update after update on public.reviewer_assignments
  referencing new table as new_rows old table as old_rows for each statement execute function private.announce_staff_access();

create trigger users_announce_update after update on public.users referencing new table as new_rows old table as old_rows
  for each statement execute function private.announce_staff_access();

create trigger organizations_announce after insert or delete on public.organizations
  for each statement execute function private.announce_staff_access();

-- from 20261124004300_create_ledger_posting_months.sql
/**
 * Monthly totals of the built-in ledger's postings, kept by the database as postings change: a report over whole
 * months reads a few hundred of these rows instead of every posting (a year's P&L by month over 1,000,000 lines read
 * 500,000 postings, 480 ms). Reports still read the postings themselves for a month they cover only in part, and for
 * columns by week (edge-functions/domains/ledger/run-report.ts).
 *
 * One row per organization, month, account and basis (the posting's accounting method, as in ledger_postings), with
 * the sum of its postings' cents and how many there are. Statement-level triggers add each statement's change in one
 * upsert, in key order so concurrent writers take the rows in the same order; a row whose last posting went is
 * removed, so deleting an organization's postings (or the organization) leaves none behind.
 */
create table public.ledger_posting_months (
  organization_id uuid not null,
  month date not null check (extract(day from month) = 1),
  account_id bigint not null,
  basis smallint not null check (basis in (0, 1, 2)),
  amount_cents bigint not null,
  -- how many postings the total holds (no check: a negative delta is briefly proposed as a row before it meets its own)
  postings integer not null,
  primary key (organization_id, month, account_id, basis)
);

comment on table public.ledger_posting_months is
  'Monthly totals of ledger_postings by account and basis, kept by triggers on ledger_postings; read by reports.';

alter table public.ledger_posting_months enable row level security;

create policy "People with access read an organization's monthly totals" on public.ledger_posting_months
  for select to authenticated using (organization_id in (select private.ledger_readable_org_ids()));

select private.require_second_factor('public.ledger_posting_months');

grant select on public.ledger_posting_months to authenticated;

grant all on public.ledger_posting_months to service_role;

/** Adds the postings a statement inserted, minus those it deleted or replaced (transition tables), to the months. */
create function private.add_ledger_posting_months() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_delta public.ledger_posting_months[];
begin
  -- each event has only its own transition tables, so each branch reads what exists
  if tg_op = 'INSERT' then
    select array_agg(row(d.*)::public.ledger_posting_months) into v_delta from (
      select organization_id, date_trunc('month', txn_date)::date, account_id, basis, sum(amount_cents)::bigint,
        count(*)::integer
      from new_rows group by 1, 2, 3, 4) d;
  elsif tg_op = 'DELETE' then
    select array_agg(row(d.*)::public.ledger_posting_months) into v_delta from (
      select organization_id, date_trunc('month', txn_date)::date, account_id, basis, -sum(amount_cents)::bigint,
        -count(*)::integer
      from old_rows group by 1, 2, 3, 4) d;
  else
    select array_agg(row(d.*)::public.ledger_posting_months) into v_delta from (
      select organization_id, month, account_id, basis, sum(amount_cents)::bigint, sum(n)::integer
      from (select organization_id, date_trunc('month', txn_date)::date as month, account_id, basis, amount_cents, 1 as n
            from new_rows
            union all
            select organization_id, date_trunc('month', txn_date)::date, account_id, basis, -amount_cents, -1
            from old_rows) c
      group by 1, 2, 3, 4 having sum(n) <> 0 or sum(amount_cents) <> 0) d;
  end if;
  if v_delta is null then
    return null;
  end if;
  insert into public.ledger_posting_months as m (organization_id, month, account_id, basis, amount_cents, postings)
  select * from unnest(v_delta) order by 1, 2, 3, 4
  on conflict (organization_id, month, account_id, basis) do update
    set amount_cents = m.amount_cents + excluded.amount_cents, postings = m.postings + excluded.postings;
  delete from public.ledger_posting_months m
  using unnest(v_delta) d
  where m.postings = 0 and (m.organization_id, m.month, m.account_id, m.basis) = (d.organization_id, d.month, d.account_id, d.basis);
  return null;
end $$;

revoke execute on function private.add_ledger_posting_months() from public, authenticated;

create trigger ledger_postings_months_insert after insert on public.ledger_postings referencing new table as new_rows
  for each statement execute function private.add_ledger_posting_months();

create trigger ledger_postings_months_delete after delete on public.ledger_postings referencing old table as old_rows
  for each statement execute function private.add_ledger_posting_months();

create trigger ledger_postings_months_update after update on public.ledger_postings
  referencing new table as new_rows old table as old_rows
  for each statement execute function private.add_ledger_posting_months();
