/** Built-in ledger lists (accounts, names, classes, departments, items, terms) as QuickBooks v3 entities. */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { validationFailed } from '../../_shared/validation.ts'
import {
  ZCreateAccountRequestSchema,
  fromCents,
  type TAccount,
  type TAccountType,
  type TClass,
  type TCreateAccountRequest,
  type TDepartment,
  type TItem,
  type TNamedEntity,
  type TTerm,
} from '../../../shared/schemas/ledger.ts'

const CREDIT_NORMAL = new Set(['Liability', 'Equity', 'Revenue'])
const meta = (c: Date, u: Date) => ({
  CreateTime: new Date(c).toISOString(),
  LastUpdatedTime: new Date(u).toISOString(),
})

export async function listAccounts({
  tx,
  orgId,
  includeInactive = true,
}: {
  tx: Tx
  orgId: string
  includeInactive?: boolean
}): Promise<TAccount[]> {
  const rows = await tx`
    select a.*, coalesce(b.bal, 0)::bigint as bal
    from public.ledger_accounts a
    left join (select account_id, sum(amount_cents) as bal from public.ledger_postings
               where organization_id = ${orgId} and basis <> 2 group by account_id) b on b.account_id = a.id
    where a.organization_id = ${orgId} ${includeInactive ? tx`` : tx`and a.active`}
    order by a.fully_qualified_name`
  const own = new Map(rows.map((r) => [String(r.id), Number(r.bal) * (CREDIT_NORMAL.has(r.classification) ? -1 : 1)]))
  const kids = new Map<string, string[]>()
  for (const r of rows)
    if (r.parent_id) kids.set(String(r.parent_id), [...(kids.get(String(r.parent_id)) ?? []), String(r.id)])
  const withSubs = (id: string): number => (kids.get(id) ?? []).reduce((s, k) => s + withSubs(k), own.get(id) ?? 0)
  const parentNames = new Map(rows.map((r) => [String(r.id), r.fully_qualified_name as string]))
  return rows.map((r) => ({
    Id: String(r.id),
    SyncToken: String(r.sync_token),
    Name: r.name,
    SubAccount: r.parent_id !== null,
    ...(r.parent_id ? { ParentRef: { value: String(r.parent_id), name: parentNames.get(String(r.parent_id)) } } : {}),
    FullyQualifiedName: r.fully_qualified_name,
    Active: r.active,
    Classification: r.classification,
    AccountType: r.account_type as TAccountType,
    ...(r.account_sub_type ? { AccountSubType: r.account_sub_type } : {}),
    ...(r.acct_num ? { AcctNum: r.acct_num } : {}),
    CurrentBalance: fromCents(own.get(String(r.id)) ?? 0),
    CurrentBalanceWithSubAccounts: fromCents(withSubs(String(r.id))),
    CurrencyRef: { value: r.currency },
    MetaData: meta(r.created_at, r.updated_at),
  }))
}

export async function createAccount({
  tx,
  orgId,
  input,
}: {
  tx: Tx
  orgId: string
  input: TCreateAccountRequest
}): Promise<TAccount> {
  const parsed = ZCreateAccountRequestSchema.safeParse(input)
  if (!parsed.success) throw validationFailed(parsed.error.issues)
  const a = parsed.data
  const [row] = await tx`
    insert into public.ledger_accounts (organization_id, name, acct_num, account_type, account_sub_type, parent_id)
    values (${orgId}, ${a.Name}, ${a.AcctNum ?? null}, ${a.AccountType}, ${a.AccountSubType ?? null}, ${a.ParentRef?.value ?? null})
    returning id`
  return (await listAccounts({ tx, orgId })).find((x) => x.Id === String(row.id))!
}

export async function listNames({
  tx,
  orgId,
  kind,
}: {
  tx: Tx
  orgId: string
  kind: 'vendor' | 'customer' | 'employee'
}): Promise<TNamedEntity[]> {
  const rows =
    await tx`select id, sync_token, display_name, active from public.ledger_names where organization_id = ${orgId} and kind = ${kind} order by display_name`
  return rows.map((r) => ({
    Id: String(r.id),
    SyncToken: String(r.sync_token),
    DisplayName: r.display_name,
    Active: r.active,
  }))
}

