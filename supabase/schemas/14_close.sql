/**
 * The month-end close (docs/close.md; spec accounting §3.6 variance analysis, §4 derived status and books tracker
 * state, §6 admin and owner notes drive the status, §9 books priority and due date; overview §2 /admin/tracker and
 * /bookkeeper/tracker). A bookkeeper prepares a month's variance analysis, reviewers comment in notes (each note's body
 * a Yjs document co-edited through the collab server), the analysis is sent, reviewed and submitted, and the books are
 * sent; the books tracker derives each client's state from these facts, the client's open questions and the month's
 * reconciled state (public.reconciliation_month_status).
 *
 * Who: an organization's staff (assigned bookkeepers, admins) prepare and track; its reviewers read, comment, send an
 * analysis back to the bookkeeper and submit it (bookkeepers never complete their own review). Clients see only the
 * notes shared with them. Amounts are bigint cents; an analysis keeps the lines it computed at its last refresh.
 */

/** Section: who may read the close of an organization (PL/pgSQL, planned once per session, as the access helpers of 01_tenancy.sql) */
create function private.can_read_close(org_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return private.is_org_staff(org_id) or private.is_org_reviewer(org_id);
end $$;
revoke execute on function private.can_read_close(uuid) from public;
grant execute on function private.can_read_close(uuid) to authenticated, service_role;

/** Reviewers and admins complete a review and send it back to the bookkeeper. */
create function private.can_review_close(org_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return private.is_admin() or private.is_org_reviewer(org_id);
end $$;
revoke execute on function private.can_review_close(uuid) from public;
grant execute on function private.can_review_close(uuid) to authenticated, service_role;

/**
 * Section: variance analyses
 * One per organization and month (start_date = the month's first day, end_date its last). profit_and_loss and
 * balance_sheet hold the lines of the last refresh ({lines: [...]}), unusual_transactions the grouped analysis; the
 * thresholds are the analysis' own (percentage in percent, amount in cents), copied from the organization's config.
 * Status is derived (shared/rules/variance-analysis.ts), never stored.
 */
create table public.variance_analyses (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  start_date date not null check (extract(day from start_date) = 1),
  end_date date not null,
  reviewer_id uuid references public.users (id) on delete set null,
  accounting_method public.accounting_method not null default 'accrual',
  threshold_percentage numeric(7, 1) not null check (threshold_percentage >= 0 and threshold_percentage <= 100000),
  threshold_amount_cents bigint not null check (threshold_amount_cents >= 0 and threshold_amount_cents <= 9999999999999),
  profit_and_loss jsonb not null default '{"lines": []}'::jsonb check (jsonb_typeof(profit_and_loss) = 'object'),
  balance_sheet jsonb not null default '{"lines": []}'::jsonb check (jsonb_typeof(balance_sheet) = 'object'),
  unusual_transactions jsonb not null default '[]'::jsonb check (jsonb_typeof(unusual_transactions) = 'array'),
  submitted_at timestamptz,
  last_refreshed_at timestamptz,
  last_sent_at timestamptz,
  last_sent_to_bookkeeper timestamptz,
  created_by uuid references public.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, start_date),
  check (end_date = (start_date + interval '1 month' - interval '1 day')::date)
);
create index variance_analyses_reviewer_id_idx on public.variance_analyses (reviewer_id);
create index variance_analyses_created_by_idx on public.variance_analyses (created_by);

/**
 * What RLS cannot say: a reviewer who is not the organization's staff changes only the review columns; only
 * reviewers and admins submit (complete) an analysis or send it back; the reviewer must review the organization.
 */
create function private.variance_analyses_guard() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.updated_at := now();
  if (select auth.uid()) is null then return new; end if; -- seeds, jobs
  if new.reviewer_id is not null and new.reviewer_id is distinct from (case when tg_op = 'UPDATE' then old.reviewer_id end)
     and not exists (select 1 from public.reviewer_assignments r where r.organization_id = new.organization_id and r.user_id = new.reviewer_id)
     and not exists (select 1 from public.users u where u.id = new.reviewer_id and u.role in ('admin', 'owner')) then
    raise exception 'The reviewer must review this organization' using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' then
    if (new.submitted_at, new.last_sent_to_bookkeeper) is distinct from (old.submitted_at, old.last_sent_to_bookkeeper)
       and not private.can_review_close(new.organization_id) then
      raise exception 'Only a reviewer or an admin completes a review or sends it back' using errcode = '42501';
    end if;
    if not private.is_org_staff(new.organization_id)
       and (new.organization_id, new.start_date, new.reviewer_id, new.accounting_method, new.threshold_percentage,
            new.threshold_amount_cents, new.profit_and_loss, new.balance_sheet, new.unusual_transactions,
            new.last_refreshed_at, new.last_sent_at, new.created_by)
          is distinct from
           (old.organization_id, old.start_date, old.reviewer_id, old.accounting_method, old.threshold_percentage,
            old.threshold_amount_cents, old.profit_and_loss, old.balance_sheet, old.unusual_transactions,
            old.last_refreshed_at, old.last_sent_at, old.created_by) then
      raise exception 'Reviewers change only the review of an analysis' using errcode = '42501';
    end if;
  end if;
  return new;
end $$;
revoke execute on function private.variance_analyses_guard() from public, authenticated;
create trigger variance_analyses_guard before insert or update on public.variance_analyses
  for each row execute function private.variance_analyses_guard();

/**
 * Section: notes
 * A note on one line of an analysis (path: the line's key, path_v2: its label trail, path_v3: its account id), or a
 * reply (answer_to). type 'internal' stays with the firm; 'client' is shared with the client's members. The body is a
 * Yjs document (collab_document_id) co-edited live; content is its plain text as last saved by an editor, for lists.
 * author_role is the author's role when they wrote it: admin and owner notes drive the derived status (spec §6).
 */
create table public.variance_notes (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  variance_analysis_id uuid not null references public.variance_analyses (id) on delete cascade,
  type text not null default 'internal' check (type in ('internal', 'client')),
  path text not null check (length(path) between 1 and 1000),
  path_v2 text check (length(path_v2) <= 2000),
  path_v3 text check (length(path_v3) <= 100),
  answer_to uuid references public.variance_notes (id) on delete cascade,
  content text not null default '' check (length(content) <= 20000),
  collab_document_id text not null unique references public.collab_documents (id) on delete restrict,
  user_id uuid references public.users (id) on delete set null default auth.uid(),
  author_role public.user_role,
  resolved_at timestamptz,
  resolved_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index variance_notes_analysis_idx on public.variance_notes (variance_analysis_id, created_at);
create index variance_notes_organization_id_idx on public.variance_notes (organization_id, type);
create index variance_notes_answer_to_idx on public.variance_notes (answer_to);
create index variance_notes_user_id_idx on public.variance_notes (user_id);
create index variance_notes_resolved_by_idx on public.variance_notes (resolved_by);

/** The author and their role are the caller's; a reply stays on its note's analysis and type; the document is the note's. */
create function private.variance_notes_guard() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_parent public.variance_notes;
begin
  new.updated_at := now();
  if tg_op = 'INSERT' then
    if (select auth.uid()) is not null then new.user_id := (select auth.uid()); end if;
    new.author_role := (select u.role from public.users u where u.id = new.user_id);
    if not exists (select 1 from public.variance_analyses a where a.id = new.variance_analysis_id
                   and a.organization_id = new.organization_id) then
      raise exception 'The note must belong to the analysis'' organization' using errcode = '23514';
    end if;
    if not exists (select 1 from public.collab_documents d where d.id = new.collab_document_id
                   and d.organization_id = new.organization_id and d.kind = 'variance_note') then
      raise exception 'The note''s document must be a variance note of its organization' using errcode = '23514';
    end if;
    if new.answer_to is not null then
      select * into v_parent from public.variance_notes p where p.id = new.answer_to;
      if v_parent.variance_analysis_id is distinct from new.variance_analysis_id then
        raise exception 'A reply must answer a note of the same analysis' using errcode = '23514';
      end if;
      new.path := v_parent.path; new.path_v2 := v_parent.path_v2; new.path_v3 := v_parent.path_v3; new.type := v_parent.type;
    end if;
  elsif (new.organization_id, new.variance_analysis_id, new.user_id, new.author_role, new.answer_to, new.collab_document_id,
         new.created_at) is distinct from
        (old.organization_id, old.variance_analysis_id, old.user_id, old.author_role, old.answer_to, old.collab_document_id,
         old.created_at) then
    raise exception 'A note keeps its analysis, author and document' using errcode = '42501';
  end if;
  -- a reply is its author's words (the firm's own notes on a line are co-edited by its staff and reviewers); someone
  -- who does not work on the close (a client) changes nothing but the words of their own reply
  if tg_op = 'UPDATE' and (select auth.uid()) is not null then
    if new.content is distinct from old.content and old.answer_to is not null and old.user_id is distinct from (select auth.uid()) then
      raise exception 'Only the person who wrote a reply can change it' using errcode = '42501';
    end if;
    if (new.type, new.path, new.path_v2, new.path_v3, new.resolved_at, new.resolved_by)
       is distinct from (old.type, old.path, old.path_v2, old.path_v3, old.resolved_at, old.resolved_by)
       and not private.can_read_close(old.organization_id) then
      raise exception 'You can change only the words of your own reply' using errcode = '42501';
    end if;
  end if;
  return new;
end $$;
revoke execute on function private.variance_notes_guard() from public, authenticated;
create trigger variance_notes_guard before insert or update on public.variance_notes
  for each row execute function private.variance_notes_guard();

/**
 * Section: books tracking (month-end tracking)
 * One row per organization and month (the first day) once someone acts on it: books sent, a manual state override
 * with who and why, and the tracker's own business days (overriding the priority's). Rows are created on first use;
 * a client without one is tracked from its live facts alone.
 */
create table public.books_trackings (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  month date not null check (extract(day from month) = 1),
  state_override text check (state_override in ('in_progress', 'amc-os', 'statements-reconciliation-os',
    'ready-for-review', 'reviewed-pending-amc', 'reviewed-with-comments', 'ready-for-final-review', 'final-review')),
  override_reason text check (length(btrim(override_reason)) between 1 and 1000),
  override_by uuid references public.users (id) on delete set null,
  override_at timestamptz,
  business_days integer check (business_days between 0 and 30),
  books_sent_at timestamptz,
  books_sent_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, month),
  check ((state_override is null) = (override_reason is null) and (state_override is null) = (override_at is null)),
  check ((books_sent_at is null) = (books_sent_by is null))
);
create index books_trackings_month_idx on public.books_trackings (month);
create index books_trackings_override_by_idx on public.books_trackings (override_by);
create index books_trackings_books_sent_by_idx on public.books_trackings (books_sent_by);

