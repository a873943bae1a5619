/**
 * Requests asked together (private.request_banking_payments, one statement for a group): each item is decided with
 * its own caller's claims, answers come back in the order asked, a retry inside the same group is the same payment,
 * and nobody but the API's connection may hand the database a group (it carries callers' claims). The request checks
 * the caller's second factor itself (the API does not ask first for this route).
 */
import assert from 'node:assert/strict'
import { userToken } from '../../_testing/tokens.ts'
import { app } from '../../api/app.ts'
import { closeDb } from '../../_shared/db.ts'
import { closeFixtureSql, opts } from '../../_testing/api.ts'
import { bankingOrg, book, fixtureSql, fund } from '../../_testing/banking.ts'

const M = 1_000_000n

Deno.test({ name: 'banking: a group of requests decides each with its own caller', ...opts }, async () => {
  const b = await bankingOrg()
  await fund(b, b.operating, 100n * M)
  const sql = fixtureSql()
  const item = (user: string, key: string, amount = '1000000') => ({
    claims: { sub: user, role: 'authenticated', aal: 'aal1' },
    organizationId: b.org,
    idempotencyKey: key,
    rail: 'book',
    transactionType: 'book_transfer_out',
    fromAccountId: b.operating,
    toAccountId: b.reserve,
    counterpartyId: null,
    amountMicros: amount,
    description: 'Grouped',
  })
  const key = crypto.randomUUID()
  const group = [
    item(b.people.on, crypto.randomUUID()), // a member without the banking product
    item(b.people.ou, key),
    item(b.people.stranger, crypto.randomUUID()), // banking, but not of this organization
    item(b.people.ou, key), // the same request again, in the same group
    item(b.people.oa, crypto.randomUUID(), '2000000'),
  ]
  const [{ r }] = await sql`select private.request_banking_payments(${sql.json(group as never)}) as r`
  const answers = r as { outcome: string; payment?: { id: string }; transfer?: { paymentId: string } }[]
  assert.deepEqual(
    answers.map((a) => a.outcome),
    ['forbidden', 'created', 'forbidden', 'replayed', 'created'],
  )
  const [second, fifth] = [answers[1].transfer!.paymentId, answers[4].transfer!.paymentId]
  const stored = await sql`select id, requested_by, amount_micros::text as amount from public.banking_payments
    where id = any(${[second, fifth]}) order by amount_micros`
  assert.deepEqual(
    stored.map((p) => [p.id, p.requested_by, p.amount]),
    [
      [second, b.people.ou, '1000000'],
      [fifth, b.people.oa, '2000000'],
    ],
    'each stored as asked by its own caller',
  )
  assert.equal(answers[3].payment!.id, second, 'one key, one payment')
  const audit = await sql`select user_id from public.audit_log
    where action = 'insert banking_payments' and query_values -> 'new' ->> 'id' = any(${[second, fifth]})
    order by query_values -> 'new' ->> 'amount_micros'`
  assert.deepEqual(
    audit.map((a) => a.user_id),
    [b.people.ou, b.people.oa],
    'the audit log names each caller',
  )

  const recorded = await sql`select private.record_banking_submissions(${sql.json([
    {
      paymentId: fifth,
      status: 'rejected',
      transferId: null,
      entryResult: 'InsufficientFunds',
      message: 'Insufficient funds',
      syncJob: null,
      failedMessage: 'failed',
    },
    {
      paymentId: second,
      status: 'rejected',
      transferId: null,
      entryResult: 'AccountClosed',
      message: 'Account closed',
      syncJob: null,
      failedMessage: 'failed',
    },
  ] as never)}) as r`
  const payments = recorded[0].r as { id: string; entryResult: string }[]
  assert.deepEqual(
    payments.map((p) => [p.id, p.entryResult]),
    [
      [fifth, 'InsufficientFunds'],
      [second, 'AccountClosed'],
    ],
    'answers recorded on their own payments, returned in the order given',
  )
  await closeDb()
  await closeFixtureSql()
})

Deno.test({ name: 'banking: only the API’s connection may hand the database a group', ...opts }, async () => {
  const sql = fixtureSql()
  for (const fn of ['request_banking_payments', 'record_banking_submissions']) {
    await assert.rejects(
      sql.begin(async (tx) => {
        await tx`select set_config('role', 'authenticated', true)`
        await tx.unsafe(`select private.${fn}('[]'::jsonb)`)
      }),
      (e: { code?: string }) => e.code === '42501',
      `${fn}: permission denied to a signed-in user`,
    )
  }
  await closeFixtureSql()
})

Deno.test({ name: 'banking: a payment needs the second step from a caller who has a factor', ...opts }, async () => {
  const b = await bankingOrg()
  await fund(b, b.operating, 10n * M)
  const sql = fixtureSql()
  await sql`insert into auth.mfa_factors (id, user_id, friendly_name, status)
    values (${crypto.randomUUID()}, ${b.people.ou}, 'phone', 'verified')`
  const send = async (aal: string) => {
    const token = await userToken({ sub: b.people.ou, aal })
    const key = crypto.randomUUID()
    const res = await app.request(`/api/organizations/${b.org}/banking/payments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(book(b.operating, b.reserve, 1_000_000n)),
    })
    const [{ n }] = await sql`select count(*)::int as n from public.banking_payments
      where organization_id = ${b.org} and idempotency_key = ${key}`
    return { status: res.status, body: await res.json(), stored: n }
  }
  const without = await send('aal1')
  assert.equal(without.status, 403)
  assert.equal(without.body.error.code, 'insufficient_aal')
  assert.equal(without.body.error.message, 'Enter the code from your authenticator app to continue.')
  assert.equal(without.stored, 0, 'nothing stored without the second step')
  const withIt = await send('aal2')
  assert.equal(withIt.status, 201)
  assert.equal(withIt.stored, 1)
  await closeDb()
  await closeFixtureSql()
})
