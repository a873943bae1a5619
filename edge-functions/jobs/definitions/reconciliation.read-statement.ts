/** `reconciliation.read-statement`: an uploaded statement read into a document to confirm, or refused with why. */
import { readStatementJob } from '../../domains/reconciliation/jobs.ts'
import { readUploadedStatement } from '../../domains/reconciliation/add-uploaded-statement.ts'
import { registerJob } from '../registry.ts'

registerJob(
  readStatementJob,
  async ({ tx, payload }) => await readUploadedStatement({ tx, uploadId: payload.uploadId }),
)
