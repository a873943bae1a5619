/**
 * Link: /link/token/create (with `hosted_link` → `hosted_link_url`), the Hosted Link page a browser clicks through
 * (pick an institution, Continue, or Exit) that ends at the token's `completion_redirect_uri`, /link/token/get
 * (link_sessions[].results.item_add_results[].public_token), /item/public_token/exchange and Plaid's
 * /sandbox/public_token/create. A link token created with an access_token is update mode: Continue repairs the item.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SandboxRouter } from '../../server.ts'
import { CORS_HEADERS, readBody } from '../../../http.ts'
import { PREFIX, endpoint, invalidInput, invalidRequest, randomId, requireFields } from './api.ts'
import { INSTITUTIONS, type Item, accessTokenFor, createItem, institutionName, itemFor } from './items.ts'
import { sendWebhook } from './keys.ts'
import { announceUpdates } from './transactions.ts'

type LinkConfig = {
  products: string[]
  webhook: string | null
  completionRedirectUri: string | null
  clientName: string
  accessToken: string | null
  clientUserId: string
}
type LinkSession = {
  link_session_id: string
  started_at: string
  finished_at: string | null
  results: { item_add_results: unknown[] } | null
  exit: unknown
}
type LinkToken = { config: LinkConfig; created: Date; expires: Date; sessions: LinkSession[] }
const linkTokens = new Map<string, LinkToken>()
const publicTokens = new Map<string, { item: Item; expires: number; used: boolean }>()
/**
 * Sandbox control: the shape of the next item a Hosted Link session creates (benchmarks ask for big items). A shape
 * named for a `client_user_id` is taken only by that user's session, so tests running side by side never take each
 * other's; the unnamed one goes to the next session of anyone.
 */
export type HostedItemShape = { custom?: { accounts: number; transactions: number }; sinceDays?: number }
export const nextHostedItem: HostedItemShape = {}
export const nextHostedItemFor = new Map<string, HostedItemShape>()

function takeNextShape(clientUserId: string): HostedItemShape {
  const own = nextHostedItemFor.get(clientUserId)
  if (own) {
    nextHostedItemFor.delete(clientUserId)
    return own
  }
  const shape = { ...nextHostedItem }
  delete nextHostedItem.custom
  delete nextHostedItem.sinceDays
  return shape
}

const LINK_TOKEN_SECONDS = 4 * 3600
const PUBLIC_TOKEN_MS = 30 * 60_000

function newPublicToken(item: Item) {
  const token = `public-sandbox-${crypto.randomUUID()}`
  publicTokens.set(token, { item, expires: Date.now() + PUBLIC_TOKEN_MS, used: false })
  return token
}

function linkToken(token: unknown): LinkToken {
  const t = typeof token === 'string' ? linkTokens.get(token) : undefined
  if (!t || t.expires.getTime() < Date.now())
    throw invalidInput('INVALID_LINK_TOKEN', 'provided link token is in an invalid format or expired')
  return t
}

