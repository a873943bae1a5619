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

export type Vendor1099 = ApiData<'get', '/api/orgs/{orgId}/1099s'>['vendors'][number]
const keys1099 = (orgId: string, year: number) => ['sales-tax', orgId, '1099s', year] as const

export function useVendors1099(orgId: string, year: number) {
  return useQuery({
    queryKey: keys1099(orgId, year),
    queryFn: () => api.GET('/api/orgs/{orgId}/1099s', { params: { path: { orgId }, query: { year } } }),
    enabled: !!orgId,
  })
}

export function useUpdate1099(orgId: string, year: number) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ nameId, ...body }: { nameId: string; needsT99?: boolean | null; email?: string | null }) =>
      api.PATCH('/api/orgs/{orgId}/1099s/{nameId}', { params: { path: { orgId, nameId } }, body: { year, ...body } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys1099(orgId, year) }),
  })
}

export const fetch1099Csv = (orgId: string, year: number) =>
  api.GET('/api/orgs/{orgId}/1099s/export', { params: { path: { orgId }, query: { year } } }) as Promise<unknown>

/** Asks the vendor for its W-9 by email (refused, sending nothing, when the vendor has no email). */
export function useRequestW9(orgId: string, year: number) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (nameId: string) =>
      api.POST('/api/orgs/{orgId}/1099s/{nameId}/w9-request', {
        params: { path: { orgId, nameId } },
        body: { year },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: keys1099(orgId, year) }),
  })
}

/** The organization's requester business with the tax-form service, and creating it (admins and staff). */
export const taxFormBusinessKey = (orgId: string) => ['sales-tax', orgId, 'tax-form-business'] as const
export type CreateBusinessBody = ApiBody<'post', '/api/orgs/{orgId}/tax-forms/business'>
export function useTaxFormBusiness(orgId: string) {
  return useQuery({
    queryKey: taxFormBusinessKey(orgId),
    queryFn: () => api.GET('/api/orgs/{orgId}/tax-forms/business', { params: { path: { orgId } } }),
    enabled: !!orgId,
  })
}
export function useCreateTaxFormBusiness(orgId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateBusinessBody) =>
      api.POST('/api/orgs/{orgId}/tax-forms/business', { params: { path: { orgId } }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: taxFormBusinessKey(orgId) }),
  })
}

/** Posts a crossed state's proposed liability as a journal entry (the client's staff), once per crossing. */
export function usePostLiability(orgId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({
      state,
      ...body
    }: {
      state: string
      asOf: string
      expenseAccountId: string
      liabilityAccountId: string
    }) => api.POST('/api/orgs/{orgId}/sales-tax/nexus/{state}/liability', { params: { path: { orgId, state } }, body }),
    onSettled: () => qc.invalidateQueries({ queryKey: salesTaxKeys.nexus(orgId) }),
  })
}
