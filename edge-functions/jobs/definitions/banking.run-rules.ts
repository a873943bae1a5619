/** `banking.run-rules`: an organization's sweeps and top-offs, after a sync or a webhook (domains/banking/run-rules.ts). */
import { bankingRulesJob } from '../../domains/banking/jobs.ts'
import { runRules } from '../../domains/banking/run-rules.ts'
import { registerJob } from '../registry.ts'

registerJob(bankingRulesJob, async ({ tx, payload }) => await runRules({ tx, organizationId: payload.organizationId }))