const accountsMeta = (item: Item) =>
  item.accounts.map((a) => ({
    id: a.account_id,
    name: a.name,
    mask: a.mask,
    type: a.type,
    subtype: a.subtype,
    verification_status: null,
    class_type: null,
  }))

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(res: ServerResponse, status: number, title: string, inner: string) {
  res.writeHead(status, { ...CORS_HEADERS, 'content-type': 'text/html; charset=utf-8' })
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}label{display:block;padding:.6rem;border:1px solid #ccc;border-radius:.4rem;margin:.4rem 0}button{padding:.6rem 1.2rem;margin-right:.5rem}</style>
</head><body>${inner}</body></html>`)
}

async function finish(r: SandboxRouter, token: string, t: LinkToken, form: URLSearchParams, res: ServerResponse) {
  const session: LinkSession = {
    link_session_id: crypto.randomUUID(),
    started_at: new Date().toISOString(),
    finished_at: new Date().toISOString(),
    results: null,
    exit: null,
  }
  const publicTokensMade: string[] = []
  if (form.get('action') === 'exit') {
    session.exit = {
      error: null,
      metadata: {
        status: 'requires_credentials',
        institution: null,
        link_session_id: session.link_session_id,
        request_id: randomId(15),
      },
    }
  } else {
    let item: Item
    if (t.config.accessToken) {
      item = itemFor(t.config.accessToken, { allowError: true })
      const wasBroken = item.error !== null
      item.error = null
      if (wasBroken)
        void sendWebhook(item.webhook, { webhook_type: 'ITEM', webhook_code: 'LOGIN_REPAIRED', item_id: item.itemId })
    } else {
      const institutionId = form.get('institution_id') ?? INSTITUTIONS[0].institution_id
      if (!INSTITUTIONS.some((i) => i.institution_id === institutionId))
        throw invalidInput('INVALID_INSTITUTION', 'unknown institution')
      item = createItem({
        institutionId,
        products: t.config.products,
        webhook: t.config.webhook,
        ...takeNextShape(t.config.clientUserId),
      }).item
    }
    const publicToken = newPublicToken(item)
    publicTokensMade.push(publicToken)
    session.results = {
      item_add_results: [
        {
          public_token: publicToken,
          item: { item_id: item.itemId, institution_id: item.institutionId },
          institution: { institution_id: item.institutionId, name: institutionName(item.institutionId) },
          accounts: accountsMeta(item),
        },
      ],
    }
  }
  t.sessions.push(session)
  void sendWebhook(
    t.config.webhook,
    {
      webhook_type: 'LINK',
      webhook_code: 'SESSION_FINISHED',
      status: session.exit ? 'EXITED' : 'SUCCESS',
      link_session_id: session.link_session_id,
      link_token: token,
      public_tokens: publicTokensMade,
    },
    (m) => r.ctx.log('sandbox', m),
  )
  if (t.config.completionRedirectUri) {
    res.writeHead(303, { location: t.config.completionRedirectUri })
    return res.end()
  }
  page(res, 200, 'Done', '<p>You can close this window.</p>')
}

export function mountLink(r: SandboxRouter) {
  endpoint(r, '/link/token/create', ({ body, req }) => {
    requireFields(body, ['client_name', 'language', 'country_codes', 'user'])
    const user = body.user as { client_user_id?: string }
    if (!user?.client_user_id)
      throw invalidRequest('MISSING_FIELDS', 'the following required fields are missing: user.client_user_id')
    const products = (body.products as string[] | undefined) ?? []
    if (!body.access_token && products.length === 0)
      throw invalidRequest('MISSING_FIELDS', 'the following required fields are missing: products')
    if (body.access_token) itemFor(body.access_token, { allowError: true })
    const hosted = body.hosted_link as { completion_redirect_uri?: string } | undefined
    const token = `link-sandbox-${crypto.randomUUID()}`
    const created = new Date()
    const expires = new Date(created.getTime() + LINK_TOKEN_SECONDS * 1000)
    linkTokens.set(token, {
      config: {
        products,
        webhook: (body.webhook as string | undefined) ?? null,
        completionRedirectUri: hosted?.completion_redirect_uri ?? null,
        clientName: String(body.client_name),
        accessToken: (body.access_token as string | undefined) ?? null,
        clientUserId: user.client_user_id,
      },
      created,
      expires,
      sessions: [],
    })
    return {
      link_token: token,
      expiration: expires.toISOString(),
      ...(hosted ? { hosted_link_url: `http://${req.headers.host}${PREFIX}/hosted-link/${token}` } : {}),
    }
  })

  endpoint(r, '/link/token/get', ({ body }) => {
    requireFields(body, ['link_token'])
    const t = linkToken(body.link_token)
    return {
      link_token: body.link_token,
      created_at: t.created.toISOString(),
      expiration: t.expires.toISOString(),
      metadata: {
        initial_products: t.config.products,
        webhook: t.config.webhook,
        country_codes: ['US'],
        language: 'en',
        redirect_uri: null,
        client_name: t.config.clientName,
      },
      link_sessions: t.sessions,
    }
  })

  r.add('GET', `${PREFIX}/hosted-link/:token`, (_req: IncomingMessage, res: ServerResponse, _u, p) => {
    const t = linkTokens.get(p.token)
    if (!t || t.expires.getTime() < Date.now()) return page(res, 400, 'Link expired', '<p>This link has expired.</p>')
    const choices = t.config.accessToken
      ? '<p>Sign in again to keep your account connected.</p>'
      : INSTITUTIONS.map(
          (i, n) =>
            `<label><input type="radio" name="institution_id" value="${i.institution_id}"${n === 0 ? ' checked' : ''}> ${esc(i.name)}</label>`,
        ).join('')
    page(
      res,
      200,
      `${t.config.clientName} uses Plaid to connect your bank`,
      `<h1>Connect your bank</h1><p>${esc(t.config.clientName)} uses Plaid (sandbox) to link your accounts.</p>
<form method="post">${choices}
<p><label style="border:0;padding:0">Username <input name="username" value="user_good"></label>
<label style="border:0;padding:0">Password <input name="password" type="password" value="pass_good"></label></p>
<button type="submit" name="action" value="continue">Continue</button><button type="submit" name="action" value="exit">Exit</button></form>`,
    )
  })

  r.add('POST', `${PREFIX}/hosted-link/:token`, async (req, res, _u, p) => {
    const t = linkTokens.get(p.token)
    if (!t || t.expires.getTime() < Date.now()) return page(res, 400, 'Link expired', '<p>This link has expired.</p>')
    const form = new URLSearchParams((await readBody(req, 64 * 1024)).toString('utf8'))
    if (form.get('action') !== 'exit' && form.get('password') && form.get('password') !== 'pass_good')
      return page(res, 200, 'Wrong password', '<p>The credentials were not correct. <a href="">Try again</a>.</p>')
    await finish(r, p.token, t, form, res)
  })

  endpoint(r, '/item/public_token/exchange', ({ body }) => {
    requireFields(body, ['public_token'])
    const entry = publicTokens.get(String(body.public_token))
    if (!entry || entry.used || entry.expires < Date.now())
      throw invalidInput(
        'INVALID_PUBLIC_TOKEN',
        'provided public token is expired. Public tokens expire 30 minutes after creation at which point they can no longer be exchanged',
      )
    entry.used = true
    const { item } = entry
    setTimeout(() => void announceUpdates(item, (m) => r.ctx.log('sandbox', m)), 50)
    return { access_token: accessTokenFor(item.claims), item_id: item.itemId }
  })

  endpoint(r, '/sandbox/public_token/create', ({ body }) => {
    requireFields(body, ['institution_id', 'initial_products'])
    const institutionId = String(body.institution_id)
    if (!INSTITUTIONS.some((i) => i.institution_id === institutionId))
      throw invalidInput('INVALID_INSTITUTION', 'invalid institution_id provided')
    const options = (body.options ?? {}) as { webhook?: string }
    const { item } = createItem({
      institutionId,
      products: body.initial_products as string[],
      webhook: options.webhook ?? null,
    })
    return { public_token: newPublicToken(item) }
  })
}
