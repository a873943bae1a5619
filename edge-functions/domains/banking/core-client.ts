/**
 * A plain fetch client of the banking core (docs/banking.md "The core's API"). Every call of the contract, the
 * platform key as a bearer token, an Idempotency-Key on writes that carry one, 429 answered by waiting Retry-After
 * (bounded: a few attempts, each wait capped), and every refusal as a CoreApiError carrying the core's code, its
 * entry result when it is one of the seventeen, and its message. A transfer the core refuses for a business reason
 * (422 with a Transfer body, status Rejected) is an answer, not an error: nothing moved and its entry_result says why.
 * Every call gives up after CORE_TIMEOUT_MS and is not asked again: a stalled core must not hold a user's request
 * (a payment is then left `submitted` and the sync, asking with the same key, settles it).
 */
import { ENTRY_RESULTS, type TEntryResult } from '../../../shared/rules/banking.ts'
import { type BankingCoreConfig, bankingCoreConfig } from './config.ts'
import type {
  CoreAccount,
  CoreAddress,
  CoreCounterparty,
  CoreCustomer,
  CoreEntry,
  CorePage,
  CorePerson,
  CoreStatement,
  CoreTransfer,
} from './core-types.ts'

export class CoreApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly entryResult: TEntryResult | null,
    readonly field: string | null = null,
  ) {
    super(message)
    this.name = 'CoreApiError'
  }
  /** Worth asking again (the same Idempotency-Key makes a repeated write move money once). */
  get retryable() {
    return this.status === 429 || this.status >= 500 || this.status === 0
  }
}

const asEntryResult = (v: unknown): TEntryResult | null =>
  typeof v === 'string' && (ENTRY_RESULTS as readonly string[]).includes(v) ? (v as TEntryResult) : null

/** How often a 429 (or, for safe calls, a 5xx or a dropped connection) is asked again, and the longest wait. */
export const CORE_ATTEMPTS = 5
/** How long one call waits for the core's answer (a healthy core answers in milliseconds). */
export const CORE_TIMEOUT_MS = 3_000
const MAX_WAIT_MS = 10_000
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

type Call = {
  method?: 'GET' | 'POST'
  path: string
  query?: Record<string, string | number | undefined | null>
  body?: unknown
  idempotencyKey?: string
  /** 422 with a Transfer body is an answer (a business refusal), not an error */
  transferRefusal?: boolean
  raw?: boolean
}

export type CoreAnswer<T> = { data: T; status: number; replayed: boolean }

