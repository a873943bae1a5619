/**
 * Bill approval in Slack (docs/bill-pay.md "Slack"): when a bill is submitted for approval, the `bills.slack-message`
 * job posts the approval message (block id bill-payment-approval, buttons APPROVE / DECLINE / COMMENT) to the
 * organization's Slack channel (public.chat_channels) and keeps where it is (channel and ts) here, one row per bill,
 * so each later decision, in Slack or in the app, updates that message. A new submission starts a new message: the
 * row is reset (ts null, round + 1) and the old message keeps the outcome it showed.
 *
 * Who: the people who read the bill read where its message is; only the product (service role) writes.
 */
create table public.banking_bill_slack_messages (
  bill_id uuid primary key references public.banking_bills (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  -- which submission of the bill the message asks about (a declined bill submitted again is round 2)
  round integer not null default 1 check (round >= 1),
  team_id text check (length(team_id) between 1 and 40),
  channel_id text check (channel_id ~ '^[A-Z0-9]{2,40}$'),
  -- Slack's ts of the posted message: null until posted
  ts text check (ts ~ '^[0-9]+\.[0-9]+$'),
  -- what the message shows now: asking (buttons), or the outcome (approved, declined, paid …) with the buttons gone
  shown text check (length(shown) <= 40),
  -- Slack's refusal of the last post or update (no channel, channel_not_found …), kept for support
  error text check (length(error) <= 500),
  posted_at timestamptz,
  updated_at timestamptz not null default now(),
  check (ts is null or channel_id is not null)
);
create index banking_bill_slack_messages_organization_id_idx on public.banking_bill_slack_messages (organization_id);
create unique index banking_bill_slack_messages_message_idx on public.banking_bill_slack_messages (channel_id, ts)
  where ts is not null;

create trigger banking_bill_slack_messages_same_org before insert or update on public.banking_bill_slack_messages
  for each row execute function private.bill_row_matches_bill();

alter table public.banking_bill_slack_messages enable row level security;
create policy "People with banking and the organization's staff read where a bill's Slack message is"
  on public.banking_bill_slack_messages
  for select to authenticated using ((select private.can_read_banking(organization_id)));
select private.require_second_factor('public.banking_bill_slack_messages');
revoke insert, update, delete, truncate on public.banking_bill_slack_messages from anon, authenticated;
