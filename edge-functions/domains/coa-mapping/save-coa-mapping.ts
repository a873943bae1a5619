/**
 * Map client accounts to master-chart accounts (one, or many at once in one transaction, each replacing the account's
 * live mapping), or delete a mapping with one of the spec's reasons.
 */
import type { Tx } from '../../_shared/db.ts'
import type { TAccount } from '../../../shared/schemas/ledger.ts'
import type { TCoaMapping } from '../../../shared/schemas/coa-mapping.ts'
import { AppError } from '../../_shared/errors.ts'
import { MAPPABLE_TYPES, MASTER_CHART } from '../../../shared/schemas/consolidation.ts'
import { getLedger } from '../books/get-ledger.ts'
import { plain } from '../../_shared/rows.ts'

/** The API's mapping (ZCoaMapping): the columns of `public.coa_mappings m` under their API names. */
const MAPPING_COLUMNS = `m.id, m.organization_id as "organizationId", m.client_account_name as "clientAccountName",
  m.haven_account_number as "havenAccountNumber", m.haven_account_name as "havenAccountName", m.created_at as "createdAt",
  m.updated_at as "updatedAt", m.deleted_at as "deletedAt", m.staged_deleted_at as "stagedDeletedAt",
  m.deletion_reason as "deletionReason"`

export async function listCoaMappings({ tx, orgId }: { tx: Tx; orgId: string }) {
  return plain<TCoaMapping[]>(
    await tx`select ${tx.unsafe(MAPPING_COLUMNS)} from public.coa_mappings m where m.organization_id = ${orgId}
             order by m.deleted_at nulls first, m.client_account_name`,
  )
}

export async function saveCoaMapping({
  tx,
  orgId,
  clientAccountName,
  havenAccountNumber,
  accounts,
}: {
  tx: Tx
  orgId: string
  clientAccountName: string
  havenAccountNumber: string
  accounts?: TAccount[]
}) {
  const master = MASTER_CHART.find((m) => m.number === havenAccountNumber)
  if (!master)
    throw new AppError('validation_failed', 'Account number: Not an account of the master chart', {
      fields: [{ path: 'havenAccountNumber', message: 'Not an account of the master chart' }],
    })
  const chart = accounts ?? (await (await getLedger({ orgId, tx })).listAccounts())
  const account = chart.find((a) => a.FullyQualifiedName.toLowerCase() === clientAccountName.toLowerCase())
  if (!account)
    throw new AppError('validation_failed', `No account is named "${clientAccountName}"`, {
      fields: [{ path: 'clientAccountName', message: 'No such account' }],
    })
  if (!MAPPABLE_TYPES.includes(account.AccountType)) {
    throw new AppError('validation_failed', `${account.AccountType} accounts cannot be mapped`, {
      fields: [{ path: 'clientAccountName', message: `${account.AccountType} accounts cannot be mapped` }],
    })
  }
  await tx`update public.coa_mappings set deleted_at = now(), deletion_reason = 'manual', updated_at = now()
    where organization_id = ${orgId} and lower(client_account_name) = lower(${account.FullyQualifiedName}) and deleted_at is null and haven_account_number <> ${master.number}`
  const [row] =
    await tx`insert into public.coa_mappings as m (organization_id, client_account_name, haven_account_number, haven_account_name)
    values (${orgId}, ${account.FullyQualifiedName}, ${master.number}, ${master.name})
    on conflict (organization_id, lower(client_account_name)) where deleted_at is null
    do update set staged_deleted_at = null, deletion_reason = null, updated_at = now()
    returning ${tx.unsafe(MAPPING_COLUMNS)}`
  return plain<TCoaMapping>(row)
}

/**
 * Accept many mappings at once (suggestions a bookkeeper ticked): all or nothing, the chart read once. A refused
 * mapping names its row (`mappings.<i>.clientAccountName`) so the screen can show it beside that account.
 */
export async function saveCoaMappings({
  tx,
  orgId,
  mappings,
}: {
  tx: Tx
  orgId: string
  mappings: { clientAccountName: string; havenAccountNumber: string }[]
}) {
  const accounts = await (await getLedger({ orgId, tx })).listAccounts()
  const saved = []
  for (const [i, m] of mappings.entries()) {
    try {
      saved.push(await saveCoaMapping({ tx, orgId, ...m, accounts }))
    } catch (e) {
      if (!(e instanceof AppError) || e.code !== 'validation_failed') throw e
      const fields = ((e.details as { fields?: { path: string; message: string }[] })?.fields ?? []).map((f) => ({
        ...f,
        path: `mappings.${i}.${f.path}`,
      }))
      throw new AppError('validation_failed', `${m.clientAccountName}: ${fields[0]?.message ?? e.message}`, { fields })
    }
  }
  return saved
}

export async function deleteCoaMapping({
  tx,
  orgId,
  id,
  deletionReason,
  staged,
}: {
  tx: Tx
  orgId: string
  id: string
  deletionReason: string
  staged: boolean
}) {
  const [row] = staged
    ? await tx`update public.coa_mappings m set staged_deleted_at = now(), deletion_reason = ${deletionReason}, updated_at = now()
               where m.organization_id = ${orgId} and m.id = ${id} and m.deleted_at is null returning ${tx.unsafe(MAPPING_COLUMNS)}`
    : await tx`update public.coa_mappings m set deleted_at = now(), deletion_reason = ${deletionReason}, updated_at = now()
               where m.organization_id = ${orgId} and m.id = ${id} and m.deleted_at is null returning ${tx.unsafe(MAPPING_COLUMNS)}`
  if (!row) throw new AppError('not_found', 'Mapping not found')
  return plain<TCoaMapping>(row)
}
