/**
 * Users as several screens read them: the list (and its staff), and the signed-in staff member's own permissions.
 * The admin screens' changes to a user stay with features/admin and invalidate these keys.
 */
import { useQuery } from '@tanstack/react-query'
import type { TPermission, TUser } from '@app/shared/schemas/users.ts'
import { api } from './api.ts'

export const userKeys = {
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
