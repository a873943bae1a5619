/**
 * Organizations as every screen reads them: the list, one organization and its update. Query keys live here so a
 * change anywhere (a group, a member, realtime) can invalidate them; the tenancy screens' members and staff
 * assignments stay with features/clients.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from './api.ts'
import type { TUpdateOrganizationRequest, ZOrganizationListItemSchema } from '@app/shared/schemas/organizations.ts'

export type TOrganizationListItem = z.infer<typeof ZOrganizationListItemSchema> & {
  // Fields the list view of spec §3 names; shown when the API provides them.
  coaMappingPercentage?: number | null
  lastReminderSentAt?: string | null
  bookkeepers?: { id: string; name: string; isPrimary: boolean }[]
}
export type StaffKind = 'bookkeepers' | 'reviewers'

export const orgKeys = {
  all: ['organizations'] as const,
  list: (search = '') => ['organizations', 'list', search] as const,
  one: (id: string) => ['organizations', 'one', id] as const,
  members: (id: string) => ['organizations', 'members', id] as const,
  staff: (id: string, kind: StaffKind) => ['organizations', kind, id] as const,
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
