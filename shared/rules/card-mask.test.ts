import { describe, expect, it } from 'vitest'
import { cardMask, stripCardMask } from './card-mask.ts'

describe('stripCardMask', () => {
  it('removes a trailing masked card number in its usual spellings', () => {
    expect(stripCardMask('AMAZON WEB SERVICES *1234')).toBe('AMAZON WEB SERVICES')
    expect(stripCardMask('UBER TRIP xxxx1234')).toBe('UBER TRIP')
    expect(stripCardMask('DELTA AIR **** 4421')).toBe('DELTA AIR')
    expect(stripCardMask('Figma card ending in 0042')).toBe('Figma')
    expect(stripCardMask('WEWORK #9911')).toBe('WEWORK')
  })
  it('keeps digits that are not a trailing mask', () => {
    expect(stripCardMask('7-ELEVEN 1234 MAIN ST')).toBe('7-ELEVEN 1234 MAIN ST')
    expect(stripCardMask('Order 12345')).toBe('Order 12345')
    expect(stripCardMask(null)).toBeNull()
  })
})

describe('cardMask', () => {
  it('names the card by the last four digits of the trailing mask', () => {
    expect(cardMask('AWS EMEA *1234')).toBe('•••• 1234')
    expect(cardMask('DELTA AIR 0062 ****4421')).toBe('•••• 4421')
    expect(cardMask('Figma card ending in 0042')).toBe('•••• 0042')
  })
  it('names none when the text has no mask', () => {
    expect(cardMask('7-ELEVEN 1234 MAIN ST')).toBeNull()
    expect(cardMask(null)).toBeNull()
  })
})
