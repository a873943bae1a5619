/**
 * The demo organization's QuickBooks connection (Birch Bakery, realm DEMO_REALM_ID), as stored by
 * supabase/seeds/30-quickbooks.sql: a sandbox refresh token valid until 2100 and an already-expired access token,
 * so the app refreshes on first use. Encrypted like the edge functions do (AES-GCM, key SHA-256 of the local
 * default CONNECTIONS_SECRET_KEY) with a fixed IV so the seed is reproducible. Regenerate the seed's hex with
 * `npx tsx supabase/local/src/sandbox/providers/quickbooks/demo-connection.ts`.
 */
import { createCipheriv, createHash } from 'node:crypto'
import { signToken } from './tokens.ts'
import { DEMO_REALM_ID } from './realms.ts'

export const DEMO_ORG_ID = '10000000-0000-4000-8000-000000000002'
export const LOCAL_TOKEN_KEY = 'local-connections-secret-key: never use in production'

export function demoConnection() {
  const refreshToken = signToken('qbrt', { r: DEMO_REALM_ID, g: 'demo-birch-bakery', e: 4_102_444_800, n: 'demo' })
  const accessToken = signToken('qbat', { r: DEMO_REALM_ID, g: 'demo-birch-bakery', e: 1, n: 'demo' })
  const plain = Buffer.from(JSON.stringify({ realmId: DEMO_REALM_ID, accessToken, refreshToken }))
  const iv = Buffer.alloc(12, 7)
  const cipher = createCipheriv('aes-256-gcm', createHash('sha256').update(LOCAL_TOKEN_KEY).digest(), iv)
  const ct = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()])
  return { realmId: DEMO_REALM_ID, refreshToken, accessToken, tokensHex: Buffer.concat([iv, ct]).toString('hex') }
}

if (process.argv[1]?.endsWith('demo-connection.ts')) console.log(JSON.stringify(demoConnection(), null, 2))
