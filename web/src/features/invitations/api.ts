/** Invitations: create, list, revoke (signed in) and the public lookup/accept used by the sign-up page. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, apiBase, ApiError } from '@/lib/api.ts'
import { env } from '@/lib/env.ts'
import type { z } from 'zod'
import type {
  TCreateInvitationRequest,
  TInvitation,
  ZAcceptInvitationRequestSchema,
  ZAcceptInvitationResponseSchema,
  ZCreateInvitationResponseSchema,
  ZInvitationLookupResponseSchema,
} from '@app/shared/schemas/invitations.ts'

export const invitationKeys = {
  all: ['invitations'] as const,
  list: (orgId?: string) => ['invitations', orgId ?? 'all'] as const,
}

export function useInvitations(orgId?: string) {
  return useQuery({
    queryKey: invitationKeys.list(orgId),
    queryFn: async () =>
      (await api.get<{ invitations: TInvitation[] }>(`/invitations${orgId ? `?organizationId=${orgId}` : ''}`))
        .invitations,
  })
}

export function useCreateInvitation() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (input: TCreateInvitationRequest) =>
      api.post<z.infer<typeof ZCreateInvitationResponseSchema>>('/invitations', input),
    onSuccess: () => void qc.invalidateQueries({ queryKey: invitationKeys.all }),
  })
}

export function useRevokeInvitation() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.del<TInvitation>(`/invitations/${id}`),
    onSuccess: () => void qc.invalidateQueries({ queryKey: invitationKeys.all }),
  })
}

/** Public calls: the invitee has no session, so only the project key is sent (never a stale user token). */
async function publicRequest<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let res: Response
  try {
    res = await fetch(`${apiBase()}${path}`, {
      method,
      headers: {
        apikey: env.anonKey,
        authorization: `Bearer ${env.anonKey}`,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    })
  } catch {
    throw new ApiError(0, 'network_error', 'Could not reach the server. Check your connection and try again.')
  }
  const parsed = await res.json().catch(() => undefined)
  if (!res.ok) throw ApiError.fromBody(res.status, parsed, `Request failed with status ${res.status}`)
  return parsed as T
}

export type TInvitationLookup = z.infer<typeof ZInvitationLookupResponseSchema>
export const lookupInvitation = (token: string) =>
  publicRequest<TInvitationLookup>('GET', `/invitations/lookup?token=${encodeURIComponent(token)}`)
export const acceptInvitation = (input: z.infer<typeof ZAcceptInvitationRequestSchema>) =>
  publicRequest<z.infer<typeof ZAcceptInvitationResponseSchema>>('POST', '/invitations/accept', input)

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
