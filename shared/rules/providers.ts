/**
 * The providers the product connects to, and their names as people read them. Plain data without zod, so server
 * code can import it without loading any schema (the API extends zod for OpenAPI before its schemas are built).
 */
export const CONNECTION_PROVIDERS = [
  'quickbooks',
  'stripe',
  'plaid',
  'teller',
  'ramp',
  'gusto',
  'rippling',
  'slack',
  'calendly',
  'banking',
  'taxbandits',
] as const
export type TConnectionProvider = (typeof CONNECTION_PROVIDERS)[number]

export const PROVIDER_NAMES: Record<TConnectionProvider, string> = {
  quickbooks: 'QuickBooks',
  stripe: 'Stripe',
  plaid: 'Plaid',
  teller: 'Teller',
  ramp: 'Ramp',
  gusto: 'Gusto',
  rippling: 'Rippling',
  slack: 'Slack',
  calendly: 'Calendly',
  banking: 'Business banking',
  taxbandits: 'TaxBandits (W-9s)',
}
