/**
 * Payroll data: one client's payroll screen (GET …/payroll) and the mapping edit. The jobs sync and book in the
 * background; their `payroll_changed` broadcast refreshes the screen.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type ApiBody, type ApiData } from '@/lib/api.ts'
import { useRealtimeInvalidate } from '@/lib/realtime.ts'

export type PayrollOverview = ApiData<'get', '/api/organizations/{organizationId}/payroll'>
export type Payroll = PayrollOverview['payrolls'][number]
export type MappingRequest = ApiBody<'put', '/api/organizations/{organizationId}/payroll/mapping'>

export const payrollKeys = { org: (orgId: string) => ['payroll', orgId] as const }

export function usePayroll(orgId: string) {
  useRealtimeInvalidate(orgId ? `org:${orgId}` : '', ['payroll_changed'], [[...payrollKeys.org(orgId)]])
  return useQuery({
    queryKey: payrollKeys.org(orgId),
    queryFn: () =>
      api.GET('/api/organizations/{organizationId}/payroll', { params: { path: { organizationId: orgId } } }),
    enabled: !!orgId,
  })
}

export function useUpdateMapping(orgId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: MappingRequest) =>
      api.PUT('/api/organizations/{organizationId}/payroll/mapping', {
        params: { path: { organizationId: orgId } },
        body,
      }),
    onSuccess: (data) => qc.setQueryData(payrollKeys.org(orgId), data),
  })
}

export function useSyncPayroll(orgId: string) {
  return useMutation({
    mutationFn: () =>
      api.POST('/api/organizations/{organizationId}/payroll/sync', { params: { path: { organizationId: orgId } } }),
  })
}

export type CompanyRequest = ApiBody<'post', '/api/organizations/{organizationId}/payroll/company'>
export type EmployeeReport = PayrollOverview['employeeReports'][number]

/** Creates the client's Gusto company and connects it; the first sync follows in the background. */
export function useCreateCompany(orgId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: CompanyRequest) =>
      api.POST('/api/organizations/{organizationId}/payroll/company', {
        params: { path: { organizationId: orgId } },
        body,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: payrollKeys.org(orgId) }),
  })
}

export function useSubscribeWebhooks(orgId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (
      subscriptionTypes: ApiBody<
        'post',
        '/api/organizations/{organizationId}/payroll/webhook-subscription'
      >['subscriptionTypes'],
    ) =>
      api.POST('/api/organizations/{organizationId}/payroll/webhook-subscription', {
        params: { path: { organizationId: orgId } },
        body: { subscriptionTypes },
      }),
    onSuccess: (data) => qc.setQueryData(payrollKeys.org(orgId), data),
  })
}

export function useRequestEmployeeReport(orgId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: ApiBody<'post', '/api/organizations/{organizationId}/payroll/employee-reports'>) =>
      api.POST('/api/organizations/{organizationId}/payroll/employee-reports', {
        params: { path: { organizationId: orgId } },
        body,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: payrollKeys.org(orgId) }),
  })
}

export const fetchEmployeeReportCsv = async (orgId: string, reportId: string) =>
  String(
    (await api.GET('/api/organizations/{organizationId}/payroll/employee-reports/{reportId}/csv', {
      params: { path: { organizationId: orgId, reportId } },
    })) ?? '',
  )

/** Reads the subscription's status from Gusto (and, while pending, has Gusto send the verification token again). */
export function useRemoveWebhooks(orgId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () =>
      api.DELETE('/api/organizations/{organizationId}/payroll/webhook-subscription', {
        params: { path: { organizationId: orgId } },
      }),
    onSuccess: (data) => qc.setQueryData(payrollKeys.org(orgId), data),
  })
}

export function useCheckWebhooks(orgId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () =>
      api.POST('/api/organizations/{organizationId}/payroll/webhook-subscription/check', {
        params: { path: { organizationId: orgId } },
      }),
    onSuccess: (data) => qc.setQueryData(payrollKeys.org(orgId), data),
  })
}
