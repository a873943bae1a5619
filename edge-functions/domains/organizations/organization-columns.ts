/**
 * Whether the organization's books live in QuickBooks: an active QuickBooks token (the rule the ledger switch, the
 * connection status endpoint and the clients list use). A stored realm id alone is not a connection.
 */
export const QBO_CONNECTED_SQL = `exists (select 1 from public.quickbooks_connection_status(o.id) s where s.status = 'active')`

/** The organization's select list in API (camelCase) shape. */
export const ORGANIZATION_COLUMNS = `
  ${QBO_CONNECTED_SQL} as "qboConnected",
  o.id, o.legal_name as "legalName", o.accounting_services::text[] as "accountingServices",
  o.quickbooks_realm_id as "quickbooksRealmId", o.stripe_account_id as "stripeAccountId", o.gusto_account_id as "gustoAccountId",
  o.rippling_account_id as "ripplingAccountId", o.slack_channel_name as "slackChannelName", o.accounting_method::text as "accountingMethod",
  o.books_due_date::text as "booksDueDate", o.books_priority as "booksPriority", o.organization_group_id as "organizationGroupId",
  o.transaction_description as "transactionDescription", o.terms_accepted as "termsAccepted", o.catch_up_data as "catchUpData",
  o.onboarding_draft as "onboardingDraft", o.rnd_data as "rndData", o.metadata, o.config, o.additional_data as "additionalData",
  o.created_at as "createdAt", o.deleted_at as "deletedAt"`

export const ORGANIZATION_PATCH_COLUMNS: Record<string, string> = {
  legalName: 'legal_name',
  accountingServices: 'accounting_services',
  quickbooksRealmId: 'quickbooks_realm_id',
  stripeAccountId: 'stripe_account_id',
  gustoAccountId: 'gusto_account_id',
  ripplingAccountId: 'rippling_account_id',
  slackChannelName: 'slack_channel_name',
  accountingMethod: 'accounting_method',
  booksDueDate: 'books_due_date',
  booksPriority: 'books_priority',
  organizationGroupId: 'organization_group_id',
  transactionDescription: 'transaction_description',
  termsAccepted: 'terms_accepted',
  catchUpData: 'catch_up_data',
  onboardingDraft: 'onboarding_draft',
  metadata: 'metadata',
  config: 'config',
  additionalData: 'additional_data',
}
