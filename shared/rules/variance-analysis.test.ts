import { describe, expect, it } from 'vitest'
import type { TRawReport } from '../schemas/reports.ts'
import {
  isUnusual,
  transactionItems,
  unusualTransactions,
  varianceLines,
  varianceStatus,
  type TTransactionItem,
} from './variance-analysis.ts'
import { monthOverMonthChange, thresholdDirection } from './variance.ts'

describe('monthOverMonthChange (spec §5)', () => {
  it('is null when previous is null or 0, or current is null', () => {
    expect(monthOverMonthChange(null, 100)).toBeNull()
    expect(monthOverMonthChange(0, 100)).toBeNull()
    expect(monthOverMonthChange(100, null)).toBeNull()
  })
  it('truncates toward zero to one decimal place of a percent', () => {
    expect(monthOverMonthChange(300, 400)).toBe(33.3)
    expect(monthOverMonthChange(300, 200)).toBe(-33.3)
    expect(monthOverMonthChange(600, 1000)).toBe(66.6) // 66.666… is not rounded up
    expect(monthOverMonthChange(100_00, 100_00)).toBe(0)
    expect(Object.is(monthOverMonthChange(3, 3), 0)).toBe(true)
  })
  it('is relative to the absolute previous value, so a negative previous keeps the sign of the change', () => {
    expect(monthOverMonthChange(-200, -100)).toBe(50)
    expect(monthOverMonthChange(-200, -300)).toBe(-50)
    expect(monthOverMonthChange(-100, 100)).toBe(200)
  })
})

describe('thresholdDirection (spec §4)', () => {
  const t = { percentage: 10, amountCents: 500_00 }
  it('up past the percentage or the amount', () => {
    expect(thresholdDirection(10.1, 1_00, t)).toBe('up')
    expect(thresholdDirection(1, 500_01, t)).toBe('up')
  })
  it('not up at exactly the threshold', () => {
    expect(thresholdDirection(10, 500_00, t)).toBe('none')
  })
  it('down past the absolute percentage or when the amount fell by more than the amount', () => {
    expect(thresholdDirection(-10.1, -1_00, t)).toBe('down')
    expect(thresholdDirection(-1, -500_01, t)).toBe('down')
  })
  it('a null percentage (no previous) leaves only the amount', () => {
    expect(thresholdDirection(null, 400_00, t)).toBe('none')
    expect(thresholdDirection(null, 600_00, t)).toBe('up')
    expect(thresholdDirection(null, -600_00, t)).toBe('down')
  })
  it('a percentage rise with a fall in amount (negative previous) is up: the percentage rule comes first', () => {
    expect(thresholdDirection(50, -600_00, t)).toBe('up')
  })
  it('zero thresholds flag any change and leave no change alone', () => {
    expect(thresholdDirection(0.1, 1, { percentage: 0, amountCents: 0 })).toBe('up')
    expect(thresholdDirection(0, 0, { percentage: 0, amountCents: 0 })).toBe('none')
  })
})

describe('varianceStatus: five statuses in the spec order', () => {
  const at = (x: Partial<Parameters<typeof varianceStatus>[0]>) =>
    varianceStatus({ submittedAt: null, lastSentAt: null, newestAdminNoteAt: null, ...x })
  it('pending when nothing happened', () => expect(at({})).toBe('pending'))
  it('ready-for-review once sent', () => expect(at({ lastSentAt: '2026-11-02T10:00:00Z' })).toBe('ready-for-review'))
  it('reviewed-with-comments when an admin or owner note is newer than the last send, or never sent', () => {
    expect(at({ newestAdminNoteAt: '2026-11-02T10:00:00Z' })).toBe('reviewed-with-comments')
    expect(at({ lastSentAt: '2026-11-02T09:00:00Z', newestAdminNoteAt: '2026-11-02T10:00:00Z' })).toBe(
      'reviewed-with-comments',
    )
  })
  it('ready-for-final-review when sent again after the newest admin note', () => {
    expect(at({ lastSentAt: '2026-11-02T11:00:00Z', newestAdminNoteAt: '2026-11-02T10:00:00Z' })).toBe(
      'ready-for-final-review',
    )
  })
  it('completed once submitted, whatever else', () => {
    expect(at({ submittedAt: '2026-11-03T00:00:00Z', newestAdminNoteAt: '2026-11-04T00:00:00Z' })).toBe('completed')
  })
})

