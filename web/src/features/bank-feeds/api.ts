/**
 * Bank feed data: an organization's accounts with balances and health, its transactions for the URL's filters, and
 * staff's list across clients. A `bank_feed_changed` or `connection_changed` pointer on the organization's topic
 * refetches them (through RLS, so a revoked grant takes the data away on the next fetch).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { TListBankTransactionsRequest } from '@app/shared/schemas/bank-feeds.ts'
import { api } from '@/lib/api.ts'
import { useRealtimeInvalidate } from '@/lib/realtime.ts'
import { apiQuery } from './filters.ts'

export const bankFeedKeys = {
  all: ['bank-feeds'] as const,
  org: (orgId: string) => ['bank-feeds', orgId] as const,
  accounts: (orgId: string) => ['bank-feeds', orgId, 'accounts'] as const,
  transactions: (orgId: string, query: string) => ['bank-feeds', orgId, 'transactions', query] as const,
  attention: ['bank-feeds', 'attention'] as const,
}

function useLiveOrg(orgId: string) {
  useRealtimeInvalidate(
    orgId ? `org:${orgId}` : '',
    ['bank_feed_changed', 'connection_changed'],
    [[...bankFeedKeys.org(orgId)]],
  )
}

export function useBankFeeds(orgId: string) {
  useLiveOrg(orgId)
  return useQuery({
    queryKey: bankFeedKeys.accounts(orgId),
    queryFn: () =>
      api.GET('/api/organizations/{organizationId}/bank-feeds', { params: { path: { organizationId: orgId } } }),
    enabled: !!orgId,
  })
}

export function useBankTransactions(orgId: string, filters: TListBankTransactionsRequest | undefined) {
  const query = filters ? apiQuery(filters) : ''
  return useQuery({
    queryKey: bankFeedKeys.transactions(orgId, query),
    queryFn: () =>
      api.GET('/api/organizations/{organizationId}/bank-feeds/transactions', {
        params: { path: { organizationId: orgId }, query: filters },
      }),
    enabled: !!orgId && filters !== undefined,
    // the previous page stays on screen (dimmed) while the next one loads
    placeholderData: keepPreviousData,
  })
}

export function useFeedAttention() {
  return useQuery({
    queryKey: bankFeedKeys.attention,
    queryFn: () => api.GET('/api/bank-feeds/attention'),
  })
}
