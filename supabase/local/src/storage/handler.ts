// TEMPORARY: replaced by the storage helper in this session.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { PlatformContext } from '../context.ts'
import { sendJson } from '../http.ts'
export function createStorageHandler(_ctx: PlatformContext) {
  return async (_req: IncomingMessage, res: ServerResponse, _path: string) => sendJson(res, 501, { statusCode: '501', error: 'not implemented', message: 'not implemented' })
}
