/**
 * Sandbox-only controls under /plaid/_sandbox (not part of Plaid): injected faults and rate limits, items made
 * directly (with a custom size for benchmarks), changes to an item's transactions (add, modify, remove, post a
 * pending row) announced by webhook, a change landing mid-pagination, webhooks fired by item id, asset-report
 * timing and failure, and the log of webhooks sent.
 */
import type { SandboxRouter } from '../../server.ts'
import { readJson, sendJson } from '../../../http.ts'
import { PREFIX, PlaidFailure, type Fault, faults, setLimit } from './api.ts'
import { assetSettings } from './assets.ts'
import { dayOf, today } from './data.ts'
import { fireItemWebhook } from './item-routes.ts'
import { INSTITUTIONS, createItem, itemById } from './items.ts'
import { sentWebhooks } from './keys.ts'
import { nextHostedItem, nextHostedItemFor } from './link.ts'
import { announceUpdates, plainTxn } from './transactions.ts'

type Change = {
  add?: {
    account_id?: string
    amount: number
    name: string
    date?: string
    pending?: boolean
    merchant_name?: string
  }[]
  modify?: { transaction_id: string; amount?: number; name?: string }[]
  remove?: string[]
  post?: { transaction_id: string; amount?: number }[]
  notify?: boolean
}
const cents = (amount: number) => Math.round(Number((amount * 100).toFixed(4)))
const sizeOf = (b: { accounts?: number; transactions?: number }) =>
  b.accounts && b.transactions !== undefined ? { accounts: b.accounts, transactions: b.transactions } : undefined

