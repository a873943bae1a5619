/**
 * The fixed ids of the demo client Birch Bakery at the sandbox core, so the product's demo seed
 * (supabase/seeds/60-banking.sql) can connect the organization to them. Listed in docs/banking-core.md.
 */
export const DEMO_ORGANIZATION_ID = '10000000-0000-4000-8000-000000000002'

export const DEMO_CUSTOMER = {
  id: '16000000-0000-4000-8000-000000000001',
  externalId: DEMO_ORGANIZATION_ID,
  legalName: 'Birch Bakery LLC',
  ein: '881234567',
} as const

export const DEMO_ACCOUNTS = {
  operating: {
    id: '16000000-0000-4000-8000-000000000011',
    name: 'Operating',
    type: 'Checking',
    accountNumber: '400100731946',
  },
  reserve: {
    id: '16000000-0000-4000-8000-000000000012',
    name: 'Reserve',
    type: 'Savings',
    accountNumber: '400100731953',
  },
} as const

export const DEMO_COUNTERPARTIES = {
  landlord: {
    id: '16000000-0000-4000-8000-000000000021',
    name: 'Oakwood Properties LLC',
    type: 'Business',
    routingNumber: '021000021',
    accountNumber: '7730012094',
    accountType: 'Checking',
  },
  payroll: {
    id: '16000000-0000-4000-8000-000000000022',
    name: 'Gusto Payroll',
    type: 'Business',
    routingNumber: '110000000',
    accountNumber: '9921004417',
    accountType: 'Checking',
  },
  flour: {
    id: '16000000-0000-4000-8000-000000000023',
    name: 'King Arthur Baking Co',
    type: 'Business',
    routingNumber: '011000138',
    accountNumber: '5520187731',
    accountType: 'Checking',
  },
  utility: {
    id: '16000000-0000-4000-8000-000000000024',
    name: 'Pacific Gas & Electric',
    type: 'Business',
    routingNumber: '121000358',
    accountNumber: '3310094452',
    accountType: 'Checking',
  },
} as const

/** The masked card of the bakery's debit card in card descriptions ("SYSCO FOODS CARD XXXX4821"). */
export const DEMO_CARD_LAST4 = '4821'
