/** Organization groups: the list (shared with consolidated reporting) and the admin writes, all refreshing one query. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type ApiData } from '@/lib/api.ts'
import { orgKeys } from '@/lib/organizations.ts'

export type TGroupListItem = ApiData<'get', '/api/organization-groups'>['groups'][number]

export const groupKeys = { all: ['organization-groups'] as const }

export function useOrganizationGroups() {
  return useQuery({
    queryKey: groupKeys.all,
    queryFn: async () => (await api.GET('/api/organization-groups')).groups,
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
      mutationFn: (name: string) => api.POST('/api/organization-groups', { body: { name } }),
      onSuccess: done,
    }),
    rename: useMutation({
      mutationFn: ({ id, name }: { id: string; name: string }) =>
        api.PATCH('/api/organization-groups/{groupId}', { params: { path: { groupId: id } }, body: { name } }),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        api.DELETE('/api/organization-groups/{groupId}', { params: { path: { groupId: id } } }),
      onSuccess: done,
    }),
    addMember: useMutation({
      mutationFn: ({ id, organizationId }: { id: string; organizationId: string }) =>
        api.PUT('/api/organization-groups/{groupId}/members/{organizationId}', {
          params: { path: { groupId: id, organizationId } },
        }),
      onSuccess: done,
    }),
    removeMember: useMutation({
      mutationFn: ({ id, organizationId }: { id: string; organizationId: string }) =>
        api.DELETE('/api/organization-groups/{groupId}/members/{organizationId}', {
          params: { path: { groupId: id, organizationId } },
        }),
      onSuccess: done,
    }),
  }
}
