/** The `jobs` function: runs due jobs when invoked (by pg_cron on hosted Supabase); locally jobs/worker.ts runs continuously. */
import { Hono } from 'hono'
import { onError } from '../_shared/on-error.ts'

export const app = new Hono().basePath('/jobs')
app.onError(onError)
app.get('/health', (c) => c.json({ status: 'ok' }))
