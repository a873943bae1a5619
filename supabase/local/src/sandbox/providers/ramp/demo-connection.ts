/**
 * The demo organization's Ramp connection (Acme Robotics, business DEMO_RAMP_BUSINESS), as stored by
 * supabase/seeds/92-ramp.sql: sandbox tokens valid until 2100 (the access token too, so no start ever spends the
 * rotating refresh token), encrypted like the edge functions do (AES-GCM, key SHA-256 of the local default
 * CONNECTIONS_SECRET_KEY) with a fixed IV so the seed is reproducible. The business's card spend includes the demo's
 * Staples line (the categorisation seed's), with one receipt, DEMO_RAMP_RECEIPT, which the seed's `ramp.receipts`
 * job downloads into Storage. Regenerate the seed's hex with
 * `npx tsx supabase/local/src/sandbox/providers/ramp/demo-connection.ts`.
 */
import { createCipheriv, createHash } from 'node:crypto'
import { signToken } from '../../oauth-grants.ts'
// the local default CONNECTIONS_SECRET_KEY (edge-functions/domains/connections/config.ts)
const LOCAL_TOKEN_KEY = 'local-connections-secret-key: never use in production'

export const DEMO_RAMP_BUSINESS = '5e0d1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b'
export const DEMO_RAMP_RECEIPT = '9b1f2c3d-4e5f-4061-8a7b-8c9d0e1f2a3b'
const UNTIL_2100 = 4_102_444_800
const SCOPE = 'business:read transactions:read cards:read users:read bills:read receipts:read offline_access'

/** The seeded Staples line (85-categorisation.sql: 'demo-ramp-' || md5(vendor || n)), as Ramp holds it. */
export function demoStaplesTransaction() {
  const day = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 - 5 * 86_400_000)
  return {
    id: `demo-ramp-${createHash('md5').update('Staples0').digest('hex')}`,
    amount: 85.37,
    currency_code: 'USD',
    state: 'CLEARED',
    user_transaction_time: day.toISOString(),
    settlement_date: new Date(day.getTime() + 2 * 86_400_000).toISOString(),
    merchant_name: 'Staples',
    merchant_descriptor: 'STAPLES 00123 STORE *4417',
    sk_category_name: 'Office supplies',
    card_holder: { first_name: 'Alex', last_name: 'Chen', department_name: 'Operations', user_id: null },
    receipts: [DEMO_RAMP_RECEIPT],
    disputes: [],
    policy_violations: [],
    accounting_categories: [],
    accounting_field_selections: [],
    line_items: [{ amount: { amount: 85.37, currency_code: 'USD' }, accounting_field_selections: [] }],
  }
}

export function demoRampConnection() {
  const claims = { p: 'ramp', a: DEMO_RAMP_BUSINESS, g: 'demo-acme-ramp', e: UNTIL_2100, s: SCOPE, n: 'demo' }
  const accessToken = signToken('ramp_tok_', { ...claims, k: 'access' })
  const refreshToken = signToken('ramp_rtok_', { ...claims, k: 'refresh' })
  const plain = Buffer.from(JSON.stringify({ accessToken, refreshToken }))
  const iv = Buffer.alloc(12, 7)
  const cipher = createCipheriv('aes-256-gcm', createHash('sha256').update(LOCAL_TOKEN_KEY).digest(), iv)
  const ct = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()])
  return { business: DEMO_RAMP_BUSINESS, tokensHex: Buffer.concat([iv, ct]).toString('hex') }
}

if (process.argv[1]?.endsWith('ramp/demo-connection.ts')) console.log(JSON.stringify(demoRampConnection(), null, 2))
