/**
 * A bookkeeper maps payroll lines to ledger accounts (as the user: RLS lets only the client's bookkeepers and the
 * firm's admins write). Each account must exist in the client's ledger; its name is kept beside the id so the screen
 * and a blocked payroll's message read without the ledger. Afterwards a sync is queued (as the service, for this
 * organization only), which books the payrolls the missing lines had blocked.
 */
import { asService, type Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { payrollAccess } from '../../_shared/access.ts'
import type { TUpdatePayrollMappingRequest } from '../../../shared/schemas/payroll.ts'
import { getLedger } from '../books/get-ledger.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import { payrollSyncJob } from './jobs.ts'

export async function updatePayrollMapping({
  tx,
  organizationId,
  userId,
  request,
}: {
  tx: Tx
  organizationId: string
  userId: string
  request: TUpdatePayrollMappingRequest
}) {
  const access = await payrollAccess({ tx, organizationId })
  if (!access.map) throw new AppError('forbidden', "Only the client's bookkeepers and admins map its payroll")
  const accounts = new Map(
    (await (await getLedger({ orgId: organizationId, tx })).listAccounts()).map((a) => [a.Id, a]),
  )
  const rows = request.lines.map((l) => {
    const a = accounts.get(l.accountId)
    if (!a) throw new AppError('validation_failed', `Account ${l.accountId} does not exist in the ledger`)
    return { line: l.line, account_id: a.Id, account_name: a.FullyQualifiedName ?? a.Name }
  })
  await tx`insert into public.payroll_account_mappings (organization_id, line, account_id, account_name, updated_by)
    select ${organizationId}, line, account_id, account_name, ${userId}
    from jsonb_to_recordset(${tx.json(rows as never)}) as x(line text, account_id text, account_name text)
    on conflict (organization_id, line) do update set account_id = excluded.account_id,
      account_name = excluded.account_name, updated_by = excluded.updated_by, updated_at = now()`
  return rows.length
}

/** Queues the organization's payroll sync (after a mapping edit or on a bookkeeper's request) if Gusto is connected. */
export const queuePayrollSync = (organizationId: string) =>
  asService(async (sql) => {
    const [live] = await sql`select 1 from public.provider_connections where organization_id = ${organizationId}
      and provider = 'gusto' and status = 'active'`
    if (live) await enqueueJob({ sql, definition: payrollSyncJob, organizationId, payload: { organizationId } })
  })
