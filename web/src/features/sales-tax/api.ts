/**
 * Sales-tax data: nexus by state, the line-item sources and the calculator. Screens keep no state of their own:
 * the refresh mutation invalidates these keys.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type ApiBody, type ApiData } from '@/lib/api.ts'

export type NexusState = ApiData<'get', '/api/orgs/{orgId}/sales-tax/nexus'>['states'][number]
export type SalesTaxQuote = ApiData<'post', '/api/orgs/{orgId}/sales-tax/calculate'>
export type CalculateBody = ApiBody<'post', '/api/orgs/{orgId}/sales-tax/calculate'>

export const salesTaxKeys = {
  org: (orgId: string) => ['sales-tax', orgId] as const,
  nexus: (orgId: string) => ['sales-tax', orgId, 'nexus'] as const,
  sources: (orgId: string) => ['sales-tax', orgId, 'sources'] as const,
}

export function useNexus(orgId: string) {
  return useQuery({
    queryKey: salesTaxKeys.nexus(orgId),
    queryFn: () => api.GET('/api/orgs/{orgId}/sales-tax/nexus', { params: { path: { orgId }, query: {} } }),
    enabled: !!orgId,
  })
}

export function useSources(orgId: string) {
  return useQuery({
    queryKey: salesTaxKeys.sources(orgId),
    queryFn: () => api.GET('/api/orgs/{orgId}/sales-tax/integrations', { params: { path: { orgId } } }),
    enabled: !!orgId,
  })
}

export function useRefreshLedger(orgId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () =>
      api.POST('/api/orgs/{orgId}/sales-tax/integrations/ledger/refresh', { params: { path: { orgId } } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: salesTaxKeys.org(orgId) }),
  })
}

export function useCalculate(orgId: string) {
  return useMutation({
    mutationFn: (body: CalculateBody) =>
      api.POST('/api/orgs/{orgId}/sales-tax/calculate', { params: { path: { orgId } }, body }),
  })
}
