/** GET /health on the sandbox, so the stack can tell it is up. */
import type { SandboxRouter } from '../server.ts'
import { sendJson } from '../../http.ts'

export function mount(r: SandboxRouter) {
  r.add('GET', '/health', (_req, res) => sendJson(res, 200, { status: 'ok' }))
}
