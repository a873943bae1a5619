/**
 * `close.refresh-analysis`: recompute one variance analysis' lines and unusual transactions from its organization's
 * ledger (domains/close/analyses.ts, the same refresh the API's Refresh runs), as the service.
 */
import { closeRefreshAnalysisJob } from '../../../shared/schemas/close-jobs.ts'
import { refreshAnalysis } from '../../domains/close/analyses.ts'
import { registerJob } from '../registry.ts'

registerJob(closeRefreshAnalysisJob, async ({ tx, payload }) => {
  const figures = await refreshAnalysis({ tx, organizationId: payload.organizationId, analysisId: payload.analysisId })
  return { lines: figures.profitAndLoss.length + figures.balanceSheet.length, empty: figures.empty }
})
