/** Operations API client and query keys; every key starts with 'operations' so one realtime message refreshes all. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api.ts'
import type { TJobRow, TJobStatus, TListJobsResponse } from '@app/shared/schemas/jobs.ts'
import type { TDispatchState, TEventSource, TListEventsResponse } from '@app/shared/schemas/events.ts'

export const operationsKeys = {
  all: ['operations'] as const,
  jobs: (status?: TJobStatus) => ['operations', 'jobs', status ?? 'all'] as const,
  events: (source?: TEventSource, state?: TDispatchState) =>
    ['operations', 'events', source ?? 'all', state ?? 'all'] as const,
}

// Realtime announcements are throttled to one per 250 ms per table; this slow refetch catches the last change of a burst.
const TRAILING_REFRESH_MS = 5000

export function useJobs(status?: TJobStatus) {
  return useQuery({
    queryKey: operationsKeys.jobs(status),
    queryFn: () => api.get<TListJobsResponse>(`/operations/jobs?limit=100${status ? `&status=${status}` : ''}`),
    refetchInterval: TRAILING_REFRESH_MS,
  })
}

export function useEvents(source?: TEventSource, state?: TDispatchState) {
  const params = new URLSearchParams({ limit: '100' })
  if (source) params.set('source', source)
  if (state) params.set('state', state)
  return useQuery({
    queryKey: operationsKeys.events(source, state),
    queryFn: () => api.get<TListEventsResponse>(`/operations/events?${params}`),
    refetchInterval: TRAILING_REFRESH_MS,
  })
}

export function useJobAction(action: 'retry' | 'cancel') {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (jobId: string) => api.post<TJobRow>(`/operations/jobs/${jobId}/${action}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operationsKeys.all }),
  })
}
