/**
 * Notifications, the rest of their story (docs/notifications.md): what each reader chose to hear, and the four types
 * nothing sent before (spec overview §9: books, customer-request, ai-autocat-onboarding-qbo-setup,
 * ai-autocat-expense-categorization).
 *
 * notification_preferences: a reader turns a type off (a row with enabled = false); no row means on. The choice is
 * honoured in one place for every sender, in SQL or in the functions: a notification of a type its reader turned
 * off is never written (private.honour_notification_preference, before insert).
 */

/** Section: preferences */
create table public.notification_preferences (
  user_id uuid not null references public.users (id) on delete cascade,
  type public.notification_type not null,
  enabled boolean not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, type)
);

alter table public.notification_preferences enable row level security;
create policy "Users read their own notification preferences" on public.notification_preferences
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users set their own notification preferences" on public.notification_preferences
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users change their own notification preferences" on public.notification_preferences
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
grant select, insert, update on public.notification_preferences to authenticated;
grant select, insert, update, delete on public.notification_preferences to service_role;

create function private.honour_notification_preference() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if exists (select 1 from public.notification_preferences p
             where p.user_id = new.user_id and p.type = new.type and not p.enabled) then
    return null;
  end if;
  return new;
end $$;
revoke execute on function private.honour_notification_preference() from public, anon, authenticated;
create trigger notifications_honour_preference before insert on public.notifications
  for each row execute function private.honour_notification_preference();

/** Section: books — the client's members hear that a month's books were sent to them */
create function private.notify_books_sent() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.books_sent_at is null or (tg_op = 'UPDATE' and old.books_sent_at is not null) then
    return null;
  end if;
  insert into public.notifications (type, user_id, organization_id, metadata)
  select 'books', m.user_id, new.organization_id,
    jsonb_build_object('kind', 'books-sent', 'month', new.month,
      'message', 'Your books for ' || to_char(new.month, 'FMMonth YYYY') || ' are ready',
      'link', '/accounting/reports')
  from public.organization_members m
  where m.organization_id = new.organization_id;
  return null;
end $$;
revoke execute on function private.notify_books_sent() from public, anon, authenticated;
create trigger books_trackings_notify_sent after insert or update of books_sent_at on public.books_trackings
  for each row execute function private.notify_books_sent();

/**
 * Section: customer-request — a new request reaches the client's bookkeepers (and the one it is assigned to), never
 * its author; a request marked completed reaches the customer it is for, unless they completed it themselves.
 */
create function private.notify_customer_request() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_org text;
  v_excerpt text;
begin
  select o.legal_name into v_org from public.organizations o where o.id = new.organization_id;
  v_excerpt := left(regexp_replace(btrim(new.request), '\s+', ' ', 'g'), 140);
  if tg_op = 'INSERT' then
    insert into public.notifications (type, user_id, organization_id, metadata)
    select distinct 'customer-request'::public.notification_type, s.user_id, new.organization_id,
      jsonb_build_object('kind', 'request-opened', 'requestId', new.id,
        'message', v_org || ' asked: ' || v_excerpt,
        'link', case when u.role in ('admin', 'owner') then '/admin/requests' else '/bookkeeper/requests' end)
    from (select b.user_id from public.bookkeeper_assignments b where b.organization_id = new.organization_id
          union select new.bookkeeper_id where new.bookkeeper_id is not null) s
    join public.users u on u.id = s.user_id
    where s.user_id is distinct from coalesce(new.requester_id, (select auth.uid()));
  elsif new.status = 'completed' and old.status is distinct from 'completed' and new.customer_id is not null
        and new.customer_id is distinct from (select auth.uid()) then
    insert into public.notifications (type, user_id, organization_id, metadata)
    values ('customer-request', new.customer_id, new.organization_id,
      jsonb_build_object('kind', 'request-completed', 'requestId', new.id,
        'message', 'Your request is done: ' || v_excerpt));
  end if;
  return null;
end $$;
revoke execute on function private.notify_customer_request() from public, anon, authenticated;
create trigger customer_requests_notify after insert or update of status on public.customer_requests
  for each row execute function private.notify_customer_request();

/**
 * Section: ai-autocat-onboarding-qbo-setup — when a client's QuickBooks connects for the first time and AI
 * categorisation runs for it, its bookkeepers are asked to set categorisation up (mode, threshold, what to read).
 */
create function private.notify_autocat_setup() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.provider <> 'quickbooks' or new.status <> 'active'
     or (tg_op = 'UPDATE' and old.status = 'active')
     or not private.autocat_enabled(new.organization_id) then
    return null;
  end if;
  insert into public.notifications (type, user_id, organization_id, metadata)
  select 'ai-autocat-onboarding-qbo-setup', b.user_id, new.organization_id,
    jsonb_build_object('kind', 'autocat-setup', 'connectionId', new.id,
      'message', o.legal_name || ' connected QuickBooks: choose how AI categorisation works for them',
      'link', '/bookkeeper/client/' || new.organization_id || '/categorisation')
  from public.bookkeeper_assignments b
  join public.organizations o on o.id = new.organization_id
  where b.organization_id = new.organization_id;
  return null;
end $$;
revoke execute on function private.notify_autocat_setup() from public, anon, authenticated;
create trigger provider_connections_notify_autocat_setup after insert or update of status on public.provider_connections
  for each row execute function private.notify_autocat_setup();

/**
 * Section: ai-autocat-expense-categorization — after a categorisation run that categorised lines, the client's
 * bookkeepers hear how many, and how many were posted, asked of the client or wait for review. Called by the run
 * (edge-functions/domains/categorisation/categorise-lines.ts), as whoever ran it.
 */
create function private.notify_categorisation_run(org_id uuid, categorised integer, posted integer, asked integer)
returns void
language plpgsql security definer set search_path = '' as $$
begin
  -- a signed-in caller tells only the staff of a client it works on (the service role, the job, has no uid)
  if (select auth.uid()) is not null and not private.is_org_staff(org_id) then
    raise exception 'Only the staff of this client can report its categorisation' using errcode = '42501';
  end if;
  if categorised <= 0 then
    return;
  end if;
  insert into public.notifications (type, user_id, organization_id, metadata)
  select 'ai-autocat-expense-categorization', b.user_id, org_id,
    jsonb_build_object('kind', 'categorisation-run', 'categorised', categorised, 'posted', posted, 'asked', asked,
      'message', o.legal_name || ': ' || categorised || case when categorised = 1 then ' line' else ' lines' end
        || ' categorised; ' || posted || ' posted, ' || asked || ' asked of the client, '
        || greatest(categorised - posted - asked, 0) || ' to review',
      'link', '/bookkeeper/client/' || org_id || '/categorisation')
  from public.bookkeeper_assignments b
  join public.organizations o on o.id = org_id
  where b.organization_id = org_id
    and b.user_id is distinct from (select auth.uid());
end $$;
revoke execute on function private.notify_categorisation_run(uuid, integer, integer, integer) from public, anon;
grant execute on function private.notify_categorisation_run(uuid, integer, integer, integer) to authenticated, service_role;
