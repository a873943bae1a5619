/** Users, their roles/products and individual permissions, as the admin screens read and change them. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api.ts'
import type { TPermission, TUser } from '@app/shared/schemas/users.ts'

const userKeys = {
  all: ['users'] as const,
  list: (role?: string, search = '') => ['users', 'list', role ?? 'all', search] as const,
  one: (id: string) => ['users', 'one', id] as const,
  catalogue: ['permissions', 'catalogue'] as const,
}

export function useUsers(opts: { role?: TUser['role']; search?: string } = {}) {
  return useQuery({
    queryKey: userKeys.list(opts.role, opts.search),
    queryFn: async () =>
      (await api.GET('/api/users', { params: { query: { role: opts.role, search: opts.search || undefined } } })).users,
  })
}

/** Everyone who can be assigned as bookkeeper or reviewer: staff of any rank. */
export function useStaffUsers() {
  const q = useUsers()
  return { ...q, data: q.data?.filter((u) => u.role !== 'user') }
}

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

/** The signed-in staff member's individual permissions (empty for clients or when not readable). */
export function useMyPermissions(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'permissions', userId],
    queryFn: async () => {
      try {
        return (await api.GET('/api/users/{id}/permissions', { params: { path: { id: userId } } })).permissions
      } catch {
        return [] as TPermission[]
      }
    },
    enabled,
  })
}
