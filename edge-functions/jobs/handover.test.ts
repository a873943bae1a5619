/**
 * Real job definitions hand over through the real worker: the job is queued, the worker (startWorker, the loop the
 * local worker process and the hosted drain run) takes its steps, each step completes and queues the next under the
 * same key, and the final result comes exactly once. Each real handler is registered under a test-only job type (and
 * key), so the stack's own worker, which runs the real types, does not take these jobs; its step clock is forced to
 * "used up", so every unit (a QuickBooks page, a schedules batch, a scanned bill's page) is one step.
 */
import assert from 'node:assert/strict'
import { defineJob } from '../../shared/schemas/jobs.ts'
import { closeDb } from '../_shared/db.ts'
import { testSql } from '../_testing/jobs-effect-registry.ts'
import { call, closeFixtureSql, fixtureSql, tokenFor } from '../_testing/api.ts'
import { bankingOrg } from '../_testing/banking.ts'
import { billScanImage, scanJpeg } from '../../shared/pdf/bill-corpus.ts'
import { imagePdf } from '../../shared/pdf/image-pdf.ts'
import { readBillFile } from '../domains/bill-pay/read-bill-file.ts'
import { newOrg, newUser } from '../_testing/organizations.ts'
import { connectOrg, createOrgWithAdmin } from '../_testing/quickbooks.ts'
import { enqueueJob } from '../domains/jobs/enqueue-job.ts'
import { ENTRIES_PER_CALL } from '../domains/schedules/post-due-schedules.ts'
import { STORED_ENTITIES } from '../domains/quickbooks-sync/store-ledger-copies.ts'
import { registry as realRegistry } from './definitions/index.ts'
import { JobRegistry, type Sql } from './registry.ts'
import { startWorker } from './worker-loop.ts'

const opts = { sanitizeOps: false, sanitizeResources: false }

async function waitFor<T>(what: string, fn: () => Promise<T | undefined | false>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const v = await fn()
    if (v) return v
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** A registry holding `realType`'s definition and handler under a test type, every step used up at once. */
function underTestType(realType: string) {
  const real = realRegistry.get(realType)
  if (!real) throw new Error(`${realType} is not registered`)
  const id = `test.${realType}-${crypto.randomUUID().slice(0, 8)}`
  const definition = defineJob({
    ...real.definition,
    id,
    jobKey: (p) => `${id}:${(p as { organizationId: string }).organizationId}`,
  })
  const registry = new JobRegistry()
  registry.registerJob(definition, (ctx) => real.handler({ ...ctx, stepUsedUp: () => true }))
  return { registry, definition }
}

/** Every step queued under the key, oldest first, once none is left to run. */
async function stepsWhenDone(sql: Sql, key: string) {
  return await waitFor(`the steps under ${key} to end`, async () => {
    const rows = await sql`select id, status, payload, result, last_error from public.jobs where job_key = ${key}
      order by created_at, id`
    const failed = rows.find((r) => r.status === 'Failed' || r.last_error)
    if (failed) throw new Error(`a step failed: ${failed.last_error}`)
    return rows.length > 0 && rows.every((r) => r.status === 'Completed') && rows
  })
}

Deno.test('quickbooks.sync: a full read goes page by page through the worker, one step each', opts, async () => {
  const sql = testSql()
  const org = await createOrgWithAdmin('Handover Co')
  const { realmId } = await connectOrg(org)
  // the connection's own first sync (the stack's worker) ends first; its count is the whole read's
  const first = await waitFor('the first sync', async () => {
    const [busy] = await sql`select count(*)::int as n from public.jobs
      where organization_id = ${org.orgId} and job_type like 'quickbooks.%' and status in ('Pending', 'Running', 'Scheduled')`
    const [row] = await sql`select state, upserted from public.quickbooks_syncs where organization_id = ${org.orgId}`
    return busy.n === 0 && row?.state === 'done' && row
  })
  await sql`delete from public.quickbooks_ingestion_cursors where realm_id = ${realmId} and quickbooks_method = 'cdc'`
  const { registry, definition } = underTestType('quickbooks.sync')
  const key = `${definition.id}:${org.orgId}`
  await enqueueJob({
    sql,
    definition,
    payload: { organizationId: org.orgId, trigger: 'manual' },
    organizationId: org.orgId,
  })
  const worker = await startWorker({ sql, registry, listen: true, concurrency: 2 })
  try {
    const steps = await stepsWhenDone(sql, key)
    assert.ok(steps.length >= STORED_ENTITIES.length, `a step a page: ${steps.length}`)
    const last = steps.at(-1)!
    for (const s of steps.slice(0, -1)) assert.equal(s.result.nextStep, true, 'every step but the last handed over')
    assert.equal(last.result.nextStep, undefined)
    assert.equal(
      steps.filter((s) => s.result.metricsJobId).length,
      1,
      'the final result (metrics queued) comes exactly once',
    )
    assert.equal(last.result.upserted, first.upserted, 'every record read once across the steps')
    // each next step resumes where the one before it stopped
    for (let i = 1; i < steps.length; i++)
      assert.deepEqual(steps[i].payload.resume, steps[i - 1].result.more, `step ${i + 1} resumes from step ${i}`)
    const [row] = await sql`select state from public.quickbooks_syncs where organization_id = ${org.orgId}`
    assert.equal(row.state, 'done')
    const [cursor] =
      await sql`select last_cursor from public.quickbooks_ingestion_cursors where realm_id = ${realmId} and quickbooks_method = 'cdc'`
    assert.equal(cursor.last_cursor, last.result.cursor, 'the sync cursor is written once the read ends')
  } finally {
    await worker.stop()
    await sql`delete from public.jobs where job_type = ${definition.id}`
    await sql.end()
  }
})

Deno.test('bills.process-upload: a two-page scan is read by OCR a page a step through the worker', opts, async () => {
  const sql = testSql()
  const b = await bankingOrg()
  const pdf = imagePdf(
    [billScanImage(23, 1), billScanImage(23, 2)].map(({ image }) => ({
      jpeg: scanJpeg(image),
      width: image.width,
      height: image.height,
      components: 3 as const,
    })),
  )
  const path = `${b.org}/bills/${crypto.randomUUID()}-scan.pdf`
  const stored = await fetch(`${Deno.env.get('SUPABASE_URL')}/storage/v1/object/files/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await tokenFor(b.people.ou)}`,
      apikey: Deno.env.get('SUPABASE_ANON_KEY')!,
      'content-type': 'application/pdf',
    },
    body: new Blob([pdf]),
  })
  assert.ok(stored.ok, await stored.text())
  const made = await call(b.people.ou, 'POST', `/organizations/${b.org}/banking/bills`, {
    path,
    fileName: 'scan.pdf',
    contentType: 'application/pdf',
    size: pdf.length,
  })
  assert.equal(made.status, 201, JSON.stringify(made.body))
  const billId = made.body.id as string
  const real = realRegistry.get('bills.process-upload')!
  const id = `test.bills.process-upload-${crypto.randomUUID().slice(0, 8)}`
  const definition = defineJob({ ...real.definition, id, jobKey: (p) => `${id}:${(p as { billId: string }).billId}` })
  const registry = new JobRegistry()
  registry.registerJob(definition, (ctx) => real.handler({ ...ctx, stepUsedUp: () => true }))
  const key = `${id}:${billId}`
  await enqueueJob({ sql, definition, payload: { billId }, organizationId: b.org })
  const worker = await startWorker({ sql, registry, listen: true, concurrency: 2 })
  try {
    const steps = await stepsWhenDone(sql, key)
    assert.equal(steps.length, 2, 'a step a page')
    assert.deepEqual([steps[0].result.nextStep, steps[1].result.nextStep], [true, undefined])
    // the second step starts at page 2 with what page 1 said
    assert.equal(steps[1].payload.ocr.nextPage, 2)
    const whole = await readBillFile(pdf)
    const pageTwo = whole.text.split('\n').length - steps[1].payload.ocr.lines.length
    assert.ok(pageTwo > 5, `page 2 has lines of its own: ${pageTwo}`)
    assert.deepEqual(
      steps[1].payload.ocr.lines.map((l: { text: string }) => l.text),
      whole.text.split('\n').slice(0, steps[1].payload.ocr.lines.length),
    )
    assert.equal(steps[1].result.invoiceNumber.value, whole.invoiceNumber!.value)
    assert.equal(steps[1].result.amountMicros.value, whole.amountMicros!.value)
    const [bill] = await sql`select extraction_status, invoice_number from public.banking_bills where id = ${billId}`
    assert.deepEqual(bill, { extraction_status: 'Completed', invoice_number: whole.invoiceNumber!.value })
  } finally {
    await worker.stop()
    await sql`delete from public.jobs where job_type = ${definition.id}`
    await sql.end()
  }
})

