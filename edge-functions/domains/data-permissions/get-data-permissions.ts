/**
 * The data-permissions grid of an organization, for its admins: the organization's bank accounts, whether each
 * provider row is connected, what the bookkeeping team was granted (metadata.userPermissions) and what each client
 * user who is not an organization admin was granted (public.data_permissions). Runs as the user.
 */
import type { Tx } from '../../_shared/db.ts'
import { assertAdminOf } from '../../_shared/access.ts'
import type { TDataPermissionGrants, TDataPermissions } from '../../../shared/schemas/data-permissions.ts'
import { plain } from '../../_shared/rows.ts'

/** Only an organization's own admins (not the firm's) decide who sees its data: the refusal of anyone else. */
export const DATA_PERMISSION_ADMINS =
  "Only an organization admin decides who sees its bank accounts and providers' data"

/** The organization's bank accounts (an admin reads them all), by name. */
export async function organizationBankAccounts(tx: Tx, organizationId: string) {
  const rows = await tx`
    select a.id, a.name, a.mask, coalesce(a.institution, c.display_name) as institution, a.status
    from public.bank_accounts a join public.provider_connections c on c.id = a.connection_id
    where a.organization_id = ${organizationId} order by lower(a.name), a.id`
  return plain<TDataPermissions['bankAccounts']>(rows)
}

/** Client users of the organization who are not its admins: the people the grid has a column for. */
export async function grantableUsers(tx: Tx, organizationId: string) {
  const rows = await tx`
    select u.id as "userId", btrim(u.first_name || ' ' || u.last_name) as name, u.email
    from public.organization_members m join public.users u on u.id = m.user_id
    where m.organization_id = ${organizationId} and m.org_role = 'user'
    order by lower(u.last_name), lower(u.first_name), u.email`
  return plain<{ userId: string; name: string; email: string }[]>(rows)
}

type Tick = { bankAccountId: string | null; kind: string; given: boolean }

function grantsFrom(accountIds: string[], ticks: Tick[]): TDataPermissionGrants {
  const given = (kind: string, account: string | null = null) =>
    ticks.some((t) => t.kind === kind && t.bankAccountId === account && t.given)
  return {
    bankAccounts: accountIds.map((id) => ({ bankAccountId: id, permissionGiven: given('bankAccounts', id) })),
    stripe: given('stripe'),
    ramp: given('ramp'),
    payroll: given('payroll'),
  }
}

export async function getDataPermissions({
  tx,
  organizationId,
}: {
  tx: Tx
  organizationId: string
}): Promise<TDataPermissions> {
  await assertAdminOf({ tx, organizationId, refusal: DATA_PERMISSION_ADMINS })
  const bankAccounts = await organizationBankAccounts(tx, organizationId)
  const ids = bankAccounts.map((a) => a.id)
  const [org] = await tx`
    select coalesce(o.metadata -> 'userPermissions', '{}'::jsonb) as permissions,
      exists (select 1 from public.provider_connections c where c.organization_id = o.id and c.status = 'active' and c.provider = 'stripe') as stripe,
      exists (select 1 from public.provider_connections c where c.organization_id = o.id and c.status = 'active' and c.provider = 'ramp') as ramp,
      exists (select 1 from public.provider_connections c where c.organization_id = o.id and c.status = 'active'
        and c.provider in ('gusto', 'rippling')) as payroll
    from public.organizations o where o.id = ${organizationId}`
  const p = org.permissions as {
    bankAccounts?: { plaidBankAccountId?: string; permissionGiven?: boolean }[]
    stripe?: { permissionGiven?: boolean }
    ramp?: { permissionGiven?: boolean }
    payroll?: { permissionGiven?: boolean }
  }
  const teamTicks: Tick[] = [
    ...(p.bankAccounts ?? []).map((a) => ({
      kind: 'bankAccounts',
      bankAccountId: a.plaidBankAccountId ?? null,
      given: a.permissionGiven === true,
    })),
    ...(['stripe', 'ramp', 'payroll'] as const).map((k) => ({
      kind: k,
      bankAccountId: null,
      given: p[k]?.permissionGiven === true,
    })),
  ]
  const people = await grantableUsers(tx, organizationId)
  const rows = await tx`
    select user_id::text as "userId", kind, bank_account_id::text as "bankAccountId", permission_given as given
    from public.data_permissions where organization_id = ${organizationId}`
  return {
    organizationId,
    bankAccounts,
    providers: { stripe: org.stripe, ramp: org.ramp, payroll: org.payroll },
    team: grantsFrom(ids, teamTicks),
    users: people.map((u) => ({
      ...u,
      grants: grantsFrom(
        ids,
        plain<(Tick & { userId: string })[]>(rows).filter((r) => r.userId === u.userId),
      ),
    })),
  }
}
