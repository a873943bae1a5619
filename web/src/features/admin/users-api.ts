/** Users, their roles/products and individual permissions, as the admin screens read and change them. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api.ts'
import type { TPermission, TUser, TUserWithOrganizations } from '@app/shared/schemas/users.ts'

export const userKeys = {
  all: ['users'] as const,
  list: (role?: string, search = '') => ['users', 'list', role ?? 'all', search] as const,
  one: (id: string) => ['users', 'one', id] as const,
  catalogue: ['permissions', 'catalogue'] as const,
}

export function useUsers(opts: { role?: TUser['role']; search?: string } = {}) {
  const q = new URLSearchParams()
  if (opts.role) q.set('role', opts.role)
  if (opts.search) q.set('search', opts.search)
  const qs = q.toString()
  return useQuery({
    queryKey: userKeys.list(opts.role, opts.search),
    queryFn: async () => (await api.get<{ users: TUser[] }>(`/users${qs ? `?${qs}` : ''}`)).users,
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
    queryFn: () => api.get<TUserWithOrganizations>(`/users/${id}`),
    enabled: !!id,
  })
}

export function usePermissionCatalogue() {
  return useQuery({
    queryKey: userKeys.catalogue,
    queryFn: async () =>
      (await api.get<{ permissions: { name: TPermission; label: string }[] }>('/permissions')).permissions,
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
        api.patch<TUserWithOrganizations>(`/users/${id}`, patch),
      onSuccess: done,
    }),
    setPermissions: useMutation({
      mutationFn: (permissions: TPermission[]) => api.put(`/users/${id}/permissions`, { permissions }),
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
        return (await api.get<{ permissions: TPermission[] }>(`/users/${userId}/permissions`)).permissions
      } catch {
        return [] as TPermission[]
      }
    },
    enabled,
  })
}
