/**
 * Ask My Client: a transaction the bookkeeper cannot categorise is parked in an "ASK MY CLIENT" account and becomes a
 * question item for the client. Clients answer, bookkeepers give feedback and categorise. Every change is broadcast on
 * the organization's private realtime topic so open screens update without reload.
 */

/** Section: types */
create type public.amc_status as enum ('pending', 'responded', 'not_responded', 'completed');
create type public.amc_source as enum ('amc', 'expense-categorization', 'scheduled');
create type public.amc_category as enum ('Expense', 'Deposit', 'Journal Entry', 'Check', 'Prepaid Expense', 'Accrual', 'Bill', 'Cogs');
create type public.amc_record_kind as enum ('purchase', 'deposit', 'journalEntry', 'check', 'bill');

/** Section: expense groups (questions of one vendor answered together) */
create table public.amc_expense_groups (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  vendor_name text not null check (length(btrim(vendor_name)) > 0),
  created_at timestamptz not null default now()
);
create unique index amc_expense_groups_vendor_key on public.amc_expense_groups (organization_id, lower(vendor_name));

/**
 * Section: question items
 * `transaction_id` is the ledger's id for the parked transaction, prefixed by its kind ("purchase:123"), unique per
 * organization so a re-delivered sync or webhook updates rather than duplicates. `version` increments on every change:
 * writers send the version they saw, so a concurrent answer is detected instead of silently erased.
 */
create table public.amc_questions (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  expense_date date,
  account_name text not null,
  transaction_id text not null check (length(transaction_id) <= 100),
  amount bigint not null,
  vendor_name text,
  description text,
  status public.amc_status not null default 'pending',
  client_response text,
  bookkeeper_feedback text,
  questions text[] not null default '{}',
  answers jsonb not null default '{}'::jsonb,
  last_status_change_at timestamptz,
  last_reminder_sent_at timestamptz,
  last_bookkeeper_reminder_sent_at timestamptz,
  client_responded_at timestamptz,
  categorized_by uuid references public.users (id) on delete set null,
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  group_id uuid references public.amc_expense_groups (id) on delete set null,
  explicitly_ungrouped boolean not null default false,
  source public.amc_source not null default 'amc',
  category public.amc_category,
  ledger_record_kind public.amc_record_kind,
  ledger_record jsonb,
  answered_by uuid references public.users (id) on delete set null,
  version integer not null default 1,
  constraint amc_questions_kinds check (questions <@ array['service_period', 'invoice', 'prepaid_bills_for_month', 'accruals_for_month',
    'class', 'expense_for', 'deposit_for', 'safe', 'payee', 'cogs', 'depositor']::text[])
);
create unique index amc_questions_transaction_key on public.amc_questions (organization_id, transaction_id);
create index amc_questions_org_status_idx on public.amc_questions (organization_id, status) where deleted_at is null;
create index amc_questions_group_idx on public.amc_questions (group_id);

/** Section: row-level security */
alter table public.amc_expense_groups enable row level security;
alter table public.amc_questions enable row level security;

create policy "People with access to an organization read its expense groups" on public.amc_expense_groups
  for select to authenticated using ((select private.has_org_access(organization_id)));
create policy "Members and staff create expense groups" on public.amc_expense_groups
  for insert to authenticated with check ((select private.is_org_member(organization_id)) or (select private.is_org_staff(organization_id)));

create policy "People with access to an organization read its questions" on public.amc_questions
  for select to authenticated using ((select private.has_org_access(organization_id)));
create policy "Staff of an organization create its questions" on public.amc_questions
  for insert to authenticated with check ((select private.is_org_staff(organization_id)));
create policy "Members answer and staff manage an organization's questions" on public.amc_questions
  for update to authenticated
  using ((select private.is_org_member(organization_id)) or (select private.is_org_staff(organization_id)))
  with check ((select private.is_org_member(organization_id)) or (select private.is_org_staff(organization_id)));
create policy "Staff of an organization delete its questions" on public.amc_questions
  for delete to authenticated using ((select private.is_org_staff(organization_id)));

/**
 * Section: what a client may change
 * RLS decides which rows; this trigger decides which columns. A client (member, not staff) may only answer:
 * answers, client_response, and moving a pending / not_responded question to responded.
 */
