/**
 * The firm model trained by its job against the stack's database: the steps store their weights and end with a ready
 * model equal to training every line in one call, requests load it (never train), and a step stops at its clock.
 */
import assert from 'node:assert/strict'
import { closeDb, db } from '../../_shared/db.ts'
import { trainFirm } from '../../../shared/rules/categorisation.ts'
import { FIRM_EPOCHS, bytesToWeights, readLines, trainFirmModelStep } from './train-firm-model.ts'

const opts = { sanitizeOps: false, sanitizeResources: false }
class Rollback extends Error {}

Deno.test({ name: 'the firm model is trained in bounded steps and stored', ...opts }, async (t) => {
  const sql = db()
  try {
    await sql
      .begin(async (tx) => {
        await tx`set local role service_role`
        // what training every line in one call gives, over the same lines (the job pins them by history_until)
        const lines =
          await tx.unsafe(`select h.organization_id::text as "organizationId", h.transaction_id as "transactionId",
            coalesce(h.transaction_date, h.created_at::date)::text as date, h.vendor, h.description,
            coalesce(h.amount_cents, 0)::float8 as "amountCents",
            coalesce(h.account_id, 'master:' || coalesce(m.haven_account_number, case when h.account_number between 1000 and 9999 then h.account_number::text end)) as "accountId",
            h.account_name as "accountName",
            coalesce(m.haven_account_number, case when h.account_number between 1000 and 9999 then h.account_number::text end) as "masterLabel"
          from public.vendor_account_history h
          left join lateral (select haven_account_number from public.coa_mappings m
            where m.organization_id = h.organization_id and lower(m.client_account_name) = lower(h.account_name)
              and m.deleted_at is null limit 1) m on true
          where h.account_id is not null or coalesce(m.haven_account_number, case when h.account_number between 1000 and 9999 then h.account_number::text end) is not null
          order by h.transaction_date desc nulls last, h.id limit 200000`)
        assert.ok(lines.length > 50, 'the test database has a seeded history to learn from')
        const whole = trainFirm(lines as never)

        const steps: { phase: string; epochsDone: number; status: string }[] = []
        let step = await trainFirmModelStep({ tx })
        steps.push(step)
        while (step.status !== 'ready' && steps.length < 20) {
          step = await trainFirmModelStep({ tx, modelId: step.modelId })
          steps.push(step)
        }
        await t.step('each step trains at most a few epochs, and the early phase fits the calibrators', () => {
          assert.deepEqual(
            steps.map((s) => `${s.status} ${s.phase} ${s.epochsDone}`),
            ['training early 4', 'training full 0', 'training full 4', `ready full ${FIRM_EPOCHS}`],
          )
        })
        await t.step('the stored model is the one training in one call gives', async () => {
          const [row] = await tx`select status, labels, weights, calibrators, trained_at
            from private.categorisation_firm_models where id = ${step.modelId}`
          assert.equal(row.status, 'ready')
          assert.deepEqual(row.labels, whole.model.labels)
          assert.deepEqual(bytesToWeights(row.weights), whole.model.weightsArray())
          assert.deepEqual(row.calibrators.model, JSON.parse(JSON.stringify(whole.calibrators.model.toJSON())))
          assert.deepEqual(
            row.calibrators.modelHinted,
            JSON.parse(JSON.stringify(whole.calibrators.modelHinted?.toJSON())),
          )
        })
        await t.step('a step whose clock runs out stores the epochs it finished and stops there', async () => {
          const next = await trainFirmModelStep({ tx, stepUsedUp: () => true })
          assert.deepEqual([next.status, next.phase, next.epochsDone], ['training', 'early', 1])
          const [{ n }] = await tx`select count(*)::int as n from private.categorisation_firm_models
            where id = ${next.modelId} and weights is not null`
          assert.equal(n, 1)
        })
        await t.step(
          'a history line that was a Plaid feed line is learnt with the hint its payload carries',
          async () => {
            const [feed] = await tx`select organization_id, transaction_id from public.provider_transactions
            where provider = 'plaid' limit 1`
            assert.ok(feed, 'the test database has a Plaid feed line')
            await tx`update public.provider_transactions set raw = raw || ${tx.json({
              personal_finance_category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' },
            })} where provider = 'plaid' and transaction_id = ${feed.transaction_id}`
            await tx`insert into public.vendor_account_history (organization_id, transaction_id, transaction_date,
              account_id, account_name, account_number, vendor, amount_cents)
            values (${feed.organization_id}, ${feed.transaction_id}, '2026-10-01', 'hint-test', 'Meals', 6810,
              'La Colombe', -550)
            on conflict (organization_id, transaction_id) do update set vendor = 'La Colombe', created_at = now() - interval '1 second'`
            const learnt = (await readLines(tx, new Date())).find((l) => l.transactionId === feed.transaction_id)
            assert.deepEqual(learnt?.hint, { provider: 'plaid', path: ['Food and Drink', 'Coffee'] })
          },
        )
        throw new Rollback()
      })
      .catch((e) => {
        if (!(e instanceof Rollback)) throw e
      })
  } finally {
    await closeDb()
  }
})
