/**
 * /onboarding/qb-cash-accounts: which of the organization's ledger bank accounts are cash on hand
 * (config.cashOnHandAccounts, by account name, as the balance sheet names them). The metrics' cash on hand counts
 * these accounts when the list is set, and every bank account when it is not (domains/metrics, namedAccountsCash).
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'

export type CashAccount = { name: string; fullName: string; source: 'quickbooks' | 'ledger'; selected: boolean }

export async function listCashAccounts({
  tx,
  organizationId,
}: {
  tx: Tx
  organizationId: string
}): Promise<CashAccount[]> {
  const [org] = await tx`select config -> 'cashOnHandAccounts' as chosen,
      exists (select 1 from public.quickbooks_connection_status(id) s where s.status = 'active') as qbo
    from public.organizations where id = ${organizationId} and deleted_at is null`
  if (!org) throw new AppError('not_found', 'Organization not found')
  const chosen = new Set<string>(Array.isArray(org.chosen) ? org.chosen : [])
  const rows = org.qbo
    ? await tx`select qa.name, qa.fully_qualified_name as full_name from public.quickbooks_accounts qa
               where qa.organization_id = ${organizationId} and qa.active and qa.account_type = 'Bank' order by 2`
    : await tx`select la.name, la.fully_qualified_name as full_name from public.ledger_accounts la
               where la.organization_id = ${organizationId} and la.active and la.account_type = 'Bank' order by 2`
  const key = (n: string) => n.trim().toLowerCase()
  const wanted = new Set([...chosen].map(key))
  return rows.map((r) => ({
    name: r.name,
    fullName: r.full_name || r.name,
    source: org.qbo ? 'quickbooks' : 'ledger',
    selected: wanted.has(key(r.name)),
  }))
}

export async function saveCashAccounts({
  tx,
  organizationId,
  accountNames,
}: {
  tx: Tx
  organizationId: string
  accountNames: string[]
}) {
  const known = new Set((await listCashAccounts({ tx, organizationId })).map((a) => a.name))
  const unknown = accountNames.filter((n) => !known.has(n))
  if (unknown.length)
    throw new AppError(
      'validation_failed',
      "One of the accounts is not one of the organization's bank accounts: reload and choose again",
    )
  const [ok] =
    await tx`select (private.is_org_admin(${organizationId}::uuid) or private.is_org_staff(${organizationId}::uuid)) as ok`
  if (!ok.ok)
    throw new AppError('forbidden', "Only the organization's admins and its bookkeepers choose its cash accounts")
  await tx`update public.organizations set config = config || jsonb_build_object('cashOnHandAccounts', ${tx.json([...new Set(accountNames)])}::jsonb)
           where id = ${organizationId}`
  return await listCashAccounts({ tx, organizationId })
}
