/**
 * The audit log in people's words: what was done ("Changed organization") and what changed ("Legal name: Acme →
 * Acme Inc."), from the action (`<insert|update|delete> <table>`) and the {old, new} row images the audit trigger
 * writes. The raw action, statement and values stay behind the viewer's "Details" disclosure; nothing here shows an
 * id, a column's name or a timestamp as the database holds it.
 */

type Row = Record<string, unknown>
const MAX = 240

const VERBS: Record<string, string> = { insert: 'Added', update: 'Changed', delete: 'Removed' }

/** The audited tables, each as the thing a person would name (one of it). Others read from the table's own name. */
export const AUDIT_TABLE_LABELS: Record<string, string> = {
  organizations: 'organization',
  organization_members: 'organization member',
  organization_groups: 'organization group',
  bookkeeper_assignments: 'bookkeeper assignment',
  reviewer_assignments: 'reviewer assignment',
  users: 'user',
  user_permissions: 'user permission',
  invitations: 'invitation',
  organization_tasks: 'task',
  files: 'file',
  customer_requests: 'client request',
  provider_settings: 'provider setting',
  provider_setting_definitions: 'provider setting definition',
  message_templates: 'message template',
  feature_flags: 'feature',
  organization_feature_flags: "organization's feature",
  amc_closeout_dates: 'closeout date',
  provider_connections: 'integration',
  data_permissions: 'data permission',
  banking_accounts: 'bank account',
  banking_counterparties: 'payee',
  banking_payments: 'payment',
  payment_approvals: 'payment approval',
  approval_layers: 'approval step',
  approval_layer_members: 'approver',
  banking_user_limits: 'spending limit',
  auto_transfer_rules: 'automatic transfer rule',
  banking_applications: 'banking application',
  banking_agreement_acceptances: 'banking agreement acceptance',
  banking_bills: 'bill',
  banking_bill_approvals: 'bill approval',
  beneficial_owners: 'beneficial owner',
  top_offs: 'top-off',
  journal_entries: 'journal entry',
  invoices: 'invoice',
  invoice_credit_notes: 'credit note',
  invoice_consents: 'invoice consent',
  revenue_recognition_invoices: 'invoice in a revenue schedule',
  revenue_recognition_schedules: 'revenue schedule',
  payment_provider_mappings: 'payment provider mapping',
  variance_analyses: 'variance analysis',
  variance_analysis_adjustments: 'variance analysis adjustment',
  variance_notes: 'variance note',
  books_trackings: 'books tracking',
  bank_statement_trackers: 'statement tracker',
  bank_statement_tracker_statements: 'tracked statement',
  statement_accounts: 'statement account',
  reconciliations: 'reconciliation',
  reconciliation_matches: 'reconciliation match',
  reconciliation_adjustments: 'reconciliation adjustment',
  reconciliation_documents: 'reconciliation document',
  stripe_payout_matches: 'Stripe payout match',
  expense_categorization_configs: 'categorisation configuration',
  expense_categorization_settings: 'categorisation setting',
  expense_categorization_rules: 'categorisation rule',
  expense_categorizations: 'categorised expense',
  deposit_categorizations: 'categorised deposit',
  accrued_expense_values: 'accrued expense',
  onboarding_form_submissions: 'onboarding form',
  onboarding_progress: 'onboarding progress',
}

/** Columns whose name alone would not say what they hold. Others read from the column's name ("legal_name"). */
const COLUMN_LABELS: Record<string, string> = {
  org_role: 'Role',
  gl_code: 'Account',
  qb_id: 'QuickBooks id',
  tin_last4: 'TIN ending',
  enabled: 'On',
  is_enabled: 'On',
  deleted_at: 'Deleted',
  cc_emails: 'Copy to',
}

/** Columns that are bookkeeping of the row itself, not something a person changed: left out of summaries. */
const HIDDEN = new Set([
  'id',
  'created_at',
  'updated_at',
  'created_by',
  'updated_by',
  'organization_id',
  'sync_token',
  'source_ref',
])

/** Columns that name the row, in order of preference: an insert or a delete is summarised by the first present. */
const NAMES = ['legal_name', 'name', 'title', 'email', 'label', 'key', 'number', 'description', 'reason', 'file_name']

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v)
const clip = (s: string, max = MAX) => (s.length > max ? `${s.slice(0, max - 1)}…` : s)
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** A table or column name in words: `organization_feature_flags` → "organization feature flags". */
const words = (name: string) =>
  name
    .replace(/_(id|ids|micros|cents|at)$/, '')
    .replace(/_/g, ' ')
    .trim()

