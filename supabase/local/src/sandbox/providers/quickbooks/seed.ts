/**
 * Realistic starting books for a sandbox company (a small bakery): chart of accounts with a sub-account, names,
 * items, terms, and about four months of purchases, bills, bill payments, invoices, payments, deposits, sales
 * receipts, transfers and journal entries dated relative to today. Deterministic per realm id.
 */
import type { Company, Entity } from './company.ts'

function rng(seed: string) {
  let h = 1779033703 ^ seed.length
  for (const ch of seed) {
    h = Math.imul(h ^ ch.charCodeAt(0), 3432918353)
    h = (h << 13) | (h >>> 19)
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507)
    h = Math.imul(h ^ (h >>> 13), 3266489909)
    h ^= h >>> 16
    return (h >>> 0) / 4294967296
  }
}

const ACCOUNTS: [key: string, name: string, type: string, sub: string, num: string, parent?: string][] = [
  ['checking', 'Business Checking', 'Bank', 'Checking', '1010'],
  ['savings', 'Savings', 'Bank', 'Savings', '1020'],
  ['ar', 'Accounts Receivable (A/R)', 'Accounts Receivable', 'AccountsReceivable', '1100'],
  ['undeposited', 'Undeposited Funds', 'Other Current Asset', 'UndepositedFunds', '1150'],
  ['prepaid', 'Prepaid Expenses', 'Other Current Asset', 'PrepaidExpenses', '1200'],
  ['inventory', 'Inventory Asset', 'Other Current Asset', 'Inventory', '1300'],
  ['amc', 'Ask My Client', 'Other Current Asset', 'OtherCurrentAssets', '9000'],
  ['equipment', 'Kitchen Equipment', 'Fixed Asset', 'MachineryAndEquipment', '1510'],
  ['ap', 'Accounts Payable (A/P)', 'Accounts Payable', 'AccountsPayable', '2000'],
  ['visa', 'Business Visa', 'Credit Card', 'CreditCard', '2100'],
  ['salestax', 'Sales Tax Payable', 'Other Current Liability', 'SalesTaxPayable', '2200'],
  ['loan', 'Equipment Loan', 'Long Term Liability', 'NotesPayable', '2300'],
  ['obe', 'Opening Balance Equity', 'Equity', 'OpeningBalanceEquity', '3000'],
  ['retained', 'Retained Earnings', 'Equity', 'RetainedEarnings', '3200'],
  ['sales', 'Bakery Sales', 'Income', 'SalesOfProductIncome', '4000'],
  ['catering', 'Catering Income', 'Income', 'ServiceFeeIncome', '4100'],
  ['uncatIncome', 'Uncategorized Income', 'Income', 'OtherPrimaryIncome', '4999'],
  ['ingredients', 'Ingredients', 'Cost of Goods Sold', 'SuppliesMaterialsCogs', '5000'],
  ['packaging', 'Packaging', 'Cost of Goods Sold', 'SuppliesMaterialsCogs', '5100'],
  ['ads', 'Advertising & Marketing', 'Expense', 'AdvertisingPromotional', '6200'],
  ['rent', 'Rent', 'Expense', 'RentOrLeaseOfBuildings', '6400'],
  ['utilities', 'Utilities', 'Expense', 'Utilities', '6410'],
  ['electric', 'Electricity', 'Expense', 'Utilities', '6411', 'utilities'],
  ['gas', 'Gas', 'Expense', 'Utilities', '6412', 'utilities'],
  ['repairs', 'Repairs & Maintenance', 'Expense', 'OtherMiscellaneousServiceCost', '6430'],
  ['software', 'Software & Subscriptions', 'Expense', 'DuesSubscriptions', '6510'],
  ['bankfees', 'Bank Charges', 'Expense', 'BankCharges', '6610'],
  ['insurance', 'Insurance', 'Expense', 'Insurance', '6620'],
  ['meals', 'Meals & Entertainment', 'Expense', 'TravelMeals', '6810'],
  ['uncatExpense', 'Uncategorized Expense', 'Expense', 'OtherMiscellaneousServiceCost', '6999'],
  ['interestEarned', 'Interest Earned', 'Other Income', 'InterestEarned', '7010'],
  ['interestExpense', 'Interest Expense', 'Other Expense', 'OtherMiscellaneousExpense', '7020'],
  ['depreciation', 'Depreciation', 'Other Expense', 'Depreciation', '7040'],
]
const CLASSIFICATION: Record<string, string> = {
  Bank: 'Asset',
  'Accounts Receivable': 'Asset',
  'Other Current Asset': 'Asset',
  'Fixed Asset': 'Asset',
  'Accounts Payable': 'Liability',
  'Credit Card': 'Liability',
  'Other Current Liability': 'Liability',
  'Long Term Liability': 'Liability',
  Equity: 'Equity',
  Income: 'Revenue',
  'Other Income': 'Revenue',
  'Cost of Goods Sold': 'Expense',
  Expense: 'Expense',
  'Other Expense': 'Expense',
}

