/** Data hooks for a client's chart-of-accounts mapping: status and mappings, suggestions, bulk accept, deletion. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TCoaDeletionReason } from '@app/shared/schemas/coa-mapping.ts'
import { api, type ApiBody } from '@/lib/api.ts'

export const coaKeys = {
  all: (orgId: string) => ['coa-mappings', orgId] as const,
  status: (orgId: string) => ['coa-mappings', orgId, 'status'] as const,
  suggestions: (orgId: string) => ['coa-mappings', orgId, 'suggestions'] as const,
}

export function useCoaMappings(orgId: string) {
  return useQuery({
    queryKey: coaKeys.status(orgId),
    queryFn: () => api.GET('/api/orgs/{orgId}/coa-mappings', { params: { path: { orgId } } }),
  })
}

export function useCoaSuggestions(orgId: string) {
  return useQuery({
    queryKey: coaKeys.suggestions(orgId),
    queryFn: () => api.GET('/api/orgs/{orgId}/coa-mappings/suggestions', { params: { path: { orgId } } }),
  })
}

/** Every change refreshes the percentage, the unmapped list and the suggestions together. */
function useCoaMutation<B, R>(orgId: string, fn: (body: B) => Promise<R>) {
  const qc = useQueryClient()
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: coaKeys.all(orgId) }) })
}

export function useAcceptMappings(orgId: string) {
  return useCoaMutation(orgId, (mappings: ApiBody<'post', '/api/orgs/{orgId}/coa-mappings/accept'>['mappings']) =>
    api.POST('/api/orgs/{orgId}/coa-mappings/accept', { params: { path: { orgId } }, body: { mappings } }),
  )
}

export function useDeleteMapping(orgId: string) {
  return useCoaMutation(
    orgId,
    ({ id, deletionReason, staged }: { id: string; deletionReason: TCoaDeletionReason; staged: boolean }) =>
      api.POST('/api/orgs/{orgId}/coa-mappings/{id}/delete', {
        params: { path: { orgId, id } },
        body: { deletionReason, staged },
      }),
  )
}
