/**
 * Organizations as the tenancy screens read and change them: list, one organization, members, assigned staff and
 * open-question counts. Query keys live here so mutations elsewhere can invalidate them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '@/lib/api.ts'
import type {
  TUpdateOrganizationRequest,
  ZBookkeeperAssignmentSchema,
  ZMemberSchema,
  ZOrganizationListItemSchema,
} from '@app/shared/schemas/organizations.ts'

export type TOrganizationListItem = z.infer<typeof ZOrganizationListItemSchema> & {
  // Fields the list view of spec §3 names; shown when the API provides them.
  coaMappingPercentage?: number | null
  lastReminderSentAt?: string | null
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
    queryFn: async (): Promise<TOrganizationListItem[]> =>
      (await api.GET('/api/organizations', { params: { query: { search: search || undefined } } })).organizations,
  })
}

export function useOrganization(id: string | undefined) {
  return useQuery({
    queryKey: orgKeys.one(id ?? ''),
    queryFn: () => api.GET('/api/organizations/{id}', { params: { path: { id: id! } } }),
    enabled: !!id,
  })
}

export function useMembers(id: string) {
  return useQuery({
    queryKey: orgKeys.members(id),
    queryFn: async () => (await api.GET('/api/organizations/{id}/members', { params: { path: { id } } })).members,
  })
}

export function useStaff(id: string, kind: StaffKind) {
  return useQuery({
    queryKey: orgKeys.staff(id, kind),
    queryFn: async (): Promise<TStaffAssignment[]> => {
      const params = { path: { id } }
      return kind === 'bookkeepers'
        ? (await api.GET('/api/organizations/{id}/bookkeepers', { params })).assignments
        : (await api.GET('/api/organizations/{id}/reviewers', { params })).assignments
    },
  })
}

export function useUpdateOrganization(id: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (patch: TUpdateOrganizationRequest) =>
      api.PATCH('/api/organizations/{id}', { params: { path: { id } }, body: patch }),
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
        api.PATCH('/api/organizations/{id}/members/{userId}', {
          params: { path: { id, userId: v.userId } },
          body: { orgRole: v.orgRole },
        }),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (userId: string) =>
        api.DELETE('/api/organizations/{id}/members/{userId}', { params: { path: { id, userId } } }),
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
      mutationFn: async (v: { kind: StaffKind; userId: string; isPrimary?: boolean }) => {
        const params = { path: { id, userId: v.userId } }
        if (v.kind === 'bookkeepers')
          await api.PUT('/api/organizations/{id}/bookkeepers/{userId}', {
            params,
            body: { isPrimary: v.isPrimary ?? false },
          })
        else await api.PUT('/api/organizations/{id}/reviewers/{userId}', { params })
      },
      onSuccess: done,
    }),
    unassign: useMutation({
      mutationFn: async (v: { kind: StaffKind; userId: string }) => {
        const params = { path: { id, userId: v.userId } }
        if (v.kind === 'bookkeepers') await api.DELETE('/api/organizations/{id}/bookkeepers/{userId}', { params })
        else await api.DELETE('/api/organizations/{id}/reviewers/{userId}', { params })
      },
      onSuccess: done,
    }),
  }
}
