/** Data hooks for the reports screen: report runs, drill-down postings, journal import and export. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TRawReport, TReportName } from '@app/shared/schemas/reports.ts'
import type { TPosting } from '@app/shared/schemas/ledger.ts'
import { api, apiBase, ApiError } from '@/lib/api.ts'
import { accessToken } from '@/lib/supabase.ts'
import { env } from '@/lib/env.ts'

export type ReportQuery = {
  name: TReportName
  start_date?: string
  end_date?: string
  date_macro?: string
  accounting_method: 'Cash' | 'Accrual'
  summarize_column_by: string
}

export const reportKeys = {
  run: (orgId: string, q: ReportQuery) => ['reports', orgId, q] as const,
  postings: (orgId: string, accountId: string, s?: string, e?: string) =>
    ['ledger-postings', orgId, accountId, s, e] as const,
}

export function queryString(q: Omit<ReportQuery, 'name'>): string {
  const p = new URLSearchParams()
  for (const [k, v] of Object.entries(q)) if (v) p.set(k, v)
  return p.toString()
}

export function useReport(orgId: string | undefined, q: ReportQuery) {
  const { name, ...rest } = q
  return useQuery({
    queryKey: reportKeys.run(orgId ?? '', q),
    enabled: !!orgId,
    queryFn: () => api.get<TRawReport>(`/orgs/${orgId}/reports/${name}?${queryString(rest)}`),
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
      api.get<{ postings: TPosting[] }>(
        `/orgs/${orgId}/ledger/postings?${new URLSearchParams({ accountId: accountId!, ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}), limit: '500' })}`,
      ),
  })
}

export function useImportJournal(orgId: string | undefined) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: { format: 'csv' | 'hledger'; text: string }) =>
      api.post<{ entries: number; accounts: number }>(`/orgs/${orgId}/ledger/import`, body),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: ['reports', orgId] })
      qc.invalidateQueries({ queryKey: ['ledger-postings', orgId] })
    },
  })
}

/** The journal export is plain text, so it is fetched directly rather than through the JSON client. */
export async function fetchJournal(orgId: string): Promise<string> {
  const token = await accessToken()
  const res = await fetch(`${apiBase()}/orgs/${orgId}/ledger/export.journal`, {
    headers: { apikey: env.anonKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  })
  if (!res.ok) throw new ApiError(res.status, 'http_error', `Export failed (${res.status})`)
  return await res.text()
}
