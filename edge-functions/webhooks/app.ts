/**
 * The `webhooks` function: provider callbacks and signed webhook intake (public routes, service role). Every
 * provider's connect flow returns to routes/connections.ts; providers add a connect adapter, not a route.
 */
import { Hono } from 'hono'
import { onError } from '../_shared/on-error.ts'
import { eventBusRoutes } from './routes/event-bus.ts'
import { mailRoutes } from './routes/pubsub.ts'
import { quickbooksWebhookRoutes } from './routes/quickbooks.ts'
import { connectionCallbackRoutes } from './routes/connections.ts'
import { gustoStartRoutes } from './routes/gusto.ts'

export const app = new Hono().basePath('/webhooks')
app.onError(onError)
app.get('/health', (c) => c.json({ status: 'ok' }))
app.route('/', eventBusRoutes)
app.route('/', mailRoutes)
app.route('/', quickbooksWebhookRoutes)
app.route('/', connectionCallbackRoutes)
app.route('/', gustoStartRoutes)
