import { describe, expect, it } from 'vitest'
import { runEngineReport } from '@app/shared/ledger/index.ts'
import { reportToCsv } from './csv.ts'

describe('reportToCsv', () => {
  it('writes headers, indented account rows and totals, quoting commas', () => {
    const accounts = [
      { id: '1', name: 'Checking', fullyQualifiedName: 'Checking', accountType: 'Bank' as const },
      { id: '2', name: 'Sales, Online', fullyQualifiedName: 'Sales, Online', accountType: 'Income' as const },
    ]
    const entries = [
      { accountId: '1', date: '2026-01-03', amount: 123456 },
      { accountId: '2', date: '2026-01-03', amount: -123456 },
    ]
    const r = runEngineReport(
      'ProfitAndLoss',
      { accounts, entries, details: [], vendorNameIds: new Set() },
      { start: '2026-01-01', end: '2026-01-31', summarizeBy: 'Total', method: 'Accrual', now: 'x' },
    )
    const csv = reportToCsv(r).split('\n')
    expect(csv[0]).toBe('Account,Total')
    expect(csv).toContain('Income')
    expect(csv).toContain('"  Sales, Online",1234.56')
    expect(csv).toContain('Net Income,1234.56')
  })
})
