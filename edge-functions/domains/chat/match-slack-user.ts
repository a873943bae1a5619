/**
 * Who a Slack person in a client's channel is in the product (issue 37). A link already made (by email or by an
 * admin) answers at once. Otherwise Slack's users.info is asked for the person's email, and only an email Slack says
 * they confirmed counts: it links them to the product user with that email, if that user is a member of the
 * channel's organization (an email of someone outside it proves nothing about this client). Slack's own name for the person comes back too, for an unmatched person's messages. Slack being unreachable,
 * refusing or rate limiting leaves the person unmatched; their next message asks again, and the message itself is
 * never held back by it.
 */
import type { Tx } from '../../_shared/db.ts'
import { slackAccessToken } from '../slack/slack-api.ts'
import { slackPersonOf } from './slack-chat.ts'

export type TSlackPersonLookup = (
  organizationId: string,
  slackUserId: string,
) => Promise<{ email: string | null; name: string | null }>

export const slackPerson: TSlackPersonLookup = async (organizationId, slackUserId) =>
  slackPersonOf((await slackAccessToken({ orgId: organizationId })).accessToken, slackUserId)

export async function matchSlackUser({
  tx,
  organizationId,
  teamId,
  slackUserId,
  lookup = slackPerson,
}: {
  tx: Tx
  organizationId: string
  teamId: string
  slackUserId: string
  lookup?: TSlackPersonLookup
}): Promise<{ userId: string | null; slackName: string | null }> {
  const [linked] = await tx`
    select user_id from public.slack_user_links
    where organization_id = ${organizationId} and slack_user_id = ${slackUserId}`
  if (linked) return { userId: linked.user_id as string, slackName: null }
  let person: Awaited<ReturnType<TSlackPersonLookup>>
  try {
    person = await lookup(organizationId, slackUserId)
  } catch {
    return { userId: null, slackName: null }
  }
  const { email, name: slackName } = person
  if (!email) return { userId: null, slackName }
  const [member] = await tx`
    select u.id from public.users u
    join public.organization_members om on om.user_id = u.id and om.organization_id = ${organizationId}
    where u.email = ${email}`
  if (!member) return { userId: null, slackName }
  await tx`
    insert into public.slack_user_links (organization_id, slack_user_id, team_id, user_id, matched_by)
    values (${organizationId}, ${slackUserId}, ${teamId}, ${member.id}, 'email')
    on conflict (organization_id, slack_user_id) do nothing`
  return { userId: member.id as string, slackName }
}
