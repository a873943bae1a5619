/**
 * The `webhooks` function: provider callbacks and signed webhook intake (public routes, service role). Provider
 * features mount their OAuth callback routers here with one `app.route('/', …)` line each.
 */
import { Hono } from 'hono'
import { onError } from '../_shared/on-error.ts'
import { eventBusRoutes } from './routes/event-bus.ts'
import { mailRoutes } from './routes/pubsub.ts'
import { quickbooksWebhookRoutes } from './routes/quickbooks.ts'

export const app = new Hono().basePath('/webhooks')
app.onError(onError)
app.get('/health', (c) => c.json({ status: 'ok' }))
app.route('/', eventBusRoutes)
app.route('/', mailRoutes)
app.route('/', quickbooksWebhookRoutes)