create function private.amc_questions_guard() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.updated_at := now();
  -- reminder stamps are bookkeeping about the question, not an edit: they must not turn an open draft into a conflict
  if (to_jsonb(new) - array['last_reminder_sent_at', 'last_bookkeeper_reminder_sent_at', 'updated_at', 'version'])
     is distinct from (to_jsonb(old) - array['last_reminder_sent_at', 'last_bookkeeper_reminder_sent_at', 'updated_at', 'version']) then
    new.version := old.version + 1;
  end if;
  if new.status is distinct from old.status then new.last_status_change_at := now(); end if;
  -- an answer is its author's words: whoever answered first is the only one who changes them (staff included), and
  -- answered_by follows the words, never set apart from them
  if (select auth.uid()) is not null then
    if (new.answers, new.client_response) is distinct from (old.answers, old.client_response) then
      if old.answered_by is not null and old.answered_by <> (select auth.uid()) then
        raise exception 'Only the person who answered a question can change the answer' using errcode = '42501';
      end if;
      new.answered_by := (select auth.uid());
    else
      new.answered_by := old.answered_by;
    end if;
  end if;
  -- the service role (jobs, webhooks) and staff may change anything else
  if (select auth.uid()) is null or private.is_org_staff(old.organization_id) then return new; end if;
  if (new.organization_id, new.transaction_id, new.amount, new.account_name, new.expense_date, new.vendor_name, new.description,
      new.bookkeeper_feedback, new.questions, new.categorized_by, new.note, new.deleted_at, new.source, new.category,
      new.ledger_record_kind, new.ledger_record, new.last_reminder_sent_at, new.last_bookkeeper_reminder_sent_at)
     is distinct from
     (old.organization_id, old.transaction_id, old.amount, old.account_name, old.expense_date, old.vendor_name, old.description,
      old.bookkeeper_feedback, old.questions, old.categorized_by, old.note, old.deleted_at, old.source, old.category,
      old.ledger_record_kind, old.ledger_record, old.last_reminder_sent_at, old.last_bookkeeper_reminder_sent_at) then
    raise exception 'Clients may only answer questions' using errcode = '42501';
  end if;
  if old.status = 'completed' then
    raise exception 'This question is already completed' using errcode = 'P0001';
  end if;
  if new.status is distinct from old.status and not (new.status = 'responded' and old.status in ('pending', 'not_responded', 'responded')) then
    raise exception 'Clients may only mark a question as responded' using errcode = '42501';
  end if;
  return new;
end $$;
create trigger amc_questions_guard before update on public.amc_questions for each row execute function private.amc_questions_guard();

/** Section: live updates. The payload is a pointer, not state: screens refetch what they show. */
create function private.amc_questions_broadcast() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  r record := coalesce(new, old);
  body jsonb := jsonb_build_object('id', r.id, 'organization_id', r.organization_id, 'status', r.status, 'version', r.version, 'op', tg_op);
begin
  perform private.broadcast_org(r.organization_id, 'amc_question_changed', body);
  return null;
end $$;
create trigger amc_questions_broadcast after insert or update or delete on public.amc_questions
  for each row execute function private.amc_questions_broadcast();

/**
 * Section: detection
 * Called by every path a parked transaction arrives on (built-in ledger trigger, ledger sync, ledger webhook job).
 * Idempotent on (organization, transaction id). Moving the transaction out of the account closes its question.
 */
create function private.amc_sync_transaction(
  p_organization_id uuid, p_transaction_id text, p_record_kind public.amc_record_kind, p_account_name text,
  p_amount bigint, p_date date, p_vendor text, p_description text, p_record jsonb, p_in_amc boolean,
  p_source public.amc_source default 'amc')
returns uuid language plpgsql security definer set search_path = '' as $$
declare
  q_id uuid;
  group_id uuid;
