/**
 * Entry point of the collaboration server as a service of its own, beside a hosted Supabase project (docs/collab.md):
 * `npm start -w collab` with DATABASE_URL, SUPABASE_URL (or JWKS_URL / AUTH_JWT_SECRET), HOST and PORT set.
 * TLS is the host's: it terminates wss:// and forwards plain WebSocket traffic to PORT.
 */
import postgres from 'postgres'
import { tokenVerifier } from './auth.ts'
import { readConfig } from './config.ts'
import { startCollabServer } from './server.ts'
import type { Log } from './store.ts'

const log: Log = (service, message, extra) =>
  console.log(
    `${new Date().toISOString()} [${service}] ${message}${extra === undefined ? '' : ` ${JSON.stringify(extra)}`}`,
  )

const cfg = readConfig(process.env)
const sql = postgres(cfg.databaseUrl, { max: cfg.poolMax, onnotice: () => {}, idle_timeout: 30 })
const server = await startCollabServer({
  sql,
  log,
  host: cfg.host,
  port: cfg.port,
  verify: tokenVerifier({ jwksUrl: cfg.jwksUrl, jwtSecret: cfg.jwtSecret }),
})
log(
  'collab',
  `listening on ${cfg.host}:${cfg.port}; tokens verified by ${[cfg.jwksUrl && `JWKS ${cfg.jwksUrl}`, cfg.jwtSecret && 'the legacy HS256 secret'].filter(Boolean).join(' and ')}`,
)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  // rooms write what they hold before the process ends (a host sends SIGTERM on deploys and restarts)
  await server.close()
  await sql.end({ timeout: 5 })
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
