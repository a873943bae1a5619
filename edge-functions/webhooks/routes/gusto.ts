/**
 * GET /api/gusto/start: the public start of a Gusto connection (banking-payments-tax §2: "gusto (plus a start
 * route)"). Connecting Gusto from the integrations screen passes through it: the API's start answers this URL with a
 * state signed for Gusto, and here the browser is sent on to Gusto's authorize page. Someone arriving without a state
 * (from Gusto's App Directory) is sent to the integrations screen, where a signed-in admin picks the organization and
 * connects; a stale or foreign state goes back there with the reason.
 */
import { Hono } from 'hono'
import { env } from '../../_shared/env.ts'
import { connectionStateSecret } from '../../domains/connections/config.ts'
import { verifyState } from '../../domains/connections/oauth-state.ts'
import { callbackUrl } from '../../domains/integrations/start-connection.ts'
import { authorizeUrl, gustoConfig } from '../../domains/gusto/gusto-api.ts'

export const gustoStartRoutes = new Hono()

gustoStartRoutes.get('/api/gusto/start', async (c) => {
  const integrations = (params: Record<string, string>) => {
    const query = new URLSearchParams(params)
    if (!env.webUrl) return c.json(Object.fromEntries(query), params.gusto === 'error' ? 400 : 200)
    return c.redirect(`${env.webUrl.replace(/\/$/, '')}/accounting/integrations?${query}`, 303)
  }
  const state = c.req.query('state')
  if (!state) return integrations({ connect: 'gusto' })
  const checked = await verifyState({ provider: 'gusto', state, secret: connectionStateSecret() })
  if (!checked.ok) return integrations({ gusto: 'error', reason: `Gusto connection refused: ${checked.reason}` })
  return c.redirect(authorizeUrl(gustoConfig(), { state, redirectUri: callbackUrl('gusto') }), 302)
})
