/**
 * GET /api/<provider>/begin and /api/<provider>/callback: the two public steps of every provider's connect flow
 * (OAuth redirects, Plaid Hosted Link's completion redirect, Teller Connect). The begin step binds the flow to the
 * browser with a cookie and sends it on to the provider; the callback checks that cookie and the signed state, which
 * says which organization asked; the browser is sent back to the integrations screen with `?<provider>=connected` or
 * `=error&reason=…`. A callback reaching a browser that did not begin the flow gets a page saying so instead: that
 * browser may not even be signed in to us.
 */
import { Hono, type Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { env } from '../../_shared/env.ts'
import { AppError } from '../../_shared/errors.ts'
import { beginConnection } from '../../domains/integrations/begin-connection.ts'
import { completeConnection, OtherBrowserError } from '../../domains/integrations/complete-connection.ts'
import { callbackUrl } from '../../domains/integrations/start-connection.ts'
import { bindingCookieName, bindingCookieOptions } from '../../domains/connections/browser-binding.ts'
import { stateNonce } from '../../domains/connections/oauth-state.ts'
import { PROVIDERS, PROVIDER_NAMES, type Provider } from '../../domains/connections/connection-store.ts'

const back = (c: Context, provider: Provider, params: Record<string, string>) => {
  const query = new URLSearchParams({ [provider]: params.outcome, ...params })
  query.delete('outcome')
  if (!env.webUrl) return c.json(Object.fromEntries(query), params.outcome === 'error' ? 400 : 200)
  return c.redirect(`${env.webUrl.replace(/\/$/, '')}/accounting/integrations?${query}`, 303)
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

/** A plain page for a browser the flow does not belong to (nothing of the organization is named). */
const refusalPage = (c: Context, provider: Provider, message: string) =>
  c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(PROVIDER_NAMES[provider])} was not connected</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; color: #0f172a">
<h1 style="font-size: 1.25rem">${escapeHtml(PROVIDER_NAMES[provider])} was not connected</h1>
<p role="alert">${escapeHtml(message)}</p>
${env.webUrl ? `<p><a href="${escapeHtml(`${env.webUrl.replace(/\/$/, '')}/accounting/integrations`)}">Go to Integrations</a></p>` : ''}
</body></html>`,
    403,
  )

export const connectionCallbackRoutes = new Hono()

connectionCallbackRoutes.get('/api/:provider/begin', async (c) => {
  const provider = c.req.param('provider') as Provider
  if (!PROVIDERS.includes(provider)) return c.notFound()
  try {
    const { url, cookie } = await beginConnection({ provider, state: c.req.query('state') })
    setCookie(c, cookie.name, cookie.value, cookie.options)
    return c.redirect(url, 302)
  } catch (e) {
    if (e instanceof AppError) return back(c, provider, { outcome: 'error', reason: e.message })
    throw e
  }
})

connectionCallbackRoutes.get('/api/:provider/callback', async (c) => {
  const provider = c.req.param('provider') as Provider
  if (!PROVIDERS.includes(provider)) return c.notFound()
  const q = c.req.query()
  // the flow's cookie has done its work whatever happens next
  const nonce = q.state ? stateNonce(q.state) : undefined
  if (nonce) deleteCookie(c, bindingCookieName(nonce), bindingCookieOptions(callbackUrl(provider)))
  // the provider's own refusal (the user pressed Cancel, consent denied)
  if (q.error) return back(c, provider, { outcome: 'error', reason: q.error_description || q.error })
  try {
    const { orgId } = await completeConnection({
      provider,
      query: q,
      binding: (n) => getCookie(c, bindingCookieName(n)),
    })
    return back(c, provider, { outcome: 'connected', organizationId: orgId })
  } catch (e) {
    if (e instanceof OtherBrowserError) return refusalPage(c, provider, e.message)
    if (e instanceof AppError) return back(c, provider, { outcome: 'error', reason: e.message })
    throw e
  }
})