create function private.books_trackings_touch() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end $$;
create trigger books_trackings_touch before update on public.books_trackings
  for each row execute function private.books_trackings_touch();

/** Section: who reads and writes what */
alter table public.variance_analyses enable row level security;
create policy "Staff and reviewers of an organization read its variance analyses" on public.variance_analyses
  for select to authenticated using ((select private.can_read_close(organization_id)));
create policy "Staff of an organization prepare its variance analyses" on public.variance_analyses
  for insert to authenticated with check ((select private.is_org_staff(organization_id)));
create policy "Staff and reviewers of an organization work on its variance analyses" on public.variance_analyses
  for update to authenticated using ((select private.can_read_close(organization_id)))
  with check ((select private.can_read_close(organization_id)));
create policy "Staff of an organization discard analyses not submitted" on public.variance_analyses
  for delete to authenticated using ((select private.is_org_staff(organization_id)) and submitted_at is null);
select private.require_second_factor('public.variance_analyses');

alter table public.variance_notes enable row level security;
create policy "Staff and reviewers of an organization read its variance notes" on public.variance_notes
  for select to authenticated using ((select private.can_read_close(organization_id)));
create policy "Members of an organization read the variance notes shared with them" on public.variance_notes
  for select to authenticated using (type = 'client' and (select private.is_org_member(organization_id)));
