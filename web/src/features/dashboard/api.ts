/** Monthly metrics of the current organization (computed by the metrics.compute-monthly job). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api.ts'
import { useRealtimeInvalidate } from '@/lib/realtime.ts'
import type { TMonthlyMetric } from '@app/shared/schemas/metrics.ts'

export type Metric = TMonthlyMetric
const key = (orgId: string) => ['metrics', orgId] as const

export function useMetrics(orgId: string | undefined) {
  // The metrics job broadcasts `metrics_changed` on the organization's topic when it writes, so a first sync's
  // numbers appear without a reload.
  useRealtimeInvalidate(orgId ? `org:${orgId}` : '', ['metrics_changed'], [[...key(orgId ?? '')]])
  return useQuery({
    queryKey: key(orgId ?? ''),
    enabled: !!orgId,
    queryFn: () => api.GET('/api/orgs/{orgId}/metrics/monthly', { params: { path: { orgId: orgId! } } }),
  })
}

export function useRecompute(orgId: string | undefined) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () =>
      api.POST('/api/orgs/{orgId}/metrics/monthly/compute', {
        params: { path: { orgId: orgId! } },
        body: { months: 12 },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(orgId ?? '') }),
  })
}
