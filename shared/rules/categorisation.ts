/**
 * Expense categorisation, the four layers in order (docs/categorisation.md; spec accounting §3.5, §4): (1) the
 * organization's rules, (2) its own history, (3) the firm model over the master chart, (4) below the confidence
 * threshold no guess: the line goes to the client (Ask My Client) or the bookkeeper. Every suggestion carries its
 * explanation. Pure: the API, the evaluation and the benchmark all run this same code in-process.
 */
import { type Allocation, type CategorisationRule, matchRule } from './categorisation-rules.ts'
import {
  type Alternative,
  type ExplainedNeighbour,
  explainHistory,
  explainModel,
  explainNoGuess,
  explainRule,
  explainStaleRule,
} from './categorisation-explain.ts'
import { explainHint, type FeedHint } from './categorisation-hints.ts'
import { Calibrator, type Example, FirmModel, OrgHistory, type TrainingLine } from './categorisation-model.ts'
import { hash32, normalizeVendor, processDescription } from './categorisation-text.ts'

export const CATEGORISATION_LAYERS = ['rule', 'history', 'model', 'none'] as const
export type Layer = (typeof CATEGORISATION_LAYERS)[number]
export const CATEGORISATION_MODES = ['auto', 'manual'] as const
/**
 * Where a categorised line came from: the spec's four (a QuickBooks line, a Ramp card line, a Plaid line, a bank
 * line), and `ledger` for a line of the built-in ledger, which is not QuickBooks' (an organization keeps its books in
 * one or the other). The two ledger sources behave alike: `isLedgerSource`.
 */
export const CATEGORISATION_SOURCES = ['quickbooks', 'ledger', 'ramp', 'plaid', 'bank'] as const
export type CategorisationSource = (typeof CATEGORISATION_SOURCES)[number]
/** A line read from the organization's books rather than from a feed: posted by changing that entry. */
export const isLedgerSource = (source: string) => source === 'quickbooks' || source === 'ledger'
/** The source of a line read from the books, by the ledger the organization keeps them in. */
export const ledgerSource = (provider: 'builtin' | 'quickbooks'): CategorisationSource =>
  provider === 'quickbooks' ? 'quickbooks' : 'ledger'
export const CATEGORISATION_FILTERS = ['Total', 'AI Categorized', 'Uncategorized', 'Bookkeeper Confirmed'] as const
export type CategorisationFilter = (typeof CATEGORISATION_FILTERS)[number]
/** The default confidence below which no guess is made (an organization may set its own, 0.5 to 0.99). */
export const DEFAULT_THRESHOLD = 0.8

export type Line = {
  transactionId: string
  date: string
  vendor: string | null
  description: string | null
  amountCents: number
  /** the feed's own category of the line, when its provider gave one (categorisation-hints.ts) */
  hint?: FeedHint | null
}
export type Suggestion = {
  layer: Layer
  accountId: string | null
  accountName: string | null
  confidence: number
  multi: Allocation[] | null
  explanation: string
  inferredVendor: string
  processedDescription: string
  neighbours: ExplainedNeighbour[]
  alternatives: Alternative[]
  ruleId: string | null
  staleRule: { ruleId: string; missingAccounts: string[] } | null
}
/**
 * One calibrator per layer's score; the model's lines with a feed hint have their own (`modelHinted`): a hint makes
 * the model far surer of an unseen vendor, so the same raw score means more, and a calibrator fitted on both kinds
 * would be wrong for each. Without one (a firm whose feeds send no hints, or a model stored before) `model` serves.
 */
export type Calibrators = { vendor: Calibrator; nearest: Calibrator; model: Calibrator; modelHinted?: Calibrator }

/** The model's calibrator for a line: the hinted one for a line with a hint, when it was fitted. */
export const modelCalibrator = (c: Calibrators, line: { hint?: FeedHint | null }) =>
  line.hint && c.modelHinted?.fitted ? c.modelHinted : c.model
export type OrgAccount = { accountId: string; accountName: string }

