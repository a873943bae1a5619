/**
 * Client-side throttle per QuickBooks realm: at most `maxConcurrent` requests in flight (Intuit allows 10) and at
 * most `perWindow` starts per sliding window (500 per minute). Shared by every client in this process; several
 * processes each keep their own count, so the server's 429 remains the backstop (handled by the client's retry).
 */
type LimiterSettings = { maxConcurrent: number; perWindow: number; windowMs: number }
const INTUIT_LIMITS: LimiterSettings = { maxConcurrent: 10, perWindow: 500, windowMs: 60_000 }

export class RealmLimiter {
  private inFlight = 0
  private waiting: (() => void)[] = []
  private starts: number[] = []
  /** highest concurrency reached (tests assert it never passes maxConcurrent) */
  peak = 0

  constructor(readonly settings: LimiterSettings = INTUIT_LIMITS) {}

  async run<T>(fn: () => Promise<T>): Promise<T> {
    await this.acquire()
    try {
      await this.waitForWindow()
      return await fn()
    } finally {
      this.release()
    }
  }

  private acquire(): Promise<void> {
    if (this.inFlight < this.settings.maxConcurrent) {
      this.inFlight++
      this.peak = Math.max(this.peak, this.inFlight)
      return Promise.resolve()
    }
    // The slot is handed over by release(), so inFlight never exceeds the limit.
    return new Promise((resolve) =>
      this.waiting.push(() => {
        this.peak = Math.max(this.peak, this.inFlight)
        resolve()
      }),
    )
  }

  private release() {
    const next = this.waiting.shift()
    if (next) next()
    else this.inFlight--
  }

  private async waitForWindow() {
    for (;;) {
      const now = Date.now()
      this.starts = this.starts.filter((t) => t > now - this.settings.windowMs)
      if (this.starts.length < this.settings.perWindow) {
        this.starts.push(now)
        return
      }
      await new Promise((r) => setTimeout(r, this.starts[0] + this.settings.windowMs - now + 1))
    }
  }
}

const limiters = new Map<string, RealmLimiter>()
export function limiterFor(realmId: string, settings?: LimiterSettings): RealmLimiter {
  let l = limiters.get(realmId)
  if (!l || (settings && l.settings !== settings)) {
    l = new RealmLimiter(settings)
    limiters.set(realmId, l)
  }
  return l
}