export function bankingCore(cfg: BankingCoreConfig = bankingCoreConfig(), timeoutMs = CORE_TIMEOUT_MS) {
  // the timeout covers the body too: a core that stalls after its headers is as stalled as one that never answers
  async function bodyOf<T>(read: Promise<T>): Promise<T> {
    try {
      return await read
    } catch (e) {
      const name = (e as Error).name
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new CoreApiError(0, 'Timeout', `The bank did not answer within ${timeoutMs / 1000} s`, null)
      throw e
    }
  }
  async function call<T>(c: Call): Promise<CoreAnswer<T>> {
    const url = new URL(`${cfg.url}${c.path}`)
    for (const [k, v] of Object.entries(c.query ?? {}))
      if (v !== undefined && v !== null) url.searchParams.set(k, String(v))
    const headers: Record<string, string> = { authorization: `Bearer ${cfg.apiKey}`, accept: 'application/json' }
    if (c.body !== undefined) headers['content-type'] = 'application/json'
    if (c.idempotencyKey) headers['idempotency-key'] = c.idempotencyKey
    // a GET, or a write with an idempotency key, may be repeated after a server fault; any call after a 429
    const safe = (c.method ?? 'GET') === 'GET' || Boolean(c.idempotencyKey)
    for (let attempt = 1; ; attempt++) {
      let res: Response
      try {
        res = await fetch(url, {
          method: c.method ?? 'GET',
          headers,
          body: c.body === undefined ? undefined : JSON.stringify(c.body),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (e) {
        // asking a stalled core again would only stall again: the caller answers and the sync settles it later
        if ((e as Error).name === 'TimeoutError')
          throw new CoreApiError(0, 'Timeout', `The bank did not answer within ${timeoutMs / 1000} s`, null)
        if (safe && attempt < CORE_ATTEMPTS) {
          await sleep(100 * 2 ** (attempt - 1))
          continue
        }
        throw new CoreApiError(0, 'NetworkError', `The bank could not be reached: ${(e as Error).message}`, null)
      }
      if (res.ok) {
        const data = (await bodyOf(c.raw ? res.arrayBuffer().then((b) => new Uint8Array(b)) : res.json())) as T
        return { data, status: res.status, replayed: res.headers.get('idempotent-replayed') === 'true' }
      }
      const text = await bodyOf(res.text())
      let body: Record<string, unknown> = {}
      try {
        body = JSON.parse(text)
      } catch {
        /* not JSON: the status speaks */
      }
      if (c.transferRefusal && res.status === 422 && typeof body.status === 'string' && 'entry_result' in body)
        return { data: body as T, status: res.status, replayed: res.headers.get('idempotent-replayed') === 'true' }
      const retry = res.status === 429 || (safe && res.status >= 500)
      if (retry && attempt < CORE_ATTEMPTS) {
        const after = Number(res.headers.get('retry-after'))
        const wait = Number.isFinite(after) && after >= 0 ? after * 1000 : 100 * 2 ** (attempt - 1)
        await sleep(Math.min(MAX_WAIT_MS, wait) + Math.random() * 50)
        continue
      }
      const err = (body.error ?? {}) as Record<string, unknown>
      const code = typeof err.code === 'string' ? err.code : `HTTP_${res.status}`
      throw new CoreApiError(
        res.status,
        code,
        typeof err.message === 'string' ? err.message : text.slice(0, 500) || res.statusText,
        asEntryResult(body.entry_result) ?? asEntryResult(code),
        typeof err.field === 'string' ? err.field : null,
      )
    }
  }
  const data = async <T>(c: Call) => (await call<T>(c)).data

  return {
    config: cfg,
    createCustomer: (body: {
      external_id: string
      legal_name: string
      ein: string
      address: CoreAddress
      beneficial_owners: {
        person_id?: string
        first_name: string
        last_name: string
        email: string
        ownership_percent: number
        title?: string | null
        is_controller?: boolean
      }[]
    }) => data<CoreCustomer>({ method: 'POST', path: '/customers', body }),
    /** A beneficial owner's identity, kept by the core (the product keeps the id and the last four only). */
    createPerson: (body: {
      first_name: string
      last_name: string
      email: string
      date_of_birth: string
      ssn: string
      address: CoreAddress
    }) => data<CorePerson>({ method: 'POST', path: '/persons', body }),
    getCustomer: (id: string) => data<CoreCustomer>({ path: `/customers/${encodeURIComponent(id)}` }),

    createAccount: (
      body: { customer_id: string; name: string; type: string; currency: string },
      idempotencyKey?: string,
    ) => data<CoreAccount>({ method: 'POST', path: '/accounts', body, idempotencyKey }),
    listAccounts: (customerId: string, page: { cursor?: string | null; limit?: number } = {}) =>
      data<CorePage<CoreAccount>>({ path: '/accounts', query: { customer_id: customerId, ...page } }),
    getAccount: (id: string) => data<CoreAccount>({ path: `/accounts/${encodeURIComponent(id)}` }),
    closeAccount: (id: string) =>
      data<CoreAccount>({ method: 'POST', path: `/accounts/${encodeURIComponent(id)}/close` }),

    createCounterparty: (
      body: {
        customer_id: string
        name: string
        type: 'Person' | 'Business'
        routing_number: string
        account_number: string
        account_type: 'Checking' | 'Savings'
      },
      idempotencyKey?: string,
    ) => data<CoreCounterparty>({ method: 'POST', path: '/counterparties', body, idempotencyKey }),
    listCounterparties: (customerId: string, page: { cursor?: string | null; limit?: number } = {}) =>
      data<CorePage<CoreCounterparty>>({ path: '/counterparties', query: { customer_id: customerId, ...page } }),

    /** 201 (or the first answer replayed) when it moved, 422 Rejected with its entry result when nothing moved. */
    createTransfer: (
      body: {
        /** the customer moving the money (a from account of another customer is UnauthorizedAccess) */
        customer_id: string
        type: string
        from_account_id: string
        to_account_id?: string | null
        counterparty_id?: string | null
        amount: string
        description: string
        user_id?: string | null
      },
      idempotencyKey: string,
    ) => call<CoreTransfer>({ method: 'POST', path: '/transfers', body, idempotencyKey, transferRefusal: true }),
    getTransfer: (id: string) => data<CoreTransfer>({ path: `/transfers/${encodeURIComponent(id)}` }),

    listEntries: (q: { customer_id?: string; account_id?: string; cursor?: string | null; limit?: number }) =>
      data<CorePage<CoreEntry>>({ path: '/entries', query: q }),

    listStatements: (accountId: string, page: { cursor?: string | null; limit?: number } = {}) =>
      data<CorePage<CoreStatement>>({ path: `/accounts/${encodeURIComponent(accountId)}/statements`, query: page }),
    getStatement: (id: string) => data<CoreStatement>({ path: `/statements/${encodeURIComponent(id)}` }),
    statementPdf: (id: string) => data<Uint8Array>({ path: `/statements/${encodeURIComponent(id)}/pdf`, raw: true }),

    /** The sandbox core's helpers (docs/banking.md "Sandbox helpers"); a real core has none. */
    sandbox: {
      fund: (body: { account_id: string; amount: string; description?: string; counterparty_name?: string }) =>
        data<CoreTransfer>({ method: 'POST', path: '/sandbox/fund', body }),
      post: (body: { account_id: string; type: string; amount: string; direction?: string; description?: string }) =>
        data<CoreTransfer>({ method: 'POST', path: '/sandbox/post', body }),
      settle: (body: { transfer_id?: string } = {}) => data<unknown>({ method: 'POST', path: '/sandbox/settle', body }),
      returnTransfer: (body: { transfer_id: string; return_code?: string }) =>
        data<{ transfer: CoreTransfer; return: CoreTransfer | null }>({
          method: 'POST',
          path: '/sandbox/return',
          body,
        }),
      card: (body: Record<string, unknown>) => data<CoreTransfer>({ method: 'POST', path: '/sandbox/card', body }),
      webhookEndpoint: (body: { customer_id?: string; url: string | null; retry_base_ms?: number }) =>
        data<unknown>({ method: 'POST', path: '/sandbox/webhook-endpoint', body }),
      ledger: () => data<{ settled_total: string; last_sequence: number }>({ path: '/sandbox/ledger' }),
      rateLimit: (body: { requests_per_second: number | null }) =>
        data<unknown>({ method: 'POST', path: '/sandbox/rate-limit', body }),
      reset: () => data<unknown>({ method: 'POST', path: '/sandbox/reset', body: {} }),
    },
  }
}

export type BankingCore = ReturnType<typeof bankingCore>

let cached: { key: string; core: BankingCore } | undefined
/** One client per configuration, so the hot path builds nothing per request. */
export function coreClient(): BankingCore {
  const cfg = bankingCoreConfig()
  const key = `${cfg.url}|${cfg.apiKey}`
  if (cached?.key !== key) cached = { key, core: bankingCore(cfg) }
  return cached.core
}
