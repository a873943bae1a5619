/** What each provider is for and what connecting it takes, in the words the integrations screen uses. */
import type { TConnectionProvider } from '@app/shared/schemas/connections.ts'

export type ProviderCopy = {
  /** the row's heading (also its test id: `integration-<title>`) */
  title: string
  what: string
  requires: string
  connectLabel: string
  /** several connections are normal (one per bank login) */
  many?: boolean
}

export const PROVIDER_COPY: Record<TConnectionProvider, ProviderCopy> = {
  quickbooks: {
    title: 'QuickBooks Online',
    what: 'Your ledger: accounts, transactions and reports are kept in sync with it.',
    requires: 'Sign in to Intuit as a QuickBooks admin and approve access.',
    connectLabel: 'Connect QuickBooks',
  },
  stripe: {
    title: 'Stripe',
    what: 'Revenue, fees, refunds and payouts from Stripe, booked to your ledger each month by your revenue mapping.',
    requires: 'An owner of the Stripe account authorizes read access.',
    connectLabel: 'Connect Stripe',
  },
  plaid: {
    title: 'Bank accounts (Plaid)',
    what: 'Bank and card transactions, balances and statements for categorisation and reconciliation.',
    requires: 'Sign in to each bank through Plaid and choose the business accounts.',
    connectLabel: 'Connect a bank',
    many: true,
  },
  teller: {
    title: 'Bank accounts (Teller)',
    what: 'Bank transactions and balances from banks Plaid does not reach.',
    requires: 'Sign in to the bank through Teller Connect.',
    connectLabel: 'Connect a bank with Teller',
    many: true,
  },
  ramp: {
    title: 'Ramp',
    what: 'Your Ramp card spend every morning and as Ramp reports it, with receipts, for categorisation and Card spend.',
    requires: 'A Ramp admin approves the connection.',
    connectLabel: 'Connect Ramp',
  },
  gusto: {
    title: 'Gusto',
    what: 'Employees, contractors and their payments; each processed payroll booked as one journal entry through your payroll mapping.',
    requires: 'A Gusto admin authorizes access to payroll reports.',
    connectLabel: 'Connect Gusto',
  },
  rippling: {
    title: 'Rippling',
    what: 'Your employees: work location, start date, employment type and where each is in hiring.',
    requires: 'A Rippling admin installs the app for your company.',
    connectLabel: 'Connect Rippling',
  },
  slack: {
    title: 'Slack',
    what: 'A shared channel with your bookkeeper and bill approvals.',
    requires: 'A Slack workspace admin adds the app.',
    connectLabel: 'Connect Slack',
  },
  banking: {
    title: 'Business banking',
    what: 'Your operating accounts, payments and transfers with us, booked into your ledger as they settle.',
    requires: 'Open banking from the Cash area; an organization admin completes the application.',
    connectLabel: 'Open banking',
  },
  calendly: {
    title: 'Calendly',
    what: "Your firm's calendar for onboarding and review calls: the booking link is on your onboarding's Book a call step.",
    requires: 'Nothing to connect on your side: your bookkeeping firm runs the calendar.',
    connectLabel: 'Connect Calendly',
  },
  taxbandits: {
    title: 'TaxBandits',
    what: "Your vendors' W-9s: requested by email, filled on TaxBandits' form, TIN-matched with the IRS and filed with your 1099s.",
    requires:
      'Create your business with the tax-form service on the 1099s screen (an organization admin or your bookkeeper).',
    connectLabel: 'Create the business',
  },
}
