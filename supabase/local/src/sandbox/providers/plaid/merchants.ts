/**
 * The merchants and counterparties of the sandbox's generated bank data, with Plaid's legacy category (and its id),
 * personal finance category, payment channel and website.
 */

/** One generated sandbox transaction, in the sandbox's own terms (turned into Plaid's JSON when served). */
export type SandboxTxn = {
  id: string
  accountId: string
  day: number
  cents: number
  name: string
  merchant: string | null
  category: string[]
  categoryId: string
  pfc: [string, string]
  channel: 'online' | 'in store' | 'other'
  pending: boolean
  pendingId: string | null
  website: string | null
  /** when the purchase was made, if it posted later (Plaid's authorized_date) */
  authorizedDay?: number
}

export type Merchant = {
  name: string
  merchant: string | null
  category: string[]
  categoryId: string
  pfc: [string, string]
  channel: SandboxTxn['channel']
  website?: string
}
const m = (
  name: string,
  merchant: string | null,
  category: string[],
  categoryId: string,
  pfc: [string, string],
  channel: SandboxTxn['channel'],
  website?: string,
): Merchant => ({ name, merchant, category, categoryId, pfc, channel, website })

export const SALES = m(
  'SQUARE INC DEPOSIT',
  'Square',
  ['Transfer', 'Deposit'],
  '21007000',
  ['INCOME', 'INCOME_OTHER_INCOME'],
  'other',
  'squareup.com',
)
export const RENT = m(
  'ELM ROAD PROPERTIES RENT',
  'Elm Road Properties',
  ['Payment', 'Rent'],
  '16002000',
  ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_RENT'],
  'other',
)
export const PAYROLL = m(
  'GUSTO PAYROLL',
  'Gusto',
  ['Service', 'Payroll'],
  '18061000',
  ['GENERAL_SERVICES', 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES'],
  'online',
  'gusto.com',
)
export const FLOUR = m(
  'KING ARTHUR BAKING CO',
  'King Arthur Baking',
  ['Shops', 'Food and Beverage Store'],
  '19025000',
  ['FOOD_AND_DRINK', 'FOOD_AND_DRINK_GROCERIES'],
  'online',
  'kingarthurbaking.com',
)
export const SYSCO = m(
  'SYSCO PORTLAND',
  'Sysco',
  ['Shops', 'Food and Beverage Store'],
  '19025000',
  ['FOOD_AND_DRINK', 'FOOD_AND_DRINK_GROCERIES'],
  'other',
  'sysco.com',
)
export const POWER = m(
  'PORTLAND GENERAL ELECTRIC',
  'Portland General Electric',
  ['Service', 'Utilities', 'Electric'],
  '18068001',
  ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY'],
  'online',
  'portlandgeneral.com',
)
export const GAS = m(
  'NW NATURAL GAS',
  'NW Natural',
  ['Service', 'Utilities', 'Gas'],
  '18068002',
  ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY'],
  'online',
  'nwnatural.com',
)
export const INTERNET = m(
  'COMCAST BUSINESS',
  'Comcast',
  ['Service', 'Cable'],
  '18009000',
  ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_INTERNET_AND_CABLE'],
  'online',
  'comcast.com',
)
export const TO_SAVINGS = m(
  'ONLINE TRANSFER TO SAVINGS',
  null,
  ['Transfer', 'Internal Account Transfer'],
  '21001000',
  ['TRANSFER_OUT', 'TRANSFER_OUT_SAVINGS'],
  'other',
)
export const FROM_CHECKING = m(
  'ONLINE TRANSFER FROM CHECKING',
  null,
  ['Transfer', 'Internal Account Transfer'],
  '21001000',
  ['TRANSFER_IN', 'TRANSFER_IN_ACCOUNT_TRANSFER'],
  'other',
)
export const CARD_PAYMENT = m(
  'PAYMENT TO PLAID CREDIT CARD',
  null,
  ['Payment', 'Credit Card'],
  '16001000',
  ['LOAN_PAYMENTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'],
  'other',
)
export const CARD_THANKS = m(
  'PAYMENT - THANK YOU',
  null,
  ['Payment', 'Credit Card'],
  '16001000',
  ['LOAN_PAYMENTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'],
  'other',
)
export const INTEREST = m(
  'INTEREST PAYMENT',
  null,
  ['Interest', 'Interest Earned'],
  '15001000',
  ['INCOME', 'INCOME_INTEREST_EARNED'],
  'other',
)
export const SUBSCRIPTIONS: [number, Merchant, number, number][] = [
  [
    3,
    m(
      'ADOBE *CREATIVE CLOUD',
      'Adobe',
      ['Service', 'Computers'],
      '18012000',
      ['GENERAL_SERVICES', 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES'],
      'online',
      'adobe.com',
    ),
    54.99,
    54.99,
  ],
  [
    9,
    m(
      'GOOGLE *WORKSPACE',
      'Google',
      ['Service', 'Computers'],
      '18012000',
      ['GENERAL_SERVICES', 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES'],
      'online',
      'google.com',
    ),
    36,
    36,
  ],
  [
    17,
    m(
      'FACEBK ADS',
      'Facebook',
      ['Service', 'Advertising and Marketing'],
      '18001000',
      ['GENERAL_SERVICES', 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES'],
      'online',
      'facebook.com',
    ),
    150,
    400,
  ],
]
export const CARD_SPEND: [Merchant, number, number][] = [
  [
    m(
      'STARBUCKS STORE 05520',
      'Starbucks',
      ['Food and Drink', 'Restaurants', 'Coffee Shop'],
      '13005043',
      ['FOOD_AND_DRINK', 'FOOD_AND_DRINK_COFFEE'],
      'in store',
      'starbucks.com',
    ),
    4,
    12,
  ],
  [
    m(
      'UBER *TRIP',
      'Uber',
      ['Travel', 'Taxi'],
      '22016000',
      ['TRANSPORTATION', 'TRANSPORTATION_TAXIS_AND_RIDE_SHARES'],
      'online',
      'uber.com',
    ),
    12,
    35,
  ],
  [
    m(
      'SHELL OIL 57444',
      'Shell',
      ['Travel', 'Gas Stations'],
      '22009000',
      ['TRANSPORTATION', 'TRANSPORTATION_GAS'],
      'in store',
      'shell.com',
    ),
    40,
    70,
  ],
  [
    m(
      'STAPLES 00114',
      'Staples',
      ['Shops', 'Office Supplies'],
      '19045000',
      ['GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_OFFICE_SUPPLIES'],
      'in store',
      'staples.com',
    ),
    15,
    120,
  ],
  [
    m(
      'AMAZON.COM*2K7QD0',
      'Amazon',
      ['Shops', 'Digital Purchase'],
      '19013000',
      ['GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES'],
      'online',
      'amazon.com',
    ),
    20,
    150,
  ],
  [
    m(
      'COSTCO WHSE #0001',
      'Costco',
      ['Shops', 'Warehouses and Wholesale Stores'],
      '19051000',
      ['GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_SUPERSTORES'],
      'in store',
      'costco.com',
    ),
    80,
    300,
  ],
  [
    m(
      'THE HOME DEPOT #4012',
      'The Home Depot',
      ['Shops', 'Hardware Store'],
      '19030000',
      ['HOME_IMPROVEMENT', 'HOME_IMPROVEMENT_HARDWARE'],
      'in store',
      'homedepot.com',
    ),
    30,
    200,
  ],
]
