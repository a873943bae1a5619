/**
 * The API shapes of reconciliation rows, named in SQL (docs/architecture.md, "Rows become API shapes in SQL"): used
 * by every select, insert … returning and update … returning of the domain, each with its table aliased as below.
 */

/** `a` = statement_accounts, `b` = its feed account (left join public.bank_accounts b on b.id = a.plaid_bank_account_id) */
export const STATEMENT_ACCOUNT_COLUMNS = `a.id, a.organization_id as "organizationId", a.account_chart_id as "accountChartId",
  a.account_chart_name as "accountChartName", a.plaid_bank_account_id as "plaidBankAccountId", b.name as "feedAccountName",
  b.mask as "feedAccountMask", a.inactive`
export const STATEMENT_ACCOUNT_FROM = `public.statement_accounts a left join public.bank_accounts b on b.id = a.plaid_bank_account_id`

/** `r` = reconciliations */
export const RECONCILIATION_COLUMNS = `r.id, r.statement_account_id as "statementAccountId", r.period_start::text as "periodStart",
  r.period_end::text as "periodEnd", r.document_id as "documentId",
  r.statement_starting_balance_cents::float8 as "statementStartingBalanceCents",
  r.statement_ending_balance_cents::float8 as "statementEndingBalanceCents",
  r.feed_starting_balance_cents::float8 as "feedStartingBalanceCents", r.feed_ending_balance_cents::float8 as "feedEndingBalanceCents",
  r.ledger_starting_balance_cents::float8 as "ledgerStartingBalanceCents",
  r.ledger_ending_balance_cents::float8 as "ledgerEndingBalanceCents",
  r.feed_starting_delta_cents::float8 as "feedStartingDeltaCents", r.feed_ending_delta_cents::float8 as "feedEndingDeltaCents",
  r.ledger_starting_delta_cents::float8 as "ledgerStartingDeltaCents", r.ledger_ending_delta_cents::float8 as "ledgerEndingDeltaCents",
  r.unreconciled_feed_count as "unreconciledFeedCount", r.unreconciled_ledger_count as "unreconciledLedgerCount",
  r.explanation, r.refreshed_at as "refreshedAt", r.reconciled_at as "reconciledAt", r.method`

/** `d` = reconciliation_documents, `f` = its file (left join public.files f on f.id = d.file_id), `s` = its Plaid statement */
export const DOCUMENT_COLUMNS = `d.id, d.statement_account_id as "statementAccountId", d.type, d.file_name as "fileName",
  d.period_start::text as "periodStart", d.period_end::text as "periodEnd", d.start_balance_cents::float8 as "startBalanceCents",
  d.end_balance_cents::float8 as "endBalanceCents", d.delta_cents::float8 as "deltaCents", d.status,
  d.confirmed_at as "confirmedAt", d.created_at as "createdAt", coalesce(f.bucket, 'bank-statements') as bucket,
  coalesce(f.path, s.object_path) as path`
export const DOCUMENT_FROM = `public.reconciliation_documents d left join public.files f on f.id = d.file_id
  left join public.bank_statements s on s.id = d.bank_statement_id`
