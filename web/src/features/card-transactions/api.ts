/**
 * Card transactions data: an organization's Ramp lines for the URL's filters and page. A `connection_changed` pointer
 * on the organization's topic refetches them (a sync or a webhook stored new lines or receipts).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api, type ApiData, type ApiQuery } from '@/lib/api.ts'
import { useRealtimeInvalidate } from '@/lib/realtime.ts'

export type CardQuery = ApiQuery<'get', '/api/orgs/{orgId}/card-transactions'>
export type CardTransactions = ApiData<'get', '/api/orgs/{orgId}/card-transactions'>
export type CardTransaction = CardTransactions['transactions'][number]

export const cardKeys = {
  org: (orgId: string) => ['card-transactions', orgId] as const,
  list: (orgId: string, query: CardQuery) => ['card-transactions', orgId, query] as const,
}

export function useCardTransactions(orgId: string, query: CardQuery) {
  useRealtimeInvalidate(orgId ? `org:${orgId}` : '', ['connection_changed'], [[...cardKeys.org(orgId)]])
  return useQuery({
    queryKey: cardKeys.list(orgId, query),
    queryFn: () => api.GET('/api/orgs/{orgId}/card-transactions', { params: { path: { orgId }, query } }),
    enabled: !!orgId,
    placeholderData: keepPreviousData,
  })
}
