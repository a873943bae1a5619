/**
 * The sales-tax calculator's rules (issue 36 "tax for an amount, a US address and an item type"): which item types
 * a state taxes, its state-level rate, and which ZIP codes belong to it; county and city rates (the spec's three
 * jurisdiction levels) come from sales-tax-local-rates.ts and add to the state's. A product is taxable wherever the
 * state has a sales tax; a service (software sold as a service) only in the SaaS-taxable states whose §9 row lists it.
 * Local taxes follow the state's base: where the state does not tax the item, neither do its counties and cities.
 */
import { nexusRuleOf, type TSalesTaxItemType } from './nexus-states.ts'
import { localJurisdictions } from './sales-tax-local-rates.ts'
import { US_STATE_NAMES, type TUsState } from './us-states.ts'

/** State-level sales-tax rates in micros (6.25% is 62,500). States with none are 0. */
export const STATE_RATE_MICROS: Record<TUsState, number> = {
  AL: 40_000,
  AK: 0,
  AZ: 56_000,
  AR: 65_000,
  CA: 72_500,
  CO: 29_000,
  CT: 63_500,
  DE: 0,
  DC: 60_000,
  FL: 60_000,
  GA: 40_000,
  HI: 40_000,
  ID: 60_000,
  IL: 62_500,
  IN: 70_000,
  IA: 60_000,
  KS: 65_000,
  KY: 60_000,
  LA: 44_500,
  ME: 55_000,
  MD: 60_000,
  MA: 62_500,
  MI: 60_000,
  MN: 68_750,
  MS: 70_000,
  MO: 42_250,
  MT: 0,
  NE: 55_000,
  NV: 68_500,
  NH: 0,
  NJ: 66_250,
  NM: 48_750,
  NY: 40_000,
  NC: 47_500,
  ND: 50_000,
  OH: 57_500,
  OK: 45_000,
  OR: 0,
  PA: 60_000,
  RI: 70_000,
  SC: 60_000,
  SD: 42_000,
  TN: 70_000,
  TX: 62_500,
  UT: 48_500,
  VT: 60_000,
  VA: 53_000,
  WA: 65_000,
  WV: 60_000,
  WI: 50_000,
  WY: 40_000,
  AS: 0,
  GU: 0,
  MP: 0,
  PR: 105_000,
  VI: 0,
}

/** The first three digits of the ZIP codes USPS assigns to each state, as inclusive ranges. */
const ZIP3: Record<TUsState, [number, number][]> = {
  AL: [[350, 369]],
  AK: [[995, 999]],
  AZ: [[850, 865]],
  AR: [[716, 729]],
  CA: [[900, 961]],
  CO: [[800, 816]],
  CT: [[60, 69]],
  DE: [[197, 199]],
  DC: [
    [200, 200],
    [202, 205],
    [569, 569],
  ],
  FL: [
    [320, 339],
    [341, 349],
  ],
  GA: [
    [300, 319],
    [398, 399],
  ],
  HI: [[967, 968]],
  ID: [[832, 838]],
  IL: [[600, 629]],
  IN: [[460, 479]],
  IA: [[500, 528]],
  KS: [[660, 679]],
  KY: [[400, 427]],
  LA: [[700, 715]],
  ME: [[39, 49]],
  MD: [[206, 219]],
  MA: [
    [10, 27],
    [55, 55],
  ],
  MI: [[480, 499]],
  MN: [[550, 567]],
  MS: [[386, 397]],
  MO: [[630, 658]],
  MT: [[590, 599]],
  NE: [[680, 693]],
  NV: [[889, 898]],
  NH: [[30, 38]],
  NJ: [[70, 89]],
  NM: [[870, 884]],
  NY: [
    [5, 5],
    [100, 149],
  ],
  NC: [[270, 289]],
  ND: [[580, 588]],
  OH: [[430, 459]],
  OK: [
    [730, 732],
    [734, 749],
  ],
  OR: [[970, 979]],
  PA: [[150, 196]],
  RI: [[28, 29]],
  SC: [[290, 299]],
  SD: [[570, 577]],
  TN: [[370, 385]],
  TX: [
    [733, 733],
    [750, 799],
    [885, 885],
  ],
  UT: [[840, 847]],
  VT: [
    [50, 54],
    [56, 59],
  ],
  VA: [
    [201, 201],
    [220, 246],
  ],
  WA: [[980, 994]],
  WV: [[247, 268]],
  WI: [[530, 549]],
  WY: [[820, 831]],
  AS: [[967, 967]],
  GU: [[969, 969]],
  MP: [[969, 969]],
  PR: [
    [6, 7],
    [9, 9],
  ],
  VI: [[8, 8]],
}