create policy "Staff and reviewers of an organization write variance notes" on public.variance_notes
  for insert to authenticated with check ((select private.can_read_close(organization_id)) and user_id = (select auth.uid()));
create policy "Staff and reviewers of an organization resolve and edit variance notes" on public.variance_notes
  for update to authenticated using ((select private.can_read_close(organization_id)))
  with check ((select private.can_read_close(organization_id)));
create policy "Authors and staff delete variance notes" on public.variance_notes
  for delete to authenticated using ((select private.can_read_close(organization_id))
    and (user_id = (select auth.uid()) or (select private.is_org_staff(organization_id))));
select private.require_second_factor('public.variance_notes');

alter table public.books_trackings enable row level security;
create policy "Staff and reviewers of an organization read its books tracking" on public.books_trackings
  for select to authenticated using ((select private.can_read_close(organization_id)));
create policy "Staff of an organization track its books" on public.books_trackings
  for insert to authenticated with check ((select private.is_org_staff(organization_id)));
create policy "Staff of an organization send its books and override its state" on public.books_trackings
  for update to authenticated using ((select private.is_org_staff(organization_id)))
  with check ((select private.is_org_staff(organization_id)));
select private.require_second_factor('public.books_trackings');
-- a month's record is history: it is changed, never removed
revoke delete, truncate on public.books_trackings from anon, authenticated;

