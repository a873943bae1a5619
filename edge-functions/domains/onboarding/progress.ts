/**
 * The client's place in the flow (public.onboarding_progress): taken for update before any onboarding write, so two
 * windows' writes are ordered, and moved along by each step. Writing needs the organization's admin or its staff.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { furthestStep, isOnboardingStep, type TOnboardingStep } from '../../../shared/rules/onboarding-flow.ts'

export type Progress = {
  version: number
  fieldVersions: Record<string, number>
  lastStep: TOnboardingStep
  reachedStep: TOnboardingStep
}

/** The organization's progress row, created on first use and locked for the rest of the transaction. */
export async function lockProgress({ tx, organizationId }: { tx: Tx; organizationId: string }): Promise<Progress> {
  const [org] =
    await tx`select (private.is_org_admin(id) or private.is_org_staff(id)) as can_edit from public.organizations
              where id = ${organizationId} and deleted_at is null`
  if (!org) throw new AppError('not_found', 'Organization not found')
  if (!org.can_edit)
    throw new AppError('forbidden', "Only the organization's admins and its bookkeepers fill in its onboarding")
  await tx`insert into public.onboarding_progress (organization_id, started_by, last_activity_by)
           values (${organizationId}, case when private.is_org_member(${organizationId}) then (select auth.uid()) end,
             (select auth.uid())) on conflict (organization_id) do nothing`
  const [p] = await tx`select version, field_versions, last_step, reached_step from public.onboarding_progress
                       where organization_id = ${organizationId} for update`
  return {
    version: p.version,
    fieldVersions: p.field_versions,
    lastStep: isOnboardingStep(p.last_step) ? p.last_step : 'name',
    reachedStep: isOnboardingStep(p.reached_step) ? p.reached_step : 'name',
  }
}

/** Moves the client to `step` (their furthest place moves only forward) and records who was active. */
export async function moveTo({
  tx,
  organizationId,
  progress,
  step,
  completedAt,
}: {
  tx: Tx
  organizationId: string
  progress: Progress
  step: TOnboardingStep
  completedAt?: boolean
}) {
  await tx`update public.onboarding_progress set last_step = ${step},
             reached_step = ${furthestStep(progress.reachedStep, step)}, last_activity_at = now(),
             last_activity_by = (select auth.uid()),
             completed_at = case when ${completedAt ?? false} then coalesce(completed_at, now()) else completed_at end
           where organization_id = ${organizationId}`
}
