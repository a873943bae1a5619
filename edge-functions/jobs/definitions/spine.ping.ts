/**
 * `spine.ping`: a round trip through the queue with no other effect. The operations view sends one to check the
 * worker is alive, and `npm run bench -- jobs` measures pickup latency and throughput with it.
 */
import { pingJob } from '../../../shared/schemas/jobs.ts'
import { registerJob } from '../registry.ts'

registerJob(pingJob, ({ job, payload }) =>
  Promise.resolve({
    pong: payload.note ?? true,
    pickupMs: new Date(job.started_at).getTime() - new Date(job.created_at).getTime(),
  }),
)
