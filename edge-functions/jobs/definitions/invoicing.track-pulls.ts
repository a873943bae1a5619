/** `invoicing.track-pulls`: each invoice's bank pull followed to settlement or return (domains/invoicing/track-pulls.ts). */
import { invoicingTrackPullsJob } from '../../../shared/schemas/invoicing-jobs.ts'
import { trackPulls } from '../../domains/invoicing/track-pulls.ts'
import { registerJob } from '../registry.ts'

registerJob(invoicingTrackPullsJob, () => trackPulls())
