/** Organization groups: the list (shared with consolidated reporting) and the admin writes, all refreshing one query. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TOrganizationGroup } from '@app/shared/schemas/organization-groups.ts'
import { api } from '@/lib/api.ts'
import { orgKeys } from '@/features/clients/api.ts'

/** As GET /organization-groups lists them (no timestamps there). */
export type TGroupListItem = Pick<TOrganizationGroup, 'id' | 'name' | 'members'>

export const groupKeys = { all: ['organization-groups'] as const }

export function useOrganizationGroups() {
  return useQuery({
    queryKey: groupKeys.all,
    queryFn: async () => (await api.get<{ groups: TGroupListItem[] }>('/organization-groups')).groups,
  })
}

export function useGroupMutations() {
  const qc = useQueryClient()
  const done = () => {
    void qc.invalidateQueries({ queryKey: groupKeys.all })
    void qc.invalidateQueries({ queryKey: orgKeys.all }) // an organization's group is one of its fields
  }
  return {
    create: useMutation({
      mutationFn: (name: string) => api.post<TOrganizationGroup>('/organization-groups', { name }),
      onSuccess: done,
    }),
    rename: useMutation({
      mutationFn: ({ id, name }: { id: string; name: string }) =>
        api.patch<TOrganizationGroup>(`/organization-groups/${id}`, { name }),
      onSuccess: done,
    }),
    remove: useMutation({ mutationFn: (id: string) => api.del(`/organization-groups/${id}`), onSuccess: done }),
    addMember: useMutation({
      mutationFn: ({ id, organizationId }: { id: string; organizationId: string }) =>
        api.put<TOrganizationGroup>(`/organization-groups/${id}/members/${organizationId}`),
      onSuccess: done,
    }),
    removeMember: useMutation({
      mutationFn: ({ id, organizationId }: { id: string; organizationId: string }) =>
        api.del<TOrganizationGroup>(`/organization-groups/${id}/members/${organizationId}`),
      onSuccess: done,
    }),
  }
}
