/**
 * Slack users matched to product users (issue 37): who a Slack person in a client's channel is in the product.
 * A link is made when Slack vouches for the person's email (users.info: is_email_confirmed) and that email is a
 * product user with access to the channel's organization (matched_by 'email'), or by an admin by hand ('manual').
 * One link per Slack user per organization; the chat names its client messages' author from it.
 */
create table public.slack_user_links (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  slack_user_id text not null check (length(slack_user_id) between 1 and 40),
  team_id text not null check (length(team_id) between 1 and 40),
  user_id uuid not null references public.users (id) on delete cascade,
  matched_by text not null check (matched_by in ('email', 'manual')),
  created_at timestamptz not null default now(),
  primary key (organization_id, slack_user_id)
);
create index slack_user_links_user_id_idx on public.slack_user_links (user_id);

alter table public.slack_user_links enable row level security;
create policy "People with access to an organization read its Slack people" on public.slack_user_links
  for select to authenticated using ((select private.has_org_access(organization_id)));
-- a wrong automatic match is corrected by an admin; nobody else names who a Slack person is
create policy "Admins map Slack people by hand" on public.slack_user_links
  for insert to authenticated with check ((select private.is_admin()) and matched_by = 'manual');
create policy "Admins correct a Slack person's mapping" on public.slack_user_links
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()) and matched_by = 'manual');
create policy "Admins remove a Slack person's mapping" on public.slack_user_links
  for delete to authenticated using ((select private.is_admin()));
revoke insert, update, delete, truncate on public.slack_user_links from anon, authenticated;
grant select, delete on public.slack_user_links to authenticated;
grant insert (organization_id, slack_user_id, team_id, user_id, matched_by) on public.slack_user_links to authenticated;
grant update (user_id, matched_by) on public.slack_user_links to authenticated;
