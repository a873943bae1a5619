/** The data-permissions grid of an organization: read whole, saved whole; new bank accounts arrive live. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TSaveDataPermissionsRequest } from '@app/shared/schemas/data-permissions.ts'
import { api } from '@/lib/api.ts'
import { useRealtimeInvalidate } from '@/lib/realtime.ts'

export const dataPermissionKeys = { grid: (orgId: string) => ['data-permissions', orgId] as const }

export function useDataPermissions(orgId: string | undefined) {
  const id = orgId ?? ''
  useRealtimeInvalidate(
    id ? `org:${id}` : '',
    ['bank_feed_changed', 'connection_changed'],
    [[...dataPermissionKeys.grid(id)]],
  )
  return useQuery({
    queryKey: dataPermissionKeys.grid(id),
    queryFn: () =>
      api.GET('/api/organizations/{organizationId}/data-permissions', { params: { path: { organizationId: id } } }),
    enabled: !!id,
  })
}

export function useSaveDataPermissions(orgId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: TSaveDataPermissionsRequest) =>
      api.PUT('/api/organizations/{organizationId}/data-permissions', {
        params: { path: { organizationId: orgId } },
        body,
      }),
    onSuccess: (grid) => {
      qc.setQueryData(dataPermissionKeys.grid(orgId), grid)
      // what people may see changed: every bank feed screen refetches through RLS
      void qc.invalidateQueries({ queryKey: ['bank-feeds'] })
    },
  })
}
