/** Operations API client and query keys; every key starts with 'operations' so one realtime message refreshes all. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api.ts'
import type { TJobStatus } from '@app/shared/schemas/jobs.ts'
import type { TDispatchState, TEventSource } from '@app/shared/schemas/events.ts'

export const operationsKeys = {
  all: ['operations'] as const,
  jobs: (status?: TJobStatus) => ['operations', 'jobs', status ?? 'all'] as const,
  events: (source?: TEventSource, state?: TDispatchState) =>
    ['operations', 'events', source ?? 'all', state ?? 'all'] as const,
  restarts: ['operations', 'restarts'] as const,
  errors: (source?: 'browser' | 'function', requestId?: string) =>
    ['operations', 'errors', source ?? 'all', requestId ?? ''] as const,
}

// Realtime announcements are throttled to one per 250 ms per table; this slow refetch catches the last change of a burst.
const TRAILING_REFRESH_MS = 5000

export function useJobs(status?: TJobStatus) {
  return useQuery({
    queryKey: operationsKeys.jobs(status),
    queryFn: () => api.GET('/api/operations/jobs', { params: { query: { limit: 100, status } } }),
    refetchInterval: TRAILING_REFRESH_MS,
  })
}

export function useEvents(source?: TEventSource, state?: TDispatchState) {
  return useQuery({
    queryKey: operationsKeys.events(source, state),
    queryFn: () => api.GET('/api/operations/events', { params: { query: { limit: 100, source, state } } }),
    refetchInterval: TRAILING_REFRESH_MS,
  })
}

export function useRestarts() {
  return useQuery({
    queryKey: operationsKeys.restarts,
    queryFn: () => api.GET('/api/operations/restarts'),
    refetchInterval: TRAILING_REFRESH_MS,
  })
}

export function useErrorReports(source?: 'browser' | 'function', requestId?: string) {
  return useQuery({
    queryKey: operationsKeys.errors(source, requestId),
    queryFn: () =>
      api.GET('/api/operations/errors', { params: { query: { source, requestId: requestId || undefined } } }),
    refetchInterval: TRAILING_REFRESH_MS,
  })
}

export function useJobAction(action: 'retry' | 'cancel') {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (jobId: string) => {
      const params = { path: { id: jobId } }
      return action === 'retry'
        ? api.POST('/api/operations/jobs/{id}/retry', { params })
        : api.POST('/api/operations/jobs/{id}/cancel', { params })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: operationsKeys.all }),
  })
}
