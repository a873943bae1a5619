/**
 * Cash (business banking) data: query keys, the reads of the money API (routes/banking*.ts) and its writes. Screens
 * keep no banking state of their own: writes and the `banking_changed` broadcast on the organization's private
 * `banking:<id>` topic invalidate these keys and the screens refetch through RLS.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { BANKING_BROADCAST_WINDOW_MS } from '@app/shared/rules/banking.ts'
import type { TCreateBankingCounterpartyRequest, TCreateBankingPaymentRequest } from '@app/shared/schemas/banking.ts'
import { api, type ApiBody, type ApiData, type ApiQuery } from '@/lib/api.ts'
import { useRealtimeInvalidate } from '@/lib/realtime.ts'

const BASE = '/api/organizations/{organizationId}/banking' as const

export type CashOverview = ApiData<'get', `${typeof BASE}/overview`>
export type BankingAccount = ApiData<'get', `${typeof BASE}/accounts`>['accounts'][number]
export type BankingEntry = ApiData<'get', `${typeof BASE}/entries`>['entries'][number]
export type BankingPayment = ApiData<'get', `${typeof BASE}/payments`>['payments'][number]
export type Counterparty = ApiData<'get', `${typeof BASE}/counterparties`>['counterparties'][number]
export type Controls = ApiData<'get', `${typeof BASE}/controls`>
export type AutoTransferRule = ApiData<'get', `${typeof BASE}/auto-transfer-rules`>['rules'][number]
export type TopOff = ApiData<'get', `${typeof BASE}/top-offs`>['topOffs'][number]
/** The activity filters as the API takes them (the page URL carries the same names, see activity-filters.ts). */
export type EntryFilters = Omit<ApiQuery<'get', `${typeof BASE}/entries`>, 'cursor'>

export const cashKeys = {
  org: (orgId: string) => ['cash', orgId] as const,
  overview: (orgId: string) => ['cash', orgId, 'overview'] as const,
  accounts: (orgId: string) => ['cash', orgId, 'accounts'] as const,
  account: (orgId: string, accountId: string) => ['cash', orgId, 'accounts', accountId] as const,
  statements: (orgId: string, accountId: string) => ['cash', orgId, 'accounts', accountId, 'statements'] as const,
  wireInstructions: (orgId: string, accountId: string) => ['cash', orgId, 'accounts', accountId, 'wire'] as const,
  dashboard: (orgId: string) => ['cash', orgId, 'dashboard'] as const,
  entries: (orgId: string, filters: EntryFilters) => ['cash', orgId, 'entries', filters] as const,
  counterparties: (orgId: string) => ['cash', orgId, 'counterparties'] as const,
  payments: (orgId: string) => ['cash', orgId, 'payments'] as const,
  controls: (orgId: string) => ['cash', orgId, 'controls'] as const,
  rules: (orgId: string) => ['cash', orgId, 'auto-transfer-rules'] as const,
  topOffs: (orgId: string) => ['cash', orgId, 'top-offs'] as const,
  application: (orgId: string) => ['cash', orgId, 'application'] as const,
  company: (orgId: string) => ['cash', orgId, 'company'] as const,
  legal: (orgId: string) => ['cash', orgId, 'legal'] as const,
  documents: (orgId: string) => ['cash', orgId, 'documents'] as const,
  /** set once the API answered that its banking core has no sandbox funding */
}

const org = (organizationId: string) => ({ params: { path: { organizationId } } })

/**
 * Banking screens follow the organization's money live: any change refetches what is on screen, and once more when
 * the database's announcement window has passed (it announces once per window). Joined once, by the gate every cash
 * screen sits behind (cash-gate.tsx).
 */
export function useCashLive(orgId: string) {
  useRealtimeInvalidate(orgId ? `banking:${orgId}` : '', ['banking_changed'], [[...cashKeys.org(orgId)]], {
    settleMs: BANKING_BROADCAST_WINDOW_MS + 100,
  })
}

export function useCashOverview(orgId: string | undefined) {
  return useQuery({
    queryKey: cashKeys.overview(orgId ?? ''),
    queryFn: () => api.GET(`${BASE}/overview`, org(orgId!)),
    enabled: !!orgId,
  })
}

/** Section: accounts */

export function useAccounts(orgId: string) {
  return useQuery({ queryKey: cashKeys.accounts(orgId), queryFn: () => api.GET(`${BASE}/accounts`, org(orgId)) })
}

