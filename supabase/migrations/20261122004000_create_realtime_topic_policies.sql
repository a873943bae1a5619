/**
 * Realtime topic authorisation. Private channels are authorised by RLS on realtime.messages with realtime.topic()
 * set to the channel's topic: SELECT decides who may join and receive, INSERT who may send broadcasts and track
 * presence. Every domain publishes on one of these topic shapes instead of writing policies of its own:
 *   org:<organization uuid>  people with access to the organization (members, its bookkeepers, reviewers, admins)
 *   user:<user uuid>         that user only
 *   admins                   admins and owners
 *   staff                    bookkeepers, admins and owners
 */

/**
 * Section: topic rule
 * One function holds the rule so the SELECT and INSERT policies cannot drift apart. A malformed uuid in a topic
 * yields false rather than an error, because the topic string comes straight from a client.
 */
create function private.can_use_realtime_topic(topic text) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  uuid_pattern constant text := '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
  suffix text;
begin
  if topic is null or (select auth.uid()) is null then
    return false;
  end if;
  if topic like 'org:%' then
    suffix := substr(topic, 5);
    return suffix ~ uuid_pattern and private.has_org_access(suffix::uuid);
  end if;
  if topic like 'user:%' then
    suffix := substr(topic, 6);
    return suffix ~ uuid_pattern and suffix::uuid = (select auth.uid());
  end if;
  if topic = 'admins' then
    return private.is_admin();
  end if;
  if topic = 'staff' then
    return coalesce(private.app_role() in ('bookkeeper', 'admin', 'owner'), false);
  end if;
  return false;
end $$;

revoke execute on function private.can_use_realtime_topic(text) from public;
grant execute on function private.can_use_realtime_topic(text) to authenticated, service_role;

/** Section: policies on realtime.messages (broadcast and presence only; no other extension is used) */
create policy "People receive realtime messages on topics they may see" on realtime.messages
  for select to authenticated
  using (
    extension in ('broadcast', 'presence')
    and (select private.can_use_realtime_topic((select realtime.topic())))
  );

create policy "People send realtime messages on topics they may see" on realtime.messages
  for insert to authenticated
  with check (
    extension in ('broadcast', 'presence')
    and (select private.can_use_realtime_topic((select realtime.topic())))
  );
