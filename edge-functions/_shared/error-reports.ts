/**
 * Records an error report (public.error_reports) as the service role: a browser's, posted to /api/monitoring, or a
 * function's own unexpected error. Recording never throws: a failure to record an error must not become the error.
 */
import { asService } from './db.ts'

export type ErrorReport = {
  source: 'browser' | 'function'
  message: string
  stack?: string | null
  url?: string | null
  method?: string | null
  status?: number | null
  requestId?: string | null
  userId?: string | null
  userAgent?: string | null
  release?: string | null
}

export async function recordErrorReport(r: ErrorReport): Promise<boolean> {
  try {
    await asService(
      (tx) => tx`insert into public.error_reports (source, request_id, message, stack, url, method, status, user_id,
          user_agent, release)
        values (${r.source}, ${r.requestId ?? null}, ${r.message.slice(0, 2000) || 'Unknown error'},
          ${r.stack?.slice(0, 20000) ?? null}, ${r.url?.slice(0, 2000) ?? null}, ${r.method?.slice(0, 10) ?? null},
          ${r.status ?? null}, ${r.userId ?? null}, ${r.userAgent?.slice(0, 500) ?? null}, ${r.release?.slice(0, 100) ?? null})`,
    )
    return true
  } catch (e) {
    console.error('could not record an error report:', (e as Error).message)
    return false
  }
}
