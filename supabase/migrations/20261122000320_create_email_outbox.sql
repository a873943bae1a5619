/**
 * Email outbox: every message the platform sends is recorded here first (edge-functions/domains/mail), whatever
 * transport then delivers it. Admin-read only; written by the server (service role), never by clients.
 */
create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  to_email text not null check (to_email = lower(btrim(to_email)) and to_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  subject text not null check (length(btrim(subject)) > 0 and length(subject) <= 998),
  text text not null,
  html text,
  transport text not null default 'outbox',
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  error text
);
create index email_outbox_created_at_idx on public.email_outbox (created_at desc);
create index email_outbox_to_email_idx on public.email_outbox (to_email);

alter table public.email_outbox enable row level security;
revoke insert, update, delete on public.email_outbox from anon, authenticated;
create policy "Admins read the outbox" on public.email_outbox for select to authenticated using ((select private.is_admin()));