/** Everything a suggestion needs for one organization. `masterToOrg` maps a firm-model label to this org's account. */
export type CategoriserInput = {
  rules: readonly CategorisationRule[]
  liveAccountIds: ReadonlySet<string>
  history: OrgHistory
  model: FirmModel | null
  masterToOrg: ReadonlyMap<string, OrgAccount>
  calibrators: Calibrators
  threshold: number
  /** where a line below the threshold goes: auto mode asks the client, manual mode leaves it to the bookkeeper */
  belowThreshold: 'client' | 'bookkeeper'
}

const round3 = (p: number) => Math.round(p * 1000) / 1000
const toNeighbour = (e: Example): ExplainedNeighbour => ({
  date: e.date,
  amountCents: e.amountCents,
  accountName: e.accountName,
  vendor: e.vendor,
  description: e.description,
})

/** Layer two alone: the organization's history, calibrated. */
export function historyGuess(input: Pick<CategoriserInput, 'history' | 'calibrators'>, line: Line) {
  const found = input.history.candidates(line.vendor, line.description)
  if (!found || found.candidates.length === 0) return null
  const top = found.candidates[0]
  const confidence = input.calibrators[found.via].apply(top.score)
  const known = found.via === 'vendor' ? input.history.byVendor(line.vendor) : null
  return {
    via: found.via,
    top,
    confidence,
    sameAccount: known?.accounts[0]?.count ?? 0,
    total: known?.total ?? 0,
    neighbours: found.neighbours.map((n) => toNeighbour(n.example)),
    alternatives: found.candidates.slice(0, 3).map((c, i) => ({
      accountId: c.accountId,
      accountName: c.accountName,
      confidence: i === 0 ? confidence : (c.score / top.score) * confidence * 0.5,
    })),
  }
}

/** Layer three alone: the firm model's choices mapped to this organization's accounts, calibrated. */
export function modelGuess(input: Pick<CategoriserInput, 'model' | 'masterToOrg' | 'calibrators'>, line: Line) {
  if (!input.model) return null
  const ranked = input.model
    .predict(line.vendor, line.description, line.amountCents, 6, line.hint ?? null)
    .flatMap((p) => {
      const a = input.masterToOrg.get(p.label)
      return a ? [{ ...a, probability: p.probability }] : []
    })
  if (ranked.length === 0) return null
  const confidence = modelCalibrator(input.calibrators, line).apply(ranked[0].probability)
  return {
    top: ranked[0],
    confidence,
    // the others in proportion to the top's calibrated odds, so a calibrated top never ranks below a raw second
    alternatives: ranked.slice(0, 3).map((r, i) => ({
      accountId: r.accountId,
      accountName: r.accountName,
      confidence: i === 0 ? confidence : (r.probability / ranked[0].probability) * confidence,
    })),
  }
}

