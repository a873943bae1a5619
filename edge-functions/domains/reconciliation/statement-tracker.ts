/**
 * One organization's bank statement tracker (spec §3): the accounts whose statements the firm collects, who gets
 * them, the day they are available, and per month whether the statement is in, with its files. Read by staff and
 * reviewers, kept by staff; a confirmed supporting document ticks its month by itself (trigger).
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { isoSql, plain } from '../../_shared/rows.ts'
import { FILES_BUCKET } from '../../../shared/schemas/files.ts'
import type { TCreateStatementTrackerRequest, TStatementTracker } from '../../../shared/schemas/reconciliation.ts'
import { signFileUrl } from '../files/sign-file-url.ts'
import { assertOrganizationVisible, assertStaffOf } from '../../_shared/access.ts'

const TRACKER_COLUMNS = `t.id, t.organization_id as "organizationId", t.statement_account_id as "statementAccountId",
  t.responsibility, t.account_name as "accountName", t.availability, t.created_at as "createdAt", t.updated_at as "updatedAt",
  t.deleted_at as "deletedAt",
  coalesce((select json_agg(json_build_object('date', s.date::text, 'completed', s.completed, 'files', s.files) order by s.date desc)
            from public.bank_statement_tracker_statements s where s.tracker_id = t.id), '[]') as statements`

type StoredFile = { fileName: string; bucket: string; path: string; uploadedAt: string }
type Row = Omit<TStatementTracker, 'statements'> & {
  statements: { date: string; completed: boolean; files: StoredFile[] }[]
}

async function signed(rows: Row[], accessToken: string): Promise<TStatementTracker[]> {
  return await Promise.all(
    rows.map(async (t) => ({
      ...t,
      statements: await Promise.all(
        t.statements.map(async (s) => ({
          date: s.date,
          completed: s.completed,
          files: await Promise.all(
            s.files.map(async (f) => ({
              fileName: f.fileName,
              uploadedAt: f.uploadedAt,
              fileUrl: await signFileUrl({ accessToken, bucket: f.bucket, path: f.path }),
            })),
          ),
        })),
      ),
    })),
  )
}

export async function listStatementTrackers({
  tx,
  organizationId,
  accessToken,
}: {
  tx: Tx
  organizationId: string
  accessToken: string
}) {
  await assertOrganizationVisible({ tx, organizationId })
  const rows = await tx.unsafe(
    `select ${TRACKER_COLUMNS} from public.bank_statement_trackers t
     where t.organization_id = $1 and t.deleted_at is null order by t.account_name`,
    [organizationId],
  )
  return await signed(plain<Row[]>(rows), accessToken)
}

async function assertAccount(tx: Tx, organizationId: string, statementAccountId: string | null | undefined) {
  if (!statementAccountId) return
  const [a] =
    await tx`select 1 from public.statement_accounts where id = ${statementAccountId} and organization_id = ${organizationId}`
  if (!a)
    throw new AppError('unprocessable', 'Choose one of the statement accounts of this client', {
      fields: [{ path: 'statementAccountId', message: 'Choose one of the statement accounts of this client' }],
    })
}

export async function createStatementTracker({
  tx,
  organizationId,
  input,
}: {
  tx: Tx
  organizationId: string
  input: Required<TCreateStatementTrackerRequest>
}) {
  await assertStaffOf({ tx, organizationId, action: 'reconcile its statements' })
  await assertAccount(tx, organizationId, input.statementAccountId)
  const [row] =
    await tx`insert into public.bank_statement_trackers (organization_id, statement_account_id, responsibility,
      account_name, availability)
    values (${organizationId}, ${input.statementAccountId}, ${input.responsibility}, ${input.accountName}, ${input.availability})
    returning id`
  return row.id as string
}

export async function updateStatementTracker({
  tx,
  organizationId,
  trackerId,
  patch,
}: {
  tx: Tx
  organizationId: string
  trackerId: string
  patch: {
    accountName?: string
    responsibility?: string
    availability?: number
    statementAccountId?: string | null
    deleted?: boolean
  }
}) {
  await assertStaffOf({ tx, organizationId, action: 'reconcile its statements' })
  await assertAccount(tx, organizationId, patch.statementAccountId)
  const [row] = await tx`update public.bank_statement_trackers set
      account_name = coalesce(${patch.accountName ?? null}, account_name),
      responsibility = coalesce(${patch.responsibility ?? null}, responsibility),
      availability = coalesce(${patch.availability ?? null}::int, availability),
      statement_account_id = case when ${patch.statementAccountId !== undefined} then ${patch.statementAccountId ?? null}::uuid
                                  else statement_account_id end,
      deleted_at = case when ${patch.deleted ?? null}::boolean is null then deleted_at
                        when ${patch.deleted ?? false} then coalesce(deleted_at, now()) else null end,
      updated_at = now()
    where id = ${trackerId} and organization_id = ${organizationId} returning id`
  if (!row) throw new AppError('not_found', 'Tracked account not found')
}

/** Tick or untick a month, optionally with a file the browser uploaded under `<organization>/statements/`. */
export async function markTrackedStatement({
  tx,
  organizationId,
  trackerId,
  month,
  input,
}: {
  tx: Tx
  organizationId: string
  trackerId: string
  month: string
  input: { completed: boolean; file?: { path: string; fileName: string } }
}) {
  await assertStaffOf({ tx, organizationId, action: 'reconcile its statements' })
  const [t] = await tx`select id from public.bank_statement_trackers
    where id = ${trackerId} and organization_id = ${organizationId} and deleted_at is null`
  if (!t) throw new AppError('not_found', 'Tracked account not found')
  let files: StoredFile[] = []
  if (input.file) {
    if (!input.file.path.startsWith(`${organizationId}/statements/`))
      throw new AppError('unprocessable', 'Upload the statement under the client’s statements folder', {
        fields: [{ path: 'file.path', message: 'Upload the statement under the client’s statements folder' }],
      })
    const [o] = await tx`select 1 from storage.objects where bucket_id = ${FILES_BUCKET} and name = ${input.file.path}`
    if (!o)
      throw new AppError('unprocessable', 'Upload the statement file first', {
        fields: [{ path: 'file.path', message: 'Nothing is stored at this path' }],
      })
    const [{ now }] = await tx.unsafe(`select ${isoSql('now()')} as now`)
    files = [{ fileName: input.file.fileName, bucket: FILES_BUCKET, path: input.file.path, uploadedAt: now }]
  }
  await tx`insert into public.bank_statement_tracker_statements (tracker_id, organization_id, date, completed, files,
      completed_by, completed_at)
    values (${trackerId}, ${organizationId}, date_trunc('month', ${month}::date)::date, ${input.completed}, ${tx.json(files)},
      case when ${input.completed} then auth.uid() end, case when ${input.completed} then now() end)
    on conflict (tracker_id, date) do update set completed = excluded.completed, files = bank_statement_tracker_statements.files || excluded.files,
      completed_by = excluded.completed_by, completed_at = excluded.completed_at, updated_at = now()`
}
