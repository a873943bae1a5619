/**
 * Currency codes (ISO 4217). A code is accepted only when it is a real one: every code of the standard's current list
 * (list one, as amended to 2025: XCG for the Caribbean guilder, ZWG for Zimbabwe Gold), and the codes withdrawn since
 * 2000 that books kept before then still carry (list three: the lev until Bulgaria's euro in 2026, the kuna, the
 * old bolívar, ouguiya and dobra …). XTS (reserved for testing) and XXX (no currency) are not currencies a ledger
 * amount can be in. A well-formed but unknown code such as XYZ is refused.
 */
import { z } from 'zod'

const CURRENT = `AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BHD BIF BMD BND BOB BOV BRL BSD BTN BWP BYN BZD CAD CDF
CHE CHF CHW CLF CLP CNY COP COU CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD
HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL
MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD
RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD USN
UYI UYU UYW UZS VED VES VND VUV WST XAF XAG XAU XBA XBB XBC XBD XCD XCG XDR XOF XPD XPF XPT XSU XUA YER ZAR ZMW ZWG`

const WITHDRAWN_SINCE_2000 = `ADP AFA ANG ATS AZM BEF BGL BGN BYB BYR CSD CUC CYP DEM EEK ESP FIM FRF GHC GRD GWP HRK IEP
ITL LTL LUF LVL MGF MRO MTL MZM NLG PTE ROL SDD SIT SKK SLL SRG STD TMM TPE TRL VEB VEF XEU XFO XFU YUM ZMK ZWD ZWL ZWN
ZWR`

export const CURRENCY_CODES: ReadonlySet<string> = new Set(`${CURRENT} ${WITHDRAWN_SINCE_2000}`.split(/\s+/))

export const CURRENCY_MESSAGE = 'Must be an ISO 4217 currency code'

export const isCurrencyCode = (code: string) => CURRENCY_CODES.has(code)

/** A currency code field: three capital letters that ISO 4217 names. */
export const ZCurrency = z.string().refine(isCurrencyCode, CURRENCY_MESSAGE)
