import { describe, expect, it } from 'vitest'
import { counterpartyName, isAskMyClientAccount } from './amc.ts'

describe('isAskMyClientAccount', () => {
  it.each([
    ['ASK MY CLIENT', true],
    ['Ask My Client', true],
    ['ask my client', true],
    ['9000 Ask My Client', true],
    ['12 ASK MY CLIENT', true],
    ['Expenses:Ask My Client', true],
    ['Other Expenses:Sub:9000 ask my client', true],
    ['Expenses: Ask My Client ', true],
  ])('matches %j', (name, want) => expect(isAskMyClientAccount(name)).toBe(want))

  it.each([
    ['Ask My Client:Meals', false],
    ['Ask My Client Old', false],
    ['9000Ask My Client', false],
    ['9000  Ask My Client', false],
    ['A1 Ask My Client', false],
    ['Uncategorized Expense', false],
    ['', false],
    [null, false],
  ])('does not match %j', (name, want) => expect(isAskMyClientAccount(name as string)).toBe(want))
})

describe('counterpartyName', () => {
  it('names the vendor when there is one', () =>
    expect(counterpartyName({ vendorName: 'Amazon', amount: -5 })).toBe('Amazon'))
  it('calls an unnamed deposit an unknown sender (client and staff alike)', () =>
    expect(counterpartyName({ vendorName: null, amount: -150 })).toBe('Unknown sender'))
  it('calls unnamed spending an unknown payee', () =>
    expect(counterpartyName({ vendorName: '  ', amount: 86.4 })).toBe('Unknown payee'))
})