export function mountControl(r: SandboxRouter) {
  const base = `${PREFIX}/_sandbox`
  const log = (m: string) => r.ctx.log('sandbox', m)
  const withItem = (id: string, res: Parameters<Parameters<SandboxRouter['add']>[2]>[1]) => {
    const item = itemById(id)
    if (!item) sendJson(res, 404, { error: `no sandbox item ${id} in this process` })
    return item
  }

  r.add('GET', `${base}/webhooks`, (_req, res) => sendJson(res, 200, { webhooks: sentWebhooks }))

  r.add('POST', `${base}/faults`, async (req, res) => {
    const b = await readJson<Partial<Fault> & { item_id?: string }>(req)
    if (!b.path || !b.error_code) return sendJson(res, 400, { error: 'path and error_code are required' })
    faults.push({
      path: b.path,
      itemId: b.item_id,
      count: b.count ?? 1,
      status: b.status ?? (b.error_type === 'RATE_LIMIT_EXCEEDED' ? 429 : 400),
      error_type: b.error_type ?? 'API_ERROR',
      error_code: b.error_code,
      error_message: b.error_message ?? `injected ${b.error_code}`,
      display_message: b.display_message ?? null,
    })
    sendJson(res, 200, { faults })
  })
  r.add('DELETE', `${base}/faults`, (_req, res) => {
    faults.length = 0
    sendJson(res, 200, { faults })
  })
  r.add('POST', `${base}/limits`, async (req, res) => {
    const b = await readJson<{ path?: string; perMinute?: number | null }>(req)
    if (!b.path) return sendJson(res, 400, { error: 'path is required' })
    setLimit(b.path, b.perMinute ?? null)
    sendJson(res, 200, { path: b.path, perMinute: b.perMinute ?? null })
  })

  /** Body: { institution_id?, webhook?, products?, accounts?, transactions?, sinceDays? } → { access_token, item_id } */
  r.add('POST', `${base}/items`, async (req, res) => {
    const b = await readJson<{
      institution_id?: string
      webhook?: string
      products?: string[]
      accounts?: number
      transactions?: number
      sinceDays?: number
    }>(req)
    const { item, accessToken } = createItem({
      institutionId: b.institution_id ?? INSTITUTIONS[0].institution_id,
      products: b.products ?? ['transactions'],
      webhook: b.webhook ?? null,
      sinceDays: b.sinceDays,
      custom: sizeOf(b),
    })
    sendJson(res, 200, { access_token: accessToken, item_id: item.itemId })
  })
  /**
   * The next Hosted Link item gets this size: { accounts, transactions, sinceDays?, clientUserId? } (an empty body
   * resets). With clientUserId only that user's next session takes it.
   */
  r.add('POST', `${base}/hosted-link/next`, async (req, res) => {
    const b = await readJson<{ accounts?: number; transactions?: number; sinceDays?: number; clientUserId?: string }>(
      req,
    )
    const shape = { custom: sizeOf(b), sinceDays: b.sinceDays }
    if (b.clientUserId) {
      if (shape.custom || shape.sinceDays !== undefined) nextHostedItemFor.set(b.clientUserId, shape)
      else nextHostedItemFor.delete(b.clientUserId)
    } else Object.assign(nextHostedItem, shape)
    sendJson(res, 200, shape)
  })

  r.add('GET', `${base}/items/:id`, (_req, res, _u, p) => {
    const item = withItem(p.id, res)
    if (!item) return
    sendJson(res, 200, {
      item: item.itemJson(),
      logLength: item.log.length,
      transactions: [...item.txns.values()].filter((t) => !t.removed).length,
      accounts: item.accounts.map((a) => item.accountJson(a)),
      pending: [...item.txns.values()].filter((t) => t.pending && !t.removed).map((t) => t.id),
    })
  })

  r.add('POST', `${base}/items/:id/transactions`, async (req, res, _u, p) => {
    const item = withItem(p.id, res)
    if (!item) return
    const b = await readJson<Change>(req)
    const added: string[] = []
    try {
      for (const a of b.add ?? []) {
        const t = plainTxn(item, {
          accountId: a.account_id,
          day: a.date ? dayOf(a.date) : today(),
          cents: cents(a.amount),
          name: a.name,
          merchant: a.merchant_name ?? null,
          pending: a.pending,
        })
        item.add(t)
        added.push(t.id)
      }
      for (const m of b.modify ?? [])
        item.modify(m.transaction_id, {
          ...(m.amount === undefined ? {} : { cents: cents(m.amount) }),
          ...(m.name ? { name: m.name } : {}),
        })
      for (const id of b.remove ?? []) item.remove(id)
      for (const x of b.post ?? []) item.post(x.transaction_id, x.amount === undefined ? undefined : cents(x.amount))
    } catch (e) {
      if (e instanceof PlaidFailure) return sendJson(res, 400, e.toJSON())
      throw e
    }
    if (b.notify !== false) await announceUpdates(item, log)
    sendJson(res, 200, { added, logLength: item.log.length })
  })

  r.add('POST', `${base}/items/:id/mutate-during-sync`, async (req, res, _u, p) => {
    const item = withItem(p.id, res)
    if (!item) return
    item.mutateAfterPages = (await readJson<{ afterPages?: number }>(req)).afterPages ?? 1
    sendJson(res, 200, { mutateAfterPages: item.mutateAfterPages })
  })

  r.add('POST', `${base}/items/:id/webhook`, async (req, res, _u, p) => {
    const item = withItem(p.id, res)
    if (!item) return
    const b = await readJson<{ webhook_code?: string }>(req)
    try {
      await fireItemWebhook(item, b.webhook_code ?? 'SYNC_UPDATES_AVAILABLE', log)
    } catch (e) {
      if (e instanceof PlaidFailure) return sendJson(res, 400, e.toJSON())
      throw e
    }
    sendJson(res, 200, { webhook_fired: true })
  })

  r.add('POST', `${base}/asset-reports`, async (req, res) => {
    const b = await readJson<{ readyAfterMs?: number; fail?: typeof assetSettings.fail }>(req)
    if (b.readyAfterMs !== undefined) assetSettings.readyAfterMs = b.readyAfterMs
    if (b.fail !== undefined) assetSettings.fail = b.fail
    sendJson(res, 200, assetSettings)
  })
}
