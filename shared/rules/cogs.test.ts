import { describe, expect, it } from 'vitest'
import { missingCogs } from './cogs.ts'
import { firehoseJobKey, ledgerSyncJob } from '../schemas/firehose.ts'

describe('missing cost of goods', () => {
  it('asks only when there were sales, a cost-of-goods account and nothing booked to it', () => {
    expect(missingCogs({ incomeCents: 100, cogsCents: 0, cogsAccounts: 1 })).toBe(true)
    expect(missingCogs({ incomeCents: 100, cogsCents: 40, cogsAccounts: 1 })).toBe(false)
    expect(missingCogs({ incomeCents: 0, cogsCents: 0, cogsAccounts: 1 })).toBe(false)
    expect(missingCogs({ incomeCents: 100, cogsCents: 0, cogsAccounts: 0 })).toBe(false)
  })
})

describe('firehose job keys', () => {
  it('combine the handler name with the ids, in the order of their names', () => {
    expect(firehoseJobKey('ledger.sync', { periodStart: '2026-10-01', organizationId: 'org' })).toBe(
      'ledger.sync:org:2026-10-01',
    )
  })
  it('refuse a ledger sync whose period ends before it starts, on the field', () => {
    const r = ledgerSyncJob.payload.safeParse({
      organizationId: '10000000-0000-4000-8000-000000000001',
      periodStart: '2026-10-31',
      periodEnd: '2026-10-01',
    })
    expect(r.error?.issues[0].path).toEqual(['periodEnd'])
  })
})
