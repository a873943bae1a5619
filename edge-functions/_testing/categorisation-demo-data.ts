/**
 * The demo firm's categorised lines (docs/categorisation.md): a catalogue of real-world vendors by master-chart
 * account, bank-style descriptions ("POS DELTA AIR 0062341 ATLANTA GA"), and organizations that each use some of the
 * vendors, name their accounts their own way and book a few vendors differently (Amazon to cost of goods at a
 * hardware client, to office supplies elsewhere). Deterministic for a seed. The demo seed
 * (supabase/seeds/85-categorisation.sql), the evaluation on the demo data and the benchmark all use it.
 */
import type { FirmExample } from '../../shared/rules/categorisation.ts'
import { rng } from '../../shared/rules/seeded-random.ts'
import { evaluateFirm } from '../domains/categorisation/evaluate-categoriser.ts'

/** Master-chart accounts (spec §9) the catalogue books to, with the names organizations give them. */
export const MASTER: Record<string, { name: string; aliases: string[] }> = {
  '5000': { name: 'Cost of Goods Sold', aliases: ['Cost of Goods Sold', 'COGS - Components', 'Materials'] },
  '6010': { name: 'Salaries and Wages', aliases: ['Salaries and Wages', 'Payroll', 'Wages'] },
  '6110': { name: 'Legal Fees', aliases: ['Legal Fees', 'Legal & Professional', 'Attorney Fees'] },
  '6120': { name: 'Accounting Fees', aliases: ['Accounting Fees', 'Bookkeeping', 'Accounting'] },
  '6200': { name: 'Marketing', aliases: ['Marketing', 'Advertising', 'Advertising & Marketing'] },
  '6400': { name: 'Rent', aliases: ['Rent', 'Rent & Lease', 'Office Rent'] },
  '6410': { name: 'Utilities', aliases: ['Utilities', 'Telephone & Internet', 'Utilities & Internet'] },
  '6500': { name: 'Software and Hosting', aliases: ['Software and Hosting', 'Software & Subscriptions', 'SaaS'] },
  '6600': { name: 'Office Supplies', aliases: ['Office Supplies', 'Office Expenses', 'Supplies'] },
  '6610': { name: 'Shipping and Postage', aliases: ['Shipping and Postage', 'Postage', 'Shipping'] },
  '6620': { name: 'Bank Fees', aliases: ['Bank Fees', 'Bank Charges', 'Merchant Fees'] },
  '6630': { name: 'Insurance', aliases: ['Insurance', 'Business Insurance', 'Insurance Expense'] },
  '6800': { name: 'Travel', aliases: ['Travel', 'Travel - Airfare & Hotels', 'Business Travel'] },
  '6810': { name: 'Meals', aliases: ['Meals', 'Meals & Entertainment', 'Business Meals'] },
  '6820': { name: 'Ground Transportation', aliases: ['Ground Transportation', 'Taxis & Rideshare', 'Local Travel'] },
}

