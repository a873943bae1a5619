/**
 * QuickBooks Online v3 accounting client for one realm: query with paging, entity read/create/update/delete
 * (SyncToken), batch (split into requests of at most 30 items, a Fault kept per item), change data capture and
 * reports. Requests pass the realm's limiter; 429 and 5xx are retried with back-off (Retry-After when given,
 * otherwise exponential with jitter); a 401 triggers one forced token refresh.
 */
import type { TBatchItemRequest, TBatchItemResult } from '../../../shared/schemas/quickbooks.ts'
import { QuickbooksError, parseFault } from './quickbooks-error.ts'
import { limiterFor, type RealmLimiter } from './realm-limiter.ts'

const BATCH_MAX_ITEMS = 30
export const QUERY_MAX_RESULTS = 1000
const MINOR_VERSION = '75'

export type ClientOptions = {
  realmId: string
  apiBase: string
  /** returns a live access token; `force` asks for a refresh (after a 401) */
  getToken: (force?: boolean) => Promise<string>
  fetch?: typeof fetch
  limiter?: RealmLimiter
  maxRetries?: number
  /** base delay of the exponential back-off */
  backoffMs?: number
  maxBackoffMs?: number
}

/** QuickBooks' raw JSON: callers name the shape they read (`read<TAccount>`) or narrow the fields. */
type Json = Record<string, unknown>

export class QuickbooksClient {
  readonly realmId: string
  readonly limiter: RealmLimiter
  private f: typeof fetch
  /** requests actually sent (including retries), for tests and logs */
  sent = 0

  constructor(private opts: ClientOptions) {
    this.realmId = opts.realmId
    this.limiter = opts.limiter ?? limiterFor(opts.realmId)
    this.f = opts.fetch ?? fetch
  }

  private url(path: string, query: Record<string, string> = {}) {
    const u = new URL(`${this.opts.apiBase}/v3/company/${this.realmId}/${path}`)
    for (const [k, v] of Object.entries({ ...query, minorversion: MINOR_VERSION })) u.searchParams.set(k, v)
    return u.toString()
  }

  private delay(attempt: number, retryAfter: string | null) {
    const ra = retryAfter === null ? NaN : Number(retryAfter)
    if (Number.isFinite(ra) && ra >= 0) return ra * 1000
    // "Equal jitter": half the exponential step is fixed so retries always spread out, half is random so
    // clients throttled together do not retry in lock-step.
    const cap = Math.min(this.opts.maxBackoffMs ?? 30_000, (this.opts.backoffMs ?? 500) * 2 ** attempt)
    return cap / 2 + Math.random() * (cap / 2)
  }

  async request<T = Json>(
    method: 'GET' | 'POST',
    path: string,
    init: { query?: Record<string, string>; body?: unknown } = {},
  ): Promise<T> {
    const maxRetries = this.opts.maxRetries ?? 5
    let refreshed = false
    for (let attempt = 0; ; attempt++) {
      const token = await this.opts.getToken(false)
      const res = await this.limiter.run(async () => {
        this.sent++
        return await this.f(this.url(path, init.query), {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
        })
      })
      const body = (await res.json().catch(() => undefined)) as Json | undefined
      if (res.ok && !body?.Fault) return body as T
      if (res.status === 401 && !refreshed) {
        refreshed = true
        await this.opts.getToken(true)
        continue
      }
      const retryable = res.status === 429 || res.status === 502 || res.status === 503 || res.status === 504
      if (retryable && attempt < maxRetries) {
        await new Promise((r) => setTimeout(r, this.delay(attempt, res.headers.get('retry-after'))))
        continue
      }
      throw new QuickbooksError(res.status === 200 ? 400 : res.status, parseFault(body))
    }
  }

  /** One page: `{Entity:[…], startPosition, maxResults, totalCount}` (empty object when nothing matched). */
  async query(q: string): Promise<Json> {
    return ((await this.request<Json>('GET', 'query', { query: { query: q } })).QueryResponse ?? {}) as Json
  }

  /** One page of `entity` from 1-based `start`: at most `size` records, fewer on the last page. */
  async queryPage<T = Json>(
    entity: string,
    start: number,
    opts: { where?: string; orderBy?: string; pageSize?: number } = {},
  ): Promise<T[]> {
    const size = Math.min(opts.pageSize ?? QUERY_MAX_RESULTS, QUERY_MAX_RESULTS)
    const q = `select * from ${entity}${opts.where ? ` where ${opts.where}` : ''}${opts.orderBy ? ` orderby ${opts.orderBy}` : ''} startposition ${start} maxresults ${size}`
    return ((await this.query(q))[entity] ?? []) as T[]
  }

