/**
 * Schedules data: the organization's amortizations and revenue schedules (with their entries and upcoming postings),
 * the ledger's accounts and transactions the forms choose from, and the mutations. Screens keep no schedule state:
 * mutations and `schedules_changed` broadcasts invalidate these keys.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type ApiBody, type ApiData } from '@/lib/api.ts'
import { useRealtimeInvalidate } from '@/lib/realtime.ts'

export type Amortization = ApiData<'get', '/api/orgs/{orgId}/schedules'>['amortizations'][number]
export type RevenueSchedule = ApiData<'get', '/api/orgs/{orgId}/schedules'>['revenueRecognitionSchedules'][number]
export type ScheduleEntry = Amortization['entries'][number]
export type LedgerAccount = ApiData<'get', '/api/orgs/{orgId}/ledger/accounts'>['QueryResponse']['Account'][number]

export const scheduleKeys = {
  org: (orgId: string) => ['schedules', orgId] as const,
  accounts: (orgId: string) => ['schedules', orgId, 'accounts'] as const,
  transactions: (orgId: string, q: string) => ['schedules', orgId, 'transactions', q] as const,
}

export function useSchedules(orgId: string) {
  // the job posts in the background: its broadcast refreshes the lists
  useRealtimeInvalidate(orgId ? `org:${orgId}` : '', ['schedules_changed'], [[...scheduleKeys.org(orgId)]])
  return useQuery({
    queryKey: scheduleKeys.org(orgId),
    queryFn: () => api.GET('/api/orgs/{orgId}/schedules', { params: { path: { orgId } } }),
    enabled: !!orgId,
  })
}

export function useLedgerAccounts(orgId: string, enabled: boolean) {
  return useQuery({
    queryKey: scheduleKeys.accounts(orgId),
    queryFn: async () =>
      (await api.GET('/api/orgs/{orgId}/ledger/accounts', { params: { path: { orgId } } })).QueryResponse.Account,
    enabled,
  })
}

/** The organization's purchases, bills and journal entries a schedule can spread ("amortize this"). */
export function useAmortizable(orgId: string, q: string, enabled: boolean) {
  return useQuery({
    queryKey: scheduleKeys.transactions(orgId, q),
    queryFn: async () =>
      (
        await api.GET('/api/transactions/search', {
          params: { query: { organizationId: orgId, q: q || undefined, limit: 100, sort: 'date_desc' } },
        })
      ).results.filter((r) => ANCHOR_OF[r.recordType]),
    enabled,
  })
}
/** The organization's invoices a revenue schedule can recognize (ledger invoices, found like transactions). */
export function useInvoices(orgId: string, q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...scheduleKeys.transactions(orgId, q), 'invoices'],
    queryFn: async () =>
      (
        await api.GET('/api/transactions/search', {
          params: { query: { organizationId: orgId, q: q || undefined, limit: 100, sort: 'date_desc' } },
        })
      ).results.filter((r) => r.recordType === 'Invoice'),
    enabled,
  })
}

export const ANCHOR_OF: Record<string, 'purchase' | 'bill' | 'je' | undefined> = {
  Purchase: 'purchase',
  Bill: 'bill',
  JournalEntry: 'je',
}

function useScheduleMutation<V, R>(orgId: string, fn: (v: V) => Promise<R>) {
  const qc = useQueryClient()
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: scheduleKeys.org(orgId) }) })
}

export type CreateAmortization = ApiBody<'post', '/api/orgs/{orgId}/amortizations'>
export const useCreateAmortization = (orgId: string) =>
  useScheduleMutation(orgId, (body: CreateAmortization) =>
    api.POST('/api/orgs/{orgId}/amortizations', { params: { path: { orgId } }, body }),
  )

export type CreateRevenueSchedule = ApiBody<'post', '/api/orgs/{orgId}/revenue-recognition-schedules'>
export const useCreateRevenueSchedule = (orgId: string) =>
  useScheduleMutation(orgId, (body: CreateRevenueSchedule) =>
    api.POST('/api/orgs/{orgId}/revenue-recognition-schedules', { params: { path: { orgId } }, body }),
  )

/** Ask for a period whose entry was deleted in QuickBooks to be posted again; the job posts it and broadcasts. */
export const usePostAgain = (orgId: string) =>
  useScheduleMutation(orgId, (id: string) =>
    api.POST('/api/orgs/{orgId}/journal-entries/{id}/post-again', { params: { path: { orgId, id } } }),
  )

export const useCancelAmortization = (orgId: string) =>
  useScheduleMutation(orgId, (id: string) =>
    api.POST('/api/orgs/{orgId}/amortizations/{id}/cancel', { params: { path: { orgId, id } } }),
  )

export const useCancelRevenueSchedule = (orgId: string) =>
  useScheduleMutation(orgId, ({ id, reverseFrom }: { id: string; reverseFrom?: string }) =>
    api.POST('/api/orgs/{orgId}/revenue-recognition-schedules/{id}/cancel', {
      params: { path: { orgId, id } },
      body: { reverseFrom },
    }),
  )
