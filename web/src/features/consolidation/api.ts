/** Data hooks for consolidated reporting: organization groups, Combine/Eliminate mappings, and report generation. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  TConsolidatedChartType,
  TConsolidatedReportType,
  TMappingForm,
} from '@app/shared/schemas/consolidation.ts'
import { api, type ApiBody } from '@/lib/api.ts'
import { useOrganizationGroups } from '@/features/organization-groups/api.ts'

/** What the form sends; blank fields are left out so the API's own rules decide (spec §5). */
export type GenerateBody = ApiBody<'post', '/api/consolidated-reports'>

export function useGroup(groupId: string | undefined) {
  const q = useOrganizationGroups()
  return { ...q, group: q.data?.find((g) => g.id === groupId) }
}

export function useMappings(groupId: string, reportType: TConsolidatedReportType) {
  return useQuery({
    queryKey: ['consolidation-mappings', groupId, reportType],
    queryFn: async () =>
      (
        await api.GET('/api/organization-groups/{groupId}/consolidation-mappings', {
          params: { path: { groupId }, query: { reportType } },
        })
      ).mappings,
  })
}

export function useSaveMappings(groupId: string, reportType: TConsolidatedReportType) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (form: Partial<TMappingForm>) =>
      api.POST('/api/organization-groups/{groupId}/consolidation-mappings', {
        params: { path: { groupId } },
        body: { ...form, reportType },
      }),
    onSuccess: (r) => qc.setQueryData(['consolidation-mappings', groupId, reportType], r.mappings),
  })
}

export function useGenerate() {
  return useMutation({ mutationFn: (body: GenerateBody) => api.POST('/api/consolidated-reports', { body }) })
}

export function useReportRecord(orgId: string | undefined, id: string | undefined) {
  return useQuery({
    queryKey: ['report-record', orgId, id],
    enabled: !!orgId && !!id,
    queryFn: () => api.GET('/api/orgs/{orgId}/report-records/{id}', { params: { path: { orgId: orgId!, id: id! } } }),
  })
}

export function useConsolidatedChart(groupId: string | undefined, type: TConsolidatedChartType) {
  return useQuery({
    queryKey: ['consolidated-chart', groupId, type],
    enabled: !!groupId,
    queryFn: () =>
      api.GET('/api/organization-groups/{groupId}/consolidated-chart/{type}', {
        params: { path: { groupId: groupId!, type } },
      }),
  })
}
