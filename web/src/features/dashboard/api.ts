/** Monthly metrics of the current organization (computed by the metrics.compute-monthly job). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api.ts'

export type Metric = {
  month: string; cashOnHandCents: number; burnCents: number; runwayMonths: number | null; incomeCents: number; expensesCents: number
  netIncomeCents: number; vendorExpenses: { vendorId: string | null; vendor: string; cents: number }[]; computedAt: string
}
const key = (orgId: string) => ['metrics', orgId] as const

export function useMetrics(orgId: string | undefined) {
  return useQuery({ queryKey: key(orgId ?? ''), enabled: !!orgId, queryFn: () => api.get<{ metrics: Metric[] }>(`/orgs/${orgId}/metrics/monthly`) })
}

export function useRecompute(orgId: string | undefined) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<{ metrics: unknown[] }>(`/orgs/${orgId}/metrics/monthly/compute`, { months: 12 }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(orgId ?? '') }),
  })
}
