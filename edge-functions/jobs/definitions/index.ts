/**
 * Every job and event handler the runtime knows. A feature adds its handler file as
 * definitions/<dotted-id>.ts (calling registerJob or onEvent from ../registry.ts) and one import line here; static
 * imports keep the hosted bundle complete.
 */
import './webhooks.process.ts'
import './spine.ping.ts'
import './spine.purge-history.ts'
import './metrics.compute-monthly.ts'
import './quickbooks.apply-entity-change.ts'
import './quickbooks.first-sync.ts'
import './quickbooks.sync.ts'
import './plaid.webhook.ts'
import './plaid.sync.ts'
import './plaid.fetch-statements.ts'
import './plaid.create-asset-report.ts'
import './teller.sync.ts'
import './teller.process-webhook.ts'
import './banking.sync.ts'
import './banking.webhook.ts'
import './banking.run-rules.ts'
import './schedules.post.ts'
import './search.refresh.ts'
import './categorisation.run.ts'
import './categorisation.train-firm-model.ts'
import './reconciliation.read-statement.ts'

export { registry } from '../registry.ts'
import './amc.send-reminders.ts'
import './close.refresh-analysis.ts'
import './payroll.sync.ts'
import './payroll.ledger.ts'
import './payroll.fetch.ts'
import './gusto.process-webhook.ts'
