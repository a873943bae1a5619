/**
 * The demo organization's Plaid item (Birch Bakery, First Platypus Bank), as stored by supabase/seeds/50-plaid.sql:
 * a fixed item id, history from DEMO_SINCE, and its access token encrypted like the edge functions do (AES-GCM, key
 * SHA-256 of the local default CONNECTIONS_SECRET_KEY) with a fixed IV so the seed is reproducible. The sandbox
 * rebuilds the item from the token, so it survives restarts. Regenerate the seed's values with
 * `npx tsx supabase/local/src/sandbox/providers/plaid/demo-item.ts`.
 */
import { createCipheriv, createHash } from 'node:crypto'
import { accountsFor, dayOf } from './data.ts'
import { type ItemClaims, accessTokenFor } from './items.ts'

export const DEMO_ITEM_ID = 'DemoBirchBakeryPlatypusItem0000000001'
export const DEMO_SINCE = '2025-11-01'
const LOCAL_KEY = 'local-connections-secret-key: never use in production'

export function demoItem() {
  const claims: ItemClaims = {
    i: DEMO_ITEM_ID,
    n: 'ins_109508',
    s: dayOf(DEMO_SINCE),
    p: ['transactions', 'statements', 'assets'],
  }
  const accessToken = accessTokenFor(claims)
  const iv = Buffer.alloc(12, 9)
  const cipher = createCipheriv('aes-256-gcm', createHash('sha256').update(LOCAL_KEY).digest(), iv)
  const ct = Buffer.concat([
    cipher.update(Buffer.from(JSON.stringify({ token: accessToken }))),
    cipher.final(),
    cipher.getAuthTag(),
  ])
  const accounts = accountsFor(DEMO_ITEM_ID, {}).map((a) => ({
    account_id: a.account_id,
    name: a.name,
    official_name: a.official_name,
    mask: a.mask,
    type: a.type,
    subtype: a.subtype,
  }))
  return { itemId: DEMO_ITEM_ID, accessToken, tokenHex: Buffer.concat([iv, ct]).toString('hex'), accounts }
}

if (process.argv[1]?.endsWith('demo-item.ts')) console.log(JSON.stringify(demoItem(), null, 2))