begin
  if not p_in_amc then
    update public.amc_questions set status = 'completed', account_name = p_account_name, ledger_record = p_record
    where organization_id = p_organization_id and transaction_id = p_transaction_id and status <> 'completed'
    returning id into q_id;
    return q_id;
  end if;
  if nullif(btrim(p_vendor), '') is not null then
    insert into public.amc_expense_groups (organization_id, vendor_name) values (p_organization_id, btrim(p_vendor))
    on conflict (organization_id, lower(vendor_name)) do nothing;
    select g.id into group_id from public.amc_expense_groups g where g.organization_id = p_organization_id and lower(g.vendor_name) = lower(btrim(p_vendor));
  end if;
  insert into public.amc_questions (organization_id, transaction_id, ledger_record_kind, account_name, amount, expense_date,
    vendor_name, description, ledger_record, source, group_id, questions, category)
  values (p_organization_id, p_transaction_id, p_record_kind, p_account_name, p_amount, p_date, p_vendor, p_description, p_record,
    p_source, group_id,
    case when p_amount > 0 then array['expense_for'] when p_amount < 0 then array['deposit_for'] else '{}'::text[] end,
    case p_record_kind when 'purchase' then 'Expense' when 'deposit' then 'Deposit' when 'journalEntry' then 'Journal Entry'
      when 'check' then 'Check' when 'bill' then 'Bill' end::public.amc_category)
  on conflict (organization_id, transaction_id) do update
    set amount = excluded.amount, expense_date = excluded.expense_date, vendor_name = excluded.vendor_name,
        description = excluded.description, ledger_record = excluded.ledger_record, account_name = excluded.account_name,
        deleted_at = null,
        -- a transaction parked again after it was categorised is a new question for the client
        status = case when amc_questions.status = 'completed' then 'pending'::public.amc_status else amc_questions.status end
    -- ledger_record is compared too: it carries the SyncToken that categorising needs to stay current
    where (amc_questions.amount, amc_questions.expense_date, amc_questions.vendor_name, amc_questions.description, amc_questions.account_name,
           amc_questions.ledger_record, amc_questions.status = 'completed', amc_questions.deleted_at is not null)
      is distinct from (excluded.amount, excluded.expense_date, excluded.vendor_name, excluded.description, excluded.account_name,
           excluded.ledger_record, false, false)
  returning id into q_id;
  return q_id;
end $$;
revoke execute on function private.amc_sync_transaction from public, authenticated;
grant execute on function private.amc_sync_transaction to service_role;

/**
 * Ask My Client detection for the built-in ledger: when a transaction is posted, edited or deleted, its postings in an
 * "ASK MY CLIENT" account become (or stop being) a question. Runs at commit (deferred), once per changed transaction,
 * so it sees the final postings however the writer replaced them. Ledger syncs and webhooks of external ledgers call
 * private.amc_sync_transaction directly.
 */

/** Same rule as shared/rules/amc.ts: the account's own name (the last segment), optional number prefix, any case. */
create function private.is_ask_my_client(account_name text) returns boolean
language sql immutable set search_path = '' as $$
  select coalesce(lower(btrim(split_part(account_name, ':', array_length(string_to_array(account_name, ':'), 1)))) ~ '^([0-9]+ )?ask my client$', false)
$$;

/**
 * Ask My Client reminders. A daily pg_cron entry enqueues `amc.send-reminders` (edge-functions/jobs/definitions/
 * amc.send-reminders.ts): clients with questions waiting for them, and bookkeepers with answers they have not reviewed,
 * get a notification (type amc) and an email through the outbox. Staff can ask for one organization's reminder now.
 */
select private.schedule_job('amc-send-reminders', '0 14 * * *', 'amc.send-reminders', '{}'::jsonb);

/**
 * Section: staff hear when a client answers.
 *
 * Why: the bookkeeper's bell said nothing when a client answered Ask My Client questions; they found out only by
 * opening the questions page. One notification per assigned bookkeeper and statement (a group answer moves several
 * questions at once and reads as one notification: "answered 3 questions"), with a link to that client's questions.
 * Statement-level with transition tables, so a bulk answer costs one insert per bookkeeper, not one per question.
 */
create function private.notify_staff_of_amc_answers()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  insert into public.notifications (type, user_id, organization_id, metadata)
  select 'amc', b.user_id, a.organization_id,
         jsonb_build_object(
           'kind', 'amc-answered',
           'message', o.legal_name || ' answered ' || case when a.n = 1 then 'a question' else a.n || ' questions' end
             || coalesce(' about ' || a.vendor, ''),
           'questionIds', a.ids,
           'link', '/bookkeeper/client/' || a.organization_id || '/amc')
  from (
    select n.organization_id, count(*) as n, jsonb_agg(n.id) as ids,
           case when count(*) = 1 then max(n.vendor_name) end as vendor
    from new_rows n join old_rows o on o.id = n.id
    where n.status = 'responded' and o.status is distinct from 'responded' and n.deleted_at is null
    group by n.organization_id
  ) a
  join public.organizations o on o.id = a.organization_id
  join public.bookkeeper_assignments b on b.organization_id = a.organization_id;
  return null;
end $$;
revoke execute on function private.notify_staff_of_amc_answers() from public, anon, authenticated;

create trigger amc_questions_notify_staff_of_answers
  after update on public.amc_questions
  referencing new table as new_rows old table as old_rows
  for each statement execute function private.notify_staff_of_amc_answers();
