/**
 * Going to a step the client has already reached (back, or forward again up to their furthest): their place moves,
 * their furthest does not. A step beyond the furthest is reached only by completing the ones before (completeStep).
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { ONBOARDING_STEPS, type TOnboardingStep } from '../../../shared/rules/onboarding-flow.ts'
import { lockProgress, moveTo } from './progress.ts'

export async function visitStep({
  tx,
  organizationId,
  step,
}: {
  tx: Tx
  organizationId: string
  step: TOnboardingStep
}) {
  const progress = await lockProgress({ tx, organizationId })
  if (ONBOARDING_STEPS.indexOf(step) > ONBOARDING_STEPS.indexOf(progress.reachedStep))
    throw new AppError('unprocessable', 'Finish the steps before this one first')
  await moveTo({ tx, organizationId, progress, step })
}
