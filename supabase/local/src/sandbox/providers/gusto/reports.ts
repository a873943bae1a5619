/**
 * Gusto sandbox: GET /v1/reports/:request_uuid for every report a company requested (a payroll's general ledger, a
 * custom report): pending on the first poll, succeeded after with report_urls, pre-signed file links that need no
 * bearer token (GET /gusto/_reports/:uuid.json).
 */
import type { SandboxRouter } from '../../server.ts'
import { sendJson } from '../../../http.ts'
import { apiError, companyOf, sandboxCompany } from './payroll.ts'
import { employeeReport } from './employee-report.ts'
import { reportRequests } from './report-store.ts'

export function mountReports(r: SandboxRouter) {
  r.add('GET', '/gusto/v1/reports/:uuid', (req, res, _url, p) => {
    const companyUuid = companyOf(req, res)
    if (!companyUuid) return
    const rep = reportRequests.get(p.uuid)
    if (!rep || rep.company !== companyUuid) return apiError(res, 404, 'not_found', 'Report not found')
    rep.polls += 1
    const done = rep.polls > 1
    sendJson(res, 200, {
      request_uuid: p.uuid,
      status: done ? 'succeeded' : 'pending',
      report_urls: done ? [`http://127.0.0.1:${r.ctx.cfg.ports.sandbox}/gusto/_reports/${p.uuid}.json`] : [],
    })
  })
  r.add('GET', '/gusto/_reports/:file', (_req, res, _url, p) => {
    const rep = reportRequests.get(p.file.replace(/\.json$/, ''))
    const body = !rep
      ? undefined
      : rep.kind === 'ledger'
        ? sandboxCompany.ledgerReport(rep.company, rep.payrollUuid)
        : employeeReport(rep.company, rep)
    if (!body) return apiError(res, 404, 'not_found', 'Not found')
    sendJson(res, 200, body)
  })
}
