/**
 * The firm model (layer three, docs/categorisation.md) as requests and jobs use it: loaded from the newest model the
 * job `categorisation.train-firm-model` stored (train-firm-model.ts), never trained here: training takes seconds of
 * CPU and a hosted request has 2. It reads across organizations through the service role, so it never runs as a user
 * and never hands out a line: only accounts and odds. Kept in memory per process until a newer model is stored.
 * When the stored model is missing, or the history has grown by a tenth since, or it is a day old, a training job is
 * queued (one at a time: its key is firm-wide) and the stored model is used meanwhile.
 */
import { asService } from '../../_shared/db.ts'
import type { Calibrators } from '../../../shared/rules/categorisation.ts'
import { Calibrator, FirmModel } from '../../../shared/rules/categorisation-model.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import { trainFirmModelJob } from './jobs.ts'
import { bytesToWeights } from './train-firm-model.ts'

const RETRAIN_AFTER_MS = 24 * 3600_000

/** `model` is null until a first model is stored; the calibrators then keep each layer's raw score. */
export type Firm = { modelId: number | null; model: FirmModel | null; calibrators: Calibrators }

const untrained = (): Firm => ({
  modelId: null,
  model: null,
  calibrators: { vendor: new Calibrator(), nearest: new Calibrator(), model: new Calibrator() },
})

let cached: Promise<Firm> | null = null

async function load(id: number): Promise<Firm> {
  const [row] = await asService(
    (tx) => tx`select labels, weights, calibrators from private.categorisation_firm_models where id = ${id}`,
  )
  if (!row) return untrained()
  const c = row.calibrators
  return {
    modelId: id,
    model: FirmModel.fromWeights(row.labels, bytesToWeights(row.weights)),
    calibrators: {
      vendor: Calibrator.fromJSON(c.vendor),
      nearest: Calibrator.fromJSON(c.nearest),
      model: Calibrator.fromJSON(c.model),
      // a model stored before hinted lines had their own calibrator has none: the plain one serves them
      ...(c.modelHinted ? { modelHinted: Calibrator.fromJSON(c.modelHinted) } : {}),
    },
  }
}

/** The newest stored firm model and calibrators; queues their training when they are missing or behind. */
export async function firmModel(): Promise<Firm> {
  const [latest] = await asService(
    (
      tx,
    ) => tx`select m.id, m.history_lines, m.trained_at, (select count(*)::int from public.vendor_account_history) as lines_now
      from (select 1) one left join lateral (select id, history_lines, trained_at from private.categorisation_firm_models
        where status = 'ready' order by id desc limit 1) m on true`,
  )
  const behind =
    latest.id === null ||
    latest.lines_now > latest.history_lines * 1.1 + 10 ||
    Date.now() - new Date(latest.trained_at).getTime() > RETRAIN_AFTER_MS
  if (behind && (latest.id !== null || latest.lines_now > 0)) await queueTraining()
  if (latest.id === null) return untrained()
  const id = Number(latest.id)
  const current = cached ? await cached.catch(() => null) : null
  if (current?.modelId === id) return current
  cached = load(id)
  cached.catch(() => {
    cached = null
  })
  return await cached
}

/** Queues the training job unless one is queued or running (its key is firm-wide). */
export async function queueTraining() {
  await asService((tx) => enqueueJob({ sql: tx, definition: trainFirmModelJob, payload: {} }))
}

/** Forget the loaded model (tests that rebuild the history load the stored one again). */
export function forgetFirmModel() {
  cached = null
}
