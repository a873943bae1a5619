/**
 * Client onboarding (docs/onboarding.md, spec overview-access-onboarding.md §2–§5, §9): where each organization's
 * client is in the newer fourteen-step flow, and the older general and R&D forms submitted for staff review.
 *
 * The answers themselves live on the organization (additional_data, accounting_services, terms_accepted,
 * onboarding_draft, config), as the spec's Organization says; this file adds what the organization row cannot
 * hold: the client's place in the flow with a version for the draft (two windows never silently erase each other's
 * typing), and the submissions staff approve. Completion of each step is not stored: shared/rules/onboarding-flow.ts
 * computes it from the facts, for the screens, the API and the clients list alike.
 */

/** Section: the client's place in the flow */

/**
 * One row per organization once its client opens the flow. `last_step` is where they were (they resume there);
 * `reached_step` the furthest they have been (the completion rules' "the user is already on a later step": going back
 * to revisit a step does not undo it). `version` counts draft writes; `field_versions` records, per draft field
 * ("flow.ein"), the version that last wrote it, so a write based on an older version is refused only for the fields
 * someone else changed since (a conflict the client resolves), and merged for the rest.
 */
create table public.onboarding_progress (
  organization_id uuid primary key references public.organizations (id) on delete cascade,
  last_step text not null default 'name',
  reached_step text not null default 'name',
  version integer not null default 0 check (version >= 0),
  field_versions jsonb not null default '{}'::jsonb check (jsonb_typeof(field_versions) = 'object'),
  started_by uuid references public.users (id) on delete set null,
  last_activity_at timestamptz not null default now(),
  last_activity_by uuid references public.users (id) on delete set null,
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint onboarding_progress_steps check (
    last_step in ('name', 'services', 'organization-type', 'business-information', 'business-profile', 'tax-information',
      'terms-authorization', 'officers-control', 'document-upload', 'confirm', 'book-call', 'quickbooks',
      'financial-tools', 'permissions')
    and reached_step in ('name', 'services', 'organization-type', 'business-information', 'business-profile',
      'tax-information', 'terms-authorization', 'officers-control', 'document-upload', 'confirm', 'book-call',
      'quickbooks', 'financial-tools', 'permissions'))
);
create index onboarding_progress_started_by_idx on public.onboarding_progress (started_by);
create index onboarding_progress_last_activity_by_idx on public.onboarding_progress (last_activity_by);

alter table public.onboarding_progress enable row level security;
create policy "People with access to an organization read its onboarding progress" on public.onboarding_progress
  for select to authenticated using ((select private.has_org_access(organization_id)));
create policy "Members and staff start an organization's onboarding" on public.onboarding_progress
  for insert to authenticated with check ((select private.can_edit_org(organization_id)));
create policy "Members and staff move an organization's onboarding along" on public.onboarding_progress
  for update to authenticated
  using ((select private.can_edit_org(organization_id))) with check ((select private.can_edit_org(organization_id)));
create policy "Admins remove an organization's onboarding progress" on public.onboarding_progress
  for delete to authenticated using ((select private.is_admin()));
select private.require_second_factor('public.onboarding_progress');

create function private.touch_onboarding_progress() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end $$;
create trigger touch_onboarding_progress before update on public.onboarding_progress
  for each row execute function private.touch_onboarding_progress();

/** Section: form submissions (the older general and R&D forms) */

/** Whether every value of a submission's amendments is a string, a boolean or a number (spec §3 Form submission). */
create function private.amendments_are_typed(a jsonb) returns boolean
language plpgsql immutable set search_path = '' as $$
begin
  return jsonb_typeof(a) = 'object'
    and not exists (select 1 from jsonb_each(a) e where jsonb_typeof(e.value) not in ('string', 'boolean', 'number'));
end $$;
revoke execute on function private.amendments_are_typed(jsonb) from public;
grant execute on function private.amendments_are_typed(jsonb) to authenticated, service_role;

/**
 * A client submits a form (formSlug general or rnd) with its answers as typed amendments; the first of a slug is the
 * `initial` submission, later ones `amendment`s. Each waits InReview until a bookkeeper or admin of the organization
 * approves it (§4 onboarding submitted statuses); an approved submission is final (an amendment is a new row).
 */
