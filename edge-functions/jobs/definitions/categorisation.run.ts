/** `categorisation.run`: an organization's new feed lines get their suggestions (domains/categorisation). */
import { categorisationRunJob } from '../../domains/categorisation/jobs.ts'
import { categoriseLines } from '../../domains/categorisation/categorise-lines.ts'
import { fillEmbeddings } from '../../domains/categorisation/record-history.ts'
import { registerJob } from '../registry.ts'

registerJob(categorisationRunJob, async ({ tx, payload }) => {
  await fillEmbeddings({ tx, organizationId: payload.organizationId })
  return await categoriseLines({ tx, organizationId: payload.organizationId })
})
