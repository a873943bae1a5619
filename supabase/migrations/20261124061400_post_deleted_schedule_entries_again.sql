/**
 * "Post again": a schedule period whose entry was deleted in QuickBooks (journal_entries.deleted_in_ledger_at, set by
 * the next sync) is posted again when a bookkeeper asks, explicitly and once (docs/schedules.md). The period stays
 * counted as posted throughout: the schedule's figures say what the books should hold, and posting again makes the
 * ledger hold it again.
 *
 * The record keeps the deleted entry's row (it is history: what was posted, and when the ledger lost it) and gains a
 * new row for the period's new entry, linked to it by `replaces_journal_entry_id`. The once-per-period rule therefore
 * counts the entries the ledger still has: at most one live record per schedule and period (a deleted one no longer
 * holds the period), and a deleted record is replaced at most once (its own unique key). A bookkeeper's request is
 * `repost_requested_at` on the deleted record, set by public.request_schedule_repost as the user; the `schedules.post`
 * job (service role, the only writer of the record) posts it and records the replacement in one transaction.
 */

/** Section: the record */
alter table public.journal_entries
  add column replaces_journal_entry_id uuid references public.journal_entries (id) on delete cascade,
  add column repost_requested_at timestamptz,
  add column repost_requested_by uuid references public.users (id) on delete set null,
  add constraint journal_entries_repost_of_deleted check (repost_requested_at is null or deleted_in_ledger_at is not null),
  add constraint journal_entries_replaces_a_period check (replaces_journal_entry_id is null or period_number is not null);

drop index public.journal_entries_amortization_period_key;
drop index public.journal_entries_revenue_period_key;
create unique index journal_entries_amortization_period_key on public.journal_entries (amortization_id, period_number)
  where amortization_id is not null and deleted_in_ledger_at is null;
create unique index journal_entries_revenue_period_key on public.journal_entries (revenue_recognition_schedule_id, period_number)
  where type = 'revenue_recognition' and deleted_in_ledger_at is null;
create unique index journal_entries_replaces_key on public.journal_entries (replaces_journal_entry_id)
  where replaces_journal_entry_id is not null;
-- the job finds what is asked for by organization
create index journal_entries_repost_requested_idx on public.journal_entries (organization_id)
  where repost_requested_at is not null;

/** Section: asking, as the bookkeeper */
create function public.request_schedule_repost(p_entry_id uuid) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  e public.journal_entries;
begin
  select * into e from public.journal_entries where id = p_entry_id for update;
  if not found or not private.has_org_access(e.organization_id) then
    raise exception 'Entry not found' using errcode = 'P0002';
  end if;
  if not private.is_org_staff(e.organization_id) then
    raise exception 'Only the organization''s bookkeepers and admins can post its schedules' using errcode = '42501';
  end if;
  if e.period_number is null then
    raise exception 'Only a schedule period''s entry can be posted again' using errcode = 'P0001';
  end if;
  if e.deleted_in_ledger_at is null then
    raise exception 'This entry is still in the ledger' using errcode = 'P0001';
  end if;
  if e.repost_requested_at is not null
     or exists (select 1 from public.journal_entries r where r.replaces_journal_entry_id = e.id) then
    raise exception 'This period is already being posted again' using errcode = 'P0001';
  end if;
  update public.journal_entries set repost_requested_at = now(), repost_requested_by = auth.uid() where id = e.id;
  return private.enqueue_job('schedules.post', jsonb_build_object('organizationId', e.organization_id),
    'schedules.post:' || e.organization_id, e.organization_id, null,
    '{"maxRuntimeSeconds": 600, "retryIntervalSeconds": 300, "version": 1}'::jsonb);
end $$;
revoke execute on function public.request_schedule_repost(uuid) from public, anon;
grant execute on function public.request_schedule_repost(uuid) to authenticated, service_role;

/**
 * Section: the daily queue also carries what was asked and not yet posted (a request whose job ran out of attempts
 * is taken up the next morning). The body is 20261124060300's with one more source.
 */
create or replace function private.enqueue_schedule_postings(p_as_of date default current_date) returns integer
language sql security definer set search_path = '' as $$
  select count(private.enqueue_job('schedules.post', jsonb_build_object('organizationId', d.organization_id),
      'schedules.post:' || d.organization_id, d.organization_id, null,
      '{"maxRuntimeSeconds": 600, "retryIntervalSeconds": 300, "version": 1}'::jsonb))::integer
  from (
    select organization_id from public.amortizations
    where status in ('pending', 'active') and next_amortization_date <= p_as_of
    union
    select organization_id from public.revenue_recognition_schedules
    where cancelled_at is null and remaining_periods > 0 and next_revenue_recognition_date <= p_as_of
    union
    select s.organization_id from public.revenue_recognition_schedules s
    where s.reverse_from is not null
      and not exists (select 1 from public.journal_entries j
                      where j.revenue_recognition_schedule_id = s.id and j.type = 'revenue_recognition_reversal')
    union
    select j.organization_id from public.journal_entries j
    where j.repost_requested_at is not null
      and not exists (select 1 from public.journal_entries r where r.replaces_journal_entry_id = j.id)
  ) d
$$;
