/**
 * Saves what the user typed (organizations.onboarding_draft.<form>) as they type. Each save carries the version its
 * values are based on and only the fields changed since; a field another window saved after that version is not
 * overwritten silently: the save is refused with both values (409) and the client chooses. Other fields merge.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { DRAFT_CONFLICT_MESSAGE, type ZSaveDraftRequestSchema } from '../../../shared/schemas/onboarding.ts'
import type { z } from 'zod'
import { lockProgress, moveTo } from './progress.ts'

type TSaveDraft = z.infer<typeof ZSaveDraftRequestSchema>

export async function saveDraft({
  tx,
  organizationId,
  input,
}: {
  tx: Tx
  organizationId: string
  input: TSaveDraft
}): Promise<{ version: number }> {
  const progress = await lockProgress({ tx, organizationId })
  const [org] =
    await tx`select onboarding_draft -> ${input.form} as draft from public.organizations where id = ${organizationId}`
  const saved = (org.draft ?? {}) as Record<string, unknown>
  const conflicts = Object.entries(input.changes)
    .filter(([field, yours]) => {
      const changedAt = progress.fieldVersions[`${input.form}.${field}`] ?? 0
      return changedAt > input.baseVersion && JSON.stringify(saved[field] ?? null) !== JSON.stringify(yours)
    })
    .map(([field, yours]) => ({ field, saved: (saved[field] ?? null) as never, yours }))
  if (conflicts.length > 0)
    throw new AppError('conflict', DRAFT_CONFLICT_MESSAGE, { version: progress.version, conflicts })
  const version = progress.version + 1
  const stamps = Object.fromEntries(Object.keys(input.changes).map((f) => [`${input.form}.${f}`, version]))
  await tx`update public.organizations
           set onboarding_draft = jsonb_set(onboarding_draft, ${[input.form]}::text[],
             coalesce(onboarding_draft -> ${input.form}, '{}'::jsonb) || ${tx.json(input.changes)}::jsonb, true)
           where id = ${organizationId}`
  await tx`update public.onboarding_progress set version = ${version},
             field_versions = field_versions || ${tx.json(stamps)}::jsonb, last_activity_at = now(),
             last_activity_by = (select auth.uid())
           where organization_id = ${organizationId}`
  if (input.step && input.form === 'flow' && input.step !== progress.lastStep)
    await moveTo({ tx, organizationId, progress, step: input.step })
  return { version }
}
