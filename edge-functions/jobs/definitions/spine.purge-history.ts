/** `spine.purge-history`: nightly (pg_cron) removal of finished history older than thirty days. */
import { purgeHistoryJob } from '../../../shared/schemas/jobs.ts'
import { purgeJobHistory } from '../../domains/jobs/purge-job-history.ts'
import { registerJob } from '../registry.ts'

registerJob(purgeHistoryJob, ({ tx, payload }) => purgeJobHistory({ tx, olderThanMinutes: payload.olderThanMinutes }))
