/**
 * The demo organization's Slack connection (Birch Bakery, sandbox workspace DEMO_SLACK_TEAM), as stored by
 * supabase/seeds/62-bill-pay-slack.sql: a bot token of the sandbox valid until 2100 and no refresh token (a Slack
 * bot token without rotation does not expire), so the app posts the demo bill's approval message into the workspace's
 * install channel. Encrypted like the edge functions do (AES-GCM, key SHA-256 of the local default
 * CONNECTIONS_SECRET_KEY) with a fixed IV of its own (not QuickBooks' demo IV) so the seed is reproducible.
 * Regenerate the seed's hex with `npx tsx supabase/local/src/sandbox/providers/slack/demo-connection.ts`.
 */
import { createCipheriv, createHash } from 'node:crypto'
import { signToken } from '../../oauth-grants.ts'
import { installChannelId } from './web-api.ts'

export const DEMO_SLACK_TEAM = 'TDEMOBIRCH'
const LOCAL_TOKEN_KEY = 'local-connections-secret-key: never use in production'

export function demoSlackConnection() {
  const accessToken = signToken('xoxb-1-', {
    p: 'slack',
    k: 'access',
    a: DEMO_SLACK_TEAM,
    g: 'demo-birch-bakery-slack',
    s: 'incoming-webhook,chat:write,channels:read',
    e: 4_102_444_800,
    n: 'demo',
  })
  const plain = Buffer.from(JSON.stringify({ accessToken, refreshToken: null }))
  const iv = Buffer.alloc(12, 0x5c)
  const cipher = createCipheriv('aes-256-gcm', createHash('sha256').update(LOCAL_TOKEN_KEY).digest(), iv)
  const ct = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()])
  return {
    team: DEMO_SLACK_TEAM,
    channel: installChannelId(DEMO_SLACK_TEAM),
    accessToken,
    tokensHex: Buffer.concat([iv, ct]).toString('hex'),
  }
}

if (process.argv[1]?.endsWith('demo-connection.ts')) console.log(JSON.stringify(demoSlackConnection(), null, 2))
