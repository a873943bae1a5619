/**
 * Durability: a core started again on the same journal answers with the same accounts, entry versions (sequences
 * included), transfers and idempotency keys as before it stopped, even when the last journal line was torn.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { coreClient, usd } from '../../../../tests/banking-core-client.ts'
import { startCore } from './in-process.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'banking-core-restart-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function snapshot(base: string) {
  const core = coreClient(base)
  return {
    accounts: (await core.all('/accounts')).data,
    entries: (await core.all('/entries')).data,
    customers: (await core.all('/customers')).data,
    counterparties: (await core.all('/counterparties')).data,
  }
}

test('replaying the journal gives the same balances, entries and idempotent answers', async () => {
  const first = await startCore({ dir })
  const core = coreClient(first.url)
  const { customer, checking, savings, payee } = await core.funded(3_000)
  const base = { customer_id: customer.id, from_account_id: checking.id }
  const book = await core.transfer(
    { ...base, type: 'sweep', to_account_id: savings.id, amount: usd(250) },
    'restart-key-1',
  )
  const pending = await core.transfer({ ...base, type: 'ach_push', counterparty_id: payee.id, amount: usd(100) })
  const settled = await core.transfer({
    ...base,
    type: 'ach_push',
    counterparty_id: payee.id,
    amount: usd('12.345678'),
  })
  await core.ok('POST', '/sandbox/settle', { transfer_id: settled.body.id })
  await core.ok('POST', '/sandbox/return', { transfer_id: settled.body.id, return_code: 'R02' })
  const refused = await core.transfer(
    { ...base, type: 'wire_out', counterparty_id: payee.id, amount: usd(1_000_000) },
    'restart-key-2',
  )
  expect(refused.status).toBe(422)
  const hold = await core.ok('POST', '/sandbox/card', {
    action: 'authorize',
    account_id: checking.id,
    amount: usd(40),
    merchant: 'Corner Cafe',
  })
  await core.ok('POST', '/sandbox/suspend', { account_id: savings.id })
  const before = await snapshot(first.url)
  const transfersBefore = await Promise.all(
    [book, pending, settled, refused].map((t) => core.ok('GET', `/transfers/${t.body.id}`)),
  )
  await first.stop()

  const second = await startCore({ dir })
  const again = coreClient(second.url)
  expect(await snapshot(second.url)).toEqual(before)
  for (const t of transfersBefore) expect(await again.ok('GET', `/transfers/${t.id}`)).toEqual(t)
  // an Idempotency-Key used before the restart still replays the first answer
  const replay = await again.transfer(
    { ...base, type: 'sweep', to_account_id: savings.id, amount: usd(250) },
    'restart-key-1',
  )
  expect(replay.status).toBe(201)
  expect(replay.headers.get('idempotent-replayed')).toBe('true')
  expect(replay.body).toEqual(book.body)
  const replayRefusal = await again.transfer(
    { ...base, type: 'wire_out', counterparty_id: payee.id, amount: usd(1_000_000) },
    'restart-key-2',
  )
  expect(replayRefusal.status).toBe(422)
  expect(replayRefusal.body).toEqual(refused.body)
  // state keeps working after the replay: the hold settles, the pending ACH settles
  expect((await again.ok('POST', '/sandbox/card', { action: 'settle', transfer_id: hold.id })).status).toBe('Settled')
  expect((await again.ok('POST', '/sandbox/settle', { transfer_id: pending.body.id })).status).toBe('Settled')
  const after = await snapshot(second.url)
  await second.stop()

  // a process that died mid-write leaves a torn last line: it is cut off and the rest replays
  const file = path.join(dir, 'journal.jsonl')
  appendFileSync(file, '{"t":"transfer","id":"torn')
  const third = await startCore({ dir })
  expect(await snapshot(third.url)).toEqual(after)
  expect(readFileSync(file, 'utf8').endsWith('\n')).toBe(true)
  await coreClient(third.url).fund(checking.id, usd(1))
  await third.stop()
  const fourth = await startCore({ dir })
  const last = (await snapshot(fourth.url)).entries.at(-1)
  expect(last.amount).toBe(usd(1))
  await fourth.stop()
})
