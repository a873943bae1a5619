/** Data hooks for consolidated reporting: organization groups, Combine/Eliminate mappings, and report generation. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TConsolidatedReportType, TMappingForm } from '@app/shared/schemas/consolidation.ts'
import type { TRawReport } from '@app/shared/schemas/reports.ts'
import { api } from '@/lib/api.ts'
import { useOrganizationGroups, type TGroupListItem } from '@/features/organization-groups/api.ts'

export type Group = TGroupListItem
export type Mapping = {
  id: string
  accountName: string
  reportType: TConsolidatedReportType
  mappingType: 'Combine' | 'Eliminate'
}
export type Generated = {
  report: { id: string; raw: TRawReport }
  entityReports: { organizationId: string; name: string; reportId: string }[]
  currencyExchangeReport: TRawReport
  eliminations?: unknown
}
/** What the form sends; blank fields are left out so the API's own rules decide (spec §5). */
export type GenerateBody = {
  organizationId: string
  reportType: TConsolidatedReportType
  startDate?: string
  endDate?: string
  dateMacro?: string
  accountingMethod: 'Cash' | 'Accrual'
  presentationCurrency: string
  includeEntitiesColumn: boolean
  ctaRow: boolean
}

export function useGroup(groupId: string | undefined) {
  const q = useOrganizationGroups()
  return { ...q, group: q.data?.find((g) => g.id === groupId) }
}

export function useMappings(groupId: string, reportType: TConsolidatedReportType) {
  return useQuery({
    queryKey: ['consolidation-mappings', groupId, reportType],
    queryFn: async () =>
      (
        await api.get<{ mappings: Mapping[] }>(
          `/organization-groups/${groupId}/consolidation-mappings?reportType=${reportType}`,
        )
      ).mappings,
  })
}

export function useSaveMappings(groupId: string, reportType: TConsolidatedReportType) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (form: Partial<TMappingForm>) =>
      api.post<{ mappings: Mapping[] }>(`/organization-groups/${groupId}/consolidation-mappings`, {
        ...form,
        reportType,
      }),
    onSuccess: (r) => qc.setQueryData(['consolidation-mappings', groupId, reportType], r.mappings),
  })
}

export function useGenerate() {
  return useMutation({ mutationFn: (body: GenerateBody) => api.post<Generated>('/consolidated-reports', body) })
}

export function useReportRecord(orgId: string | undefined, id: string | undefined) {
  return useQuery({
    queryKey: ['report-record', orgId, id],
    enabled: !!orgId && !!id,
    queryFn: () => api.get<{ id: string; name: string; raw: TRawReport }>(`/orgs/${orgId}/report-records/${id}`),
  })
}

export type ConsolidatedAccount = {
  id: string
  name: string
  number: string | null
  type: string
  subtype: string | null
  classification: string | null
  parent: string | null
  mappings: { organizationId: string; provider: string; providerAccountId: string; name: string }[]
}
export function useConsolidatedChart(groupId: string | undefined, type: 'ProfitAndLoss' | 'BalanceSheet') {
  return useQuery({
    queryKey: ['consolidated-chart', groupId, type],
    enabled: !!groupId,
    queryFn: () =>
      api.get<{ type: string; accounts: ConsolidatedAccount[] }>(
        `/organization-groups/${groupId}/consolidated-chart/${type}`,
      ),
  })
}