create table public.onboarding_form_submissions (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  form_slug text not null check (form_slug in ('general', 'rnd')),
  type text not null default 'initial' check (type in ('initial', 'amendment')),
  amendments jsonb not null check (private.amendments_are_typed(amendments)),
  status text not null default 'InReview' check (status in ('InReview', 'Approved')),
  submitted_by uuid references public.users (id) on delete set null,
  submitted_at timestamptz not null default now(),
  reviewed_by uuid references public.users (id) on delete set null,
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((status = 'Approved') = (reviewed_at is not null))
);
create index onboarding_form_submissions_org_idx on public.onboarding_form_submissions (organization_id, form_slug, submitted_at desc);
create index onboarding_form_submissions_submitted_by_idx on public.onboarding_form_submissions (submitted_by);
create index onboarding_form_submissions_reviewed_by_idx on public.onboarding_form_submissions (reviewed_by);

alter table public.onboarding_form_submissions enable row level security;
create policy "People with access to an organization read its form submissions" on public.onboarding_form_submissions
  for select to authenticated using ((select private.has_org_access(organization_id)));
create policy "Client members submit their organization's forms as themselves" on public.onboarding_form_submissions
  for insert to authenticated
  with check ((select private.is_org_member(organization_id)) and submitted_by = (select auth.uid()) and status = 'InReview');
create policy "The organization's bookkeepers and admins review its form submissions" on public.onboarding_form_submissions
  for update to authenticated
  using ((select private.is_org_staff(organization_id))) with check ((select private.is_org_staff(organization_id)));
create policy "Admins remove form submissions" on public.onboarding_form_submissions
  for delete to authenticated using ((select private.is_admin()));
select private.require_second_factor('public.onboarding_form_submissions');

/** A review only approves: the answers, the form and who submitted stay as submitted; the reviewer is the caller. */
create function private.guard_onboarding_form_submission() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  if (new.organization_id, new.form_slug, new.type, new.amendments, new.submitted_by, new.submitted_at)
     is distinct from (old.organization_id, old.form_slug, old.type, old.amendments, old.submitted_by, old.submitted_at) then
    raise exception 'A submitted form cannot be changed: submit an amendment instead' using errcode = '42501';
  end if;
  if old.status = 'Approved' and new.status <> 'Approved' then
    raise exception 'An approved submission stays approved' using errcode = 'P0001';
  end if;
  if new.status = 'Approved' and old.status = 'InReview' and (select auth.uid()) is not null then
    new.reviewed_by := (select auth.uid());
  end if;
  return new;
end $$;
create trigger guard_onboarding_form_submission before update on public.onboarding_form_submissions
  for each row execute function private.guard_onboarding_form_submission();

/**
 * Notifications of type onboarding-form (§9): a submission tells the organization's bookkeepers (and, when none is
 * assigned, the firm's admins); an approval tells the client who submitted. Written here because a client may not
 * notify staff directly (notifications are sent by staff, RLS).
 *
 * The onboarding-form notifications say what happened and where to look: the notifications menu
 * shows metadata.message and opens metadata.link. A submission tells its bookkeepers "<client> submitted the General
 * information form" with a link to the client page (the admins' for admins); an approval tells the client theirs was
 * approved, with a link to the form. Same recipients and metadata keys as before.
 */
create function private.notify_onboarding_form() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_name text := (select legal_name from public.organizations where id = new.organization_id);
  v_form text := case new.form_slug when 'general' then 'General information' else 'R&D tax credits' end;
  v_meta jsonb := jsonb_build_object('submissionId', new.id, 'formSlug', new.form_slug, 'status', new.status,
    'organizationName', v_name);
begin
  if tg_op = 'INSERT' then
    insert into public.notifications (type, user_id, organization_id, metadata)
    select 'onboarding-form', r.user_id, new.organization_id, v_meta || jsonb_build_object('event', 'submitted',
      'message', format('%s submitted the %s form%s for review', v_name, v_form,
        case when new.type = 'amendment' then ' (an amendment)' else '' end),
      'link', format('/%s/client/%s', r.area, new.organization_id))
    from (select b.user_id, 'bookkeeper' as area from public.bookkeeper_assignments b where b.organization_id = new.organization_id
          union
          select u.id, 'admin' from public.users u where u.role in ('admin', 'owner')
            and not exists (select 1 from public.bookkeeper_assignments b where b.organization_id = new.organization_id)) r;
  elsif new.status = 'Approved' and old.status <> 'Approved' and new.submitted_by is not null then
    insert into public.notifications (type, user_id, organization_id, metadata)
    values ('onboarding-form', new.submitted_by, new.organization_id, v_meta || jsonb_build_object('event', 'approved',
      'message', format('Your %s form was approved', v_form), 'link', format('/onboarding/form/%s', new.form_slug)));
  end if;
  return null;
