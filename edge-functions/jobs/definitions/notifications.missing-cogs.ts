/** `notifications.missing-cogs`: a month with sales but no cost of goods tells the bookkeepers (domains/notifications). */
import { missingCogsJob } from '../../../shared/schemas/firehose.ts'
import { checkMissingCogs } from '../../domains/notifications/missing-cogs.ts'
import { registerJob } from '../registry.ts'

registerJob(missingCogsJob, async ({ tx, payload }) =>
  checkMissingCogs({ tx, organizationId: payload.organizationId, month: payload.month }),
)
