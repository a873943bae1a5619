/**
 * Tasks: a catalogue of task definitions (onboarding checklist items) and each organization's copy with a status.
 * Clients upload files or mark a task not applicable ("waiting confirmation"); staff confirm.
 */
create type public.organization_task_status as enum
  ('pending', 'waiting_confirmation', 'confirmed', 'not_applicable_waiting_confirmation', 'not_applicable_confirmed');

create table public.task_definitions (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(btrim(title)) > 0),
  description text not null default '',
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  config jsonb not null default '{"fileRequired": false, "notApplicable": false}'::jsonb check (
    jsonb_typeof(config) = 'object'
    and jsonb_typeof(coalesce(config -> 'fileRequired', 'false')) = 'boolean'
    and jsonb_typeof(coalesce(config -> 'notApplicable', 'false')) = 'boolean'),
  created_at timestamptz not null default now()
);

create table public.organization_tasks (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  task_id uuid not null references public.task_definitions (id) on delete cascade,
  status public.organization_task_status not null default 'pending',
  data jsonb not null default '{"fileIds": []}'::jsonb
    check (jsonb_typeof(data) = 'object' and jsonb_typeof(coalesce(data -> 'fileIds', '[]')) = 'array'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, task_id)
);
create index organization_tasks_task_id_idx on public.organization_tasks (task_id);

alter table public.task_definitions enable row level security;
alter table public.organization_tasks enable row level security;
create policy "Signed-in users read task definitions" on public.task_definitions for select to authenticated using (true);
create policy "Admins manage task definitions" on public.task_definitions for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

create policy "People with access read an organization's tasks" on public.organization_tasks for select to authenticated
  using ((select private.has_org_access(organization_id)));
create policy "Staff assign tasks" on public.organization_tasks for insert to authenticated
  with check ((select private.is_org_staff(organization_id)));
create policy "Members and staff work on tasks" on public.organization_tasks for update to authenticated
  using ((select private.can_edit_org(organization_id))) with check ((select private.can_edit_org(organization_id)));
create policy "Staff remove tasks" on public.organization_tasks for delete to authenticated
  using ((select private.is_org_staff(organization_id)));

/**
 * Clients move a task to a waiting state (or back to pending); only staff confirm. Waiting for confirmation of a
 * file-required task needs a file; "not applicable" only where the definition allows it.
 */
create function private.guard_organization_task() returns trigger
language plpgsql security definer set search_path = '' as $$
declare cfg jsonb;
begin
  new.updated_at := now();
  if new.organization_id <> old.organization_id or new.task_id <> old.task_id then
    raise exception 'A task cannot move to another organization or definition' using errcode = '42501';
  end if;
  select config into cfg from public.task_definitions where id = new.task_id;
  if new.status in ('not_applicable_waiting_confirmation', 'not_applicable_confirmed') and not coalesce((cfg ->> 'notApplicable')::boolean, false) then
    raise exception 'This task cannot be marked not applicable' using errcode = '23514';
  end if;
  if new.status = 'waiting_confirmation' and coalesce((cfg ->> 'fileRequired')::boolean, false)
     and jsonb_array_length(coalesce(new.data -> 'fileIds', '[]')) = 0 then
    raise exception 'Upload a file before sending this task for confirmation' using errcode = '23514';
  end if;
  if (select auth.uid()) is not null and not private.is_org_staff(new.organization_id)
     and (new.status in ('confirmed', 'not_applicable_confirmed') or old.status in ('confirmed', 'not_applicable_confirmed'))
     and new.status is distinct from old.status then
    raise exception 'Only staff confirm tasks' using errcode = '42501';
  end if;
  return new;
end $$;
create trigger guard_organization_task before update on public.organization_tasks
  for each row execute function private.guard_organization_task();

/** The onboarding checklist (spec §9); shared/rules/onboarding-tasks.ts picks slugs from it by service combination. */
insert into public.task_definitions (slug, title, description, config) values
  ('ledger-access', 'Give access to the ledger', 'Invite our team to your accounting ledger.', '{"fileRequired": false, "notApplicable": false}'),
  ('bank-accounts-access', 'Give access to bank accounts', 'Connect or share read access to every business bank account.', '{"fileRequired": false, "notApplicable": true}'),
  ('credit-cards-access', 'Give access to credit cards', 'Connect or share read access to every business credit card.', '{"fileRequired": false, "notApplicable": true}'),
  ('payroll-access', 'Give access to payroll', 'Invite our team to your payroll provider.', '{"fileRequired": false, "notApplicable": true}'),
  ('bill-pay-access', 'Give access to bill pay', 'Invite our team to your bill-pay tool.', '{"fileRequired": false, "notApplicable": true}'),
  ('invoicing-platform-access', 'Give access to the invoicing platform', 'Invite our team to your invoicing platform.', '{"fileRequired": false, "notApplicable": true}'),
  ('articles-of-incorporation', 'Upload articles of incorporation', '', '{"fileRequired": true, "notApplicable": false}'),
  ('entity-bylaws', 'Upload entity bylaws', '', '{"fileRequired": true, "notApplicable": true}'),
  ('prior-year-tax-return', 'Upload prior-year tax return', '', '{"fileRequired": true, "notApplicable": true}'),
  ('year-end-mortgage-statement', 'Upload year-end mortgage statement', '', '{"fileRequired": true, "notApplicable": true}'),
  ('ss-4', 'Upload SS-4', 'The IRS letter assigning your EIN.', '{"fileRequired": true, "notApplicable": false}'),
  ('depreciation-schedule', 'Upload depreciation schedule', '', '{"fileRequired": true, "notApplicable": true}'),
  ('profit-and-loss', 'Upload P&L', '', '{"fileRequired": true, "notApplicable": false}'),
  ('balance-sheet', 'Upload balance sheet', '', '{"fileRequired": true, "notApplicable": false}'),
  ('income-statement', 'Upload income statement', '', '{"fileRequired": true, "notApplicable": true}'),
  ('trial-balance', 'Upload trial balance', '', '{"fileRequired": true, "notApplicable": true}'),
  ('delaware-franchise-tax-2024', '2024 Delaware franchise tax', '', '{"fileRequired": false, "notApplicable": true}'),
  ('income-tax-return-2024', '2024 income tax return', '', '{"fileRequired": false, "notApplicable": false}')
on conflict (slug) do nothing;
