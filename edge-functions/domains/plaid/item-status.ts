/**
 * Whether an item still works. Plaid says so in item errors (ITEM_LOGIN_REQUIRED and the like, in an ITEM ERROR
 * webhook or in any call's answer) and in its consent expiry (PENDING_EXPIRATION: consent ends within days). Either
 * breaks the connection (plaid_items.connection_broken, and markBroken tells the organization's admins once). ITEM
 * webhooks are only a signal: the state is re-read with /item/get, so duplicates and out-of-order deliveries (an old
 * ERROR after LOGIN_REPAIRED) end in Plaid's current state.
 */
import type { Tx } from '../../_shared/db.ts'
import { markBroken } from '../connections/connection-store.ts'
import type { LoadedItem } from './item-access.ts'
import { PlaidApiError, plaidCall, plaidClient } from './plaid-api.ts'

/** Consent that ends within this many days breaks the connection now, while reconnecting is still painless. */
export const CONSENT_WARNING_DAYS = 7

const MESSAGES: Record<string, string> = {
  ITEM_LOGIN_REQUIRED: 'The bank needs you to sign in again. Reconnect the account to keep transactions coming in.',
  PENDING_EXPIRATION:
    'Your consent for us to read this bank is about to end. Reconnect the account to keep transactions coming in.',
  ITEM_NOT_FOUND: 'The bank connection was removed at Plaid. Connect the bank again to keep transactions coming in.',
  USER_PERMISSION_REVOKED: 'Access to this bank was revoked. Connect the bank again to keep transactions coming in.',
  ACCESS_NOT_GRANTED: 'Access to this bank was not granted. Connect the bank again and allow access to the accounts.',
}

export const brokenMessage = (code: string, fallback?: string | null) =>
  MESSAGES[code] ??
  fallback ??
  'The bank connection stopped working. Reconnect the account to keep transactions coming in.'

export async function markItemBroken(tx: Tx, loaded: LoadedItem, error: { code: string; message?: string | null }) {
  await tx`update public.plaid_items set connection_broken = true, updated_at = now() where id = ${loaded.item.id}`
  await markBroken(tx, loaded.connection.id, { code: error.code, message: brokenMessage(error.code, error.message) })
}

/** Re-reads the item at Plaid and records what it says: broken (error or consent ending soon) or working again. */
export async function refreshItemStatus(
  tx: Tx,
  loaded: LoadedItem,
): Promise<{ status: 'broken' | 'ok'; code?: string }> {
  let item: Awaited<ReturnType<ReturnType<typeof plaidClient>['itemGet']>>['data']['item']
  try {
    item = (await plaidCall(() => plaidClient().itemGet({ access_token: loaded.accessToken }))).item
  } catch (e) {
    if (e instanceof PlaidApiError && e.itemBroken) {
      await markItemBroken(tx, loaded, { code: e.errorCode, message: e.displayMessage })
      return { status: 'broken', code: e.errorCode }
    }
    throw e
  }
  const expiry = item.consent_expiration_time
  await tx`update public.plaid_items set consent_expiration_time = ${expiry}, updated_at = now() where id = ${loaded.item.id}`
  if (item.error) {
    await markItemBroken(tx, loaded, { code: item.error.error_code, message: item.error.display_message })
    return { status: 'broken', code: item.error.error_code }
  }
  if (expiry && Date.parse(expiry) - Date.now() < CONSENT_WARNING_DAYS * 86_400_000) {
    await markItemBroken(tx, loaded, { code: 'PENDING_EXPIRATION' })
    return { status: 'broken', code: 'PENDING_EXPIRATION' }
  }
  await tx`update public.plaid_items set connection_broken = false, updated_at = now() where id = ${loaded.item.id}`
  await tx`update public.provider_connections set status = 'active', last_error_code = null, last_error_message = null,
    last_error_at = null, updated_at = now() where id = ${loaded.connection.id} and status = 'broken'`
  return { status: 'ok' }
}