export function suggest(input: CategoriserInput, line: Line): Suggestion {
  const base = {
    inferredVendor: normalizeVendor(line.vendor),
    processedDescription: processDescription(line.description),
    neighbours: [] as ExplainedNeighbour[],
    alternatives: [] as Alternative[],
    multi: null as Allocation[] | null,
    ruleId: null as string | null,
    staleRule: null as Suggestion['staleRule'],
  }
  const rule = matchRule(input.rules, line, input.liveAccountIds)
  if (rule?.kind === 'vendor')
    return {
      ...base,
      layer: 'rule',
      accountId: rule.accountId,
      accountName: rule.accountName,
      confidence: 1,
      ruleId: rule.rule.id,
      explanation: explainRule(rule.rule, null, rule.accountName),
    }
  if (rule?.kind === 'vendor-split') {
    const lead = [...rule.allocations].sort((a, b) => b.percentage - a.percentage)[0]
    return {
      ...base,
      layer: 'rule',
      accountId: lead.accountId,
      accountName: lead.accountName,
      confidence: 1,
      multi: rule.allocations,
      ruleId: rule.rule.id,
      explanation: explainRule(rule.rule, rule.allocations, null),
    }
  }
  const stale = rule?.kind === 'stale' ? { ruleId: rule.rule.id, missingAccounts: rule.missingAccounts } : null
  const staleText = rule?.kind === 'stale' ? ` ${explainStaleRule(rule.rule, rule.missingAccounts)}` : ''

  const hintText = line.hint ? ` ${explainHint(line.hint)}` : ''
  const h = historyGuess(input, line)
  if (h && h.confidence >= input.threshold)
    return {
      ...base,
      staleRule: stale,
      layer: 'history',
      accountId: h.top.accountId,
      accountName: h.top.accountName,
      confidence: round3(h.confidence),
      neighbours: h.neighbours,
      alternatives: h.alternatives,
      explanation:
        explainHistory({
          via: h.via,
          vendor: line.vendor,
          accountName: h.top.accountName,
          sameAccount: h.sameAccount,
          total: h.total,
          neighbours: h.neighbours,
        }) + staleText,
    }
  const m = modelGuess(input, line)
  if (m && m.confidence >= input.threshold)
    return {
      ...base,
      staleRule: stale,
      layer: 'model',
      accountId: m.top.accountId,
      accountName: m.top.accountName,
      confidence: round3(m.confidence),
      alternatives: m.alternatives,
      explanation: explainModel(m.top.accountName, m.confidence, m.alternatives) + hintText + staleText,
    }
  // below the threshold: no guess, but the best of both layers is kept for the bookkeeper and for evaluation
  const pool = [...(h?.alternatives ?? []), ...(m?.alternatives ?? [])].sort((a, b) => b.confidence - a.confidence)
  const alternatives = pool.filter((a, i) => pool.findIndex((b) => b.accountId === a.accountId) === i).slice(0, 3)
  return {
    ...base,
    staleRule: stale,
    layer: 'none',
    accountId: null,
    accountName: null,
    confidence: round3(alternatives[0]?.confidence ?? 0),
    neighbours: h?.neighbours ?? [],
    alternatives: alternatives.map((a) => ({ ...a, confidence: round3(a.confidence) })),
    explanation: explainNoGuess(alternatives, input.threshold, input.belowThreshold) + hintText + staleText,
  }
}

/** A line with the organization it belongs to and the label the firm model learns (its master-chart account). */
export type FirmExample = Example & { organizationId: string; masterLabel: string | null }

/**
 * The firm's lines split for honest calibration: history and model are built from the earlier 85% of the lines by
 * date (`early`), the later 15% (`late`) are guessed by each layer on its own. The model is asked only about vendors
 * its organization has not seen, so its calibrator needs such lines; when the late lines hold fewer than
 * Calibrator.MIN_POINTS of them (a single client's journal, whose new vendors are rare), a quarter of the vendors
 * (`heldOut`, by a hash of the vendor's name, firm-wide) is kept out of the early model's lines (`earlyModel`) so their
 * lines, early and late, show how the model does on vendors it never saw. `training` turns lines into what the model
 * learns (lines with a master-chart label).
 */
export function firmTrainingSplit(lines: readonly FirmExample[]) {
  const sorted = [...lines].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  const cut = Math.floor(sorted.length * 0.85)
  const early = sorted.slice(0, cut)
  const late = sorted.slice(cut)
  const seen = new Set(early.map((e) => orgVendorKey(e)))
  const unseenLate = late.filter((e) => e.masterLabel && !seen.has(orgVendorKey(e))).length
  const heldOut = unseenLate < Calibrator.MIN_POINTS ? heldOutVendor : () => false
  return { sorted, early, late, heldOut, earlyModel: early.filter((e) => !heldOut(e)) }
}

const orgVendorKey = (e: FirmExample) => `${e.organizationId}\u0000${normalizeVendor(e.vendor)}`

/** One vendor in four, the same on every machine and in every run. */
export const heldOutVendor = (e: Pick<FirmExample, 'vendor'>) =>
  hash32(`held-out ${normalizeVendor(e.vendor)}`) % 4 === 0

