/**
 * The reconciliation job: `reconciliation.read-statement` reads an uploaded statement into a supporting document
 * (add-uploaded-statement.ts), queued by the upload request; keyed per upload, so it is read once.
 */
import { z } from 'zod'
import { defineJob } from '../../../shared/schemas/jobs.ts'

export const readStatementJob = defineJob({
  id: 'reconciliation.read-statement',
  version: 1,
  payload: z.object({ uploadId: z.uuid() }),
  jobKey: (p) => `reconciliation.read-statement:${p.uploadId}`,
  // a statement is read in well under a second; a few quick retries cover a storage hiccup while the screen waits
  options: { maxRuntimeSeconds: 60, retryIntervalSeconds: 2, retryStrategy: 'fixed', maxAttempts: 3 },
})