/**
 * Section: the notes' documents
 * A variance note's Yjs document opens only for those who may read the note (the collab server selects the document
 * as the connecting user, so this restrictive policy is its per-document check): internal notes never open for a
 * client. Only staff and reviewers create variance-note documents.
 */
create policy "Variance note documents open only with their note" on public.collab_documents
  as restrictive for select to authenticated
  using (kind <> 'variance_note' or exists (select 1 from public.variance_notes n where n.collab_document_id = collab_documents.id));

/**
 * A new note's body is its first text: the API writes it as the document's first Yjs update, so whoever opens the note
 * first finds the text (no editor seeds it twice). Only the document's creator, and only before it has any update.
 */
create function private.seed_collab_document(p_document_id text, p_update bytea) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if not exists (select 1 from public.collab_documents d where d.id = p_document_id and d.created_by = (select auth.uid())) then
    raise exception 'Only the creator of a document writes its first text' using errcode = '42501';
  end if;
  if exists (select 1 from public.collab_document_updates u where u.document_id = p_document_id) then
    raise exception 'This document has its text already' using errcode = '23505';
  end if;
  insert into public.collab_document_updates (document_id, update) values (p_document_id, p_update);
end $$;
revoke execute on function private.seed_collab_document(text, bytea) from public, anon;
grant execute on function private.seed_collab_document(text, bytea) to authenticated;

-- a note's document goes with it (the collab server's rows cascade from the document)
create function private.variance_notes_drop_document() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.collab_documents d using old_rows o where d.id = o.collab_document_id;
  return null;
end $$;
revoke execute on function private.variance_notes_drop_document() from public, authenticated;
create trigger variance_notes_drop_document after delete on public.variance_notes
  referencing old table as old_rows for each statement execute function private.variance_notes_drop_document();

/** Section: audit (the refreshed lines are the ledger's record, and a note's typed text its document's) */
create trigger write_audit_log after insert or update or delete on public.variance_analyses
  for each row execute function private.write_audit_log('profit_and_loss', 'balance_sheet', 'unusual_transactions',
    'last_refreshed_at', 'updated_at');
create trigger write_audit_log after insert or update or delete on public.variance_notes
  for each row execute function private.write_audit_log('content', 'updated_at');
create trigger write_audit_log after insert or update or delete on public.books_trackings
  for each row execute function private.write_audit_log();

/**
 * Section: live updates
 * `close_changed` {organizationId, table} once per statement and organization on the organization's topic; staff hear
 * it on their one `staff` topic (every open tracker and analysis refetches through RLS). Questions answered by a
 * client already say `amc_question_changed`, reconciliations `reconciliation_changed`.
 */
create trigger variance_analyses_broadcast_insert after insert on public.variance_analyses
  referencing new table as changed for each statement execute function private.broadcast_org_change('close_changed');
create trigger variance_analyses_broadcast_update after update on public.variance_analyses
  referencing new table as changed for each statement execute function private.broadcast_org_change('close_changed');
create trigger variance_analyses_broadcast_delete after delete on public.variance_analyses
  referencing old table as changed for each statement execute function private.broadcast_org_change('close_changed');
create trigger variance_notes_broadcast_insert after insert on public.variance_notes
  referencing new table as changed for each statement execute function private.broadcast_org_change('close_changed');
create trigger variance_notes_broadcast_update after update on public.variance_notes
  referencing new table as changed for each statement execute function private.broadcast_org_change('close_changed');
create trigger variance_notes_broadcast_delete after delete on public.variance_notes
  referencing old table as changed for each statement execute function private.broadcast_org_change('close_changed');
