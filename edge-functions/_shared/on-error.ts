/** The one error boundary: expected errors become JSON with their status; anything else is logged as a 500. */
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { ZodError } from 'zod'
import { AppError, fromPostgresError } from './errors.ts'
import { validationFailed } from './validation.ts'

export function onError(err: Error, c: Context) {
  if (err instanceof AppError)
    return c.json({ error: { code: err.code, message: err.message, details: err.details } }, err.status as 400)
  if (err instanceof ZodError) {
    const e = validationFailed(err.issues)
    return c.json({ error: { code: e.code, message: e.message, details: e.details } }, 422)
  }
  if (err instanceof HTTPException) return c.json({ error: { code: 'http_error', message: err.message } }, err.status)
  const pg = fromPostgresError(err)
  if (pg) return c.json({ error: { code: pg.code, message: pg.message, details: pg.details } }, pg.status as 400)
  console.error(`[${c.req.method} ${c.req.path}]`, err)
  return c.json({ error: { code: 'internal', message: 'Internal server error' } }, 500)
}
