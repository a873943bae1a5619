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

/** The postings already there */
insert into public.ledger_posting_months (organization_id, month, account_id, basis, amount_cents, postings)
select organization_id, date_trunc('month', txn_date)::date, account_id, basis, sum(amount_cents), count(*)
from public.ledger_postings group by 1, 2, 3, 4;
