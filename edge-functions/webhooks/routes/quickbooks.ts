/**
 * Public QuickBooks routes (no user JWT; mounted under /webhooks):
 * (Intuit's OAuth redirect, GET /api/quickbooks/callback, is every provider's callback: routes/connections.ts.)
 * - GET|POST /api/quickbooks/disconnect?realmId=: Intuit's disconnect landing. It clears a realm's connection only
 *   once QuickBooks itself refuses the grant, so anyone can call it without being able to cut a live connection.
 */
import { Hono, type Context } from 'hono'
import { AppError } from '../../_shared/errors.ts'
import { quickbooksConfig } from '../../domains/quickbooks/config.ts'
import { disconnectIfRevoked } from '../../domains/quickbooks/disconnect-if-revoked.ts'

const back = (c: Context, params: Record<string, string>) => {
  const web = quickbooksConfig().webUrl
  if (!web) return c.json(params, params.quickbooks === 'error' ? 400 : 200)
  return c.redirect(`${web.replace(/\/$/, '')}/accounting/integrations?${new URLSearchParams(params)}`, 303)
}

export const quickbooksWebhookRoutes = new Hono()

async function disconnect(c: Context) {
  let realmId = c.req.query('realmId')
  if (!realmId && c.req.method === 'POST') {
    const type = c.req.header('content-type') ?? ''
    const body = type.includes('json')
      ? await c.req.json().catch(() => ({}))
      : Object.fromEntries(new URLSearchParams(await c.req.text()))
    realmId = (body as Record<string, string>).realmId
  }
  if (!realmId || !/^\d{1,32}$/.test(realmId))
    throw new AppError('validation_failed', 'realmId is required and must be the numeric QuickBooks company id', {
      field: 'realmId',
    })
  const result = await disconnectIfRevoked({ realmId })
  if (c.req.method === 'GET') return back(c, { quickbooks: result.cleared ? 'disconnected' : 'unchanged' })
  return c.json(result)
}
quickbooksWebhookRoutes.get('/api/quickbooks/disconnect', disconnect)
quickbooksWebhookRoutes.post('/api/quickbooks/disconnect', disconnect)
