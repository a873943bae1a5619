// TEMPORARY: replaced by the realtime helper in this session.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import type { PlatformContext } from '../context.ts'
import { sendJson } from '../http.ts'
export async function createRealtimeServer(_ctx: PlatformContext) {
  return {
    handleHttp: async (_req: IncomingMessage, res: ServerResponse, _path: string) => sendJson(res, 501, { message: 'not implemented' }),
    handleUpgrade: (_req: IncomingMessage, socket: Duplex, _head: Buffer) => { socket.destroy() },
    close: async () => {},
  }
}
