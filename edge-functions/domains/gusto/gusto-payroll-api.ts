/**
 * Gusto's payroll reads over its documented REST shape (providerRequest, as the rest of this provider): employees,
 * contractors, contractor payments and payrolls, each read page by page (`page`, `per`), and the general-ledger
 * report a payroll is booked from. Not the `@gusto/embedded-api` SDK: the provider kit already owns auth, refresh
 * and error mapping for every provider's fetch, and one client style per provider keeps the 401 → refresh path in
 * one place. The SDK (1.0.0) was tried: it runs on Deno but has no general-ledger report call (docs/payroll.md).
 */
import { z } from 'zod'
import {
  ZGustoCustomReportRequested,
  ZGustoContractor,
  ZGustoContractorPayment,
  ZGustoEmployee,
  ZGustoPayroll,
  ZGustoReportRequested,
  ZGustoReportStatus,
} from '../../../shared/schemas/gusto-payroll.ts'
import { ZLedgerReport, type TEmployeeReportColumn } from '../../../shared/rules/payroll.ts'
import { providerRequest } from '../connections/provider-http.ts'
import { gustoAccessToken, gustoConfig } from './gusto-api.ts'

const PER = 100

export type GustoSession = {
  companyUuid: string
  get: <S extends z.ZodType>(path: string, schema: S) => Promise<z.infer<S>>
  post: <S extends z.ZodType>(path: string, json: Record<string, unknown>, schema: S) => Promise<z.infer<S>>
}

/** A session on the organization's Gusto company with a live token. */
export async function gustoSession(orgId: string): Promise<GustoSession> {
  const cfg = gustoConfig()
  const { companyUuid, accessToken } = await gustoAccessToken({ orgId })
  const headers = { 'x-gusto-api-version': cfg.apiVersion }
  const url = (path: string) => (path.startsWith('http') ? path : `${cfg.base}${path}`)
  return {
    companyUuid,
    get: (path, schema) => providerRequest('gusto', url(path), { auth: accessToken, headers, schema }),
    post: (path, json, schema) =>
      providerRequest('gusto', url(path), { method: 'POST', json, auth: accessToken, headers, schema }),
  }
}

/** Every page of a list: Gusto answers a short page at the end. */
async function readAll<S extends z.ZodType>(
  s: GustoSession,
  path: string,
  item: S,
  query: Record<string, string> = {},
) {
  const out: z.infer<S>[] = []
  for (let page = 1; ; page++) {
    const q = new URLSearchParams({ ...query, page: String(page), per: String(PER) })
    const rows = await s.get(`${path}?${q}`, z.array(item))
    out.push(...rows)
    if (rows.length < PER) return out
  }
}

const company = (s: GustoSession) => `/v1/companies/${encodeURIComponent(s.companyUuid)}`

export const listEmployees = (s: GustoSession) => readAll(s, `${company(s)}/employees`, ZGustoEmployee)
export const listContractors = (s: GustoSession) => readAll(s, `${company(s)}/contractors`, ZGustoContractor)
export const listContractorPayments = (s: GustoSession, range: { start: string; end: string }) =>
  readAll(s, `${company(s)}/contractor_payments`, ZGustoContractorPayment, {
    start_date: range.start,
    end_date: range.end,
  })
export const listPayrolls = (s: GustoSession, range: { start: string; end: string }) =>
  readAll(s, `${company(s)}/payrolls`, ZGustoPayroll, {
    processing_statuses: 'processed,unprocessed',
    include: 'totals',
    start_date: range.start,
    end_date: range.end,
  })

export const requestLedgerReport = (s: GustoSession, payrollUuid: string, aggregation: string) =>
  s.post(
    `/v1/payrolls/${encodeURIComponent(payrollUuid)}/reports/general_ledger`,
    { aggregation },
    ZGustoReportRequested,
  )
export const ledgerReportStatus = (s: GustoSession, requestUuid: string) =>
  s.get(`/v1/reports/${encodeURIComponent(requestUuid)}`, ZGustoReportStatus)
/** The report file at a report URL (pre-signed: the bearer header is harmless there). */
export const downloadLedgerReport = (s: GustoSession, url: string) => s.get(url, ZLedgerReport)

/** A custom report of the company (the PayrollEmployee report), polled at /v1/reports/:request_uuid like the ledger's. */
export const requestCustomReport = (
  s: GustoSession,
  body: {
    custom_name: string
    file_type: 'json'
    with_totals: boolean
    columns: TEmployeeReportColumn[]
    groupings: ['payroll', 'employee']
    start_date: string
    end_date: string
  },
) => s.post(`${company(s)}/reports`, body, ZGustoCustomReportRequested)
/** A report file as JSON at its pre-signed URL, left for the caller to check against its own shape. */
export const downloadReport = (s: GustoSession, url: string) => s.get(url, z.unknown())
