import { describe, expect, it } from 'vitest'
import { csvRows, parseJournalCsv } from './csv-import.ts'

describe('CSV journal import', () => {
  it('reads quoted commas, doubled quotes and a line break inside a quoted cell as one cell', () => {
    expect(csvRows('a,b\n"x, y","He said ""hi""\nand left"\n\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'He said "hi"\nand left'],
    ])
  })

  it('an entry whose description spans two lines imports as one balanced entry', () => {
    const csv = [
      'date,account,debit,credit,description',
      '2026-03-01,Expenses:Rent,1200.00,,"March rent',
      'for the office"',
      '2026-03-01,Assets:Checking,,1200.00,"March rent',
      'for the office"',
    ].join('\n')
    const { entries, accounts } = parseJournalCsv(csv)
    expect(entries).toHaveLength(1)
    expect(entries[0].description).toBe('March rent\nfor the office')
    expect(entries[0].postings.map((p) => [p.account, p.amount])).toEqual([
      ['Expenses:Rent', 120000],
      ['Assets:Checking', -120000],
    ])
    expect(accounts.map((a) => a.fullName).sort()).toEqual(['Assets:Checking', 'Expenses:Rent'])
  })

  it('an unclosed quote is refused with its row, not imported half-way', () => {
    expect(() => parseJournalCsv('date,account,debit,credit\n2026-03-01,"Rent,1,\n')).toThrow(
      /quoted cell is not closed/,
    )
  })
})
