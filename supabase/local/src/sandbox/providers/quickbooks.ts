/**
 * QuickBooks Online sandbox: Intuit OAuth 2.0 (authorize, token, revoke) and the v3 accounting API for in-memory
 * companies, under /quickbooks. Point the app at it with QUICKBOOKS_API_BASE / QUICKBOOKS_OAUTH_BASE (the edge
 * functions default to SANDBOX_URL/quickbooks). See docs/quickbooks.md.
 */
import type { SandboxRouter } from '../server.ts'
import { mountOAuth } from './quickbooks/oauth-routes.ts'
import { mountApi } from './quickbooks/api-routes.ts'
import { mountControl } from './quickbooks/control-routes.ts'

export function mount(r: SandboxRouter) {
  mountOAuth(r)
  mountControl(r)
  mountApi(r)
}
