/** The `api` function: one Hono app, a sub-app per domain, every route after `requireUser` running as the user. */
import { OpenAPIHono } from '@hono/zod-openapi'
import { cors } from 'hono/cors'
import { onError } from '../_shared/on-error.ts'
import { requireUser, type AuthVars } from '../_shared/auth.ts'
import { fieldErrorsHook } from '../_shared/validation.ts'
import { meRoutes } from './routes/me.ts'
import { amcRoutes } from './routes/amc.ts'

export const app = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook }).basePath('/api')
app.onError(onError)
app.use('*', cors())
app.get('/health', (c) => c.json({ status: 'ok' }))
app.doc31('/openapi.json', { openapi: '3.1.0', info: { title: 'Bookkeeping platform API', version: '1.0.0' } })

app.use('*', requireUser)
app.route('/', meRoutes)
app.route('/', amcRoutes)
