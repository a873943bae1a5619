/**
 * Stripe revenue data: the revenue mapping, the months with their report slugs and postings, a month's balance
 * transactions behind a slug, and the mutations (save the mapping, post a month, ingest now). Screens keep no state
 * of their own: each mutation invalidates these keys.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type ApiBody, type ApiData, type ApiQuery } from '@/lib/api.ts'

export type MappingSlot = ApiData<'get', '/api/orgs/{orgId}/stripe/revenue-mapping'>['slots'][number]
export type StripePeriod = ApiData<'get', '/api/orgs/{orgId}/stripe/periods'>['periods'][number]
export type Slug = NonNullable<
  ApiQuery<'get', '/api/orgs/{orgId}/stripe/periods/{period}/balance-transactions'>['slug']
>

export const stripeKeys = {
  org: (orgId: string) => ['stripe-revenue', orgId] as const,
  mapping: (orgId: string) => ['stripe-revenue', orgId, 'mapping'] as const,
  periods: (orgId: string) => ['stripe-revenue', orgId, 'periods'] as const,
  rows: (orgId: string, period: string, slug?: string) =>
    ['stripe-revenue', orgId, 'rows', period, slug ?? ''] as const,
}

export function useRevenueMapping(orgId: string) {
  return useQuery({
    queryKey: stripeKeys.mapping(orgId),
    queryFn: () => api.GET('/api/orgs/{orgId}/stripe/revenue-mapping', { params: { path: { orgId } } }),
  })
}

export function useStripePeriods(orgId: string) {
  return useQuery({
    queryKey: stripeKeys.periods(orgId),
    queryFn: () => api.GET('/api/orgs/{orgId}/stripe/periods', { params: { path: { orgId } } }),
  })
}

export function usePeriodRows(orgId: string, period: string | null, slug?: Slug) {
  return useQuery({
    queryKey: stripeKeys.rows(orgId, period ?? '', slug),
    queryFn: () =>
      api.GET('/api/orgs/{orgId}/stripe/periods/{period}/balance-transactions', {
        params: { path: { orgId, period: period ?? '' }, query: { slug } },
      }),
    enabled: !!period,
  })
}

export function useSaveMapping(orgId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: ApiBody<'put', '/api/orgs/{orgId}/stripe/revenue-mapping'>) =>
      api.PUT('/api/orgs/{orgId}/stripe/revenue-mapping', { params: { path: { orgId } }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: stripeKeys.org(orgId) }),
  })
}

export function usePostPeriod(orgId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (period: string) =>
      api.POST('/api/orgs/{orgId}/stripe/periods/post', { params: { path: { orgId } }, body: { period } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: stripeKeys.org(orgId) }),
  })
}

export type PayoutRow = ApiData<'get', '/api/orgs/{orgId}/stripe/payouts'>['payouts'][number]

export function useStripePayouts(orgId: string) {
  return useQuery({
    queryKey: [...stripeKeys.org(orgId), 'payouts'] as const,
    queryFn: () => api.GET('/api/orgs/{orgId}/stripe/payouts', { params: { path: { orgId } } }),
  })
}

/** Confirm a payout against a deposit, or undo a confirmation (depositId null). */
export function useMatchPayout(orgId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ payoutId, depositId }: { payoutId: string; depositId: string | null }) =>
      depositId
        ? api.POST('/api/orgs/{orgId}/stripe/payouts/{payoutId}/match', {
            params: { path: { orgId, payoutId } },
            body: { depositId },
          })
        : api.DELETE('/api/orgs/{orgId}/stripe/payouts/{payoutId}/match', { params: { path: { orgId, payoutId } } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...stripeKeys.org(orgId), 'payouts'] }),
  })
}
