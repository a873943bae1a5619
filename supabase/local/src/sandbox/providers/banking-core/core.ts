/**
 * One banking core: its state, the journal that makes it durable, the webhooks that tell the product, the rate
 * limiter and the clock. `commit` is the only way state changes: apply, journal, notify, in that order and with no
 * await in between, so two requests can never interleave inside one change.
 */
import path from 'node:path'
import { Journal } from './journal.ts'
import type { Transfer } from './ledger.ts'
import { RateLimiter } from './http.ts'
import { accountJson, entryJson, transferJson } from './render.ts'
import { type CoreEvent, CoreState } from './state.ts'
import { Webhooks } from './webhooks.ts'

export type CoreOptions = {
  /** the folder holding journal.jsonl */
  dir: string
  /** where webhooks go (the product's intake); null sends none */
  webhookUrl: string | null
  webhookSecret: () => string
  apiKey: () => string
  log: (m: string) => void
  /** the sandbox's clock (tests move it); the wall clock otherwise */
  clock?: () => number
  /** builds the demo customer into an empty journal */
  seed?: (core: BankingCore) => void
  /** whether /sandbox/reset works without an explicit `force` */
  resetAllowed: boolean
}

const SETTLE_EVERY_MS = 60_000

export class BankingCore {
  state = new CoreState()
  readonly journal: Journal
  readonly webhooks: Webhooks
  readonly limiter = new RateLimiter()
  /** how long every call of the customer API waits before it is handled (POST /sandbox/stall; 0: not at all) */
  stallMs = 0
  private readonly clock: () => number
  private timer: NodeJS.Timeout | null = null
  /** set while the demo writes its history: a fixed time, and nothing announced */
  private past: number | null = null

  constructor(readonly opts: CoreOptions) {
    this.journal = new Journal(path.join(opts.dir, 'journal.jsonl'))
    this.webhooks = new Webhooks(opts.webhookUrl, opts.webhookSecret, opts.log)
    this.clock = opts.clock ?? Date.now
  }

  now = () => this.past ?? this.clock()

  /** Runs `fn` as if it were `at` (the demo's year of history): changes are journaled but not announced. */
  asOf<T>(at: number, fn: () => T): T {
    const before = this.past
    this.past = at
    try {
      return fn()
    } finally {
      this.past = before
    }
  }

  /** Replays the journal (or seeds the demo into an empty one) and starts settling what falls due. */
  start() {
    const events = this.journal.read() as CoreEvent[]
    for (const ev of events) this.state.apply(ev)
    if (events.length === 0) this.opts.seed?.(this)
    this.settleDue()
    this.timer = setInterval(() => this.settleDue(), SETTLE_EVERY_MS)
    this.timer.unref()
    this.opts.log(`banking-core: ${events.length} journal events replayed, ${this.state.transfers.size} transfers`)
    return this
  }

  /** Applies, journals and announces one change (the demo's history is not announced: it happened before). */
  commit(ev: CoreEvent) {
    this.state.apply(ev)
    this.journal.append(ev)
    if (this.past === null) this.notify(ev)
  }

  private notify(ev: CoreEvent) {
    const w = this.webhooks
    if (ev.t === 'status') {
      const a = this.state.accounts.get(ev.id)!
      w.enqueue('account.updated', a.customerId, ev.at, () => accountJson(a))
      return
    }
    if (ev.t !== 'transfer' && ev.t !== 'move') return
    const t = this.state.transfers.get(ev.id)!
    if (t.layer === 'Rejected') return
    for (const e of t.entries) {
      if (e.account.clearing) continue
      const v = e.current
      w.enqueue(ev.t === 'transfer' ? 'entry.created' : 'entry.updated', e.account.customerId, ev.at, () =>
        entryJson(v),
      )
    }
    if (ev.t === 'move') w.enqueue('transfer.updated', t.customerId, ev.at, () => transferJson(t))
  }

  /** Settles the pending transfers that are due (all of them with `all`); returns them. */
  settleDue(opts: { all?: boolean } = {}): Transfer[] {
    const at = this.now()
    const due = this.state.pendingDue(opts.all ? Number.POSITIVE_INFINITY : at)
    for (const t of due) this.commit({ t: 'move', id: t.id, layer: 'Settled', at })
    this.state.compactDue()
    return due
  }

  /** Forgets everything (the journal included) and seeds the demo again. */
  reset() {
    this.webhooks.clear()
    this.webhooks.restoreSettings(this.opts.webhookUrl)
    this.limiter.set(null)
    this.stallMs = 0
    this.journal.clear()
    this.state = new CoreState()
    this.opts.seed?.(this)
  }

  close() {
    if (this.timer) clearInterval(this.timer)
    this.webhooks.clear()
    this.journal.close()
  }
}
