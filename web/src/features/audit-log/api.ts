/** The audit log, one page at a time (cursor = the last id shown), newest first, for the filters applied. */
import { useInfiniteQuery } from '@tanstack/react-query'
import type { TAuditLogFilters } from '@app/shared/schemas/audit-log.ts'
import { api } from '@/lib/api.ts'

export function useAuditLog(filters: TAuditLogFilters) {
  return useInfiniteQuery({
    queryKey: ['audit-log', filters],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) => api.GET('/api/audit-log', { params: { query: { ...filters, before: pageParam } } }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}
