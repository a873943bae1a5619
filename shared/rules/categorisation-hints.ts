/**
 * Feed category hints (issue 31 item 10, docs/categorisation.md): the category a bank feed itself gives a line,
 * read from the raw payload the product stores for every feed line (provider_transactions.raw):
 * - Plaid: `personal_finance_category` { primary: "FOOD_AND_DRINK", detailed: "FOOD_AND_DRINK_COFFEE" }
 * - Ramp: `sk_category_name` ("Restaurants") and `merchant_category_code` ("5814")
 * - Teller: `details.category` ("dining")
 * The firm model uses them as features (a vendor nobody has seen yet still arrives filed under "Coffee"), and the
 * explanation quotes them. A hint is the provider's opinion of the merchant, never the account: it only helps when
 * the firm's own lines taught the model which accounts that category ends up in.
 */
export const HINT_PROVIDERS = { plaid: 'Plaid', ramp: 'Ramp', teller: 'Teller' } as const
export type HintProvider = keyof typeof HINT_PROVIDERS

/** The feed's category of a line: its provider and the category path, broadest first, in words. */
export type FeedHint = { provider: HintProvider; path: string[] }

const SMALL_WORDS = new Set(['and', 'or', 'of', 'the', 'for', 'to', 'in'])

/** "FOOD_AND_DRINK" → "Food and Drink"; "dining" → "Dining". */
export function categoryWords(code: string) {
  return code
    .trim()
    .toLowerCase()
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w[0].toUpperCase() + w.slice(1)))
    .join(' ')
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)

/** The hint in a feed line's raw payload, or null when the provider gave none. */
export function feedHint(provider: string, raw: unknown): FeedHint | null {
  if (!raw || typeof raw !== 'object') return null
  const r = raw as Record<string, unknown>
  if (provider === 'plaid') {
    const pfc = r.personal_finance_category as Record<string, unknown> | null | undefined
    const primary = text(pfc?.primary)
    if (!primary) return null
    const detailed = text(pfc?.detailed)
    // Plaid's detailed code repeats its primary: FOOD_AND_DRINK_COFFEE under FOOD_AND_DRINK
    const rest = detailed?.startsWith(`${primary}_`) ? detailed.slice(primary.length + 1) : detailed
    return { provider, path: rest ? [categoryWords(primary), categoryWords(rest)] : [categoryWords(primary)] }
  }
  if (provider === 'ramp') {
    const name = text(r.sk_category_name)
    const mcc = text(r.merchant_category_code)
    if (!name && !mcc) return null
    return { provider, path: [name ?? `Merchant category ${mcc}`, ...(name && mcc ? [`MCC ${mcc}`] : [])] }
  }
  if (provider === 'teller') {
    const category = text((r.details as Record<string, unknown> | undefined)?.category)
    return category ? { provider, path: [categoryWords(category)] } : null
  }
  return null
}

/** What the explanation says: "Plaid files this under Food and Drink › Coffee." */
export const explainHint = (hint: FeedHint) =>
  `${HINT_PROVIDERS[hint.provider]} files this under ${hint.path.filter((p) => !p.startsWith('MCC ')).join(' › ') || hint.path.join(' › ')}.`

/**
 * The hint's feature names for the firm model: each level of the path (so "Food and Drink" is shared by coffee and
 * restaurants, "Food and Drink › Coffee" is not) and its words, lower-case, the same for every provider.
 */
export function hintTokens(hint: FeedHint | null | undefined): string[] {
  if (!hint) return []
  const out: string[] = []
  let prefix = ''
  for (const level of hint.path) {
    prefix = prefix ? `${prefix}>${level.toLowerCase()}` : level.toLowerCase()
    out.push(`p:${prefix}`)
  }
  for (const w of hint.path
    .join(' ')
    .toLowerCase()
    .split(/[^a-z0-9]+/))
    if (w && !SMALL_WORDS.has(w)) out.push(`w:${w}`)
  return out
}

/** A stable key of the hint (the stored form and the training de-duplication). */
export const hintKey = (hint: FeedHint | null | undefined) => (hint ? `${hint.provider}:${hint.path.join('>')}` : '')
