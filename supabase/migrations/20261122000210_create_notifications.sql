/** Notifications: one row per recipient. Recipients read theirs and mark them read; staff of the organization send. */
create type public.notification_type as enum (
  'books', 'amc', 'onboarding-form', 'variance-analysis', 'quickbooks-connection', 'customer-request', 'connect-all-accounts',
  'custom-message', 'amortization', 'bill-pay-review', 'bill-pay-created-email', 'bill-pay-created-comment',
  'ai-autocat-onboarding-qbo-setup', 'ai-autocat-expense-categorization');
create type public.notification_status as enum ('unread', 'read');

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  type public.notification_type not null,
  status public.notification_status not null default 'unread',
  metadata jsonb not null default '{}'::jsonb check (jsonb_typeof(metadata) = 'object'),
  user_id uuid not null references public.users (id) on delete cascade,
  organization_id uuid references public.organizations (id) on delete cascade,
  created_at timestamptz not null default now(),
  read_at timestamptz
);
create index notifications_user_id_status_idx on public.notifications (user_id, status, created_at desc);
create index notifications_organization_id_idx on public.notifications (organization_id);

alter table public.notifications enable row level security;
create policy "Users read their own notifications" on public.notifications for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Users mark their own notifications read" on public.notifications for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Staff notify people of organizations they work on" on public.notifications for insert to authenticated
  with check (organization_id is not null and (select private.is_org_staff(organization_id)));
create policy "Users delete their own notifications" on public.notifications for delete to authenticated
  using (user_id = (select auth.uid()));

-- A recipient can only flip status/read_at; the content is the sender's.
revoke update on public.notifications from authenticated;
grant update (status, read_at) on public.notifications to authenticated;
