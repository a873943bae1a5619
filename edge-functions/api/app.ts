/** The `api` function: one Hono app, a sub-app per domain, every route after `requireUser` running as the user. */
import { OpenAPIHono } from '@hono/zod-openapi'
import { cors } from 'hono/cors'
import { onError } from '../_shared/on-error.ts'
import { requireUser, type AuthVars } from '../_shared/auth.ts'
import { fieldErrorsHook } from '../_shared/validation.ts'
import { meRoutes } from './routes/me.ts'
import { recoveryCodeRoutes } from './routes/recovery-codes.ts'
import { organizationRoutes } from './routes/organizations.ts'
import { userRoutes } from './routes/users.ts'
import { invitationPublicRoutes, invitationRoutes } from './routes/invitations.ts'
import { requestRoutes } from './routes/requests.ts'
import { taskRoutes } from './routes/tasks.ts'
import { notificationRoutes } from './routes/notifications.ts'
import { flagRoutes } from './routes/flags.ts'
import { fileRoutes } from './routes/files.ts'
import { devRoutes } from './routes/dev.ts'
import { adminListRoutes } from './routes/admin-lists.ts'
import { ledgerRoutes } from './routes/ledger.ts'
import { reportsRoutes } from './routes/reports.ts'
import { metricsRoutes } from './routes/metrics.ts'
import { coaMappingRoutes } from './routes/coa-mapping.ts'
import { consolidationRoutes } from './routes/consolidation.ts'
import { amcRoutes } from './routes/amc.ts'
import { quickbooksRoutes } from './routes/quickbooks.ts'
import { connectionRoutes } from './routes/connections.ts'
import { operationsRoutes } from './routes/operations.ts'
import { transactionSearchRoutes } from './routes/transaction-search.ts'
import { organizationGroupRoutes } from './routes/organization-groups.ts'
import { messageTemplateRoutes } from './routes/message-templates.ts'
import { providerSettingRoutes } from './routes/provider-settings.ts'
import { auditLogRoutes } from './routes/audit-log.ts'
import { bankFeedRoutes } from './routes/bank-feeds.ts'
import { dataPermissionRoutes } from './routes/data-permissions.ts'
import { bankingOnboardingRoutes } from './routes/banking-onboarding.ts'
import { bankingOnboardingSettingsRoutes } from './routes/banking-onboarding-settings.ts'
import { bankingRoutes } from './routes/banking.ts'
import { bankingPaymentRoutes } from './routes/banking-payments.ts'
import { bankingActivityRoutes } from './routes/banking-activity.ts'
import { bankingControlRoutes } from './routes/banking-controls.ts'
import { bankingRuleRoutes } from './routes/banking-rules.ts'
import { billPayRoutes } from './routes/bill-pay.ts'
import { scheduleRoutes } from './routes/schedules.ts'
import { reconciliationRoutes } from './routes/reconciliation.ts'
import { payrollRoutes } from './routes/payroll.ts'
import { categorisationRoutes } from './routes/categorisation.ts'
import { reconciliationTrackerRoutes } from './routes/reconciliation-tracker.ts'
import { onboardingRoutes } from './routes/onboarding.ts'
import { closeRoutes } from './routes/close.ts'
import { editHistoryRoutes } from './routes/edit-history.ts'
import { chatRoutes } from './routes/chat.ts'
import { salesTaxRoutes } from './routes/sales-tax.ts'
import { stripeRoutes } from './routes/stripe.ts'
import { cardTransactionRoutes } from './routes/card-transactions.ts'
import { beneficialOwnerPublicRoutes } from './routes/beneficial-owners.ts'
import { invoicingPublicRoutes, invoicingRoutes } from './routes/invoicing.ts'
import { monitoringPublicRoutes, monitoringRoutes } from './routes/monitoring.ts'
import { requestId } from '../_shared/request-id.ts'
import { invoiceScheduleRoutes } from './routes/invoice-schedules.ts'

/** The document's header; `edge-functions/_cli/openapi.ts` prints the same document without a server. */
export const OPENAPI_CONFIG = { openapi: '3.1.0', info: { title: 'Bookkeeping platform API', version: '1.0.0' } }
export const app = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook }).basePath('/api')
app.onError(onError)
app.use('*', requestId)
app.use('*', cors({ origin: '*', exposeHeaders: ['x-request-id'] }))
app.get('/health', (c) => c.json({ status: 'ok' }))
app.doc31('/openapi.json', OPENAPI_CONFIG)

app.route('/', invitationPublicRoutes) // public: the invitee has no account yet; the token is the credential
app.route('/', beneficialOwnerPublicRoutes) // public: a beneficial owner has no account; the emailed token is the credential
app.route('/', invoicingPublicRoutes) // public: the invoice's customer has no account; the link's token is the credential
app.route('/', monitoringPublicRoutes) // public: a browser reports an error, signed in or not
app.use('*', requireUser)
app.route('/', meRoutes)
app.route('/', recoveryCodeRoutes)
app.route('/', organizationRoutes)
app.route('/', userRoutes)
app.route('/', invitationRoutes)
app.route('/', requestRoutes)
app.route('/', taskRoutes)
app.route('/', notificationRoutes)
app.route('/', flagRoutes)
app.route('/', fileRoutes)
app.route('/', devRoutes)
app.route('/', adminListRoutes)
app.route('/', amcRoutes)
app.route('/', quickbooksRoutes)
app.route('/', connectionRoutes)
app.route('/', operationsRoutes)
app.route('/', ledgerRoutes)
app.route('/', reportsRoutes)
app.route('/', metricsRoutes)
app.route('/', coaMappingRoutes)
app.route('/', consolidationRoutes)
app.route('/', transactionSearchRoutes)
app.route('/', organizationGroupRoutes)
app.route('/', messageTemplateRoutes)
app.route('/', providerSettingRoutes)
app.route('/', auditLogRoutes)
app.route('/', bankFeedRoutes)
app.route('/', dataPermissionRoutes)
app.route('/', bankingOnboardingRoutes)
app.route('/', bankingOnboardingSettingsRoutes)
app.route('/', bankingRoutes)
app.route('/', bankingPaymentRoutes)
app.route('/', bankingActivityRoutes)
app.route('/', bankingControlRoutes)
app.route('/', bankingRuleRoutes)
app.route('/', billPayRoutes)
app.route('/', scheduleRoutes)
app.route('/', reconciliationRoutes)
app.route('/', payrollRoutes)
app.route('/', reconciliationTrackerRoutes)
app.route('/', categorisationRoutes)
app.route('/', onboardingRoutes)
app.route('/', closeRoutes)
app.route('/', editHistoryRoutes)
app.route('/', invoicingRoutes)
app.route('/', invoiceScheduleRoutes)
app.route('/', chatRoutes)
app.route('/', salesTaxRoutes)
app.route('/', stripeRoutes)
app.route('/', cardTransactionRoutes)
app.route('/', monitoringRoutes)
