/** Invitations: create, list, revoke (signed in) and the public lookup/accept used by the sign-up page. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, publicApi, type ApiBody, type ApiData } from '@/lib/api.ts'
import type { TCreateInvitationRequest, TInvitation } from '@app/shared/schemas/invitations.ts'

export const invitationKeys = {
  all: ['invitations'] as const,
  list: (orgId?: string) => ['invitations', orgId ?? 'all'] as const,
}

export function useInvitations(orgId?: string) {
  return useQuery({
    queryKey: invitationKeys.list(orgId),
    queryFn: async () =>
      (await api.GET('/api/invitations', { params: { query: { organizationId: orgId } } })).invitations,
  })
}

export function useCreateInvitation() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: TCreateInvitationRequest) => api.POST('/api/invitations', { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: invitationKeys.all }),
  })
}

export function useRevokeInvitation() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.DELETE('/api/invitations/{id}', { params: { path: { id } } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: invitationKeys.all }),
  })
}

// Public calls: the invitee has no session yet.
export type TInvitationLookup = ApiData<'get', '/api/invitations/lookup'>
export const lookupInvitation = (token: string) =>
  publicApi.GET('/api/invitations/lookup', { params: { query: { token } } })
export const acceptInvitation = (body: ApiBody<'post', '/api/invitations/accept'>) =>
  publicApi.POST('/api/invitations/accept', { body })

export const STATUS_TONE: Record<TInvitation['status'], 'warning' | 'success' | 'neutral' | 'danger'> = {
  pending: 'warning',
  accepted: 'success',
  expired: 'neutral',
  revoked: 'danger',
}
export const STATUS_LABEL: Record<TInvitation['status'], string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  expired: 'Expired',
  revoked: 'Revoked',
}