const cell = (value: string, id?: string) => (id ? { value, id } : { value })
const pnl: TRawReport = {
  Header: { ReportName: 'ProfitAndLoss' } as TRawReport['Header'],
  Columns: { Column: [] },
  Rows: {
    Row: [
      {
        type: 'Section',
        group: 'Expenses',
        Header: { ColData: [cell('Expenses'), cell(''), cell('')] },
        Rows: {
          Row: [
            { type: 'Data', ColData: [cell('Rent', '7'), cell('1000.00'), cell('1000.00'), cell('2000.00')] },
            { type: 'Data', ColData: [cell('Software', '8'), cell(''), cell('250.00'), cell('250.00')] },
          ],
        },
        Summary: { ColData: [cell('Total Expenses'), cell('1000.00'), cell('1250.00'), cell('2250.00')] },
      },
    ],
  },
}

describe('varianceLines', () => {
  const lines = varianceLines('pnl', pnl, { percentage: 10, amountCents: 100_00 })
  it('keeps data rows by account id and totals by their label trail', () => {
    expect(lines.map((l) => l.path)).toEqual(['pnl:7', 'pnl:8', 'pnl:Total Expenses'])
    expect(lines[0].trail).toBe('Expenses > Rent')
  })
  it('computes change, percentage and direction per line; an empty previous cell is null', () => {
    expect(lines[0]).toMatchObject({
      previousCents: 1000_00,
      currentCents: 1000_00,
      changePercent: 0,
      direction: 'none',
    })
    expect(lines[1]).toMatchObject({ previousCents: null, changeCents: 250_00, changePercent: null, direction: 'up' })
    expect(lines[2]).toMatchObject({ changeCents: 250_00, changePercent: 25, direction: 'up' })
  })
})

describe('transactions and the unusual-transaction analysis', () => {
  const detail: TRawReport = {
    Header: { ReportName: 'TransactionDetailByAccount' } as TRawReport['Header'],
    Columns: {
      Column: ['tx_date', 'txn_type', 'doc_num', 'name', 'memo', 'split_acc', 'subt_nat_amount'].map((k) => ({
        ColTitle: k,
        ColType: 'String',
        MetaData: [{ Name: 'ColKey', Value: k }],
      })),
    },
    Rows: {
      Row: [
        {
          type: 'Section',
          Header: { ColData: [cell('Rent', '7')] },
          Rows: {
            Row: [
              {
                type: 'Data',
                ColData: [
                  cell('2026-09-01'),
                  cell('Expense'),
                  cell(''),
                  cell('Landlord'),
                  cell('Sep'),
                  cell('Checking'),
                  cell('1000.00'),
                ],
              },
              {
                type: 'Data',
                ColData: [
                  cell('2026-10-01'),
                  cell('Expense'),
                  cell(''),
                  cell('Landlord'),
                  cell('Oct'),
                  cell('Checking'),
                  cell('1200.00'),
                ],
              },
            ],
          },
          Summary: {
            ColData: [cell('Total for Rent'), cell(''), cell(''), cell(''), cell(''), cell(''), cell('2200.00')],
          },
        },
      ],
    },
  }
  const items = transactionItems(detail)
  it('reads one item per posting with its account', () => {
    expect(items).toHaveLength(2)
    expect(items[1]).toMatchObject({ account: 'Rent', accountId: '7', name: 'Landlord', amountCents: 1200_00 })
  })
  it('flags new groups, and changed ones with their non-zero changes', () => {
    const extra: TTransactionItem = { ...items[1], name: 'Cleaner', amountCents: 50_00 }
    const same: TTransactionItem[] = [
      { ...items[0], name: 'Insurer', amountCents: 80_00 },
      { ...items[1], name: 'Insurer', amountCents: 80_00 },
    ]
    const groups = unusualTransactions([...items, extra, ...same], '2026-10-01')
    const by = (n: string) => groups.find((g) => g.name === n)!
    expect(by('Landlord')).toMatchObject({ isNew: false, changeCents: 200_00, changePercent: 20 })
    expect(by('Cleaner')).toMatchObject({ isNew: true, changeCents: null, changePercent: null })
    expect(by('Insurer')).toMatchObject({ isNew: false, changeCents: null, changePercent: null })
    expect(isUnusual(by('Insurer'))).toBe(false)
    expect(groups[0].name).toBe('Landlord')
  })
})
