/**
 * The nineteen SaaS-taxable states' economic-nexus rules, exactly as banking-payments-tax.md §9's table gives them:
 * a value threshold in dollars (kept here in cents), an optional transaction-count threshold with how the two
 * combine, the measurement window, and which item types count there. The engine in nexus.ts reads only this table.
 */
export const SALES_TAX_ITEM_TYPES = ['product', 'service'] as const
export type TSalesTaxItemType = (typeof SALES_TAX_ITEM_TYPES)[number]

export const NEXUS_WINDOWS = [
  'calendar-year',
  'previous-and-current-year',
  'last-12-months',
  'last-4-quarters',
  'custom-quarters',
  'fiscal-year',
] as const
export type TNexusWindow = (typeof NEXUS_WINDOWS)[number]

export interface NexusRule {
  state: TNexusState
  /** The value threshold in cents: sales counted in the window must reach it. */
  valueCents: number
  /** The transaction-count threshold, or null when the state has none. */
  count: number | null
  /** How value and count combine when the state has both. */
  combine: 'and' | 'or' | null
  window: TNexusWindow
  /** For the fiscal-year window: the month index (0-11) the fiscal year ends with. */
  fiscalYearEndMonth?: number
  taxable: readonly TSalesTaxItemType[]
}

const BOTH = ['product', 'service'] as const
const PRODUCTS = ['product'] as const
const dollars = (d: number) => d * 100

export const NEXUS_RULES = [
  { state: 'AZ', valueCents: dollars(100_000), count: null, combine: null, window: 'calendar-year', taxable: BOTH },
  {
    state: 'CT',
    valueCents: dollars(100_000),
    count: 200,
    combine: 'and',
    window: 'fiscal-year',
    fiscalYearEndMonth: 8,
    taxable: BOTH,
  },
  {
    state: 'DC',
    valueCents: dollars(100_000),
    count: 200,
    combine: 'or',
    window: 'previous-and-current-year',
    taxable: PRODUCTS,
  },
  {
    state: 'HI',
    valueCents: dollars(100_000),
    count: 200,
    combine: 'or',
    window: 'previous-and-current-year',
    taxable: BOTH,
  },
  {
    state: 'KY',
    valueCents: dollars(100_000),
    count: 200,
    combine: 'or',
    window: 'previous-and-current-year',
    taxable: PRODUCTS,
  },
  {
    state: 'MA',
    valueCents: dollars(100_000),
    count: null,
    combine: null,
    window: 'previous-and-current-year',
    taxable: BOTH,
  },
  {
    state: 'NM',
    valueCents: dollars(100_000),
    count: null,
    combine: null,
    window: 'previous-and-current-year',
    taxable: PRODUCTS,
  },
  {
    state: 'NY',
    valueCents: dollars(500_000),
    count: 100,
    combine: 'and',
    window: 'custom-quarters',
    taxable: PRODUCTS,
  },
  {
    state: 'OH',
    valueCents: dollars(100_000),
    count: 200,
    combine: 'or',
    window: 'previous-and-current-year',
    taxable: BOTH,
  },
  {
    state: 'PA',
    valueCents: dollars(100_000),
    count: null,
    combine: null,
    window: 'previous-and-current-year',
    taxable: BOTH,
  },
  {
    state: 'RI',
    valueCents: dollars(100_000),
    count: 200,
    combine: 'or',
    window: 'previous-and-current-year',
    taxable: PRODUCTS,
  },
  {
    state: 'SC',
    valueCents: dollars(100_000),
    count: null,
    combine: null,
    window: 'previous-and-current-year',
    taxable: BOTH,
  },
  {
    state: 'SD',
    valueCents: dollars(100_000),
    count: null,
    combine: null,
    window: 'previous-and-current-year',
    taxable: BOTH,
  },
  { state: 'TN', valueCents: dollars(100_000), count: null, combine: null, window: 'last-12-months', taxable: BOTH },
  { state: 'TX', valueCents: dollars(500_000), count: null, combine: null, window: 'last-12-months', taxable: BOTH },
  {
    state: 'UT',
    valueCents: dollars(100_000),
    count: 200,
    combine: 'or',
    window: 'previous-and-current-year',
    taxable: BOTH,
  },
  { state: 'VT', valueCents: dollars(100_000), count: 100, combine: 'or', window: 'last-4-quarters', taxable: BOTH },
  {
    state: 'WA',
    valueCents: dollars(100_000),
    count: null,
    combine: null,
    window: 'previous-and-current-year',
    taxable: PRODUCTS,
  },
  {
    state: 'WV',
    valueCents: dollars(100_000),
    count: 200,
    combine: 'or',
    window: 'previous-and-current-year',
    taxable: BOTH,
  },
] as const satisfies readonly (Omit<NexusRule, 'state'> & { state: string })[]

export type TNexusState = (typeof NEXUS_RULES)[number]['state']
/** The SaaS-taxable states (§9), in the table's order. */
export const NEXUS_STATES = NEXUS_RULES.map((r) => r.state) as TNexusState[]
export const nexusRuleOf = (state: string): NexusRule | undefined =>
  (NEXUS_RULES as readonly NexusRule[]).find((r) => r.state === state)

/** How each window reads on a screen. */
export const NEXUS_WINDOW_LABELS: Record<TNexusWindow, string> = {
  'calendar-year': 'Calendar year',
  'previous-and-current-year': 'Previous or current calendar year',
  'last-12-months': 'Last twelve months',
  'last-4-quarters': 'Last four quarters',
  'custom-quarters': 'Last four quarters (Mar-May, Jun-Aug, Sep-Nov, Dec-Feb)',
  'fiscal-year': 'Fiscal year (October to September)',
}