create trigger books_trackings_broadcast_insert after insert on public.books_trackings
  referencing new table as changed for each statement execute function private.broadcast_org_change('close_changed');
create trigger books_trackings_broadcast_update after update on public.books_trackings
  referencing new table as changed for each statement execute function private.broadcast_org_change('close_changed');
create trigger books_trackings_broadcast_delete after delete on public.books_trackings
  referencing old table as changed for each statement execute function private.broadcast_org_change('close_changed');

/**
 * Section: notifications (type variance-analysis)
 * A new note tells the analysis' reviewer and the organization's bookkeepers (not its author); sending an analysis
 * tells its reviewer; sending it back tells the bookkeepers; submitting it tells the bookkeepers.
 *
 * The client hears of the notes its firm shares (docs/close.md): a note of type 'client' written by the firm, or the
 * firm's reply in a shared thread, notifies the organization's members (type variance-analysis, linking to their
 * Month-end notes), never its author.
 */
create function private.notify_variance_note() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.notifications (type, user_id, organization_id, metadata)
  select distinct 'variance-analysis'::public.notification_type, r.user_id, n.organization_id,
    jsonb_build_object('kind', 'variance-note', 'analysisId', n.variance_analysis_id, 'noteId', n.id,
      'message', coalesce(nullif(btrim(au.first_name || ' ' || au.last_name), ''), 'Someone')
        || case when n.answer_to is null then ' wrote a note on '
                when n.author_role = 'user' then ' (client) replied to a shared note on '
                else ' replied to a note on ' end
        || o.legal_name || '''s variance analysis for ' || to_char(a.start_date, 'FMMonth YYYY'),
      'link', case when ru.role in ('admin', 'owner') then '/admin' else '/bookkeeper' end || '/client/' || n.organization_id || '/variance')
  from new_rows n
  join public.variance_analyses a on a.id = n.variance_analysis_id
  join public.organizations o on o.id = n.organization_id
  left join public.users au on au.id = n.user_id
  cross join lateral (
    select b.user_id from public.bookkeeper_assignments b where b.organization_id = n.organization_id
    union select a.reviewer_id where a.reviewer_id is not null
    union select a.created_by where a.created_by is not null) r
  join public.users ru on ru.id = r.user_id
  where r.user_id is distinct from n.user_id
    -- a preparer no longer on the client's staff is told nothing (they no longer see the analysis)
    and (ru.role in ('admin', 'owner') or exists (select 1 from public.bookkeeper_assignments b
         where b.organization_id = n.organization_id and b.user_id = r.user_id)
         or r.user_id = a.reviewer_id);
  -- the client's members hear of what the firm shares with them (a shared note or the firm's reply), never the author
  insert into public.notifications (type, user_id, organization_id, metadata)
  select distinct 'variance-analysis'::public.notification_type, m.user_id, n.organization_id,
    jsonb_build_object('kind', 'variance-note-shared', 'analysisId', n.variance_analysis_id, 'noteId', n.id,
      'message', coalesce(nullif(btrim(au.first_name || ' ' || au.last_name), ''), 'Your bookkeeping team')
        || case when n.answer_to is null then ' shared a note on ' else ' replied to a month-end note on ' end
        || coalesce(n.path_v2, 'your books') || ' for ' || to_char(a.start_date, 'FMMonth YYYY'),
      'link', '/accounting/month-end-notes')
  from new_rows n
  join public.variance_analyses a on a.id = n.variance_analysis_id
  left join public.users au on au.id = n.user_id
  join public.organization_members m on m.organization_id = n.organization_id
  where n.type = 'client' and n.author_role is distinct from 'user' and m.user_id is distinct from n.user_id;
  return null;
end $$;
revoke execute on function private.notify_variance_note() from public, authenticated;
create trigger variance_notes_notify after insert on public.variance_notes
  referencing new table as new_rows for each statement execute function private.notify_variance_note();

create function private.notify_variance_review() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.notifications (type, user_id, organization_id, metadata)
  select 'variance-analysis', r.user_id, n.organization_id,
    jsonb_build_object('kind', e.kind, 'analysisId', n.id, 'message', o.legal_name || '''s variance analysis for '
      || to_char(n.start_date, 'FMMonth YYYY') || ' ' || e.said,
      'link', case when ru.role in ('admin', 'owner') then '/admin' else '/bookkeeper' end || '/client/' || n.organization_id || '/variance')
  from new_rows n
  join old_rows p on p.id = n.id
  join public.organizations o on o.id = n.organization_id
  cross join lateral (values
    ('variance-sent', 'is ready for review', n.last_sent_at is distinct from p.last_sent_at and n.last_sent_at is not null),
    ('variance-sent-back', 'was sent back to you', n.last_sent_to_bookkeeper is distinct from p.last_sent_to_bookkeeper
       and n.last_sent_to_bookkeeper is not null),
    ('variance-submitted', 'is completed', n.submitted_at is not null and p.submitted_at is null)) e(kind, said, happened)
  cross join lateral (
    select n.reviewer_id as user_id where e.kind = 'variance-sent' and n.reviewer_id is not null
    union select b.user_id from public.bookkeeper_assignments b
      where e.kind <> 'variance-sent' and b.organization_id = n.organization_id) r
  join public.users ru on ru.id = r.user_id
  where e.happened and r.user_id is distinct from (select auth.uid());
  return null;