/** Vendors by master account: [display name, description pattern, typical dollars]. */
export const CATALOGUE: Record<string, [string, string, number][]> = {
  '5000': [
    ['Digi-Key Electronics', 'DIGIKEY ELECTRONICS THIEF RIVER MN', 640],
    ['Mouser Electronics', 'MOUSER ELECTRONICS INC 800-346-6873', 410],
    ['McMaster-Carr', 'MCMASTER-CARR SUPPLY CO', 290],
    ['Arrow Electronics', 'ARROW ELECTRONICS ORDER', 880],
    ['Uline', 'ULINE *SHIP SUPPLIES', 210],
    ['Grainger', 'GRAINGER 0123 INDUSTRIAL', 350],
  ],
  '6010': [
    ['Gusto', 'GUSTO PAYROLL NET PAY', 18500],
    ['ADP', 'ADP PAYROLL FEES', 15200],
    ['Justworks', 'JUSTWORKS PAYROLL', 21000],
    ['Rippling', 'RIPPLING PAYROLL', 17300],
  ],
  '6110': [
    ['Cooley LLP', 'COOLEY LLP LEGAL SERVICES', 4200],
    ['Wilson Sonsini', 'WILSON SONSINI GOODRICH', 5100],
    ['LegalZoom', 'LEGALZOOM.COM', 299],
    ['Clerky', 'CLERKY INC', 450],
    ['Gunderson Dettmer', 'GUNDERSON DETTMER LLP', 3900],
  ],
  '6120': [
    ['Pilot', 'PILOT.COM BOOKKEEPING', 600],
    ['Bench Accounting', 'BENCH ACCOUNTING', 350],
    ['Carta', 'CARTA INC CAP TABLE', 280],
  ],
  '6200': [
    ['Google Ads', 'GOOGLE *ADS1234567', 1800],
    ['Facebook Ads', 'FACEBK *ADS 650-5434800', 1200],
    ['LinkedIn Ads', 'LINKEDIN ADS MKTG', 950],
    ['Mailchimp', 'MAILCHIMP *MONTHLY', 120],
    ['HubSpot', 'HUBSPOT INC MARKETING', 800],
    ['Canva', 'CANVA* PRO SUBSCRIPTION', 30],
    ['Twitter Ads', 'TWITTER ONLINE ADS', 500],
    ['Reddit Ads', 'REDDIT ADS', 400],
  ],
  '6400': [
    ['WeWork', 'WEWORK MEMBERSHIP', 4800],
    ['Regus', 'REGUS MANAGEMENT GROUP', 2900],
    ['Industrious', 'INDUSTRIOUS OFFICE', 3500],
    ['Knotel', 'KNOTEL OFFICE LEASE', 4100],
  ],
  '6410': [
    ['PG&E', 'PGANDE WEB ONLINE', 240],
    ['Comcast Business', 'COMCAST BUSINESS 800-391-3000', 180],
    ['Verizon', 'VERIZON WIRELESS PAYMENTS', 220],
    ['AT&T', 'ATT* BILL PAYMENT', 190],
    ['Con Edison', 'CON ED OF NY INTELL', 260],
  ],
  '6500': [
    ['Amazon Web Services', 'AWS EMEA AWS.AMAZON.CO', 2400],
    ['Google Workspace', 'GOOGLE *GSUITE_ACME.IO', 144],
    ['Slack', 'SLACK T01234567', 96],
    ['Zoom', 'ZOOM.US 888-799-9666', 150],
    ['GitHub', 'GITHUB.COM 8XK2P', 84],
    ['Figma', 'FIGMA MONTHLY RENEWAL', 45],
    ['Notion', 'NOTION LABS INC', 40],
    ['Atlassian', 'ATLASSIAN JIRA CONFLUENCE', 210],
    ['Dropbox', 'DROPBOX*BUSINESS', 60],
    ['DigitalOcean', 'DIGITALOCEAN.COM', 120],
    ['Heroku', 'HEROKU FEB INVOICE', 250],
    ['Vercel', 'VERCEL INC PRO PLAN', 20],
    ['Datadog', 'DATADOG INC', 600],
    ['Twilio', 'TWILIO SENDGRID', 180],
    ['Adobe', 'ADOBE *CREATIVE CLD', 55],
    ['1Password', '1PASSWORD BUSINESS', 80],
    ['Salesforce', 'SALESFORCE.COM', 900],
    ['Intercom', 'INTERCOM INC', 400],
  ],
  '6600': [
    ['Staples', 'STAPLES 00123 STORE', 85],
    ['Office Depot', 'OFFICE DEPOT #1234', 110],
    ['Amazon', 'AMZN MKTP US*2K4LM8', 140],
    ['Costco', 'COSTCO WHSE #0423', 230],
    ['Target', 'TARGET 00012345', 75],
    ['Best Buy', 'BESTBUY 00000412', 380],
  ],
  '6610': [
    ['FedEx', 'FEDEX 78234561', 65],
    ['UPS', 'UPS*1Z999AA10123456784', 48],
    ['USPS', 'USPS PO 0512340123', 22],
    ['DHL', 'DHL EXPRESS USA', 90],
    ['Shippo', 'SHIPPO LABELS', 35],
  ],
  '6620': [
    ['Stripe Fees', 'STRIPE FEE BILLING', 60],
    ['Monthly Service Fee', 'MONTHLY SERVICE FEE', 25],
    ['Wire Fee', 'OUTGOING WIRE FEE', 30],
  ],
  '6630': [
    ['Vouch Insurance', 'VOUCH INSURANCE PREMIUM', 700],
    ['Hiscox', 'HISCOX INC POLICY', 90],
    ['Embroker', 'EMBROKER INSURANCE', 650],
    ['The Hartford', 'THE HARTFORD INSURANCE', 320],
  ],
  '6800': [
    ['Delta Air Lines', 'DELTA AIR 0062341123 ATLANTA', 420],
    ['United Airlines', 'UNITED 0162345678901', 460],
    ['American Airlines', 'AMERICAN AIR0012345678', 380],
    ['Southwest Airlines', 'SOUTHWES 5262345678', 240],
    ['Marriott', 'MARRIOTT SAN FRANCISCO', 520],
    ['Hilton', 'HILTON HOTELS NEW YORK', 480],
    ['Airbnb', 'AIRBNB * HMQ4RT7YZ', 610],
    ['Hertz', 'HERTZ RENT-A-CAR', 230],
    ['Hyatt', 'HYATT REGENCY CHICAGO', 450],
    ['JetBlue', 'JETBLUE 2792345678', 310],
  ],
  '6810': [
    ['Blue Bottle Coffee', 'SQ *BLUE BOTTLE COFFEE', 14],
    ['Starbucks', 'STARBUCKS STORE 05123', 11],
    ['Sweetgreen', 'SWEETGREEN SOMA', 18],
    ['DoorDash', 'DOORDASH*ORDER', 62],
    ['Chipotle', 'CHIPOTLE 1234', 15],
    ['Grubhub', 'GRUBHUB*TEAMLUNCH', 140],
    ['Philz Coffee', 'PHILZ COFFEE MISSION', 12],
    ['Shake Shack', 'SHAKE SHACK 0123', 24],
  ],
  '6820': [
    ['Uber', 'UBER *TRIP HELP.UBER.COM', 28],
    ['Lyft', 'LYFT *RIDE THU 8PM', 24],
    ['Curb', 'CURB SVC NYC TAXI', 31],
    ['SP+ Parking', 'SP PLUS PARKING', 18],
    ['Clipper', 'CLIPPER SERVICE BART', 20],
  ],
}

