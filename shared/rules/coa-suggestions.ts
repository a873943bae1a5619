/**
 * Suggested chart-of-accounts mappings: the master-chart accounts a client account most likely maps to, scored by
 * type compatibility, name similarity, account number and how the firm mapped same-named accounts in its other
 * organizations. Every suggestion carries its reasons in words, so a bookkeeper can accept them knowingly.
 */
import type { TAccountType } from '../schemas/ledger.ts'
import type { MasterAccount } from '../schemas/consolidation.ts'

type SuggestionAccount = {
  name: string
  number?: string | null
  accountType: TAccountType
  accountSubType?: string | null
}
/** A live mapping elsewhere in the firm: `organizations` other organizations map an account of this name so. */
export type FirmMapping = { clientAccountName: string; havenAccountNumber: string; organizations: number }
type CoaCandidate = { havenAccountNumber: string; havenAccountName: string; score: number; reasons: string[] }
type CoaSuggestion = { clientAccountName: string; accountType: TAccountType; candidates: CoaCandidate[] }

/** Below this a candidate is noise (a matching type alone scores 25). */
const MIN_SUGGESTION_SCORE = 35

/** Section: type compatibility. Spec §5's mappable types, in families that may map onto each other. */
const FAMILY: Partial<Record<TAccountType, string>> = {
  Expense: 'expense',
  'Other Expense': 'expense',
  Bank: 'bank',
  'Accounts Payable': 'payable',
  'Accounts Receivable': 'receivable',
  'Other Current Asset': 'current asset',
  'Other Current Liability': 'current liability',
}

export function typeFit(client: TAccountType, master: TAccountType): 'same' | 'compatible' | 'none' {
  if (client === master && FAMILY[client]) return 'same'
  return FAMILY[client] && FAMILY[client] === FAMILY[master] ? 'compatible' : 'none'
}

/** Section: names. Compared on the leaf name without a leading account number, in lower case, without filler words. */
const FILLER = new Set([
  'and',
  'or',
  'of',
  'the',
  'for',
  'a',
  'expense',
  'expenses',
  'fee',
  'fees',
  'cost',
  'costs',
  'account',
  'accounts',
  'other',
])

export function accountNumberOf(a: { name: string; number?: string | null }): string | undefined {
  const n = a.number?.trim() || /^(\d{3,6})\b/.exec(leafName(a.name))?.[1]
  return n || undefined
}

const leafName = (name: string) => name.split(':').at(-1)!.trim()

