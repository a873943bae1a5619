/**
 * A small Teller API client: HTTP Basic auth with the enrollment's access token as the username (and the
 * application's client certificate when configured), responses checked against the shapes in shared/schemas/teller.ts,
 * and every refusal raised as a TellerApiError carrying Teller's own `{error: {code, message}}`.
 */
import type { z } from 'zod'
import {
  type TTellerAccount,
  type TTellerBalances,
  type TTellerTransaction,
  ZTellerAccount,
  ZTellerBalances,
  ZTellerErrorBody,
  ZTellerTransaction,
} from '../../../shared/schemas/teller.ts'
import { type TellerConfig, tellerConfig } from './config.ts'

export class TellerApiError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
  ) {
    super(message)
  }
  /** Teller answers calls on a disconnected enrollment with a code starting `enrollment.disconnected`. */
  get disconnected() {
    return this.code.startsWith('enrollment.disconnected')
  }
  /** 403: the access token is invalid or was revoked (the user removed the application's access). */
  get revoked() {
    return this.status === 403 && !this.disconnected
  }
  /** 410: the account is closed at the bank (permanent). */
  get gone() {
    return this.status === 410
  }
}

/** Teller's default and largest page of transactions we ask for. */
export const PAGE_SIZE = 250

export function tellerClient(accessToken: string, cfg: TellerConfig = tellerConfig()) {
  const auth = `Basic ${btoa(`${accessToken}:`)}`

  async function call<T>(method: string, path: string, schema?: z.ZodType<T>): Promise<T> {
    const res = await fetch(`${cfg.apiBase}${path}`, {
      method,
      headers: { authorization: auth, accept: 'application/json' },
      ...(cfg.client ? { client: cfg.client } : {}),
      signal: AbortSignal.timeout(30_000),
    })
    const text = await res.text()
    let body: unknown
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      body = undefined
    }
    if (!res.ok) {
      const err = ZTellerErrorBody.safeParse(body)
      if (err.success) throw new TellerApiError(res.status, err.data.error.code, err.data.error.message)
      throw new TellerApiError(res.status, `http_${res.status}`, `Teller answered ${res.status} ${res.statusText}`)
    }
    if (!schema) return undefined as T
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw new TellerApiError(
        502,
        'unexpected_response',
        `Teller's ${path} answer was not understood: ${issue?.path.join('.')} ${issue?.message}`,
      )
    }
    return parsed.data
  }

  /** One page, newest first: `fromId` continues after that transaction; `startDate` narrows to dates from it on. */
  const listTransactions = (accountId: string, page: { count?: number; fromId?: string; startDate?: string } = {}) => {
    const q = new URLSearchParams({ count: String(page.count ?? PAGE_SIZE) })
    if (page.fromId) q.set('from_id', page.fromId)
    if (page.startDate) q.set('start_date', page.startDate)
    return call<TTellerTransaction[]>(
      'GET',
      `/accounts/${encodeURIComponent(accountId)}/transactions?${q}`,
      ZTellerTransaction.array(),
    )
  }

  return {
    listAccounts: () => call<TTellerAccount[]>('GET', '/accounts', ZTellerAccount.array()),
    getBalances: (accountId: string) =>
      call<TTellerBalances>('GET', `/accounts/${encodeURIComponent(accountId)}/balances`, ZTellerBalances),
    listTransactions,
    /** Every transaction of the account (from `startDate`), page by page. */
    async allTransactions(
      accountId: string,
      opts: { startDate?: string; pageSize?: number; signal?: AbortSignal } = {},
    ) {
      const all: TTellerTransaction[] = []
      let fromId: string | undefined
      for (;;) {
        opts.signal?.throwIfAborted()
        const page = await listTransactions(accountId, { count: opts.pageSize, fromId, startDate: opts.startDate })
        all.push(...page)
        if (page.length < (opts.pageSize ?? PAGE_SIZE)) return all
        fromId = page[page.length - 1].id
      }
    },
    /** Ends the enrollment at Teller: its accounts are removed and the access token stops working. */
    deleteEnrollment: () => call<void>('DELETE', '/accounts'),
  }
}
export type TellerClient = ReturnType<typeof tellerClient>
