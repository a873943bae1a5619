/**
 * Items and accounts: /item/get, /item/remove, /item/webhook/update, /accounts/get, /accounts/balance/get (realtime
 * balances), /processor/token/create, and Plaid's sandbox helpers /sandbox/item/reset_login (the item answers
 * ITEM_LOGIN_REQUIRED until repaired through update mode) and /sandbox/item/fire_webhook.
 */
import type { SandboxRouter } from '../../server.ts'
import { endpoint, invalidRequest, requireFields } from './api.ts'
import { type Item, itemFor, itemIdOf, loginRequired, removeItem } from './items.ts'
import { sendWebhook } from './keys.ts'
import { announceUpdates } from './transactions.ts'

const PROCESSORS = ['dwolla', 'stripe', 'modern_treasury', 'increase', 'moov', 'unit', 'treasury_prime', 'column']

function accountsOf(item: Item, body: Record<string, unknown>) {
  const ids = (body.options as { account_ids?: string[] } | undefined)?.account_ids
  const chosen = ids ? item.accounts.filter((a) => ids.includes(a.account_id)) : item.accounts
  if (ids && chosen.length !== ids.length)
    throw invalidRequest('INVALID_FIELD', 'one or more of the account IDs is invalid')
  return chosen
}

/** Fires one of an item's webhooks the way Plaid would, with the state change the code stands for. */
export async function fireItemWebhook(item: Item, code: string, log: (m: string) => void) {
  switch (code) {
    case 'SYNC_UPDATES_AVAILABLE':
    case 'DEFAULT_UPDATE':
      return await announceUpdates(item, log)
    case 'ERROR':
    case 'ITEM_LOGIN_REQUIRED':
      item.error = loginRequired()
      return await sendWebhook(
        item.webhook,
        { webhook_type: 'ITEM', webhook_code: 'ERROR', item_id: item.itemId, error: item.error.toJSON() },
        log,
      )
    case 'LOGIN_REPAIRED':
      item.error = null
      return await sendWebhook(
        item.webhook,
        { webhook_type: 'ITEM', webhook_code: 'LOGIN_REPAIRED', item_id: item.itemId },
        log,
      )
    case 'PENDING_EXPIRATION':
    case 'PENDING_DISCONNECT': {
      item.consentExpiration = new Date(Date.now() + 7 * 86_400_000).toISOString()
      return await sendWebhook(
        item.webhook,
        {
          webhook_type: 'ITEM',
          webhook_code: code,
          item_id: item.itemId,
          consent_expiration_time: item.consentExpiration,
          reason: 'INSTITUTION_TOKEN_EXPIRATION',
        },
        log,
      )
    }
    case 'USER_PERMISSION_REVOKED':
      item.error = loginRequired()
      return await sendWebhook(
        item.webhook,
        { webhook_type: 'ITEM', webhook_code: code, item_id: item.itemId, error: item.error.toJSON() },
        log,
      )
    case 'NEW_ACCOUNTS_AVAILABLE':
      return await sendWebhook(item.webhook, { webhook_type: 'ITEM', webhook_code: code, item_id: item.itemId }, log)
    default:
      throw invalidRequest('INVALID_FIELD', `webhook_code ${code} cannot be fired in the sandbox`)
  }
}

export function mountItems(r: SandboxRouter) {
  const log = (m: string) => r.ctx.log('sandbox', m)

  endpoint(
    r,
    '/item/get',
    ({ body }) => {
      requireFields(body, ['access_token'])
      const item = itemFor(body.access_token, { allowError: true })
      const at = new Date().toISOString()
      return {
        item: item.itemJson(),
        status: {
          transactions: { last_successful_update: item.error ? null : at, last_failed_update: item.error ? at : null },
          last_webhook: null,
        },
      }
    },
    itemIdOf,
  )

  endpoint(
    r,
    '/item/remove',
    ({ body }) => {
      requireFields(body, ['access_token'])
      removeItem(itemFor(body.access_token, { allowError: true }))
      return {}
    },
    itemIdOf,
  )

  endpoint(
    r,
    '/item/webhook/update',
    ({ body }) => {
      requireFields(body, ['access_token'])
      const item = itemFor(body.access_token, { allowError: true })
      item.webhook = (body.webhook as string | undefined) ?? null
      return { item: item.itemJson() }
    },
    itemIdOf,
  )

  for (const path of ['/accounts/get', '/accounts/balance/get'])
    endpoint(
      r,
      path,
      ({ body }) => {
        requireFields(body, ['access_token'])
        const item = itemFor(body.access_token)
        const realtime = path === '/accounts/balance/get'
        const at = new Date().toISOString()
        const accounts = accountsOf(item, body).map((a) => {
          const json = item.accountJson(a)
          if (realtime) json.balances.last_updated_datetime = at
          return json
        })
        return { accounts, item: item.itemJson() }
      },
      itemIdOf,
    )

  endpoint(
    r,
    '/processor/token/create',
    ({ body }) => {
      requireFields(body, ['access_token', 'account_id', 'processor'])
      const item = itemFor(body.access_token)
      if (!item.accounts.some((a) => a.account_id === body.account_id))
        throw invalidRequest('INVALID_FIELD', 'account_id does not name an account of this item')
      if (!PROCESSORS.includes(String(body.processor)))
        throw invalidRequest('INVALID_FIELD', `processor must be one of ${PROCESSORS.join(', ')}`)
      return { processor_token: `processor-sandbox-${crypto.randomUUID()}` }
    },
    itemIdOf,
  )

  endpoint(
    r,
    '/sandbox/item/reset_login',
    async ({ body }) => {
      requireFields(body, ['access_token'])
      const item = itemFor(body.access_token, { allowError: true })
      await fireItemWebhook(item, 'ERROR', log)
      return { reset_login: true }
    },
    itemIdOf,
  )

  endpoint(
    r,
    '/sandbox/item/fire_webhook',
    async ({ body }) => {
      requireFields(body, ['access_token', 'webhook_code'])
      const item = itemFor(body.access_token, { allowError: true })
      await fireItemWebhook(item, String(body.webhook_code), log)
      return { webhook_fired: true }
    },
    itemIdOf,
  )
}