/** What a person calls the table's row: the label map, else the table's name, singular. */
export function auditTableLabel(table: string): string {
  return AUDIT_TABLE_LABELS[table] ?? words(table).replace(/ies$/, 'y').replace(/s$/, '')
}

/** `update organizations` → "Changed organization"; an action of another shape is told in words as it is. */
export function describeAuditAction(action: string): string {
  const [op, table] = action.trim().split(/\s+/, 2)
  const verb = VERBS[op?.toLowerCase() ?? '']
  if (!verb || !table) return capital(words(action.replace(/\s+/g, '_')))
  return `${verb} ${auditTableLabel(table)}`
}

export const auditColumnLabel = (column: string) => COLUMN_LABELS[column] ?? capital(words(column))

/** A date or timestamp as people write it ("Nov 28, 2026" or "Nov 28, 2026 12:52 UTC"). */
function dateWords(s: string): string | undefined {
  const m = TIMESTAMP.exec(s)
  if (!m || s.length > 40) return undefined
  const day = `${MONTHS[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}`
  return m[4] ? `${day} ${m[4]}:${m[5]} UTC` : day
}

/** A value as a person reads it: money in dollars, dates in words, a program's code split into words. */
function show(column: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return 'empty'
  if (typeof v === 'boolean') return v ? 'yes' : 'no'
  if (typeof v === 'number') {
    const cents = /_micros$/.test(column) ? v / 10_000 : /_cents$/.test(column) ? v : undefined
    if (cents === undefined) return String(v)
    const dollars = Math.round(cents) / 100
    return `${dollars < 0 ? '−' : ''}$${Math.abs(dollars).toLocaleString('en-US', { minimumFractionDigits: 2 })}`
  }
  if (Array.isArray(v)) return v.length === 0 ? 'none' : `${v.length} ${v.length === 1 ? 'item' : 'items'}`
  if (typeof v === 'object') return 'changed'
  const s = String(v)
  // a row's id, or a reference to a row spelled table:id (reconciliation_adjustments:…)
  if (UUID.test(s) || /^[a-z0-9_]+:\S+$/.test(s)) return 'another record'
  const date = dateWords(s)
  if (date) return date
  // a state or kind the program spells as one word (pending_approval, CreditCard): its words
  if (/^[a-z0-9]+(?:_[a-z0-9]+)+$/.test(s)) return s.replace(/_/g, ' ')
  if (/^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+$/.test(s))
    return capital(s.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase())
  return clip(s, 60)
}

/** A changed column whose values mean nothing to people (a reference to another row) is said to have changed. */
function change(column: string, before: unknown, after: unknown): string {
  const label = auditColumnLabel(column)
  const ref = (v: unknown) => typeof v === 'string' && UUID.test(v)
  if (ref(before) || ref(after) || isRow(before) || isRow(after)) return `${label} changed`
  return `${label}: ${show(column, before)} → ${show(column, after)}`
}

/** An added or removed row: its name when it has one, else its first few columns that people set. */
function describeRow(row: Row): string {
  const name = NAMES.find((k) => typeof row[k] === 'string' && row[k] !== '' && !UUID.test(row[k] as string))
  if (name) return show(name, row[name])
  const cols = Object.entries(row)
    .filter(([k, v]) => !HIDDEN.has(k) && !/_id$/.test(k) && v !== null && !(typeof v === 'string' && UUID.test(v)))
    .slice(0, 4)
    .map(([k, v]) => `${auditColumnLabel(k)} ${show(k, v)}`)
  return cols.join(', ')
}

/**
 * Update: the changed columns, `Label: old → new` (the row's own timestamps left out). Insert and delete: the row's
 * name, or its first columns. Values of another shape: nothing (the viewer's Details hold them).
 */
export function summarizeAuditValues(values: Record<string, unknown> | null | undefined): string {
  if (!values) return ''
  const before = isRow(values.old) ? values.old : undefined
  const after = isRow(values.new) ? values.new : undefined
  if (before && after) {
    const changed = Object.keys({ ...before, ...after })
      .filter((k) => !HIDDEN.has(k) && JSON.stringify(before[k]) !== JSON.stringify(after[k]))
      .map((k) => change(k, before[k], after[k]))
    return clip(changed.length ? changed.join('; ') : 'No visible change')
  }
  const row = after ?? before
  if (row) return clip(describeRow(row))
  return ''
}
