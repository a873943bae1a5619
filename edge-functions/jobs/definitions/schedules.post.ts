/**
 * `schedules.post`: an organization's due schedule periods and reversals (domains/schedules/post-due-schedules.ts),
 * in batches of whole schedules; a backlog longer than one step (JOB_STEP_SECONDS) continues in the next job from
 * the cursor reached (continueWith), on the same `asOf`.
 */
import { schedulesPostJob } from '../../domains/schedules/jobs.ts'
import { postDueSchedules } from '../../domains/schedules/post-due-schedules.ts'
import { continueWith, registerJob } from '../registry.ts'

registerJob(schedulesPostJob, async ({ tx, payload, stepUsedUp }) => {
  const result = await postDueSchedules({ tx, ...payload, stepUsedUp })
  return result.more ? continueWith({ ...payload, asOf: result.asOf, after: result.after }, result) : result
})
