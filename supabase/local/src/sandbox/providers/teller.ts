/**
 * Teller sandbox (the second bank provider) under /teller: its API with Basic auth and its error object, a
 * Connect stand-in page that returns to the product's callback, sandbox controls and the Teller-Signature webhook
 * sender. Point the functions at it with TELLER_API_URL / TELLER_CONNECT_URL (they default to SANDBOX_URL/teller
 * locally). See docs/teller.md.
 */
import type { SandboxRouter } from '../server.ts'
import { mountApi } from './teller/api-routes.ts'
import { mountConnect } from './teller/connect-routes.ts'
import { mountControl } from './teller/control-routes.ts'

export function mount(r: SandboxRouter) {
  mountConnect(r)
  mountControl(r)
  mountApi(r)
}
