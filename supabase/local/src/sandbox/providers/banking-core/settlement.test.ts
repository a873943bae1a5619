/**
 * Settlement by the sandbox's clock: an ACH sent on a Friday stays Pending over the weekend and settles at the start
 * of Monday (UTC), with its entries' new versions; wires and book transfers settle at once.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { coreClient, usd } from '../../../../tests/banking-core-client.ts'
import { startCore } from './in-process.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'banking-core-clock-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test('an ACH sent on Friday settles on Monday; a wire settles at once', async () => {
  let now = Date.parse('2026-03-06T15:00:00Z') // a Friday
  const server = await startCore({ dir, clock: () => now, seed: false })
  const core = coreClient(server.url)
  try {
    const { customer, checking, payee } = await core.funded(500)
    const body = { customer_id: customer.id, from_account_id: checking.id, counterparty_id: payee.id }
    const ach = await core.transfer({ ...body, type: 'ach_push', amount: usd(100) })
    expect(ach.status).toBe(201)
    expect(ach.body.status).toBe('Pending')
    expect(ach.body.effective_time).toBe('2026-03-09T00:00:00.000Z')
    // the pending debit lowers available, not the balance
    expect(ach.body.entries[0]).toMatchObject({
      layer: 'Pending',
      account_balance: usd(500),
      account_available_balance: usd(400),
    })
    const wire = await core.transfer({ ...body, type: 'wire_out', amount: usd(50) })
    expect(wire.body).toMatchObject({ status: 'Settled', effective_time: '2026-03-06T15:00:00.000Z' })
    expect(wire.body.entries[0]).toMatchObject({
      layer: 'Settled',
      account_balance: usd(450),
      account_available_balance: usd(350),
    })

    now = Date.parse('2026-03-08T23:59:59Z') // Sunday night
    expect((await core.ok('GET', `/transfers/${ach.body.id}`)).status).toBe('Pending')

    now = Date.parse('2026-03-09T00:00:01Z') // Monday
    const settled = await core.ok('GET', `/transfers/${ach.body.id}`)
    expect(settled.status).toBe('Settled')
    expect(settled.effective_time).toBe('2026-03-09T00:00:00.000Z')
    expect(settled.entries[0]).toMatchObject({
      layer: 'Settled',
      account_balance: usd(350),
      account_available_balance: usd(350),
    })
    const versions = (await core.all(`/entries?account_id=${checking.id}`)).data.filter(
      (e: any) => e.transaction_id === ach.body.id,
    )
    expect(versions.map((v: any) => v.layer)).toEqual(['Pending', 'Settled'])
    expect(versions[1].sequence).toBeGreaterThan(versions[0].sequence)
  } finally {
    await server.stop()
  }
})
