/**
 * The core's webhooks: every entry version (entry.created, entry.updated), transfer change (transfer.updated) and
 * account status change (account.updated) of a customer is POSTed to the product's intake, signed
 * `X-Core-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. Delivery runs beside the
 * API: queuing is a push onto an array, a few deliveries are in flight at a time, and a non-2xx answer (or no answer)
 * is retried with exponential back-off (base × 2^(attempt-1)) up to MAX_ATTEMPTS, then given up and logged.
 */
import { createHmac, randomUUID } from 'node:crypto'
import { nowSeconds } from '../../webhook-delivery.ts'

export const WEBHOOK_TYPES = ['entry.created', 'entry.updated', 'transfer.updated', 'account.updated'] as const
export type TWebhookType = (typeof WEBHOOK_TYPES)[number]
export const MAX_ATTEMPTS = 8
export const RETRY_BASE_MS = 1000
const IN_FLIGHT = 8
const TIMEOUT_MS = 10_000

/** The signature header for `body` signed at unix second `t`. */
export function coreSignature(secret: string, body: string, t = nowSeconds()) {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`
}

type Outgoing = {
  id: string
  type: TWebhookType
  customerId: string
  createdAt: number
  /** rendered when first sent (entry versions never change; transfers and accounts show their latest state) */
  data: () => unknown
  body?: string
  url?: string
  attempts: number
}
export type Delivery = {
  id: string
  type: TWebhookType
  customer_id: string
  url: string
  attempts: number
  status: number | string
}

export class Webhooks {
  private queue: Outgoing[] = []
  private head = 0
  private inFlight = 0
  private timers = new Set<NodeJS.Timeout>()
  /** the product's intake, and per-customer overrides (a test's own receiver; null turns delivery off) */
  readonly endpoints = new Map<string, string | null>()
  retryBaseMs = RETRY_BASE_MS
  /** the last deliveries, newest last (GET /sandbox/webhooks) */
  readonly recent: Delivery[] = []

  constructor(
    public defaultUrl: string | null,
    private secret: () => string,
    private log: (m: string) => void,
  ) {}

  private urlFor(customerId: string) {
    return this.endpoints.has(customerId) ? this.endpoints.get(customerId)! : this.defaultUrl
  }

  enqueue(type: TWebhookType, customerId: string, at: number, data: () => unknown) {
    if (!this.urlFor(customerId)) return
    this.queue.push({ id: randomUUID(), type, customerId, createdAt: at, data, attempts: 0 })
    if (this.inFlight < IN_FLIGHT) setImmediate(() => this.pump())
  }

  /** How many deliveries are waiting or in flight (tests wait for zero). */
  get backlog() {
    return this.queue.length - this.head + this.inFlight + this.timers.size
  }

  private pump() {
    while (this.inFlight < IN_FLIGHT && this.head < this.queue.length) {
      const item = this.queue[this.head++]
      this.inFlight++
      void this.deliver(item).finally(() => {
        this.inFlight--
        this.pump()
      })
    }
    if (this.head > 4096 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head)
      this.head = 0
    }
  }

  private async deliver(item: Outgoing) {
    item.url ??= this.urlFor(item.customerId) ?? undefined
    if (!item.url) return
    item.body ??= JSON.stringify({
      id: item.id,
      type: item.type,
      created_time: new Date(item.createdAt).toISOString(),
      customer_id: item.customerId,
      data: item.data(),
    })
    item.attempts++
    let status: number | string
    try {
      const res = await fetch(item.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-core-signature': coreSignature(this.secret(), item.body) },
        body: item.body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      await res.arrayBuffer()
      status = res.status
    } catch (e) {
      status = `failed: ${(e as Error).message}`
    }
    this.remember(item, status)
    if (typeof status === 'number' && status >= 200 && status < 300) return
    if (item.attempts >= MAX_ATTEMPTS) {
      this.log(
        `banking-core webhook ${item.type} ${item.id} → ${item.url}: gave up after ${item.attempts} attempts (${status})`,
      )
      return
    }
    const timer = setTimeout(
      () => {
        this.timers.delete(timer)
        this.queue.push(item)
        this.pump()
      },
      this.retryBaseMs * 2 ** (item.attempts - 1),
    )
    timer.unref()
    this.timers.add(timer)
  }

  private remember(item: Outgoing, status: number | string) {
    this.recent.push({
      id: item.id,
      type: item.type,
      customer_id: item.customerId,
      url: item.url!,
      attempts: item.attempts,
      status,
    })
    if (this.recent.length > 500) this.recent.splice(0, this.recent.length - 500)
  }

  /** Back to where a new core starts: the intake for everyone, the default back-off. */
  restoreSettings(defaultUrl: string | null) {
    this.endpoints.clear()
    this.defaultUrl = defaultUrl
    this.retryBaseMs = RETRY_BASE_MS
  }

  /** Drops everything queued or waiting for a retry (reset, shutdown). */
  clear() {
    for (const t of this.timers) clearTimeout(t)
    this.timers.clear()
    this.queue = []
    this.head = 0
  }
}