end $$;
revoke execute on function private.notify_variance_review() from public, authenticated;
create trigger variance_analyses_notify after update on public.variance_analyses
  referencing new table as new_rows old table as old_rows for each statement execute function private.notify_variance_review();

/**
 * The books tracker's facts in one definer read (docs/close.md). Read through RLS, every table's policy asked its
 * helper once per row: for 2,000 clients some ten thousand helper calls, most of the 260 ms the tracker took. This
 * function decides the caller's clients once — the organizations whose close they may read (private.can_read_close:
 * admins and owners all, bookkeepers and reviewers their assigned ones), and nothing without the second factor the
 * tables' restrictive policy asks for — and reads each table filtered by that set. The columns are the API's.
 * The derived state is not computed here: the ten rules are shared/rules/books-tracker.ts, one owner.
 */
create function public.books_tracker_facts(p_month date)
returns table ("organizationId" uuid, "organizationName" text, priority integer, pending integer, unanswered integer,
  "analysisId" uuid, "submittedAt" timestamptz, "lastSentAt" timestamptz, "newestAdminNoteAt" timestamptz, reconciled boolean,
  "booksSentAt" timestamptz, "stateOverride" text, "overrideReason" text, "overrideBy" text, "overrideAt" timestamptz,
  "businessDays" integer, bookkeepers json, "catchUp" boolean, "catchUpDeadline" text)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_month date := date_trunc('month', p_month)::date;
  v_orgs uuid[];
