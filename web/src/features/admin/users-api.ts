/** One user, the permission catalogue, and the admin screens' changes to a user (lists: lib/users.ts). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api.ts'
import type { TPermission, TUser } from '@app/shared/schemas/users.ts'
import { userKeys } from '@/lib/users.ts'

export function useUser(id: string | undefined) {
  return useQuery({
    queryKey: userKeys.one(id ?? ''),
    queryFn: () => api.GET('/api/users/{id}', { params: { path: { id: id! } } }),
    enabled: !!id,
  })
}

export function usePermissionCatalogue() {
  return useQuery({
    queryKey: userKeys.catalogue,
    queryFn: async () => (await api.GET('/api/permissions')).permissions,
    staleTime: 10 * 60_000,
  })
}

export function useUserMutations(id: string) {
  const qc = useQueryClient()
  const done = () => {
    void qc.invalidateQueries({ queryKey: userKeys.all })
    void qc.invalidateQueries({ queryKey: ['me'] })
  }
  return {
    update: useMutation({
      mutationFn: (patch: Partial<Pick<TUser, 'firstName' | 'lastName' | 'role' | 'products'>>) =>
        api.PATCH('/api/users/{id}', { params: { path: { id } }, body: patch }),
      onSuccess: done,
    }),
    setPermissions: useMutation({
      mutationFn: (permissions: TPermission[]) =>
        api.PUT('/api/users/{id}/permissions', { params: { path: { id } }, body: { permissions } }),
      onSuccess: done,
    }),
  }
}