export type DemoLine = {
  organizationId: string
  transactionId: string
  date: string
  vendor: string
  description: string
  amountCents: number
  accountId: string
  accountName: string
  masterLabel: string
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** A bank's way of writing a vendor: the pattern with a fresh reference number, sometimes a city. */
function bankDescription(pattern: string, r: () => number) {
  const ref = String(Math.floor(r() * 1e6)).padStart(6, '0')
  const cities = ['SAN FRANCISCO CA', 'NEW YORK NY', 'AUSTIN TX', 'SEATTLE WA', '']
  return `${pattern.replace(/\d{4,}/, ref)} ${cities[Math.floor(r() * cities.length)]}`.trim()
}

/**
 * `orgs` organizations over `months` months ending `end`, about `perOrgPerMonth` lines each a month. Each
 * organization uses 35-60% of the catalogue's vendors, an alias per master account as its account names, and books
 * `quirks` share of its vendors to another master account than the catalogue's (its own way); `noise` of lines are
 * booked somewhere unusual, as real books are.
 */
export function demoFirm({
  orgs = 12,
  months = 12,
  perOrgPerMonth = 60,
  end = '2026-11-15',
  seed = 7,
  quirks = 0.05,
  noise = 0.01,
}: {
  orgs?: number
  months?: number
  perOrgPerMonth?: number
  end?: string
  seed?: number
  quirks?: number
  noise?: number
} = {}) {
  const r = rng(seed)
  const masters = Object.keys(CATALOGUE)
  const endMs = Date.parse(`${end}T00:00:00Z`)
  const lines: DemoLine[] = []
  for (let o = 0; o < orgs; o++) {
    const org = `org-${o + 1}`
    const names = Object.fromEntries(
      masters.map((m) => [m, MASTER[m].aliases[Math.floor(r() * MASTER[m].aliases.length)]]),
    )
    const share = 0.35 + r() * 0.25
    const vendors = masters.flatMap((m) =>
      CATALOGUE[m]
        .filter(() => r() < share)
        .map(([name, pattern, dollars]) => {
          const booked = r() < quirks ? masters[Math.floor(r() * masters.length)] : m
          // a third of an organization's vendors are new to it at some point of the year
          const since = r() < 0.33 ? Math.floor(r() * months * 30.4) : months * 31
          return { name, pattern, dollars, master: booked, weight: 0.3 + r() * 2, since }
        }),
    )
    const n = months * perOrgPerMonth
    for (let i = 0; i < n; i++) {
      const daysBack = Math.floor(r() * months * 30.4)
      const active = vendors.filter((x) => x.since >= daysBack)
      const weight = active.reduce((t, x) => t + x.weight, 0)
      let pick = r() * weight
      const v =
        active.find((x) => {
          pick -= x.weight
          return pick <= 0
        }) ?? active[active.length - 1]
      const master = r() < noise ? masters[Math.floor(r() * masters.length)] : v.master
      const dayMs = endMs - daysBack * 86_400_000
      lines.push({
        organizationId: org,
        transactionId: `${org}-${i}`,
        date: isoDay(dayMs),
        vendor: v.name,
        description: bankDescription(v.pattern, r),
        amountCents: -Math.max(100, Math.round(v.dollars * 100 * (0.6 + r() * 0.8))),
        accountId: `${org}:${master}`,
        accountName: `${master} ${names[master]}`,
        masterLabel: master,
      })
    }
  }
  return lines.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}

/** The categorisation evaluation on the demo firm: each organization's chart has every master account. */
export function evaluateDemo(lines: readonly FirmExample[] = demoFirm()) {
  const masters = Object.keys(CATALOGUE)
  return evaluateFirm(lines, (org) => new Map(masters.map((m) => [m, { accountId: `${org}:${m}`, accountName: m }])))
}