begin
  if (select auth.uid()) is null or not private.meets_second_factor() then return; end if;
  -- Whether the caller may read a client's close is private.can_read_close's to say, as it is for the tables'
  -- policies. The candidates (every organization for an admin, else the caller's assignments) only spare it the
  -- organizations that could never pass. An admin passes it for every organization (it starts with is_org_staff,
  -- which starts with is_admin), and asking it for each of 2,000 clients doubled the time of this statement's
  -- choice of clients (measured side by side, 2,000 organizations), so an admin is asked once.
  select array_agg(c.id) into v_orgs from (
    select o.id from public.organizations o where o.deleted_at is null and (select private.is_admin())
    union select b.organization_id from public.bookkeeper_assignments b where b.user_id = (select auth.uid())
    union select r.organization_id from public.reviewer_assignments r where r.user_id = (select auth.uid())
  ) c where (select private.is_admin()) or private.can_read_close(c.id);
  return query
    with orgs as (
      select o.id, o.legal_name, o.books_priority, o.config, o.catch_up_data from public.organizations o
      where o.id = any (v_orgs) and o.deleted_at is null
    ),
    q as (
      select a.organization_id, count(*) filter (where a.status = 'pending')::int as pending,
             count(*) filter (where a.status = 'not_responded')::int as unanswered
      from public.amc_questions a
      where a.organization_id = any (v_orgs) and a.deleted_at is null and a.status in ('pending', 'not_responded')
      group by a.organization_id
    ),
    va as (
      select a.organization_id, a.id, a.submitted_at, a.last_sent_at, n.newest
      from public.variance_analyses a
      left join lateral (select max(n.created_at) as newest from public.variance_notes n
        where n.variance_analysis_id = a.id and n.author_role in ('admin', 'owner')) n on true
      where a.start_date = v_month and a.organization_id = any (v_orgs)
    ),
    -- the month's reconciled state from its one owner (read here as the definer: the set above decides)
    rec as (select m.organization_id, m.reconciled from public.reconciliation_month_status(v_month) m),
    bk as (
      select b.organization_id, json_agg(json_build_object('id', u.id,
               'name', coalesce(nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.email), 'isPrimary', b.is_primary)
               order by b.is_primary desc, u.first_name) as bookkeepers
      from public.bookkeeper_assignments b join public.users u on u.id = b.user_id
      where b.organization_id = any (v_orgs)
      group by b.organization_id
    )
    select o.id, o.legal_name, o.books_priority::int, coalesce(q.pending, 0), coalesce(q.unanswered, 0),
      va.id, va.submitted_at, va.last_sent_at, va.newest,
      coalesce(rec.reconciled, false),
      t.books_sent_at, t.state_override, t.override_reason, nullif(btrim(ou.first_name || ' ' || ou.last_name), ''),
      t.override_at, t.business_days, bk.bookkeepers,
      -- config.catchUp (overview §3): the client's books are being caught up, due by catchUpData.catchUpDeadline
      coalesce(o.config -> 'catchUp' = 'true'::jsonb, false), nullif(btrim(o.catch_up_data ->> 'catchUpDeadline'), '')
    from orgs o
    left join q on q.organization_id = o.id
    left join va on va.organization_id = o.id
    left join rec on rec.organization_id = o.id
    left join public.books_trackings t on t.organization_id = o.id and t.month = v_month
    left join public.users ou on ou.id = t.override_by
    left join bk on bk.organization_id = o.id
    order by o.legal_name, o.id;
end $$;
revoke execute on function public.books_tracker_facts(date) from public, anon;
grant execute on function public.books_tracker_facts(date) to authenticated, service_role;

/**
 * The notes a firm shares with its client (docs/close.md; spec accounting §3.6 note, §6): a client's members read the
 * variance notes of type 'client' of their organization, with the month of the analysis and the author's name and
 * role, and answer them. A client's answer is a reply (answer_to) of type 'client' to a shared note of their own
 * organization — never an internal note, never a note of its own on a line. It notifies the analysis' preparer,
 * bookkeepers and reviewer (type variance-analysis) and, its author being a client (role 'user'), takes no part in
 * the derived status: only admin and owner notes drive it.
 */

/** Section: who may answer a note (PL/pgSQL, planned once per session, as the access helpers of 01_tenancy.sql) */
create function private.is_shared_variance_note(note_id uuid, org_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (select 1 from public.variance_notes n
                 where n.id = note_id and n.organization_id = org_id and n.type = 'client');
end $$;
revoke execute on function private.is_shared_variance_note(uuid, uuid) from public;
grant execute on function private.is_shared_variance_note(uuid, uuid) to authenticated, service_role;

/**
 * Section: replies from the client
 * The guard (private.variance_notes_guard) runs first and gives a reply its note's line and type, so a reply to an
 * internal note arrives here as internal and is refused.
 */
create policy "Members of an organization reply to the variance notes shared with them" on public.variance_notes
  for insert to authenticated
  with check (type = 'client' and answer_to is not null and user_id = (select auth.uid())
    and (select private.is_org_member(organization_id)) and private.is_shared_variance_note(answer_to, organization_id));
create policy "Members of an organization edit their own replies to shared notes" on public.variance_notes
  for update to authenticated
  using (type = 'client' and answer_to is not null and user_id = (select auth.uid())
    and (select private.is_org_member(organization_id)))
  with check (type = 'client' and answer_to is not null and user_id = (select auth.uid())
    and (select private.is_org_member(organization_id)));
create policy "Variance note documents are created by staff, reviewers and members replying" on public.collab_documents
  as restrictive for insert to authenticated
  with check (kind <> 'variance_note' or (select private.can_read_close(organization_id))
    or (select private.is_org_member(organization_id)));

/**
 * Section: the client's read
 * The shared notes of an organization with the month of their analysis and their authors' names and roles, for its
 * members. Clients read neither the analyses nor the staff's user rows, so this definer read checks membership (and
 * the second factor the tables' restrictive policies ask for) once and returns shared notes only. Staff and reviewers
 * of the organization may read it too (what their client sees).
 */
create function public.shared_variance_notes(p_organization_id uuid)
returns table (id uuid, "createdAt" timestamptz, "varianceAnalysisId" uuid, month text, path text, "pathV2" text,
  "pathV3" text, "resolvedAt" timestamptz, content text, "userId" uuid, "answerTo" uuid, "collabDocumentId" text,
  "firstName" text, "lastName" text, role text, "editedAt" timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  if (select auth.uid()) is null or not private.meets_second_factor()
     or not (private.is_org_member(p_organization_id) or private.can_read_close(p_organization_id)) then
    return;
  end if;
  return query
    select n.id, n.created_at, n.variance_analysis_id, a.start_date::text, n.path, n.path_v2, n.path_v3, n.resolved_at,
      n.content, n.user_id, n.answer_to, n.collab_document_id, u.first_name, u.last_name, n.author_role::text,
      (select max(r.edited_at) from public.edit_revisions r where r.subject = 'variance_note' and r.subject_id = n.id)
    from public.variance_notes n
    join public.variance_analyses a on a.id = n.variance_analysis_id
    left join public.users u on u.id = n.user_id
    where n.organization_id = p_organization_id and n.type = 'client'
    order by a.start_date desc, n.created_at, n.id;
end $$;
revoke execute on function public.shared_variance_notes(uuid) from public, anon;
grant execute on function public.shared_variance_notes(uuid) to authenticated;
revoke execute on function private.notify_variance_note() from public, authenticated;

revoke execute on function private.notify_variance_note() from public, authenticated;

/**
 * A variance note shared with the client is the firm's text (docs/close.md, docs/collab.md): the client's members open
 * its live document to read it, but never change it — they answer with a reply. The collaboration server asks, as the
 * person, whether they may write the document they open; a reader's changes are dropped. A note on a line is written
 * by those who read the close (staff and reviewers); a reply only by its author, whoever they are (a client's words
 * stay the client's); other documents by whoever may open them.
 */
create function private.can_write_collab_document(p_document_id text) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  v_kind text;
  v_org uuid;
begin
  select d.kind, d.organization_id into v_kind, v_org from public.collab_documents d where d.id = p_document_id;
  if v_org is null then return false; end if;
  -- a note on a line is co-edited by those who work on the close; a reply is written by its author alone
  if v_kind = 'variance_note' then
    return exists (select 1 from public.variance_notes n where n.collab_document_id = p_document_id
      and case when n.answer_to is null then private.can_read_close(v_org) else n.user_id = (select auth.uid()) end);
  end if;
  return private.has_org_access(v_org);
end $$;
revoke execute on function private.can_write_collab_document(text) from public;
grant execute on function private.can_write_collab_document(text) to authenticated, service_role;

/**
 * Section: an analysis follows its books. When entries of the built-in ledger are written or changed for dates an
 * analysis compares (its month and the month before), a `close.refresh-analysis` job computes that analysis again
 * (keyed per analysis, so a burst of entries queues one), so nobody reads October's Sales as 130,000 after the books
 * say 132,000. A submitted analysis is a record of what was reviewed and stays as it was. (A QuickBooks organization's
 * analysis is refreshed when its stored copies are synced: docs/close.md.)
 */
create function private.refresh_analyses_for_entries() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v record;
begin
  for v in
    select distinct a.id, a.organization_id
    from (select distinct organization_id, txn_date from new_rows) n
    join public.variance_analyses a on a.organization_id = n.organization_id
      and n.txn_date between (a.start_date - interval '1 month')::date and a.end_date
    where a.submitted_at is null
  loop
    perform private.enqueue_job('close.refresh-analysis',
      jsonb_build_object('organizationId', v.organization_id, 'analysisId', v.id),
      'close.refresh-analysis:' || v.id, v.organization_id, null,
      '{"description": "the books changed for the months this analysis compares"}'::jsonb);
  end loop;
  return null;
end $$;
revoke execute on function private.refresh_analyses_for_entries() from public, anon, authenticated;
create trigger ledger_transactions_refresh_analyses_inserted after insert on public.ledger_transactions
  referencing new table as new_rows for each statement execute function private.refresh_analyses_for_entries();
create trigger ledger_transactions_refresh_analyses_updated after update on public.ledger_transactions
  referencing new table as new_rows for each statement execute function private.refresh_analyses_for_entries();
