/**
 * Every request gets an id, answered in `x-request-id`, so an error a user sees, the browser's report of it and the
 * function's own record of it can be found together (docs/monitoring.md). A well-formed id the caller or the gateway
 * sent is kept (hosted Supabase's gateway sends `sb-request-id`); otherwise a new one is made.
 */
import { createMiddleware } from 'hono/factory'

export type RequestIdVars = { Variables: { requestId: string } }

const WELL_FORMED = /^[A-Za-z0-9._:-]{1,100}$/

export const requestId = createMiddleware<RequestIdVars>(async (c, next) => {
  const given = c.req.header('x-request-id') ?? c.req.header('sb-request-id')
  const id = given && WELL_FORMED.test(given) ? given : crypto.randomUUID()
  c.set('requestId', id)
  c.header('x-request-id', id)
  await next()
})