export const SALES_TAX_MESSAGES = {
  state: 'State must be a US state code, like TX',
  postalCode: 'Postal code must be in the format 12345 or 12345-6789',
  zipNotInState: (zip: string, state: string) => `Postal code ${zip} is not a ZIP code of ${state}`,
  countyOfCity: (city: string, county: string) => `${city} is in ${county} County`,
} as const

export const isUsState = (s: string): s is TUsState => Object.hasOwn(US_STATE_NAMES, s)

/** Why a ZIP code cannot be used with a state, or undefined when it belongs to it. */
export function zipProblem(postalCode: string, state: string): string | undefined {
  if (!/^\d{5}(-\d{4})?$/.test(postalCode)) return SALES_TAX_MESSAGES.postalCode
  if (!isUsState(state)) return undefined // the state field answers for itself
  const zip3 = Number(postalCode.slice(0, 3))
  return ZIP3[state].some(([lo, hi]) => zip3 >= lo && zip3 <= hi)
    ? undefined
    : SALES_TAX_MESSAGES.zipNotInState(postalCode.slice(0, 5), state)
}

/** Whether a state taxes an item type: a product wherever there is a sales tax, a service where §9 lists it. */
export function isTaxable(state: TUsState, type: TSalesTaxItemType): boolean {
  if (STATE_RATE_MICROS[state] === 0) return false
  if (type === 'product') return true
  return nexusRuleOf(state)?.taxable.includes('service') ?? false
}

/** Cents times a rate in micros, rounded half away from zero to the cent. */
export function taxOnCents(cents: number, rateMicros: number): number {
  const exact = cents * rateMicros
  const sign = exact < 0 ? -1 : 1
  return sign * Math.floor((Math.abs(exact) + 500_000) / 1_000_000)
}

export interface SalesTaxJurisdiction {
  level: 'state' | 'county' | 'city'
  name: string
  rateMicros: number
  taxCents: number
}

export interface SalesTaxQuote {
  state: TUsState
  taxable: boolean
  /** The combined rate: state, county and city. */
  rateMicros: number
  taxCents: number
  totalCents: number
  /** Each level's rate and tax; each is rounded to the cent on its own, as each is reported on its own return line. */
  jurisdictions: SalesTaxJurisdiction[]
  /** Why the line is or is not taxed, in a sentence. */
  reason: string
}

const pct = (micros: number) => `${micros / 10_000}%`

export function quoteSalesTax(input: {
  amountCents: number
  state: TUsState
  type: TSalesTaxItemType
  city?: string
  county?: string | null
}): SalesTaxQuote {
  const { amountCents, state, type } = input
  const name = US_STATE_NAMES[state]
  const stateRate = STATE_RATE_MICROS[state]
  const taxable = isTaxable(state, type)
  const local = localJurisdictions(state, input.city ?? '', input.county)
  const levels: Omit<SalesTaxJurisdiction, 'taxCents'>[] = [{ level: 'state', name, rateMicros: stateRate }]
  if (local.county)
    levels.push({ level: 'county', name: `${local.county.name} County`, rateMicros: local.county.rateMicros })
  if (local.city) levels.push({ level: 'city', name: local.city.name, rateMicros: local.city.rateMicros })
  const jurisdictions = levels.map((j) => {
    const rateMicros = taxable ? j.rateMicros : 0
    return { ...j, rateMicros, taxCents: taxOnCents(amountCents, rateMicros) }
  })
  const rateMicros = jurisdictions.reduce((sum, j) => sum + j.rateMicros, 0)
  const taxCents = jurisdictions.reduce((sum, j) => sum + j.taxCents, 0)
  // a level with no rate of its own (Travis County) is listed in `jurisdictions` but not worth a word
  const localRated = levels.slice(1).filter((j) => j.rateMicros > 0)
  const localWords =
    localRated.length > 0
      ? ` plus ${localRated.map((j) => `${j.name} ${pct(j.rateMicros)}`).join(' and ')}, ${pct(rateMicros)} in all`
      : local.county || local.city
        ? ' (no county or city rate here)'
        : ' (state rate; no county or city rate on file for this place)'
  const reason =
    stateRate === 0
      ? `${name} has no state sales tax.`
      : taxable
        ? `${name} taxes ${type === 'product' ? 'products' : 'software sold as a service'} at ${pct(stateRate)}${localWords}.`
        : `${name} does not tax services.`
  return { state, taxable, rateMicros, taxCents, totalCents: amountCents + taxCents, jurisdictions, reason }
}
