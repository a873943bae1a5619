/**
 * One step of training the firm model (docs/categorisation.md, "The firm model's training"): reads the history the
 * model row pinned (lines up to history_until), trains a few epochs from the weights stored so far, and stores them;
 * after the early phase's last epoch it fits the calibrators, after the full phase's it marks the row ready and
 * drops older models. Each step is bounded (EPOCHS_PER_STEP, and the step clock between epochs) and commits with its
 * job; the job queues the next step (continueWith) until the model is ready.
 */
import { Buffer } from 'node:buffer'
import type { Tx } from '../../_shared/db.ts'
import {
  type FirmExample,
  firmTrainingLines,
  firmTrainingSplit,
  fitCalibrators,
} from '../../../shared/rules/categorisation.ts'
import { FirmModel } from '../../../shared/rules/categorisation-model.ts'
import { hintPayloadSql, rowHint } from './feed-hints.ts'

/** Epochs of each phase (FirmModel.train's default) and at most how many one step trains. */
export const FIRM_EPOCHS = 8
const EPOCHS_PER_STEP = 4
/** Lines read for training, newest first: enough for a firm's patterns, bounded in memory and time. */
const TRAINING_LINES = 200_000

/** The master-chart label of a history line: its mapping's master account, else its own number when it is one. */
const MASTER_LABEL_SQL = `coalesce(m.haven_account_number,
  case when h.account_number between 1000 and 9999 then h.account_number::text end)`

/** The history lines a model learns from, each with the category hint of the feed line it was (feed-hints.ts). */
export async function readLines(tx: Tx, until: Date): Promise<FirmExample[]> {
  const rows = await tx.unsafe(
    `select h.organization_id::text as "organizationId", h.transaction_id as "transactionId",
        coalesce(h.transaction_date, h.created_at::date)::text as date, h.vendor, h.description,
        coalesce(h.amount_cents, 0)::float8 as "amountCents",
        coalesce(h.account_id, 'master:' || ${MASTER_LABEL_SQL}) as "accountId", h.account_name as "accountName",
        ${MASTER_LABEL_SQL} as "masterLabel", pt.provider as hint_provider, ${hintPayloadSql('pt')} as hint_payload
      from public.vendor_account_history h
      -- the feed line it was, for the category hint its provider sent (feed-hints.ts)
      left join lateral (select f.provider, f.raw from public.provider_transactions f
        where f.provider in ('plaid', 'teller', 'ramp') and f.transaction_id = h.transaction_id
          and f.organization_id = h.organization_id limit 1) pt on true
      left join lateral (select haven_account_number from public.coa_mappings m
        where m.organization_id = h.organization_id and lower(m.client_account_name) = lower(h.account_name)
          and m.deleted_at is null limit 1) m on true
      -- a line known only by its master account (an import, another ledger's chart) still teaches the model
      where (h.account_id is not null or ${MASTER_LABEL_SQL} is not null) and h.created_at <= $1
      order by h.transaction_date desc nulls last, h.id limit ${TRAINING_LINES}`,
    [until],
  )
  return rows.map(({ hint_provider, hint_payload, ...r }) => ({
    ...(r as unknown as FirmExample),
    hint: rowHint({ hint_provider, hint_payload }),
  }))
}

export const weightsToBytes = (w: Float32Array) => Buffer.from(w.buffer, w.byteOffset, w.byteLength)
/** Copies into a fresh buffer: a bytea's bytes need not sit at a float's alignment. */
export const bytesToWeights = (b: Uint8Array) => new Float32Array(new Uint8Array(b).buffer)

export type TrainStep = { modelId: number; status: 'training' | 'ready'; phase: string; epochsDone: number }

/** Starts a model over the history recorded until now. */
async function startModel(tx: Tx): Promise<number> {
  const [row] = await tx`insert into private.categorisation_firm_models (history_until, history_lines)
    select now(), count(*)::int from public.vendor_account_history returning id`
  return Number(row.id)
}

export async function trainFirmModelStep({
  tx,
  modelId,
  stepUsedUp = () => false,
}: {
  tx: Tx
  modelId?: number
  stepUsedUp?: () => boolean
}): Promise<TrainStep> {
  const id = modelId ?? (await startModel(tx))
  const [row] = await tx`select id, status, history_until, labels, weights, phase, epochs_done
    from private.categorisation_firm_models where id = ${id} for update`
  if (!row) throw new Error(`Firm model ${id} does not exist`)
  if (row.status === 'ready') return { modelId: id, status: 'ready', phase: row.phase, epochsDone: row.epochs_done }

  const split = firmTrainingSplit(await readLines(tx, row.history_until))
  const phaseLines = row.phase === 'early' ? split.earlyModel : split.sorted
  const set = FirmModel.prepare(firmTrainingLines(phaseLines))
  // Lines edited since the phase began (a new label): that phase starts over with the lines as they are now.
  const sameLabels = JSON.stringify(row.labels) === JSON.stringify(set.labels) && row.weights
  let epochsDone = sameLabels ? Number(row.epochs_done) : 0
  const model = sameLabels ? FirmModel.fromWeights(set.labels, bytesToWeights(row.weights)) : FirmModel.untrained(set)
  const stop = Math.min(FIRM_EPOCHS, epochsDone + EPOCHS_PER_STEP)
  // Epoch by epoch so the step clock is looked at between them; each call needs the rows in prepare()'s order.
  const prepared = set.rows
  while (epochsDone < stop) {
    model.trainEpochs({ labels: set.labels, rows: [...prepared] }, epochsDone, epochsDone + 1)
    epochsDone++
    if (stepUsedUp()) break
  }

  if (epochsDone < FIRM_EPOCHS) {
    await tx`update private.categorisation_firm_models set labels = ${tx.json(set.labels)},
      weights = ${weightsToBytes(model.weightsArray())}, epochs_done = ${epochsDone} where id = ${id}`
    return { modelId: id, status: 'training', phase: row.phase, epochsDone }
  }
  if (row.phase === 'early') {
    const calibrators = fitCalibrators(split, model)
    await tx`update private.categorisation_firm_models set phase = 'full', epochs_done = 0, labels = '[]', weights = null,
      calibrators = ${tx.json({ vendor: calibrators.vendor.toJSON(), nearest: calibrators.nearest.toJSON(), model: calibrators.model.toJSON(), modelHinted: calibrators.modelHinted?.toJSON() })}
      where id = ${id}`
    return { modelId: id, status: 'training', phase: 'full', epochsDone: 0 }
  }
  await tx`update private.categorisation_firm_models set status = 'ready', labels = ${tx.json(set.labels)},
    weights = ${weightsToBytes(model.weightsArray())}, epochs_done = ${epochsDone}, trained_at = now() where id = ${id}`
  await tx`delete from private.categorisation_firm_models where id < ${id}`
  return { modelId: id, status: 'ready', phase: 'full', epochsDone }
}
