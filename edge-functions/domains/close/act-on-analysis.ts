/**
 * The review steps of a variance analysis: refresh its figures; send it for review (last_sent_at; again after
 * addressing comments); send it back to the bookkeeper (last_sent_to_bookkeeper); submit it (completed); reopen a
 * submitted one. Sending and refreshing are the preparer's (staff), sending back, submitting and reopening the
 * reviewer's or an admin's; the database guard enforces the same.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { assertCloseReader } from '../../_shared/access.ts'
import { refreshAnalysis } from './analyses.ts'

export type TVarianceAction = 'refresh' | 'send' | 'send-to-bookkeeper' | 'submit' | 'reopen'

export async function actOnAnalysis({
  tx,
  organizationId,
  analysisId,
  action,
}: {
  tx: Tx
  organizationId: string
  analysisId: string
  action: TVarianceAction
}): Promise<void> {
  const access = await assertCloseReader({ tx, organizationId })
  const preparer = action === 'refresh' || action === 'send'
  if (preparer && !access.prepare)
    throw new AppError('forbidden', "Only the client's bookkeepers and admins refresh and send its variance analysis")
  if (!preparer && !access.review)
    throw new AppError('forbidden', 'Only a reviewer or an admin completes a review or sends it back')
  const [a] = await tx`select submitted_at from public.variance_analyses
    where id = ${analysisId} and organization_id = ${organizationId}`
  if (!a) throw new AppError('not_found', 'No variance analysis with this id')
  if (a.submitted_at && action !== 'reopen')
    throw new AppError('conflict', 'This variance analysis is submitted: reopen it to change it')
  if (!a.submitted_at && action === 'reopen') throw new AppError('conflict', 'This variance analysis is not submitted')
  switch (action) {
    case 'refresh':
      await refreshAnalysis({ tx, organizationId, analysisId })
      return
    case 'send':
      await tx`update public.variance_analyses set last_sent_at = clock_timestamp() where id = ${analysisId}`
      return
    case 'send-to-bookkeeper':
      await tx`update public.variance_analyses set last_sent_to_bookkeeper = clock_timestamp() where id = ${analysisId}`
      return
    case 'submit':
      await tx`update public.variance_analyses set submitted_at = clock_timestamp() where id = ${analysisId}`
      return
    case 'reopen':
      await tx`update public.variance_analyses set submitted_at = null where id = ${analysisId}`
      return
  }
}