/** The name as the firm's mappings are matched on: leaf, no leading number, lower case, single spaces. */
export function normalizeAccountName(name: string): string {
  return leafName(name)
    .replace(/^\d{3,6}[\s.\-–]*/, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

const stem = (w: string) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w)
const tokens = (name: string) =>
  new Set(
    normalizeAccountName(name)
      .split(' ')
      .filter((w) => w && !FILLER.has(w))
      .map(stem),
  )

/** Dice coefficient of the names' significant words: 1 for the same words, 0 for none in common. */
export function nameSimilarity(a: string, b: string): number {
  const x = tokens(a),
    y = tokens(b)
  if (x.size === 0 || y.size === 0) return 0
  let common = 0
  for (const w of x) if (y.has(w)) common++
  return (2 * common) / (x.size + y.size)
}

/** Words that name a kind of master account without sharing its name (a "Rent" account is a Facilities cost). */
const KEYWORDS: Record<string, string[]> = {
  '1010': ['checking', 'savings', 'operating', 'bank'],
  '1020': ['brokerage', 'investment', 'money', 'market'],
  '1200': ['prepaid', 'deposit'],
  '2200': ['accrued', 'accrual', 'payroll', 'liability', 'liabilitie'],
  '6010': ['salary', 'salarie', 'wage'],
  '6040': ['contractor', 'freelancer'],
  '6110': ['legal', 'attorney', 'lawyer'],
  '6200': ['marketing', 'advertising', 'ads', 'promotion', 'promotional'],
  '6400': ['rent', 'lease', 'office', 'utilitie', 'facilitie'],
  '6500': ['software', 'hosting', 'subscription', 'saas', 'cloud', 'computer', 'internet'],
  '6800': ['travel', 'meal', 'entertainment', 'airfare', 'hotel', 'lodging'],
  '7020': ['interest'],
}

/** Section: scoring */
function humanSubtype(s: string) {
  const words = s.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const quote = (s: string) => `“${s}”`

/** Every compatible master account scored for one client account, best first, weak ones left out. */
export function rankCandidates(
  account: SuggestionAccount,
  master: MasterAccount[],
  firm: FirmMapping[] = [],
): CoaCandidate[] {
  const leaf = leafName(account.name)
  const own = normalizeAccountName(account.name)
  const number = accountNumberOf(account)
  const words = tokens(account.name)
  const out: CoaCandidate[] = []
  for (const m of master) {
    const fit = typeFit(account.accountType, m.accountType)
    if (fit === 'none') continue
    const reasons: string[] = []
    let score = 0,
      evidence = false
    if (fit === 'same') {
      score += 25
      reasons.push(`Both are ${account.accountType} accounts`)
    } else {
      score += 15
      reasons.push(`${account.accountType} fits the master's ${m.accountType} account`)
    }
    if (account.accountSubType && account.accountSubType === m.subtype) {
      score += 10
      reasons.push(`Same detail type (${humanSubtype(m.subtype)})`)
    }

    const similarity = nameSimilarity(account.name, m.name)
    const keyword = (KEYWORDS[m.number] ?? []).find((k) => words.has(k))
    if (similarity === 1) {
      score += 40
      evidence = true
      reasons.push(`Name ${quote(leaf)} matches ${quote(m.name)}`)
    } else if (similarity >= 0.5) {
      score += Math.round(40 * similarity)
      evidence = true
      reasons.push(`Name ${quote(leaf)} is similar to ${quote(m.name)} (${Math.round(similarity * 100)}% alike)`)
    } else if (keyword) {
      score += 20
      evidence = true
      reasons.push(`Name mentions ${quote(keyword)}, typical of ${m.name}`)
    }

    if (number && number === m.number) {
      score += 30
      evidence = true
      reasons.push(`Account number ${number} is the master chart's number for ${m.name}`)
    } else if (number && number.length === 4 && number.slice(0, 2) === m.number.slice(0, 2)) {
      score += 12
      evidence = true
      reasons.push(`Account number ${number} falls in the master chart's ${m.number.slice(0, 2)}00s`)
    }

    const firmHere = firm.filter(
      (f) => f.havenAccountNumber === m.number && normalizeAccountName(f.clientAccountName) === own,
    )
    const orgs = firmHere.reduce((n, f) => n + f.organizations, 0)
    if (orgs > 0) {
      score += Math.min(45, 30 + 5 * (orgs - 1))
      evidence = true
      reasons.push(
        `The firm maps ${quote(leafName(firmHere[0].clientAccountName))} to ${m.number} ${m.name} in ${orgs === 1 ? 'another organization' : `${orgs} other organizations`}`,
      )
    }
    score = Math.min(100, score)
    if (evidence && score >= MIN_SUGGESTION_SCORE)
      out.push({ havenAccountNumber: m.number, havenAccountName: m.name, score, reasons })
  }
  return out.sort((a, b) => b.score - a.score || a.havenAccountNumber.localeCompare(b.havenAccountNumber))
}

/** Suggestions for the accounts still unmapped: the top `limit` candidates each, accounts without any left out. */
export function suggestCoaMappings({
  accounts,
  master,
  firm = [],
  limit = 3,
}: {
  accounts: SuggestionAccount[]
  master: MasterAccount[]
  firm?: FirmMapping[]
  limit?: number
}): CoaSuggestion[] {
  return accounts.flatMap((a) => {
    const candidates = rankCandidates(a, master, firm).slice(0, limit)
    return candidates.length ? [{ clientAccountName: a.name, accountType: a.accountType, candidates }] : []
  })
}
