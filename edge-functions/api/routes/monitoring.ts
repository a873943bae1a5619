/**
 * /api/monitoring: browsers report their errors here (public: an error can happen before sign-in, and the spec lists
 * /monitoring among the public routes), limited per address; the signed-in user is noted when the report carries a
 * valid token. GET /api/operations/errors lists them for admins (docs/monitoring.md).
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { asUser } from '../../_shared/db.ts'
import { type AuthVars, verifyToken } from '../../_shared/auth.ts'
import { clientIp, type Limit, rateLimit } from '../../_shared/rate-limit.ts'
import { recordErrorReport } from '../../_shared/error-reports.ts'
import { fieldErrorsHook } from '../../_shared/validation.ts'
import {
  ZErrorReportInput,
  ZListErrorReportsQuery,
  ZListErrorReportsResponse,
} from '../../../shared/schemas/monitoring.ts'
import { listErrorReports } from '../../domains/monitoring/list-error-reports.ts'
import { body, errors, json } from '../openapi.ts'

/** A page in a loop of errors must not fill the table: per address, a few a second at most. */
export const ERROR_REPORT_LIMIT: Limit = { requests: 60, perSeconds: 60 }

const limitReports = rateLimit('error-report', [{ name: 'ip', limit: ERROR_REPORT_LIMIT, key: clientIp }])

/** The reporter's user id when the report came with a valid token; a report without one is still taken. */
async function reporter(c: Context): Promise<string | null> {
  const token = c.req.header('authorization')?.replace(/^Bearer\s+/i, '')
  if (!token) return null
  try {
    const claims = await verifyToken(token)
    return claims.role === 'authenticated' && typeof claims.sub === 'string' ? claims.sub : null
  } catch {
    return null
  }
}

export const monitoringPublicRoutes = new OpenAPIHono({ defaultHook: fieldErrorsHook })
monitoringPublicRoutes.use('/monitoring', limitReports)
monitoringPublicRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/monitoring',
    tags: ['monitoring'],
    summary: "A browser's error report",
    request: body(ZErrorReportInput),
    responses: { 202: json(z.object({ recorded: z.boolean() }), 'Taken'), 422: errors[422] },
  }),
  async (c) => {
    const input = c.req.valid('json')
    const recorded = await recordErrorReport({
      source: 'browser',
      message: input.message,
      stack: input.stack,
      url: input.url,
      status: input.status,
      requestId: input.requestId,
      release: input.release,
      userId: await reporter(c),
      userAgent: c.req.header('user-agent'),
    })
    return c.json({ recorded }, 202)
  },
)

export const monitoringRoutes = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook }).openapi(
  createRoute({
    method: 'get',
    path: '/operations/errors',
    tags: ['operations'],
    summary: 'The latest error reports of browsers and functions (admins)',
    request: { query: ZListErrorReportsQuery },
    responses: { 200: json(ZListErrorReportsResponse, 'Newest first'), 403: errors[403] },
  }),
  async (c) => {
    const q = c.req.valid('query')
    return c.json(await asUser(c.get('claims'), (tx) => listErrorReports({ tx, ...q })), 200)
  },
)
