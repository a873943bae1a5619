/**
 * The browser's side of error reports (docs/monitoring.md): uncaught errors, unhandled promise rejections, screens
 * that crash while rendering and API calls answered with a server error are posted to /api/monitoring with the page,
 * and the request id when there is one, so an admin finds them on the operations screen beside the function's own
 * record. At most twenty a page load, each distinct error once; reporting never throws and never reports itself.
 */
import { env } from './env.ts'
import { accessToken } from './supabase.ts'

export type BrowserError = { message: string; stack?: string; requestId?: string; status?: number }

const MAX_PER_PAGE = 20
let sent = 0
const seen = new Set<string>()

export function reportError(e: BrowserError) {
  const message = e.message?.trim()
  if (!message) return
  const key = `${message}\n${e.stack ?? ''}\n${e.requestId ?? ''}`
  if (seen.has(key) || sent >= MAX_PER_PAGE) return
  seen.add(key)
  sent += 1
  void (async () => {
    try {
      const token = await accessToken().catch(() => undefined)
      await fetch(`${env.supabaseUrl}/functions/v1/api/monitoring`, {
        method: 'POST',
        keepalive: true,
        headers: {
          'content-type': 'application/json',
          apikey: env.anonKey,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({
          message: message.slice(0, 2000),
          stack: e.stack?.slice(0, 20000),
          url: window.location.href.slice(0, 2000),
          requestId: e.requestId,
          status: e.status,
        }),
      })
    } catch {
      // the report is lost; nothing to do about a network that is down
    }
  })()
}

/** Listens for what no code caught. Called once, at start. */
export function installErrorReporting() {
  window.addEventListener('error', (ev) => {
    reportError({ message: ev.message || String(ev.error), stack: ev.error?.stack })
  })
  window.addEventListener('unhandledrejection', (ev) => {
    const reason = ev.reason as { message?: string; stack?: string; status?: number } | undefined
    // an API refusal the screen did not handle is the screen's business only when the server failed
    if (reason && typeof reason.status === 'number' && reason.status < 500) return
    reportError({ message: reason?.message ?? String(ev.reason), stack: reason?.stack })
  })
}
