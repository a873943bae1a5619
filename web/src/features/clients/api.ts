/**
 * Organizations as the tenancy screens read and change them: list, one organization, members, assigned staff and
 * open-question counts. Query keys live here so mutations elsewhere can invalidate them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '@/lib/api.ts'
import type {
  TOrganization,
  TUpdateOrganizationRequest,
  ZBookkeeperAssignmentSchema,
  ZMemberSchema,
  ZOrganizationListItemSchema,
} from '@app/shared/schemas/organizations.ts'

export type TOrganizationListItem = z.infer<typeof ZOrganizationListItemSchema> & {
  // Fields the list view of spec §3 names; shown when the API provides them.
  coaMappingPercentage?: number | null
  lastReminderSentAt?: string | null
  plaidConnected?: boolean
  rampConnected?: boolean
  bookkeepers?: { id: string; name: string; isPrimary: boolean }[]
}
export type TMember = z.infer<typeof ZMemberSchema>
export type TStaffAssignment = Omit<z.infer<typeof ZBookkeeperAssignmentSchema>, 'isPrimary'> & { isPrimary?: boolean }
export type StaffKind = 'bookkeepers' | 'reviewers'

export const orgKeys = {
  all: ['organizations'] as const,
  list: (search = '') => ['organizations', 'list', search] as const,
  one: (id: string) => ['organizations', 'one', id] as const,
  members: (id: string) => ['organizations', 'members', id] as const,
  staff: (id: string, kind: StaffKind) => ['organizations', kind, id] as const,
  // kept for the realtime invalidation of the clients list: the same key as amcKeys.counts (one fetch, one hook)
  // 'amc_question_changed' (see clients-table.tsx) refreshes all of them
  amcCounts: ['amc', 'counts'] as const,
}

export function useOrganizations(search = '') {
  return useQuery({
    queryKey: orgKeys.list(search),
    queryFn: async () =>
      (
        await api.get<{ organizations: TOrganizationListItem[] }>(
          `/organizations${search ? `?search=${encodeURIComponent(search)}` : ''}`,
        )
      ).organizations,
  })
}

export function useOrganization(id: string | undefined) {
  return useQuery({
    queryKey: orgKeys.one(id ?? ''),
    queryFn: () => api.get<TOrganization>(`/organizations/${id}`),
    enabled: !!id,
  })
}

export function useMembers(id: string) {
  return useQuery({
    queryKey: orgKeys.members(id),
    queryFn: async () => (await api.get<{ members: TMember[] }>(`/organizations/${id}/members`)).members,
  })
}

export function useStaff(id: string, kind: StaffKind) {
  return useQuery({
    queryKey: orgKeys.staff(id, kind),
    queryFn: async () =>
      (await api.get<{ assignments: TStaffAssignment[] }>(`/organizations/${id}/${kind}`)).assignments,
  })
}

export function useUpdateOrganization(id: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (patch: TUpdateOrganizationRequest) => api.patch<TOrganization>(`/organizations/${id}`, patch),
    onSuccess: (org) => {
      qc.setQueryData(orgKeys.one(id), org)
      void qc.invalidateQueries({ queryKey: orgKeys.all })
      void qc.invalidateQueries({ queryKey: ['me'] })
    },
  })
}

export function useMemberMutations(id: string) {
  const qc = useQueryClient()
  const done = () => void qc.invalidateQueries({ queryKey: orgKeys.members(id) })
  return {
    setRole: useMutation({
      mutationFn: (v: { userId: string; orgRole: 'admin' | 'user' }) =>
        api.patch(`/organizations/${id}/members/${v.userId}`, { orgRole: v.orgRole }),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (userId: string) => api.del(`/organizations/${id}/members/${userId}`),
      onSuccess: done,
    }),
  }
}

export function useStaffMutations(id: string) {
  const qc = useQueryClient()
  const done = () => {
    void qc.invalidateQueries({ queryKey: ['organizations'] })
    void qc.invalidateQueries({ queryKey: ['me'] })
  }
  return {
    assign: useMutation({
      mutationFn: (v: { kind: StaffKind; userId: string; isPrimary?: boolean }) =>
        api.put(
          `/organizations/${id}/${v.kind}/${v.userId}`,
          v.kind === 'bookkeepers' ? { isPrimary: v.isPrimary ?? false } : {},
        ),
      onSuccess: done,
    }),
    unassign: useMutation({
      mutationFn: (v: { kind: StaffKind; userId: string }) => api.del(`/organizations/${id}/${v.kind}/${v.userId}`),
      onSuccess: done,
    }),
  }
}
