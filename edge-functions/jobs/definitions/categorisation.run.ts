/**
 * `categorisation.run`: an organization's new feed lines get their suggestions (domains/categorisation). The firm
 * model is trained by its own job; when the firm has history but no model was ever stored (a new database, the
 * demo's first minutes), the run waits for the first training, looking again every few seconds, so the first lines
 * are not suggested without the model and its calibrators. After MAX_MODEL_WAITS it goes on without.
 */
import { categorisationRunJob } from '../../domains/categorisation/jobs.ts'
import { categoriseLines } from '../../domains/categorisation/categorise-lines.ts'
import { firmModel } from '../../domains/categorisation/firm-model.ts'
import { fillEmbeddings } from '../../domains/categorisation/record-history.ts'
import { AUTOCAT_OFF, autocatEnabled } from '../../domains/categorisation/autocat.ts'
import { continueWith, registerJob } from '../registry.ts'

const MAX_MODEL_WAITS = 30
const WAIT_SECONDS = 3

registerJob(categorisationRunJob, async ({ tx, payload }) => {
  // turned off after the run was queued: nothing is categorised
  if (!(await autocatEnabled(tx, payload.organizationId))) return { skipped: AUTOCAT_OFF }
  const waits = payload.modelWaits ?? 0
  // the hourly sweep over the books' own lines (ledgerOnly) does not wait for the firm's first model: it puts the
  // lines in the queue with what the other layers say, and the next run refines them
  if (waits < MAX_MODEL_WAITS && !payload.ledgerOnly) {
    const firm = await firmModel()
    const [{ history }] = await tx`select exists (select 1 from public.vendor_account_history) as history`
    if (!firm.model && history)
      return continueWith(
        { ...payload, modelWaits: waits + 1 },
        { waiting: 'the firm model is being trained' },
        {
          afterSeconds: WAIT_SECONDS,
        },
      )
  }
  await fillEmbeddings({ tx, organizationId: payload.organizationId })
  return await categoriseLines({ tx, organizationId: payload.organizationId, ledgerOnly: payload.ledgerOnly })
})
