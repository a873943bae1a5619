/**
 * The organization's provider connections (the connection model, GET /organizations/:id/connections), live: a
 * `connection_changed` or `bank_feed_changed` pointer on the organization's topic refetches them. Connecting sends the
 * browser to the provider's page; disconnecting ends the connection and deletes its credentials.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TConnectionProvider } from '@app/shared/schemas/connections.ts'
import { api } from '@/lib/api.ts'
import { useRealtimeInvalidate } from '@/lib/realtime.ts'

export const connectionKeys = {
  list: (orgId: string) => ['connections', orgId] as const,
}

export function useConnections(orgId: string | undefined) {
  const id = orgId ?? ''
  useRealtimeInvalidate(
    id ? `org:${id}` : '',
    ['connection_changed', 'bank_feed_changed'],
    [[...connectionKeys.list(id)]],
  )
  return useQuery({
    queryKey: connectionKeys.list(id),
    queryFn: () =>
      api.GET('/api/organizations/{organizationId}/connections', { params: { path: { organizationId: id } } }),
    enabled: !!id,
  })
}

/**
 * Starts connecting (or reconnecting) a provider: the API signs a state and answers our begin step, which this
 * browser must open itself (a top-level navigation, so its cookie binds the flow to this browser: the callback
 * refuses any other), and which sends it on to the provider.
 */
export function useStartConnection(orgId: string) {
  return useMutation({
    mutationFn: (provider: TConnectionProvider) =>
      api.POST('/api/organizations/{organizationId}/connections/{provider}/start', {
        params: { path: { organizationId: orgId, provider } },
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  })
}

export function useDisconnect(orgId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (connectionId: string) =>
      api.DELETE('/api/organizations/{organizationId}/connections/{connectionId}', {
        params: { path: { organizationId: orgId, connectionId } },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: connectionKeys.list(orgId) }),
  })
}
