/**
 * The demo organization's Gusto connection (Acme Robotics, company DEMO_GUSTO_COMPANY), as stored by
 * supabase/seeds/35-payroll.sql: sandbox tokens valid until 2100 (the access token too, so no start ever spends the
 * single-use refresh token), encrypted like the edge functions do (AES-GCM, key SHA-256 of the local default
 * CONNECTIONS_SECRET_KEY) with a fixed IV so the seed is reproducible. Regenerate the seed's hex with
 * `npx tsx supabase/local/src/sandbox/providers/gusto/demo-connection.ts`.
 */
import { createCipheriv, createHash } from 'node:crypto'
import { signToken } from '../../oauth-grants.ts'
// the local default CONNECTIONS_SECRET_KEY (edge-functions/domains/connections/config.ts)
const LOCAL_TOKEN_KEY = 'local-connections-secret-key: never use in production'

export const DEMO_GUSTO_COMPANY = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d'
const UNTIL_2100 = 4_102_444_800
const SCOPE = 'companies:read employees:read payrolls:read contractors:read contractor_payments:read'

export function demoGustoConnection() {
  const claims = { p: 'gusto', a: DEMO_GUSTO_COMPANY, g: 'demo-acme-gusto', e: UNTIL_2100, s: SCOPE, n: 'demo' }
  const accessToken = signToken('gat_', { ...claims, k: 'access' })
  const refreshToken = signToken('grt_', { ...claims, k: 'refresh' })
  const plain = Buffer.from(JSON.stringify({ accessToken, refreshToken }))
  const iv = Buffer.alloc(12, 9)
  const cipher = createCipheriv('aes-256-gcm', createHash('sha256').update(LOCAL_TOKEN_KEY).digest(), iv)
  const ct = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()])
  return { company: DEMO_GUSTO_COMPANY, tokensHex: Buffer.concat([iv, ct]).toString('hex') }
}

if (process.argv[1]?.endsWith('gusto/demo-connection.ts')) console.log(JSON.stringify(demoGustoConnection(), null, 2))
