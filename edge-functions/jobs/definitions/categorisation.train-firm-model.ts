/**
 * `categorisation.train-firm-model`: one bounded step of the firm model's training (domains/categorisation/
 * train-firm-model.ts), committed with the job; until the model is ready the step queues the next one.
 */
import { trainFirmModelJob } from '../../domains/categorisation/jobs.ts'
import { trainFirmModelStep } from '../../domains/categorisation/train-firm-model.ts'
import { continueWith, registerJob } from '../registry.ts'

registerJob(trainFirmModelJob, async ({ tx, payload, stepUsedUp, progress }) => {
  const step = await trainFirmModelStep({ tx, modelId: payload.modelId, stepUsedUp })
  if (step.status === 'ready') return step
  await progress(step)
  return continueWith({ modelId: step.modelId }, step)
})
