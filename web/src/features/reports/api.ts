/** Data hooks for the reports screen: report runs, drill-down postings, journal import and export. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TReportName } from '@app/shared/schemas/reports.ts'
import { api, type ApiBody, type ApiQuery } from '@/lib/api.ts'

type ReportParams = ApiQuery<'get', '/api/orgs/{orgId}/reports/{reportName}'>
/** The screen's report: its name and QuickBooks' query parameters, basis and columns always chosen. */
export type ReportQuery = { name: TReportName } & ReportParams &
  Required<Pick<ReportParams, 'accounting_method' | 'summarize_column_by'>>

export const reportKeys = {
  run: (orgId: string, q: ReportQuery) => ['reports', orgId, q] as const,
  postings: (orgId: string, accountId: string, s?: string, e?: string) =>
    ['ledger-postings', orgId, accountId, s, e] as const,
}

/** Inputs left blank are left out, so the API's own defaults apply. */
const filled = <T extends object>(q: T) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== '' && v !== undefined)) as Partial<T>

export function useReport(orgId: string | undefined, q: ReportQuery) {
  const { name, ...rest } = q
  return useQuery({
    queryKey: reportKeys.run(orgId ?? '', q),
    enabled: !!orgId,
    queryFn: () =>
      api.GET('/api/orgs/{orgId}/reports/{reportName}', {
        params: { path: { orgId: orgId!, reportName: name }, query: filled(rest) },
      }),
  })
}

export function usePostings(
  orgId: string | undefined,
  accountId: string | undefined,
  startDate?: string,
  endDate?: string,
) {
  return useQuery({
    queryKey: reportKeys.postings(orgId ?? '', accountId ?? '', startDate, endDate),
    enabled: !!orgId && !!accountId,
    queryFn: () =>
      api.GET('/api/orgs/{orgId}/ledger/postings', {
        params: { path: { orgId: orgId! }, query: filled({ accountId, startDate, endDate, limit: 500 }) },
      }),
  })
}

export function useImportJournal(orgId: string | undefined) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: ApiBody<'post', '/api/orgs/{orgId}/ledger/import'>) =>
      api.POST('/api/orgs/{orgId}/ledger/import', { params: { path: { orgId: orgId! } }, body }),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: ['reports', orgId] })
      qc.invalidateQueries({ queryKey: ['ledger-postings', orgId] })
    },
  })
}

/** The books as an hledger journal (plain text). */
export const fetchJournal = (orgId: string) =>
  api.GET('/api/orgs/{orgId}/ledger/export.journal', { params: { path: { orgId } } })
