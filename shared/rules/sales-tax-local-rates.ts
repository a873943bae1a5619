/**
 * County and city sales-tax rates (spec §3 "Jurisdiction level: state, county, city"), in micros, added to the state
 * rate in sales-tax-rates.ts. A city names the county it lies in, so an address with a known city needs no county.
 * Special districts (transit authorities and the like) are folded into the level that levies them in that place, so
 * the three levels add up to the combined rate the state publishes for the address. The table covers the places the
 * product's customers sell into most (the large cities of the states that tax sales); a place not in it adds nothing,
 * and the quote says the rate is the state's only.
 */
import type { TUsState } from './us-states.ts'

export interface LocalRates {
  /** County name (without "County") → rate in micros. */
  counties: Record<string, number>
  /** City name → its county and the city's own rate in micros. */
  cities: Record<string, { county: string; rateMicros: number }>
}

export const LOCAL_RATES: Partial<Record<TUsState, LocalRates>> = {
  AZ: {
    counties: { Maricopa: 7_000, Pima: 5_000 },
    cities: { Phoenix: { county: 'Maricopa', rateMicros: 23_000 }, Tucson: { county: 'Pima', rateMicros: 26_000 } },
  },
  CA: {
    counties: { 'Los Angeles': 22_500, 'San Francisco': 13_750, 'San Diego': 5_000, Alameda: 30_000 },
    cities: {
      'Los Angeles': { county: 'Los Angeles', rateMicros: 0 },
      'San Francisco': { county: 'San Francisco', rateMicros: 0 },
      'San Diego': { county: 'San Diego', rateMicros: 0 },
      Oakland: { county: 'Alameda', rateMicros: 0 },
    },
  },
  CO: {
    counties: { Denver: 10_000 },
    cities: { Denver: { county: 'Denver', rateMicros: 48_100 } },
  },
  FL: {
    counties: { 'Miami-Dade': 10_000, Orange: 5_000 },
    cities: { Miami: { county: 'Miami-Dade', rateMicros: 0 }, Orlando: { county: 'Orange', rateMicros: 0 } },
  },
  GA: {
    counties: { Fulton: 30_000 },
    cities: { Atlanta: { county: 'Fulton', rateMicros: 19_000 } },
  },
  IL: {
    counties: { Cook: 27_500 },
    cities: { Chicago: { county: 'Cook', rateMicros: 12_500 } },
  },
  MN: {
    counties: { Hennepin: 11_500 },
    cities: { Minneapolis: { county: 'Hennepin', rateMicros: 10_000 } },
  },
  NC: {
    counties: { Mecklenburg: 25_000, Wake: 27_500 },
    cities: { Charlotte: { county: 'Mecklenburg', rateMicros: 0 }, Raleigh: { county: 'Wake', rateMicros: 0 } },
  },
  NY: {
    counties: { 'New York': 3_750, Kings: 3_750, Queens: 3_750, Bronx: 3_750, Richmond: 3_750, Erie: 47_500 },
    cities: {
      'New York': { county: 'New York', rateMicros: 45_000 },
      Brooklyn: { county: 'Kings', rateMicros: 45_000 },
      Buffalo: { county: 'Erie', rateMicros: 0 },
    },
  },
  OH: {
    counties: { Franklin: 17_500, Cuyahoga: 22_500 },
    cities: { Columbus: { county: 'Franklin', rateMicros: 0 }, Cleveland: { county: 'Cuyahoga', rateMicros: 0 } },
  },
  PA: {
    counties: { Philadelphia: 0, Allegheny: 10_000 },
    cities: {
      Philadelphia: { county: 'Philadelphia', rateMicros: 20_000 },
      Pittsburgh: { county: 'Allegheny', rateMicros: 0 },
    },
  },
  TN: {
    counties: { Davidson: 22_500, Shelby: 22_500 },
    cities: { Nashville: { county: 'Davidson', rateMicros: 0 }, Memphis: { county: 'Shelby', rateMicros: 0 } },
  },
  TX: {
    counties: { Travis: 0, Harris: 0, Dallas: 0 },
    cities: {
      Austin: { county: 'Travis', rateMicros: 20_000 },
      Houston: { county: 'Harris', rateMicros: 20_000 },
      Dallas: { county: 'Dallas', rateMicros: 20_000 },
    },
  },
  WA: {
    counties: { King: 14_000 },
    cities: { Seattle: { county: 'King', rateMicros: 24_500 }, Bellevue: { county: 'King', rateMicros: 17_000 } },
  },
}

/** Compare place names the way people type them: case, spacing and a trailing "County" do not matter. */
export const placeKey = (s: string) =>
  s
    .trim()
    .replace(/\s+county$/i, '')
    .replace(/\s+/g, ' ')
    .toLowerCase()

export interface LocalJurisdictions {
  county: { name: string; rateMicros: number } | null
  city: { name: string; rateMicros: number } | null
}

/**
 * The county and city rates for an address. A known city brings its county; a county given with it that is not the
 * city's is a mistake the caller reports (`countyMismatch`), not something to add twice.
 */
export function localJurisdictions(
  state: TUsState,
  city: string,
  county?: string | null,
): LocalJurisdictions & { countyMismatch?: string } {
  const rates = LOCAL_RATES[state]
  if (!rates) return { county: null, city: null }
  const findKey = (names: Record<string, unknown>, wanted: string) =>
    Object.keys(names).find((n) => placeKey(n) === placeKey(wanted))
  const cityName = findKey(rates.cities, city)
  const cityRow = cityName ? rates.cities[cityName] : undefined
  const givenCounty = county?.trim() ? findKey(rates.counties, county) : undefined
  let countyName = cityRow?.county ?? givenCounty
  let countyMismatch: string | undefined
  if (cityRow && county?.trim() && placeKey(county) !== placeKey(cityRow.county)) {
    countyMismatch = cityRow.county
    countyName = cityRow.county
  }
  return {
    county: countyName !== undefined ? { name: countyName, rateMicros: rates.counties[countyName] ?? 0 } : null,
    city: cityName && cityRow ? { name: cityName, rateMicros: cityRow.rateMicros } : null,
    ...(countyMismatch ? { countyMismatch } : {}),
  }
}
