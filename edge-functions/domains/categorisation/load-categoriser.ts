/**
 * Everything the four layers need for one organization, read as the caller (RLS): its settings, its rules, the
 * ledger's live accounts (through the ledger interface, built-in or QuickBooks), its own history, and the firm model
 * with the organization's accounts for each master-chart account.
 */
import type { Tx } from '../../_shared/db.ts'
import type { TAccount } from '../../../shared/schemas/ledger.ts'
import { type CategoriserInput, DEFAULT_THRESHOLD, type OrgAccount } from '../../../shared/rules/categorisation.ts'
import { OrgHistory } from '../../../shared/rules/categorisation-model.ts'
import type { CategorisationRule } from '../../../shared/rules/categorisation-rules.ts'
import { isAskMyClientAccount } from '../../../shared/rules/amc.ts'
import { getLedger } from '../books/get-ledger.ts'
import type { LedgerPort } from '../ledger/ledger-port.ts'
import { firmModel } from './firm-model.ts'
import { isUncategorizedAccount } from './ledger-lines.ts'

export type Settings = { mode: 'auto' | 'manual'; threshold: number }

export async function loadSettings({ tx, organizationId }: { tx: Tx; organizationId: string }): Promise<Settings> {
  const [s] = await tx`select mode, threshold::float8 as threshold from public.expense_categorization_settings
    where organization_id = ${organizationId}`
  return { mode: s?.mode ?? 'manual', threshold: s ? Number(s.threshold) : DEFAULT_THRESHOLD }
}

export async function loadRules({
  tx,
  organizationId,
}: {
  tx: Tx
  organizationId: string
}): Promise<CategorisationRule[]> {
  const rows = await tx`select id, rule_type, vendor, account_id, account_name, splits, created_at
    from public.expense_categorization_rules where organization_id = ${organizationId} order by created_at desc`
  return rows.map((r) => ({
    id: r.id,
    ruleType: r.rule_type,
    vendor: r.vendor,
    accountId: r.account_id,
    accountName: r.account_name,
    splits: r.splits,
    createdAt: new Date(r.created_at).toISOString(),
  }))
}

/**
 * Accounts a line can be categorised to: not bank or card accounts (the line's own side), not inactive, and not the
 * accounts that park a line undecided (Uncategorized Expense or Income, Ask My Client).
 */
export const isCategoryAccount = (a: TAccount) =>
  a.Active !== false &&
  !['Bank', 'Credit Card'].includes(a.AccountType) &&
  !isUncategorizedAccount(a.Name) &&
  !isAskMyClientAccount(a.Name)

export async function loadHistory({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  const rows = await tx`select transaction_id, coalesce(transaction_date, created_at::date)::text as date, vendor,
      description, coalesce(amount_cents, 0)::float8 as amount_cents, account_id, account_name
    from public.vendor_account_history
    where organization_id = ${organizationId} and account_id is not null
    order by transaction_date nulls first, created_at`
  return new OrgHistory(
    rows.map((r) => ({
      transactionId: r.transaction_id,
      date: r.date,
      vendor: r.vendor,
      description: r.description,
      amountCents: Number(r.amount_cents),
      accountId: r.account_id,
      accountName: r.account_name ?? '',
    })),
  )
}

/** This organization's account for each master-chart account: its coa mapping, else an account numbered like it. */
async function masterToOrg({ tx, organizationId, accounts }: { tx: Tx; organizationId: string; accounts: TAccount[] }) {
  const map = new Map<string, OrgAccount>()
  const byName = new Map(accounts.map((a) => [(a.FullyQualifiedName ?? a.Name).toLowerCase(), a]))
  const mappings = await tx`select client_account_name, haven_account_number from public.coa_mappings
    where organization_id = ${organizationId} and deleted_at is null`
  for (const m of mappings) {
    const a = byName.get(String(m.client_account_name).toLowerCase())
    if (a && isCategoryAccount(a) && !map.has(m.haven_account_number))
      map.set(m.haven_account_number, { accountId: a.Id, accountName: a.FullyQualifiedName ?? a.Name })
  }
  for (const a of accounts) {
    const num = a.AcctNum ?? a.Name.match(/^(\d{4})\b/)?.[1]
    if (num && /^\d{4}$/.test(num) && isCategoryAccount(a) && !map.has(num))
      map.set(num, { accountId: a.Id, accountName: a.FullyQualifiedName ?? a.Name })
  }
  return map
}

export async function loadCategoriser({
  tx,
  organizationId,
  ledger,
}: {
  tx: Tx
  organizationId: string
  ledger?: LedgerPort
}): Promise<{ input: CategoriserInput; settings: Settings; accounts: TAccount[]; ledger: LedgerPort }> {
  const port = ledger ?? (await getLedger({ orgId: organizationId, tx }))
  const [settings, rules, accounts, history, firm] = await Promise.all([
    loadSettings({ tx, organizationId }),
    loadRules({ tx, organizationId }),
    port.listAccounts({ includeInactive: false }),
    loadHistory({ tx, organizationId }),
    firmModel(),
  ])
  const live = accounts.filter((a) => a.Active !== false)
  return {
    settings,
    accounts: live,
    ledger: port,
    input: {
      rules,
      liveAccountIds: new Set(live.map((a) => a.Id)),
      history,
      model: firm.model,
      masterToOrg: await masterToOrg({ tx, organizationId, accounts: live }),
      calibrators: firm.calibrators,
      threshold: settings.threshold,
      belowThreshold: settings.mode === 'auto' ? 'client' : 'bookkeeper',
    },
  }
}
