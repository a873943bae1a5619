/** Data for the search page: one query per search (the URL's filters are the key), and the organizations to pick. */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api.ts'
import type { TSearchTransactionsRequest } from '@app/shared/schemas/transaction-search.ts'
import { apiQuery } from './filters.ts'

export const searchKeys = {
  results: (query: string) => ['transaction-search', 'results', query] as const,
  organizations: ['transaction-search', 'organizations'] as const,
}

export function useTransactionSearch(filters: TSearchTransactionsRequest | undefined) {
  const query = filters ? apiQuery(filters) : ''
  return useQuery({
    queryKey: searchKeys.results(query),
    queryFn: () => api.GET('/api/transactions/search', { params: { query: filters } }),
    enabled: filters !== undefined,
    // the previous page stays on screen (dimmed) while the next one loads
    placeholderData: keepPreviousData,
  })
}

/** Organizations the caller can see (RLS decides), for the organization filter. */
export function useSearchOrganizations() {
  return useQuery({
    queryKey: searchKeys.organizations,
    queryFn: async () => (await api.GET('/api/organizations')).organizations,
  })
}
