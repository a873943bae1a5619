/** `schedules.post`: an organization's due schedule periods and reversals (domains/schedules/post-due-schedules.ts). */
import { schedulesPostJob } from '../../domains/schedules/jobs.ts'
import { postDueSchedules } from '../../domains/schedules/post-due-schedules.ts'
import { registerJob } from '../registry.ts'

registerJob(schedulesPostJob, async ({ tx, payload }) => await postDueSchedules({ tx, ...payload }))
