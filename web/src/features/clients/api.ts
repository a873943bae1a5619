/** A client organization's members and assigned staff, as the tenancy screens read and change them. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '@/lib/api.ts'
import { orgKeys, type StaffKind } from '@/lib/organizations.ts'
import type { ZBookkeeperAssignmentSchema, ZMemberSchema } from '@app/shared/schemas/organizations.ts'

export type TMember = z.infer<typeof ZMemberSchema>
export type TStaffAssignment = Omit<z.infer<typeof ZBookkeeperAssignmentSchema>, 'isPrimary'> & { isPrimary?: boolean }
export type { StaffKind }

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