  /** Every match, fetched page by page with STARTPOSITION/MAXRESULTS until a short page. */
  async queryAll<T = Json>(
    entity: string,
    opts: { where?: string; orderBy?: string; pageSize?: number } = {},
  ): Promise<T[]> {
    const size = Math.min(opts.pageSize ?? QUERY_MAX_RESULTS, QUERY_MAX_RESULTS)
    const out: T[] = []
    for (let start = 1; ; start += size) {
      const page = await this.queryPage<T>(entity, start, opts)
      out.push(...page)
      if (page.length < size) return out
    }
  }

  async count(entity: string, where?: string): Promise<number> {
    return Number((await this.query(`select count(*) from ${entity}${where ? ` where ${where}` : ''}`)).totalCount ?? 0)
  }

  async read<T = Json>(entity: string, id: string): Promise<T> {
    return (await this.request<Json>('GET', `${entity.toLowerCase()}/${encodeURIComponent(id)}`))[entity] as T
  }

  async create<T = Json>(entity: string, body: Json): Promise<T> {
    return (await this.request<Json>('POST', entity.toLowerCase(), { body }))[entity] as T
  }

  /** Full update by default; `sparse` changes only the given fields. Needs the current SyncToken. */
  async update<T = Json>(
    entity: string,
    body: Json & { Id: string; SyncToken: string },
    opts: { sparse?: boolean } = {},
  ): Promise<T> {
    return (
      await this.request<Json>('POST', entity.toLowerCase(), {
        query: { operation: 'update' },
        body: { ...body, sparse: Boolean(opts.sparse) },
      })
    )[entity] as T
  }

  async delete(
    entity: string,
    ref: { Id: string; SyncToken: string },
  ): Promise<{ status: string; Id: string; domain: string }> {
    return (await this.request<Json>('POST', entity.toLowerCase(), { query: { operation: 'delete' }, body: ref }))[
      entity
    ] as { status: string; Id: string; domain: string }
  }

  /** Runs any number of items, BATCH_MAX_ITEMS per request, in order; a failed item carries its Fault. */
  async batch(items: TBatchItemRequest[]): Promise<TBatchItemResult[]> {
    const out: TBatchItemResult[] = []
    for (let i = 0; i < items.length; i += BATCH_MAX_ITEMS) {
      const chunk = items.slice(i, i + BATCH_MAX_ITEMS)
      const wire = chunk.map((it) =>
        'query' in it
          ? { bId: it.bId, Query: it.query }
          : { bId: it.bId, operation: it.operation, [it.entity]: it.body },
      )
      const res = await this.request<Json>('POST', 'batch', { body: { BatchItemRequest: wire } })
      const byId = new Map<string, Json>(((res.BatchItemResponse ?? []) as Json[]).map((r) => [String(r.bId), r]))
      for (const it of chunk) {
        const r = byId.get(it.bId)
        if (!r) {
          out.push({
            bId: it.bId,
            fault: {
              type: 'ClientFault',
              Error: [{ Message: 'No response for batch item', code: 'missing', Detail: `bId ${it.bId}` }],
            },
          })
          continue
        }
        if (r.Fault) {
          out.push({ bId: it.bId, fault: parseFault(r) })
          continue
        }
        if (r.QueryResponse) {
          out.push({ bId: it.bId, queryResponse: r.QueryResponse as Json })
          continue
        }
        const entityName = Object.keys(r).find((k) => k !== 'bId')
        out.push({ bId: it.bId, entityName, entity: entityName ? (r[entityName] as Json) : undefined })
      }
    }
    return out
  }

  /** Change data capture: entities changed since `since` (deleted ones carry status "Deleted"), grouped by name. */
  async cdc<T = Json>(entities: string[], since: Date): Promise<{ changes: Record<string, T[]>; time: string }> {
    const res = await this.request<Json>('GET', 'cdc', {
      query: { entities: entities.join(','), changedSince: since.toISOString() },
    })
    const changes: Record<string, T[]> = {}
    for (const cdc of (res.CDCResponse ?? []) as Json[])
      for (const qr of (cdc.QueryResponse ?? []) as Json[]) {
        for (const [k, v] of Object.entries(qr)) if (Array.isArray(v)) changes[k] = [...(changes[k] ?? []), ...v]
      }
    return { changes, time: String(res.time ?? new Date().toISOString()) }
  }

  async report<T = Json>(name: string, params: Record<string, string | undefined> = {}): Promise<T> {
    const query = Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined))
    return await this.request<T>('GET', `reports/${name}`, { query })
  }
}
