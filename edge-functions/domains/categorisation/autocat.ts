/**
 * Whether AI-assisted categorisation runs for an organization (private.autocat_enabled: the `autocat` flag and the
 * organization's config.aiAutocatEnabled). A run asked for while it is off is refused with what to change; the job
 * queued before it was turned off ends without categorising.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'

export const AUTOCAT_OFF =
  'AI categorisation is off for this client. Turn on "AI categorisation" in its categorisation settings (and the autocat feature flag, if an admin turned it off).'

export async function autocatEnabled(tx: Tx, organizationId: string): Promise<boolean> {
  const [{ on }] = await tx`select private.autocat_enabled(${organizationId}::uuid) as on`
  return on === true
}

export async function assertAutocatEnabled(tx: Tx, organizationId: string) {
  if (!(await autocatEnabled(tx, organizationId))) throw new AppError('conflict', AUTOCAT_OFF)
}