export function useAccount(orgId: string, accountId: string) {
  return useQuery({
    queryKey: cashKeys.account(orgId, accountId),
    queryFn: () => api.GET(`${BASE}/accounts/{accountId}`, { params: { path: { organizationId: orgId, accountId } } }),
  })
}

export function useStatements(orgId: string, accountId: string) {
  return useQuery({
    queryKey: cashKeys.statements(orgId, accountId),
    queryFn: () =>
      api.GET(`${BASE}/accounts/{accountId}/statements`, { params: { path: { organizationId: orgId, accountId } } }),
  })
}

/** A banking write: when it is answered (either way), everything banking on screen is read again. */
export function useCashMutation<V, R>(orgId: string, fn: (v: V) => Promise<R>) {
  const qc = useQueryClient()
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: cashKeys.org(orgId) }) })
}

export function useOpenAccount(orgId: string) {
  return useCashMutation(orgId, (body: ApiBody<'post', `${typeof BASE}/accounts`>) =>
    api.POST(`${BASE}/accounts`, { ...org(orgId), body }),
  )
}

export function useCloseAccount(orgId: string) {
  return useCashMutation(orgId, (accountId: string) =>
    api.POST(`${BASE}/accounts/{accountId}/close`, { params: { path: { organizationId: orgId, accountId } } }),
  )
}

export function useSandboxFund(orgId: string) {
  return useCashMutation(orgId, ({ accountId, amountMicros }: { accountId: string; amountMicros: string }) =>
    api.POST(`${BASE}/accounts/{accountId}/sandbox-fund`, {
      params: { path: { organizationId: orgId, accountId } },
      body: { amountMicros },
    }),
  )
}

/** Section: dashboard and activity */

export function useDashboard(orgId: string) {
  return useQuery({ queryKey: cashKeys.dashboard(orgId), queryFn: () => api.GET(`${BASE}/dashboard`, org(orgId)) })
}

/** Activity, newest first, one page at a time ("Load more" follows the cursor the API hands back). */
export function useEntries(orgId: string, filters: EntryFilters | undefined) {
  return useInfiniteQuery({
    queryKey: cashKeys.entries(orgId, filters ?? {}),
    enabled: filters !== undefined,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      api.GET(`${BASE}/entries`, {
        params: { path: { organizationId: orgId }, query: { ...filters, cursor: pageParam } },
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}

/** The CSV of the activity for the same filters, as the API writes it. */
export async function entriesCsv(orgId: string, filters: EntryFilters): Promise<string> {
  const text = await api.GET(`${BASE}/entries.csv`, { params: { path: { organizationId: orgId }, query: filters } })
  return String(text ?? '')
}

/** Section: payees and payments */

export function useCounterparties(orgId: string) {
  return useQuery({
    queryKey: cashKeys.counterparties(orgId),
    queryFn: () => api.GET(`${BASE}/counterparties`, org(orgId)),
  })
}

export function useAddCounterparty(orgId: string) {
  return useCashMutation(orgId, (body: TCreateBankingCounterpartyRequest) =>
    api.POST(`${BASE}/counterparties`, { ...org(orgId), body }),
  )
}

/** Payments, newest first, a page at a time like the activity. */
export function usePayments(orgId: string) {
  return useInfiniteQuery({
    queryKey: cashKeys.payments(orgId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      api.GET(`${BASE}/payments`, { params: { path: { organizationId: orgId }, query: { cursor: pageParam } } }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}

/** Sends a payment under the Idempotency-Key of its submission (money-input.ts), so a retry moves money once. */
export function useSendPayment(orgId: string) {
  return useCashMutation(orgId, ({ body, key }: { body: TCreateBankingPaymentRequest; key: string }) =>
    api.POST(`${BASE}/payments`, {
      params: { path: { organizationId: orgId }, header: { 'idempotency-key': key } },
      body,
    }),
  )
}

export function usePaymentDecision(orgId: string) {
  return useCashMutation(
    orgId,
    ({ paymentId, action }: { paymentId: string; action: 'approve' | 'deny' | 'cancel' }) => {
      const params = { path: { organizationId: orgId, paymentId } }
      // approving answers whether it released the payment; the screens read the payment itself again either way
      if (action === 'approve')
        return api.POST(`${BASE}/payments/{paymentId}/approve`, { params }).then((r) => r.payment)
      if (action === 'deny') return api.POST(`${BASE}/payments/{paymentId}/deny`, { params })
      return api.POST(`${BASE}/payments/{paymentId}/cancel`, { params })
    },
  )
}
