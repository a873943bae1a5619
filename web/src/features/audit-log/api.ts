/** The audit log, one page at a time (cursor = the last id shown), newest first, for the filters applied. */
import { useInfiniteQuery } from '@tanstack/react-query'
import type { TAuditLogFilters, TAuditLogPage } from '@app/shared/schemas/audit-log.ts'
import { api } from '@/lib/api.ts'

export function useAuditLog(filters: TAuditLogFilters) {
  return useInfiniteQuery({
    queryKey: ['audit-log', filters],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) => {
      const q = new URLSearchParams()
      for (const [k, v] of Object.entries(filters)) if (v) q.set(k, String(v))
      if (pageParam) q.set('before', String(pageParam))
      return api.get<TAuditLogPage>(`/audit-log?${q}`)
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}
