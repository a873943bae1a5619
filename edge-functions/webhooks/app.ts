/** The `webhooks` function: provider callbacks and signed webhook intake (public routes, service role). */
import { Hono } from 'hono'
import { onError } from '../_shared/on-error.ts'

export const app = new Hono().basePath('/webhooks')
app.onError(onError)
app.get('/health', (c) => c.json({ status: 'ok' }))
