/**
 * GET /api/<provider>/callback: the public callback every provider's connect flow returns to (OAuth redirects,
 * Plaid Hosted Link's completion redirect, Teller Connect). The signed state says which organization asked; the
 * browser is sent back to the integrations screen with `?<provider>=connected` or `=error&reason=…`.
 */
import { Hono, type Context } from 'hono'
import { env } from '../../_shared/env.ts'
import { AppError } from '../../_shared/errors.ts'
import { completeConnection } from '../../domains/integrations/complete-connection.ts'
import { PROVIDERS, type Provider } from '../../domains/connections/connection-store.ts'

const back = (c: Context, provider: Provider, params: Record<string, string>) => {
  const query = new URLSearchParams({ [provider]: params.outcome, ...params })
  query.delete('outcome')
  if (!env.webUrl) return c.json(Object.fromEntries(query), params.outcome === 'error' ? 400 : 200)
  return c.redirect(`${env.webUrl.replace(/\/$/, '')}/accounting/integrations?${query}`, 303)
}

export const connectionCallbackRoutes = new Hono()

connectionCallbackRoutes.get('/api/:provider/callback', async (c) => {
  const provider = c.req.param('provider') as Provider
  if (!PROVIDERS.includes(provider)) return c.notFound()
  const q = c.req.query()
  // the provider's own refusal (the user pressed Cancel, consent denied)
  if (q.error) return back(c, provider, { outcome: 'error', reason: q.error_description || q.error })
  try {
    const { orgId } = await completeConnection({ provider, query: q })
    return back(c, provider, { outcome: 'connected', organizationId: orgId })
  } catch (e) {
    if (e instanceof AppError) return back(c, provider, { outcome: 'error', reason: e.message })
    throw e
  }
})