Deno.test('schedules.post: a backlog is posted batch by batch through the worker, one step each', opts, async () => {
  const sql = fixtureSql()
  const keeper = await newUser('bookkeeper', 'sched-handover')
  const org = await newOrg({ bookkeepers: [keeper] })
  const account = async (name: string, type: string) =>
    String(
      (
        await sql`insert into public.ledger_accounts (organization_id, name, account_type) values (${org}, ${name}, ${type}) returning id`
      )[0].id,
    )
  const prepaid = await account('Prepaid Insurance', 'Other Current Asset')
  const insurance = await account('Insurance', 'Expense')
  const { registry, definition } = underTestType('schedules.post')
  const key = `${definition.id}:${org}`
  const builtinRoom = ENTRIES_PER_CALL.builtin
  // three entries a call on the built-in ledger (this process only): one three-period schedule a batch
  ENTRIES_PER_CALL.builtin = 3
  const worker = await startWorker({ sql, registry, listen: true, concurrency: 2 })
  try {
    for (const name of ['Fire', 'Flood', 'Theft']) {
      const r = await call(keeper, 'POST', `/orgs/${org}/amortizations`, {
        expenseName: name,
        amount: 300,
        debitAccountId: insurance,
        creditAccountId: prepaid,
        startDate: '2095-01-01',
        periods: 3,
      })
      assert.equal(r.status, 201, JSON.stringify(r.body))
    }
    await enqueueJob({ sql, definition, payload: { organizationId: org, asOf: '2095-03-31' }, organizationId: org })
    const steps = await stepsWhenDone(sql, key)
    assert.equal(steps.length, 3, 'a step a batch')
    assert.deepEqual(
      steps.map((s) => [s.result.posted, s.result.nextStep ?? false]),
      [
        [3, true],
        [3, true],
        [3, false],
      ],
    )
    for (const s of steps.slice(1)) assert.equal(s.payload.asOf, '2095-03-31', 'each step posts as of the same day')
    const entries = await sql`select amortization_id, period_number from public.journal_entries
      where organization_id = ${org} and type = 'amortization'`
    assert.equal(entries.length, 9)
    assert.equal(new Set(entries.map((e) => `${e.amortization_id}:${e.period_number}`)).size, 9, 'each period once')
  } finally {
    ENTRIES_PER_CALL.builtin = builtinRoom
    await worker.stop()
    await sql`delete from public.jobs where job_type = ${definition.id}`
    await closeFixtureSql()
    await closeDb()
  }
})
