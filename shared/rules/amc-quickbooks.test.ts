import { describe, expect, it } from 'vitest'
import { detectAmc } from './amc-quickbooks.ts'

const amcRef = { value: '90', name: '9000 Ask My Client' }
const software = { value: '61', name: 'Software' }
const bank = { value: '10', name: 'Checking' }

describe('detectAmc on QuickBooks records', () => {
  it('a purchase with a line in Ask My Client is parked, amount positive in cents', () => {
    const d = detectAmc('Purchase', {
      Id: '7',
      PaymentType: 'CreditCard',
      EntityRef: { name: 'Figma' },
      PrivateNote: 'card',
      Line: [
        { Id: '1', Amount: 42.5, Description: 'FIGMA.COM', AccountBasedExpenseLineDetail: { AccountRef: amcRef } },
        { Id: '2', Amount: 10, AccountBasedExpenseLineDetail: { AccountRef: software } },
      ],
    })
    expect(d).toEqual({
      inAmc: true,
      recordKind: 'purchase',
      amountCents: 4250,
      lineId: '1',
      accountName: '9000 Ask My Client',
      vendor: 'Figma',
      description: 'FIGMA.COM',
    })
  })

  it('a check is its own kind, and a refund (Credit) asks about money in', () => {
    expect(
      detectAmc('Purchase', {
        Id: '8',
        PaymentType: 'Check',
        Line: [{ Id: '1', Amount: 5, AccountBasedExpenseLineDetail: { AccountRef: amcRef } }],
      }).recordKind,
    ).toBe('check')
    expect(
      detectAmc('Purchase', {
        Id: '9',
        Credit: true,
        Line: [{ Id: '1', Amount: 5, AccountBasedExpenseLineDetail: { AccountRef: amcRef } }],
      }).amountCents,
    ).toBe(-500)
  })

  it('a deposit into Ask My Client is money in (negative)', () => {
    const d = detectAmc('Deposit', {
      Id: '3',
      Line: [
        { Id: '1', Amount: 1000, DepositLineDetail: { AccountRef: { value: '90', name: 'Income:ASK MY CLIENT' } } },
      ],
    })
    expect([d.inAmc, d.amountCents, d.recordKind]).toEqual([true, -100000, 'deposit'])
  })

  it('journal entry lines follow their posting type', () => {
    const d = detectAmc('JournalEntry', {
      Id: '4',
      Line: [
        {
          Id: '0',
          Amount: 20,
          JournalEntryLineDetail: {
            AccountRef: amcRef,
            PostingType: 'Credit',
            Entity: { EntityRef: { name: 'Stripe' } },
          },
        },
        { Id: '1', Amount: 20, JournalEntryLineDetail: { AccountRef: bank, PostingType: 'Debit' } },
      ],
    })
    expect([d.amountCents, d.vendor, d.lineId]).toEqual([-2000, 'Stripe', '0'])
  })

  it('uses the chart of accounts for the name when the ref carries only an id, and ignores other accounts', () => {
    expect(
      detectAmc(
        'Bill',
        { Id: '5', Line: [{ Id: '1', Amount: 3, AccountBasedExpenseLineDetail: { AccountRef: { value: '90' } } }] },
        { 90: '9000 Ask My Client' },
      ).inAmc,
    ).toBe(true)
    expect(
      detectAmc('Bill', {
        Id: '6',
        Line: [{ Id: '1', Amount: 3, AccountBasedExpenseLineDetail: { AccountRef: software } }],
      }).inAmc,
    ).toBe(false)
  })
})