export function seedCompany(c: Company, today = new Date()) {
  const rand = rng(c.realmId)
  const between = (lo: number, hi: number) => Math.round((lo + rand() * (hi - lo)) * 100) / 100
  const day = (daysAgo: number) =>
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysAgo, 17))
  const iso = (d: Date) => d.toISOString().slice(0, 10)
  const start = day(125)
  const a: Record<string, Entity> = {}
  for (const [key, Name, AccountType, AccountSubType, AcctNum, parent] of ACCOUNTS) {
    a[key] = c.put(
      'Account',
      {
        Name,
        AccountType,
        AccountSubType,
        AcctNum,
        Classification: CLASSIFICATION[AccountType],
        ...(parent ? { ParentRef: { value: a[parent].Id, name: a[parent].Name } } : {}),
      },
      start,
    )
  }
  const ref = (e: Entity) => ({ value: e.Id, name: e.Name ?? e.DisplayName })
  const names = (type: string, list: string[]) =>
    list.map((DisplayName) => c.put(type, { DisplayName, Active: true }, start))
  const [flour, dairy, power, landlord, boxes, adsCo, insurer, software] = names('Vendor', [
    'Sunrise Flour Mill',
    'Valley Dairy Co-op',
    'Pacific Gas & Electric',
    'Main Street Properties',
    'Paper Box Supply',
    'Google Ads',
    'Hartford Insurance',
    'Square Inc.',
  ])
  const [cafe, hotel, events, school, walkin] = names('Customer', [
    'Green Leaf Cafe',
    'Hilltop Hotel',
    'City Events Co.',
    'Maple School District',
    'Walk-in Customers',
  ])
  names('Employee', ['Jamie Baker', 'Sam Pastry'])
  const [retail, wholesale, cateringClass] = ['Retail', 'Wholesale', 'Catering'].map((Name) =>
    c.put('Class', { Name, SubClass: false, Active: true }, start),
  )
  for (const Name of ['Downtown Store', 'Farmers Market'])
    c.put('Department', { Name, SubDepartment: false, Active: true }, start)
  const item = (Name: string, UnitPrice: number, income: Entity) =>
    c.put(
      'Item',
      { Name, Type: 'Service', UnitPrice, Active: true, Taxable: false, IncomeAccountRef: ref(income) },
      start,
    )
  const bread = item('Wholesale Bread', 4.5, a.sales),
    pastry = item('Croissant Box', 18, a.sales),
    platter = item('Catering Platter', 95, a.catering)
  const net30 = c.put('Term', { Name: 'Net 30', Type: 'STANDARD', DueDays: 30, Active: true }, start)
  c.put('Term', { Name: 'Net 15', Type: 'STANDARD', DueDays: 15, Active: true }, start)
  c.put('Term', { Name: 'Due on receipt', Type: 'STANDARD', DueDays: 0, Active: true }, start)

  const at = (daysAgo: number) => ({ TxnDate: iso(day(daysAgo)) })
  const put = (type: string, daysAgo: number, body: Record<string, any>) =>
    c.put(type, { ...at(daysAgo), ...body }, day(daysAgo))
  const expLine = (acct: Entity, Amount: number, Description?: string, cls?: Entity) => ({
    Amount,
    DetailType: 'AccountBasedExpenseLineDetail',
    ...(Description ? { Description } : {}),
    AccountBasedExpenseLineDetail: {
      AccountRef: ref(acct),
      BillableStatus: 'NotBillable',
      ...(cls ? { ClassRef: ref(cls) } : {}),
    },
  })
  const purchase = (daysAgo: number, vendor: Entity | undefined, PaymentType: string, lines: any[], note?: string) =>
    put('Purchase', daysAgo, {
      AccountRef: ref(PaymentType === 'CreditCard' ? a.visa : a.checking),
      PaymentType,
      ...(vendor ? { EntityRef: { ...ref(vendor), type: 'Vendor' } } : {}),
      Line: lines,
      ...(note ? { PrivateNote: note } : {}),
    })
  const salesLine = (it: Entity, Qty: number, cls: Entity) => ({
    Amount: Math.round(Qty * it.UnitPrice * 100) / 100,
    DetailType: 'SalesItemLineDetail',
    Description: it.Name,
    SalesItemLineDetail: { ItemRef: ref(it), Qty, UnitPrice: it.UnitPrice, ClassRef: ref(cls) },
  })

  put('JournalEntry', 124, {
    DocNumber: 'OB-1',
    PrivateNote: 'Opening balances',
    Line: [
      {
        Id: '0',
        Amount: 25000,
        DetailType: 'JournalEntryLineDetail',
        Description: 'Opening balance',
        JournalEntryLineDetail: { PostingType: 'Debit', AccountRef: ref(a.checking) },
      },
      {
        Id: '1',
        Amount: 18000,
        DetailType: 'JournalEntryLineDetail',
        Description: 'Ovens and mixers',
        JournalEntryLineDetail: { PostingType: 'Debit', AccountRef: ref(a.equipment) },
      },
      {
        Id: '2',
        Amount: 12000,
        DetailType: 'JournalEntryLineDetail',
        Description: 'Equipment loan',
        JournalEntryLineDetail: { PostingType: 'Credit', AccountRef: ref(a.loan) },
      },
      {
        Id: '3',
        Amount: 31000,
        DetailType: 'JournalEntryLineDetail',
        Description: 'Opening balance',
        JournalEntryLineDetail: { PostingType: 'Credit', AccountRef: ref(a.obe) },
      },
    ],
  })
  for (let m = 0; m < 4; m++) {
    const base = 120 - m * 30
    purchase(base, landlord, 'Check', [expLine(a.rent, 3200, 'Monthly rent, 12 Main St')])
    purchase(base - 3, power, 'Check', [
      expLine(a.electric, between(380, 520), 'Electricity'),
      expLine(a.gas, between(120, 210), 'Gas'),
    ])
    purchase(base - 5, insurer, 'CreditCard', [expLine(a.insurance, 184.5, 'Business owner policy')])
    purchase(base - 6, software, 'CreditCard', [expLine(a.software, 49, 'Point of sale subscription')])
    purchase(base - 8, adsCo, 'CreditCard', [expLine(a.ads, between(120, 300), 'Local search ads', retail)])
    purchase(base - 28, undefined, 'Check', [expLine(a.bankfees, 12, 'Monthly service fee')])
    for (let w = 0; w < 4; w++) {
      purchase(base - 2 - w * 7, flour, w % 2 ? 'CreditCard' : 'Check', [
        expLine(a.ingredients, between(320, 880), 'Flour, sugar and yeast'),
      ])
      purchase(base - 4 - w * 7, dairy, 'Check', [expLine(a.ingredients, between(180, 460), 'Butter, milk and cream')])
      put('Deposit', base - 1 - w * 7, {
        DepositToAccountRef: ref(a.checking),
        PrivateNote: 'Weekly register deposit',
        Line: [
          {
            Amount: between(1800, 3200),
            DetailType: 'DepositLineDetail',
            Description: 'Counter sales',
            DepositLineDetail: {
              AccountRef: ref(a.sales),
              Entity: { Type: 'Customer', EntityRef: ref(walkin) },
              ClassRef: ref(retail),
            },
          },
        ],
      })
    }
    const bill = put('Bill', base - 10, {
      VendorRef: ref(boxes),
      APAccountRef: ref(a.ap),
      SalesTermRef: ref(net30),
      DueDate: iso(day(base - 40)),
      DocNumber: `PB-${1040 + m}`,
      Line: [expLine(a.packaging, between(240, 410), 'Boxes and bags')],
    })
    if (m < 3)
      put('BillPayment', base - 35, {
        VendorRef: ref(boxes),
        PayType: 'Check',
        TotalAmt: bill.TotalAmt,
        CheckPayment: { BankAccountRef: ref(a.checking) },
        APAccountRef: ref(a.ap),
        Line: [{ Amount: bill.TotalAmt, LinkedTxn: [{ TxnId: bill.Id, TxnType: 'Bill' }] }],
      })
    for (const [cust, qty] of [
      [cafe, 220],
      [hotel, 340],
    ] as const) {
      const inv = put('Invoice', base - 12, {
        CustomerRef: ref(cust),
        ARAccountRef: ref(a.ar),
        SalesTermRef: ref(net30),
        DueDate: iso(day(base - 42)),
        DocNumber: `${1001 + m * 3 + (cust === cafe ? 0 : 1)}`,
        EmailStatus: 'EmailSent',
        PrintStatus: 'NotSet',
        Line: [salesLine(bread, qty, wholesale), salesLine(pastry, Math.round(qty / 20), wholesale)],
      })
      if (m < 3)
        put('Payment', base - 38, {
          CustomerRef: ref(cust),
          DepositToAccountRef: ref(a.checking),
          ARAccountRef: ref(a.ar),
          TotalAmt: inv.TotalAmt,
          Line: [{ Amount: inv.TotalAmt, LinkedTxn: [{ TxnId: inv.Id, TxnType: 'Invoice' }] }],
        })
    }
    put('Invoice', base - 15, {
      CustomerRef: ref(m % 2 ? events : school),
      ARAccountRef: ref(a.ar),
      SalesTermRef: ref(net30),
      DocNumber: `${1003 + m * 3}`,
      Line: [salesLine(platter, 4 + m, cateringClass)],
    })
    put('SalesReceipt', base - 18, {
      CustomerRef: ref(events),
      DepositToAccountRef: ref(a.checking),
      Line: [salesLine(platter, 2, cateringClass)],
    })
    put('Transfer', base - 20, {
      FromAccountRef: ref(a.checking),
      ToAccountRef: ref(a.savings),
      Amount: 500,
      PrivateNote: 'Monthly savings',
    })
    put('Deposit', base - 29, {
      DepositToAccountRef: ref(a.savings),
      Line: [
        {
          Amount: between(3, 9),
          DetailType: 'DepositLineDetail',
          Description: 'Interest',
          DepositLineDetail: { AccountRef: ref(a.interestEarned) },
        },
      ],
    })
    put('JournalEntry', base - 29, {
      DocNumber: `DEP-${m + 1}`,
      Adjustment: true,
      PrivateNote: 'Monthly depreciation and loan interest',
      Line: [
        {
          Id: '0',
          Amount: 300,
          DetailType: 'JournalEntryLineDetail',
          Description: 'Depreciation',
          JournalEntryLineDetail: { PostingType: 'Debit', AccountRef: ref(a.depreciation) },
        },
        {
          Id: '1',
          Amount: 300,
          DetailType: 'JournalEntryLineDetail',
          Description: 'Depreciation',
          JournalEntryLineDetail: { PostingType: 'Credit', AccountRef: ref(a.equipment) },
        },
        {
          Id: '2',
          Amount: 60,
          DetailType: 'JournalEntryLineDetail',
          Description: 'Loan interest',
          JournalEntryLineDetail: {
            PostingType: 'Debit',
            AccountRef: ref(a.interestExpense),
            Entity: { Type: 'Vendor', EntityRef: ref(landlord) },
          },
        },
        {
          Id: '3',
          Amount: 60,
          DetailType: 'JournalEntryLineDetail',
          Description: 'Loan interest',
          JournalEntryLineDetail: { PostingType: 'Credit', AccountRef: ref(a.checking) },
        },
      ],
    })
  }
  // Unclear spending the bookkeeper has parked for the client to explain.
  purchase(9, undefined, 'CreditCard', [expLine(a.amc, 86.4, 'AMZN Mktp US*2K4')], 'Ask My Client')
  purchase(6, undefined, 'Check', [expLine(a.uncatExpense, 240, 'Check 1187')])
  put('VendorCredit', 20, {
    VendorRef: ref(dairy),
    APAccountRef: ref(a.ap),
    Line: [expLine(a.ingredients, 45, 'Returned spoiled cream')],
  })
  put('Purchase', 14, {
    AccountRef: ref(a.visa),
    PaymentType: 'CreditCard',
    Credit: true,
    EntityRef: { ...ref(flour), type: 'Vendor' },
    Line: [expLine(a.ingredients, 62.5, 'Refund: damaged flour sacks')],
  })
  put('Deposit', 3, {
    DepositToAccountRef: ref(a.checking),
    Line: [
      {
        Amount: 150,
        DetailType: 'DepositLineDetail',
        Description: 'Mobile deposit',
        DepositLineDetail: { AccountRef: ref(a.uncatIncome) },
      },
    ],
  })
}
