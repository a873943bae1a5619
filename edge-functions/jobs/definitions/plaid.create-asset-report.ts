/** `plaid.create-asset-report`: asks Plaid for an item's asset report; the ASSETS webhook brings the outcome. */
import { plaidAssetReportJob } from '../../../shared/schemas/plaid.ts'
import { createAssetReport } from '../../domains/plaid/asset-reports.ts'
import { registerJob } from '../registry.ts'

registerJob(
  plaidAssetReportJob,
  async ({ tx, payload }) =>
    await createAssetReport({ tx, connectionId: payload.connectionId, daysRequested: payload.daysRequested }),
)