end $$;
revoke execute on function private.notify_onboarding_form() from public, authenticated;
create trigger notify_onboarding_form after insert or update of status on public.onboarding_form_submissions
  for each row execute function private.notify_onboarding_form();

/** Section: the onboarding checklist, given when the client chooses services */

/**
 * The client's own checklist (shared/rules/onboarding-tasks.ts picks the slugs for the services; task definitions
 * only, never another organization's): members of the organization may add these, where only staff assign other
 * tasks. Idempotent.
 */
create function private.assign_onboarding_tasks(p_org uuid, p_slugs text[]) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if not private.can_edit_org(p_org) then
    raise exception 'Only the organization''s members and staff receive its onboarding tasks' using errcode = '42501';
  end if;
  insert into public.organization_tasks (organization_id, task_id)
  select p_org, d.id from public.task_definitions d where d.slug = any(p_slugs)
  on conflict (organization_id, task_id) do nothing;
end $$;
revoke execute on function private.assign_onboarding_tasks(uuid, text[]) from public;
grant execute on function private.assign_onboarding_tasks(uuid, text[]) to authenticated;

/** Section: live progress for staff */

/**
 * `onboarding_changed` {organizationId, table} on the organization's topic: its client's other windows and, through
 * the staff topic, its bookkeepers and admins watching the client page. Screens refetch through RLS.
 */
create trigger onboarding_progress_broadcast_insert after insert on public.onboarding_progress
  referencing new table as changed for each statement execute function private.broadcast_org_change('onboarding_changed');
create trigger onboarding_progress_broadcast_update after update on public.onboarding_progress
  referencing new table as changed for each statement execute function private.broadcast_org_change('onboarding_changed');
create trigger onboarding_form_submissions_broadcast_insert after insert on public.onboarding_form_submissions
  referencing new table as changed for each statement execute function private.broadcast_org_change('onboarding_changed');
create trigger onboarding_form_submissions_broadcast_update after update on public.onboarding_form_submissions
  referencing new table as changed for each statement execute function private.broadcast_org_change('onboarding_changed');

/** Section: audit (business data: a client's answers and staff approvals) */
create trigger write_audit_log after insert or update or delete on public.onboarding_form_submissions
  for each row execute function private.write_audit_log();
-- progress rows change with every keystroke's draft save: the audit keeps the step moves, not the version counter
create trigger write_audit_log after insert or delete or update of last_step, reached_step, completed_at
  on public.onboarding_progress for each row execute function private.write_audit_log('version', 'field_versions',
    'last_activity_at', 'updated_at');

revoke execute on function private.notify_onboarding_form() from public, authenticated;

/**
 * The organization's rndData (spec §3: tax_year and projects, each with a name and a description), taken from the R&D
 * form when staff approve it: the approved answers become the organization's record of its R&D claim. The form asks
 * for project names and descriptions one per line (shared/rules/onboarding-forms.ts); line n of each makes project n.
 * Staff's field, like the other servicing fields (guard_organization_update refuses it to clients); the column is
 * declared with the organization (01_tenancy.sql), as is the CHECK that keeps owners' SSNs encrypted.
 */
create function private.rnd_data_from_amendments(a jsonb) returns jsonb
language plpgsql immutable set search_path = '' as $$
declare
  names text[] := regexp_split_to_array(btrim(coalesce(a ->> 'projects.project_names', '')), '\s*\n\s*');
  descriptions text[] := regexp_split_to_array(btrim(coalesce(a ->> 'projects.project_descriptions', '')), '\s*\n\s*');
begin
  return jsonb_build_object(
    'tax_year', a -> 'tax-year.tax_year',
    'projects', coalesce((select jsonb_agg(jsonb_build_object('name', n.name, 'description', coalesce(descriptions[n.i], ''))
                                           order by n.i)
                          from unnest(names) with ordinality as n(name, i) where n.name <> ''), '[]'::jsonb));
end $$;
revoke execute on function private.rnd_data_from_amendments(jsonb) from public;

create function private.apply_approved_rnd_form() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.form_slug = 'rnd' and new.status = 'Approved' and old.status <> 'Approved' then
    update public.organizations set rnd_data = private.rnd_data_from_amendments(new.amendments)
    where id = new.organization_id;
  end if;
  return null;
end $$;
revoke execute on function private.apply_approved_rnd_form() from public, authenticated;
create trigger apply_approved_rnd_form after update of status on public.onboarding_form_submissions
  for each row execute function private.apply_approved_rnd_form();

create trigger write_audit_log after insert or update or delete on public.organizations
  for each row execute function private.write_audit_log('onboarding_draft');
