/**
 * Public QuickBooks routes (no user JWT; mounted under /webhooks):
 * - GET /api/quickbooks/callback: Intuit's OAuth redirect (code, state, realmId, or error). Verifies the signed
 *   state, stores the connection, and sends the browser back to the integrations screen with the outcome.
 * - GET|POST /api/quickbooks/disconnect?realmId=: Intuit's disconnect landing. It clears a realm's connection only
 *   once QuickBooks itself refuses the grant, so anyone can call it without being able to cut a live connection.
 */
import { Hono, type Context } from 'hono'
import { AppError } from '../../_shared/errors.ts'
import { quickbooksConfig } from '../../domains/quickbooks/config.ts'
import { completeConnection } from '../../domains/quickbooks/complete-connection.ts'
import { disconnectIfRevoked } from '../../domains/quickbooks/disconnect-connection.ts'

const back = (c: Context, params: Record<string, string>) => {
  const web = quickbooksConfig().webUrl
  if (!web) return c.json(params, params.quickbooks === 'error' ? 400 : 200)
  return c.redirect(`${web.replace(/\/$/, '')}/accounting/integrations?${new URLSearchParams(params)}`, 303)
}

export const quickbooksWebhookRoutes = new Hono()

quickbooksWebhookRoutes.get('/api/quickbooks/callback', async (c) => {
  const q = c.req.query()
  if (q.error) return back(c, { quickbooks: 'error', reason: q.error })
  if (!q.code || !q.state || !q.realmId)
    return back(c, { quickbooks: 'error', reason: 'code, state and realmId are required' })
  try {
    const { orgId } = await completeConnection({ code: q.code, state: q.state, realmId: q.realmId })
    return back(c, { quickbooks: 'connected', organizationId: orgId })
  } catch (e) {
    if (e instanceof AppError) return back(c, { quickbooks: 'error', reason: e.message })
    throw e
  }
})

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