export const firmTrainingLines = (set: readonly FirmExample[]): TrainingLine[] =>
  set.flatMap((e) =>
    e.masterLabel
      ? [
          {
            vendor: e.vendor,
            description: e.description,
            amountCents: e.amountCents,
            label: e.masterLabel,
            hint: e.hint ?? null,
          },
        ]
      : [],
  )

function orgHistories(set: readonly FirmExample[]) {
  const map = new Map<string, OrgHistory>()
  for (const e of set) {
    const h = map.get(e.organizationId) ?? new OrgHistory()
    map.set(e.organizationId, h)
    h.add(e)
  }
  return map
}

/**
 * Each layer's scores on the late lines mapped to how often it was right, the model being `earlyModel` (trained on
 * the split's `earlyModel` lines); the model's also on every line of a held-out vendor, which it never saw.
 */
export function fitCalibrators(
  split: Pick<ReturnType<typeof firmTrainingSplit>, 'early' | 'late' | 'heldOut'>,
  earlyModel: FirmModel,
): Calibrators {
  const earlyHistories = orgHistories(split.early)
  type Point = { score: number; correct: boolean }
  const points = { vendor: [] as Point[], nearest: [] as Point[], model: [] as Point[], modelHinted: [] as Point[] }
  const known = new Set(earlyModel.labels)
  const modelPoint = (e: FirmExample) => {
    const [top] = earlyModel.predict(e.vendor, e.description, e.amountCents, 1, e.hint ?? null)
    if (top)
      points[e.hint ? 'modelHinted' : 'model'].push({ score: top.probability, correct: top.label === e.masterLabel })
  }
  // A held-out vendor whose account no other vendor's line taught the early model cannot be got right by it, while
  // the model in use knows every account: such lines would say the model is wrong where it is not.
  for (const e of split.early) if (e.masterLabel && split.heldOut(e) && known.has(e.masterLabel)) modelPoint(e)
  for (const e of split.late) {
    const history = earlyHistories.get(e.organizationId)
    const found = history?.candidates(e.vendor, e.description)
    if (found?.candidates.length)
      points[found.via].push({
        score: found.candidates[0].score,
        correct: found.candidates[0].accountId === e.accountId,
      })
    // the model is asked when the history does not know the vendor: it is calibrated on such lines alone
    if (e.masterLabel && (found?.via !== 'vendor' || (split.heldOut(e) && known.has(e.masterLabel)))) modelPoint(e)
  }
  return {
    vendor: Calibrator.fit(points.vendor),
    nearest: Calibrator.fit(points.nearest),
    // each kind of line from its own kind; lines without a hint from all when they are too few alone
    model: Calibrator.fit(
      points.model.length >= Calibrator.MIN_PLATT ? points.model : [...points.model, ...points.modelHinted],
    ),
    modelHinted: Calibrator.fit(points.modelHinted),
  }
}

/**
 * Fits the calibrators honestly (firmTrainingSplit, fitCalibrators), then rebuilds history and model from every
 * line. In one call: the API trains the same steps in a job (edge-functions/domains/categorisation/train-firm-model.ts).
 */
export function trainFirm(lines: readonly FirmExample[], opts: { epochs?: number } = {}) {
  const split = firmTrainingSplit(lines)
  const earlyModel = FirmModel.train(firmTrainingLines(split.earlyModel), opts)
  return {
    calibrators: fitCalibrators(split, earlyModel),
    histories: orgHistories(split.sorted),
    model: FirmModel.train(firmTrainingLines(split.sorted), opts),
  }
}

/** Which filter category (spec §4) a record falls in, besides Total. */
export function filterCategory(r: {
  layer: Layer
  confirmedAt: string | null
}): Exclude<CategorisationFilter, 'Total'> {
  if (r.confirmedAt) return 'Bookkeeper Confirmed'
  return r.layer === 'none' ? 'Uncategorized' : 'AI Categorized'
}
