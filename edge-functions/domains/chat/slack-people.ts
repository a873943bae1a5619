/**
 * The admins' mapping of an organization's Slack people (docs/chat-bridge.md "Who wrote it"): everyone who has
 * written in its channel, with the product user they are linked to and how (email or manual), so a wrong or missing
 * match can be put right. Only admins map (the table's policies say so too); a person can be mapped only to a member
 * of the organization, as the email match would have.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { assertAdmin, assertOrganizationVisible } from '../../_shared/access.ts'

export async function listSlackPeople({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  await assertAdmin({ tx, action: 'map Slack people' })
  await assertOrganizationVisible({ tx, organizationId })
  return await tx`
    select p.slack_user_id as "slackUserId", p.name as "slackName", l.user_id as "userId", l.matched_by as "matchedBy"
    from (select distinct on (slack_user_id) slack_user_id, name from public.chat_messages
          where organization_id = ${organizationId} and author_type = 'user' and slack_user_id is not null
          order by slack_user_id, created_at desc) p
    left join public.slack_user_links l on l.organization_id = ${organizationId} and l.slack_user_id = p.slack_user_id
    order by p.name, p.slack_user_id`
}

export async function mapSlackPerson({
  tx,
  organizationId,
  slackUserId,
  userId,
}: {
  tx: Tx
  organizationId: string
  slackUserId: string
  userId: string
}) {
  await assertAdmin({ tx, action: 'map Slack people' })
  const [channel] = await tx`select team_id from public.chat_channels where organization_id = ${organizationId}`
  if (!channel) throw new AppError('not_found', 'This organization has no Slack channel')
  const [member] = await tx`select 1 from public.organization_members
    where organization_id = ${organizationId} and user_id = ${userId}`
  if (!member) throw new AppError('unprocessable', 'The person must be a member of this organization')
  const [link] = await tx`
    insert into public.slack_user_links (organization_id, slack_user_id, team_id, user_id, matched_by)
    values (${organizationId}, ${slackUserId}, ${channel.team_id}, ${userId}, 'manual')
    on conflict (organization_id, slack_user_id) do update set user_id = excluded.user_id, matched_by = 'manual'
    returning slack_user_id as "slackUserId", user_id as "userId", matched_by as "matchedBy"`
  return link
}

export async function unmapSlackPerson({
  tx,
  organizationId,
  slackUserId,
}: {
  tx: Tx
  organizationId: string
  slackUserId: string
}) {
  await assertAdmin({ tx, action: 'map Slack people' })
  const [gone] = await tx`delete from public.slack_user_links
    where organization_id = ${organizationId} and slack_user_id = ${slackUserId} returning 1`
  if (!gone) throw new AppError('not_found', 'This Slack person is not mapped')
}
