// TEMPORARY: replaced by the auth helper in this session.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { PlatformContext } from '../context.ts'
import { sendJson } from '../http.ts'
export function createAuthHandler(_ctx: PlatformContext) {
  return async (_req: IncomingMessage, res: ServerResponse, path: string) => {
    if (path === '/health') return sendJson(res, 200, { name: 'GoTrue' })
    sendJson(res, 501, { msg: 'not implemented' })
  }
}
