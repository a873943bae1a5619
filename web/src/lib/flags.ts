/** Feature flags of an organization (or the global ones without it). A failed call means every flag is off. */
import { useQuery } from '@tanstack/react-query'
import { api } from './api.ts'
import { shellKeys } from './query-client.ts'

type Flags = Record<string, boolean>

async function fetchFlags(orgId: string | undefined): Promise<Flags> {
  try {
    return (await api.GET('/api/flags', { params: { query: { organizationId: orgId } } })).flags
  } catch {
    // Flags only ever unlock features, so failing closed hides unfinished screens rather than exposing them.
    return {}
  }
}

export function useFlags(orgId: string | undefined, opts: { enabled?: boolean } = {}) {
  const query = useQuery({
    queryKey: shellKeys.flags(orgId),
    queryFn: () => fetchFlags(orgId),
    staleTime: 60_000,
    enabled: opts.enabled ?? true,
  })
  const flags = query.data ?? {}
  return { flags, isLoading: query.isLoading, isOn: (name: string) => flags[name] === true }
}