export async function createName({
  tx,
  orgId,
  kind,
  displayName,
}: {
  tx: Tx
  orgId: string
  kind: 'vendor' | 'customer' | 'employee'
  displayName: string
}): Promise<TNamedEntity> {
  const name = displayName.trim()
  if (!name)
    throw new AppError('validation_failed', 'DisplayName: Required', {
      fields: [{ path: 'DisplayName', message: 'Required' }],
    })
  const [r] = await tx`
    insert into public.ledger_names (organization_id, kind, display_name) values (${orgId}, ${kind}, ${name})
    on conflict (organization_id, kind, lower(display_name)) do update set display_name = excluded.display_name
    returning id, sync_token, display_name, active`
  return { Id: String(r.id), SyncToken: String(r.sync_token), DisplayName: r.display_name, Active: r.active }
}

export async function listClasses({ tx, orgId }: { tx: Tx; orgId: string }): Promise<TClass[]> {
  const rows = await tx`select * from public.ledger_classes where organization_id = ${orgId} order by name`
  const byId = new Map(rows.map((r) => [String(r.id), r]))
  const fqn = (id: string): string => {
    const r = byId.get(id)!
    return r.parent_id ? `${fqn(String(r.parent_id))}:${r.name}` : r.name
  }
  return rows.map((r) => ({
    Id: String(r.id),
    SyncToken: String(r.sync_token),
    Name: r.name,
    SubClass: r.parent_id !== null,
    ...(r.parent_id ? { ParentRef: { value: String(r.parent_id) } } : {}),
    Active: r.active,
    FullyQualifiedName: fqn(String(r.id)),
  }))
}

export async function listDepartments({ tx, orgId }: { tx: Tx; orgId: string }): Promise<TDepartment[]> {
  const rows =
    await tx`select * from public.ledger_departments where organization_id = ${orgId} and deleted_at is null order by name`
  return rows.map((r) => ({
    Id: String(r.id),
    SyncToken: String(r.sync_token),
    Name: r.name,
    FullyQualifiedName: r.name,
    SubDepartment: r.parent_id !== null,
    Active: r.active,
  }))
}

export async function listItems({ tx, orgId }: { tx: Tx; orgId: string }): Promise<TItem[]> {
  const rows = await tx`select * from public.ledger_items where organization_id = ${orgId} order by name`
  return rows.map((r) => ({
    Id: String(r.id),
    SyncToken: String(r.sync_token),
    Name: r.name,
    Type: r.type,
    ...(r.sku ? { Sku: r.sku } : {}),
    ...(r.unit_price_cents !== null ? { UnitPrice: fromCents(r.unit_price_cents) } : {}),
    ...(r.purchase_cost_cents !== null ? { PurchaseCost: fromCents(r.purchase_cost_cents) } : {}),
    Taxable: r.taxable,
    Active: r.active,
    ...(r.income_account_id ? { IncomeAccountRef: { value: String(r.income_account_id) } } : {}),
    ...(r.expense_account_id ? { ExpenseAccountRef: { value: String(r.expense_account_id) } } : {}),
  }))
}

export async function listTerms({ tx, orgId }: { tx: Tx; orgId: string }): Promise<TTerm[]> {
  const rows = await tx`select * from public.ledger_terms where organization_id = ${orgId} order by name`
  return rows.map((r) => ({
    Id: String(r.id),
    SyncToken: String(r.sync_token),
    Name: r.name,
    Type: r.type,
    Active: r.active,
    ...(r.due_days !== null ? { DueDays: r.due_days } : {}),
    ...(r.discount_percent !== null ? { DiscountPercent: Number(r.discount_percent) } : {}),
    ...(r.discount_days !== null ? { DiscountDays: r.discount_days } : {}),
  }))
}
