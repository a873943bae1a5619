/**
 * Slack sandbox: OAuth v2 (authorize, oauth.v2.access with token rotation on, so bot tokens expire and refresh
 * tokens rotate), auth.test, auth.revoke, the incoming webhook the install creates, and Events API / interactivity
 * deliveries signed with the v0 scheme (X-Slack-Signature, X-Slack-Request-Timestamp, X-Slack-Retry-Num on a
 * redelivery), and the messaging Web API (./slack/web-api.ts). Web API answers are HTTP 200 with `{ok: false, error}`
 * when refused, as Slack's are.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SandboxRouter } from '../server.ts'
import { sendJson } from '../../http.ts'
import { mountWebhookSender } from '../webhook-delivery.ts'
import { signSlack } from './slack/sign.ts'
import { mountWebApi } from './slack/web-api.ts'
import { mountInteractivity } from './slack/interactivity.ts'
import {
  accountName,
  authorize,
  bearer,
  issue,
  readParams,
  redeemCode,
  redeemRefresh,
  revokeGrant,
  sandboxApp,
  type Claims,
} from '../oauth-grants.ts'

const ACCESS_SECONDS = 43_200 // rotating bot tokens live 12 hours
const REFRESH_SECONDS = 365 * 86_400
const PREFIXES = { access: 'xoxe.xoxb-1-', refresh: 'xoxe-1-' }
const APP_ID = 'A0SANDBOX01'
const upper = (n: number) => Array.from(randomBytes(n), (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[b % 36]).join('')
const slackOk = (res: ServerResponse, body: Record<string, unknown>) => sendJson(res, 200, { ok: true, ...body })
const slackError = (res: ServerResponse, error: string) => sendJson(res, 200, { ok: false, error })
const team = (id: string) => ({ id, name: accountName('Sandbox Workspace', id) })
const botUser = (teamId: string) => `U0B${teamId.slice(1, 9)}`

/** Client credentials in the body (what @slack/web-api sends) or as Basic auth. */
function clientOk(req: IncomingMessage, p: Record<string, string>) {
  const app = sandboxApp('slack')
  const m = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? '')
  const [id, secret] = m ? Buffer.from(m[1], 'base64').toString('utf8').split(':') : [p.client_id, p.client_secret]
  if (id !== app.clientId) return 'invalid_client_id'
  if (secret !== app.clientSecret) return 'bad_client_secret'
  return undefined
}

/** The token a Web API call carries: Authorization Bearer, or `token` in the body. */
async function caller(req: IncomingMessage): Promise<Claims | undefined> {
  const fromHeader = bearer('slack', req)
  if (fromHeader) return fromHeader
  const p = await readParams(req)
  if (!p.token) return undefined
  return bearer('slack', { headers: { authorization: `Bearer ${p.token}` } } as IncomingMessage)
}

function mountOAuth(r: SandboxRouter) {
  const base = `http://127.0.0.1:${r.ctx.cfg.ports.sandbox}/slack`
  r.add('GET', '/slack/oauth/v2/authorize', (_req, res, url) =>
    authorize(res, url, {
      provider: 'slack',
      codePrefix: 'sc-',
      newAccount: () => `T${upper(10)}`,
      check: (q) => (!q.get('scope') && !q.get('user_scope') ? 'invalid_scope' : undefined),
    }),
  )

  r.add('POST', '/slack/api/oauth.v2.access', async (req, res) => {
    const p = await readParams(req)
    const bad = clientOk(req, p)
    if (bad) return slackError(res, bad)
    const refreshing = p.grant_type === 'refresh_token'
    const grant = refreshing
      ? redeemRefresh('slack', p.refresh_token, true)
      : redeemCode('slack', p.code, p.redirect_uri)
    if (!grant) return slackError(res, refreshing ? 'invalid_refresh_token' : 'invalid_code')
    const t = issue(grant, PREFIXES, { access: ACCESS_SECONDS, refresh: REFRESH_SECONDS })
    const scopes = (grant.s ?? '').split(/[ ,]+/).filter(Boolean)
    slackOk(res, {
      app_id: APP_ID,
      authed_user: {
        id: `U${grant.g
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(0, 8)
          .toUpperCase()}`,
      },
      scope: scopes.join(','),
      token_type: 'bot',
      access_token: t.access,
      bot_user_id: botUser(grant.a),
      refresh_token: t.refresh,
      expires_in: ACCESS_SECONDS,
      team: team(grant.a),
      enterprise: null,
      is_enterprise_install: false,
      ...(!refreshing && scopes.includes('incoming-webhook')
        ? {
            incoming_webhook: {
              channel: '#bookkeeping',
              channel_id: `C${grant.a.slice(1, 9)}`,
              configuration_url: `${base}/services/${grant.a}`,
              url: `${base}/services/${grant.a}/B${upper(8)}/${randomBytes(12).toString('hex')}`,
            },
          }
        : {}),
    })
  })

  r.add('POST', '/slack/api/auth.test', async (req, res) => {
    const c = await caller(req)
    if (!c) return slackError(res, 'invalid_auth')
    slackOk(res, {
      url: `https://sandbox-${c.a.toLowerCase()}.slack.com/`,
      team: team(c.a).name,
      user: 'ledgerloop',
      team_id: c.a,
      user_id: botUser(c.a),
      bot_id: `B${c.a.slice(1, 9)}`,
      is_enterprise_install: false,
    })
  })

  r.add('POST', '/slack/api/auth.revoke', async (req, res) => {
    const c = await caller(req)
    if (!c) return slackError(res, 'invalid_auth')
    revokeGrant(c.g)
    slackOk(res, { revoked: true })
  })

  // The incoming webhook the install created answers like Slack's: plain `ok`.
  r.add('POST', '/slack/services/:team/:bot/:secret', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' })
    res.end('ok')
  })
}

export function mount(r: SandboxRouter) {
  mountOAuth(r)
  mountWebhookSender(r, 'slack', '/api/event-bus/slack', (req, url) => signSlack(req, url))
  mountWebApi(r)
  // button clicks and their response_url, on the same channels and people as the Web API
  mountInteractivity(r)
}
