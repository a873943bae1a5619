/**
 * The one error boundary: expected errors become JSON with their status; anything else is logged, recorded as an
 * error report with the request's id (public.error_reports, the admins' operations screen) and answered as a 500 that
 * carries the same id, so what the user sees and what was recorded can be matched.
 */
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { ZodError } from 'zod'
import { AppError, fromPostgresError } from './errors.ts'
import { validationFailed } from './validation.ts'
import { recordErrorReport } from './error-reports.ts'

export async function onError(err: Error, c: Context) {
  if (err instanceof AppError)
    return c.json({ error: { code: err.code, message: err.message, details: err.details } }, err.status as 400)
  if (err instanceof ZodError) {
    const e = validationFailed(err.issues)
    return c.json({ error: { code: e.code, message: e.message, details: e.details } }, 422)
  }
  if (err instanceof HTTPException) return c.json({ error: { code: 'http_error', message: err.message } }, err.status)
  const pg = fromPostgresError(err)
  if (pg) return c.json({ error: { code: pg.code, message: pg.message, details: pg.details } }, pg.status as 400)
  const requestId = (c.get('requestId') as string | undefined) ?? crypto.randomUUID()
  console.error(`[${c.req.method} ${c.req.path}] request ${requestId}`, err)
  const claims = c.get('claims') as { sub?: string } | undefined
  await recordErrorReport({
    source: 'function',
    message: err.message || err.name || 'Unknown error',
    stack: err.stack,
    url: c.req.path,
    method: c.req.method,
    status: 500,
    requestId,
    userId: claims?.sub,
    userAgent: c.req.header('user-agent'),
  })
  return c.json(
    { error: { code: 'internal', message: `Internal server error (request ${requestId})`, requestId } },
    500,
  )
}
