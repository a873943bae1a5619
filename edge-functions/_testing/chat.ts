/** Deno test helpers for the messaging bridge: the Slack sandbox's controls and a client connected to a workspace. */
import assert from 'node:assert/strict'
import { db } from '../_shared/db.ts'
import { newUser } from './organizations.ts'
import { adminOrg, connect, connectionRow } from './oauth.ts'

/** A call to the Slack sandbox (GET without a body, POST with one). */
export const slackSandbox = async (path: string, body?: unknown) => {
  const r = await fetch(
    `${Deno.env.get('SANDBOX_URL')!}/slack${path}`,
    body ? { method: 'POST', body: JSON.stringify(body) } : undefined,
  )
  return await r.json()
}

/** Polls until fn gives a value (the stack's worker runs the jobs). */
export const until = async <T>(what: string, fn: () => Promise<T | undefined>, ms = 15_000): Promise<T> => {
  const end = Date.now() + ms
  while (Date.now() < end) {
    const v = await fn()
    if (v) return v
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`timed out waiting for ${what}`)
}

/** An organization connected to a fresh sandbox workspace, its bookkeeper, and the channel the install opened. */
export async function connectedClient(tag: string) {
  const org = await adminOrg(`chat-${tag}`)
  const keeper = await newUser('bookkeeper', `chat-${tag}`)
  await db()`insert into public.bookkeeper_assignments (organization_id, user_id, is_primary) values (${org.orgId}, ${keeper}, true)`
  await db()`insert into public.organization_feature_flags (organization_id, flag_name, enabled) values (${org.orgId}, 'bookkeeping-chats', true)`
  const r = await connect(org, 'slack')
  assert.equal(r.location.searchParams.get('slack'), 'connected')
  const team = (await connectionRow(org.orgId, 'slack'))!.external_id
  const [channel] = await db()`select channel_id from public.chat_channels where organization_id = ${org.orgId}`
  assert.ok(channel, 'the install opened the organization’s channel')
  return { ...org, keeper, team, channel: channel.channel_id as string }
}
