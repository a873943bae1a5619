/** The latest restarts of supervised processes (newest first), as the signed-in admin; RLS limits them to admins. */
import type { Tx } from '../../_shared/db.ts'
import { assertAdmin } from '../../_shared/access.ts'
import type { TListProcessRestartsResponse } from '../../../shared/schemas/process-restarts.ts'

export async function listProcessRestarts({ tx }: { tx: Tx }): Promise<TListProcessRestartsResponse> {
  await assertAdmin({ tx, action: 'see operations' })
  const rows = await tx`
    select id::int as id, process, exit_code as "exitCode", exit_signal as "exitSignal",
      restart_number as "restartNumber", delay_ms as "delayMs", to_json(restarted_at)#>>'{}' as "restartedAt"
    from public.process_restarts order by restarted_at desc, id desc limit 50`
  return { restarts: rows.map((r) => ({ ...r }) as TListProcessRestartsResponse['restarts'][number]) }
}
