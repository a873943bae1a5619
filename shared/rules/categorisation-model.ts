/**
 * The two learned layers of expense categorisation (docs/categorisation.md):
 * - OrgHistory, layer two: one organization's categorised lines, looked up by vendor and, for a vendor it has not
 *   seen, by the nearest past lines in the 256-long embedding space. Only ever built from that organization's lines.
 * - FirmModel, layer three: a softmax regression over hashed words of vendor and description, trained on every
 *   organization's lines with the account replaced by its master-chart account (coa mapping), so what it learns is
 *   "lines like this are Software", never another organization's transactions.
 * Both give a raw score that a Calibrator turns into a probability, fitted on held-out lines by date.
 */
import { EMBEDDING_LENGTH, embed, hash32, normalizeVendor, processDescription, words } from './categorisation-text.ts'
import { type FeedHint, hintKey, hintTokens } from './categorisation-hints.ts'
import { rng } from './seeded-random.ts'

export type Example = {
  transactionId: string
  date: string
  vendor: string | null
  description: string | null
  amountCents: number
  accountId: string
  accountName: string
  /** the feed's own category of the line (categorisation-hints.ts), when its provider gave one */
  hint?: FeedHint | null
}
type AccountCount = { accountId: string; accountName: string; count: number }
type Prototype = { text: string; accounts: Map<string, AccountCount>; recent: Example[] }
export type Neighbour = { example: Example; similarity: number }
export type Candidate = { accountId: string; accountName: string; score: number }

/** Past lines kept per vendor or text to show in an explanation, newest first. */
const RECENT_KEPT = 3
export const KNN_NEIGHBOURS = 5
/** Below this cosine similarity a past line is not "like" this one and the history layer passes. */
export const KNN_MIN_SIMILARITY = 0.55

export const lineText = (vendor: string | null, description: string | null) =>
  `${normalizeVendor(vendor)} ${processDescription(description)}`.trim()

function keepRecent(list: Example[], e: Example) {
  let i = list.length
  while (i > 0 && list[i - 1].date < e.date) i--
  list.splice(i, 0, e)
  if (list.length > RECENT_KEPT) list.length = RECENT_KEPT
}

function bump(map: Map<string, AccountCount>, e: Example) {
  const a = map.get(e.accountId)
  if (a) {
    a.count++
    a.accountName = e.accountName
  } else map.set(e.accountId, { accountId: e.accountId, accountName: e.accountName, count: 1 })
}

const ranked = (map: Map<string, AccountCount>) => [...map.values()].sort((a, b) => b.count - a.count)

export class OrgHistory {
  private vendors = new Map<string, { accounts: Map<string, AccountCount>; recent: Example[]; total: number }>()
  private byText = new Map<string, number>()
  private protos: Prototype[] = []
  private matrix = new Float32Array(64 * EMBEDDING_LENGTH)
  private scratch = new Float32Array(EMBEDDING_LENGTH)
  size = 0

  constructor(examples: Iterable<Example> = []) {
    for (const e of examples) this.add(e)
  }

  /** Learn one categorised line (a confirmation or correction counts at once). */
  add(e: Example) {
    this.size++
    const v = normalizeVendor(e.vendor)
    if (v) {
      const s = this.vendors.get(v) ?? { accounts: new Map(), recent: [], total: 0 }
      this.vendors.set(v, s)
      bump(s.accounts, e)
      keepRecent(s.recent, e)
      s.total++
    }
    const text = lineText(e.vendor, e.description)
    if (!text) return
    let i = this.byText.get(text)
    if (i === undefined) {
      i = this.protos.length
      this.byText.set(text, i)
      this.protos.push({ text, accounts: new Map(), recent: [] })
      if ((i + 1) * EMBEDDING_LENGTH > this.matrix.length) {
        const grown = new Float32Array(this.matrix.length * 2)
        grown.set(this.matrix)
        this.matrix = grown
      }
      this.matrix.set(embed(text, this.scratch), i * EMBEDDING_LENGTH)
    }
    bump(this.protos[i].accounts, e)
    keepRecent(this.protos[i].recent, e)
  }

  knowsVendor(vendor: string | null) {
    return this.vendors.has(normalizeVendor(vendor))
  }

  /** The vendor's past accounts with counts, and its newest lines. */
  byVendor(vendor: string | null) {
    const s = this.vendors.get(normalizeVendor(vendor))
    if (!s) return null
    return { accounts: ranked(s.accounts), recent: s.recent, total: s.total }
  }

  /** The nearest past lines by vendor and description, each with the accounts its text went to. */
  nearest(vendor: string | null, description: string | null, k = KNN_NEIGHBOURS) {
    const text = lineText(vendor, description)
    if (!text || this.protos.length === 0) return []
    const q = embed(text, this.scratch)
    const best: { i: number; sim: number }[] = []
    const m = this.matrix
    for (let i = 0; i < this.protos.length; i++) {
      let s = 0
      const o = i * EMBEDDING_LENGTH
      for (let d = 0; d < EMBEDDING_LENGTH; d++) s += q[d] * m[o + d]
      if (best.length < k || s > best[best.length - 1].sim) {
        let j = best.length < k ? best.length : k - 1
        while (j > 0 && best[j - 1].sim < s) {
          if (j < k) best[j] = best[j - 1]
          j--
        }
        best[j] = { i, sim: s }
        if (best.length > k) best.length = k
      }
    }
    return best.map((b) => ({ proto: this.protos[b.i], similarity: b.sim }))
  }

  /**
   * Layer two's candidates for a line: by vendor when it has one we know (score: the share of its lines in the top
   * account, shrunk for vendors seen only a few times), otherwise by the nearest texts weighted by similarity.
   */
  candidates(vendor: string | null, description: string | null) {
    const known = this.byVendor(vendor)
    if (known) {
      const cands = known.accounts.map((a) => ({
        accountId: a.accountId,
        accountName: a.accountName,
        // shrunk toward doubt for vendors seen a few times: one line gives 0.83, five alike 0.96
        score: a.count / (known.total + 0.2),
      }))
      return {
        via: 'vendor' as const,
        candidates: cands,
        neighbours: known.recent.map((example) => ({ example, similarity: 1 })),
      }
    }
    const near = this.nearest(vendor, description).filter((n) => n.similarity >= KNN_MIN_SIMILARITY)
    if (near.length === 0) return null
    const votes = new Map<string, Candidate>()
    let total = 0
    for (const n of near) {
      const count = [...n.proto.accounts.values()].reduce((t, a) => t + a.count, 0)
      for (const a of n.proto.accounts.values()) {
        const w = (n.similarity * a.count) / count
        total += w
        const c = votes.get(a.accountId)
        if (c) c.score += w
        else votes.set(a.accountId, { accountId: a.accountId, accountName: a.accountName, score: w })
      }
    }
    const top = near[0].similarity
    const cands = [...votes.values()]
      .map((c) => ({ ...c, score: (c.score / total) * top }))
      .sort((a, b) => b.score - a.score)
    const neighbours: Neighbour[] = near.flatMap((n) =>
      n.proto.recent.slice(0, 1).map((example) => ({ example, similarity: n.similarity })),
    )
    return { via: 'nearest' as const, candidates: cands, neighbours }
  }
}

/** Hashed feature space of the firm model: 2^16 slots per class. */
const FEATURE_BITS = 16
const FEATURE_MASK = (1 << FEATURE_BITS) - 1

/** The amount's size in halves of a power of ten, with its sign: $3 coffee, $30 lunch, $300 software. */
const amountSize = (cents: number) =>
  `${cents < 0 ? '-' : '+'}${Math.min(14, Math.floor(2 * Math.log10(Math.abs(cents) / 100 + 1)))}`

/** The hint's deepest level counts three times, like a vendor's name, so an unseen vendor is read by its hint. */
const HINT_REPEATS = ['h2', 'h3']

/**
 * The features of a line: words of vendor and description, the vendor's character 4-grams, the amount's size, and
 * the feed's category hint when there is one.
 */
export function lineFeatures(
  vendor: string | null,
  description: string | null,
  amountCents: number,
  hint?: FeedHint | null,
): Uint32Array {
  const v = normalizeVendor(vendor)
  const d = processDescription(description)
  const feats: number[] = [hash32('bias') & FEATURE_MASK]
  for (const w of words(v)) {
    feats.push(hash32(`v:${w}`) & FEATURE_MASK)
    const p = ` ${w} `
    for (let i = 0; i + 4 <= p.length; i++) feats.push(hash32(`c:${p.slice(i, i + 4)}`) & FEATURE_MASK)
  }
  for (const w of words(d)) feats.push(hash32(`d:${w}`) & FEATURE_MASK)
  // the amount's size, repeated so it weighs like a word or two against the vendor's many character features
  const size = amountSize(amountCents)
  for (const k of ['a1', 'a2', 'a3']) feats.push(hash32(`${k}:${size}`) & FEATURE_MASK)
  feats.push(hash32(`s:${amountCents < 0 ? '-' : '+'}`) & FEATURE_MASK)
  // the feed's category hint: a vendor nobody has seen has only its hint to go by
  const tokens = hintTokens(hint)
  for (const t of tokens) feats.push(hash32(`h:${t}`) & FEATURE_MASK)
  // the deepest level of the path ("Food and Drink › Coffee") is what tells a café from a restaurant
  const deepest = tokens.filter((t) => t.startsWith('p:')).at(-1)
  if (deepest) for (const k of HINT_REPEATS) feats.push(hash32(`${k}:${deepest}`) & FEATURE_MASK)
  return Uint32Array.from(feats)
}

export type TrainingLine = {
  vendor: string | null
  description: string | null
  amountCents: number
  label: string
  hint?: FeedHint | null
}

/** The distinct lines a firm model learns from, with the label order its weights follow (FirmModel.prepare). */
export type FirmTrainingSet = { labels: string[]; rows: { feats: Uint32Array; label: number; count: number }[] }
export type FirmTrainingOptions = { epochs?: number; rate?: number; seed?: number }

export class FirmModel {
  readonly labels: string[]
  private weights: Float32Array
  private width = 1 << FEATURE_BITS

  private constructor(labels: string[], weights?: Float32Array) {
    this.labels = labels
    this.weights = weights ?? new Float32Array(labels.length * this.width)
    if (this.weights.length !== labels.length * this.width)
      throw new Error(`A firm model of ${labels.length} labels has ${labels.length * this.width} weights`)
  }

  /**
   * Softmax regression by stochastic gradient descent over distinct (text, label) lines, each weighted by
   * 1 + log(count) so a vendor paid every week does not drown the rest. Deterministic for the same lines.
   */
  static train(lines: Iterable<TrainingLine>, opts: FirmTrainingOptions = {}) {
    const set = FirmModel.prepare(lines)
    const model = FirmModel.untrained(set)
    model.trainEpochs(set, 0, opts.epochs ?? 8, opts)
    return model
  }

  /** The distinct lines of `lines` and their labels, in first-seen order (so the same lines give the same set). */
  static prepare(lines: Iterable<TrainingLine>): FirmTrainingSet {
    const distinct = new Map<string, { feats: Uint32Array; label: number; count: number }>()
    const labelIndex = new Map<string, number>()
    for (const l of lines) {
      if (!labelIndex.has(l.label)) labelIndex.set(l.label, labelIndex.size)
      const key = `${l.label}\u0000${lineText(l.vendor, l.description)}\u0000${amountSize(l.amountCents)}\u0000${hintKey(l.hint)}`
      const d = distinct.get(key)
      if (d) d.count++
      else
        distinct.set(key, {
          feats: lineFeatures(l.vendor, l.description, l.amountCents, l.hint),
          label: labelIndex.get(l.label) ?? 0,
          count: 1,
        })
    }
    return { labels: [...labelIndex.keys()], rows: [...distinct.values()] }
  }

  static untrained(set: Pick<FirmTrainingSet, 'labels'>) {
    return new FirmModel([...set.labels])
  }

  /** A model from stored weights (`weights()` of a model with these labels). */
  static fromWeights(labels: string[], weights: Float32Array) {
    return new FirmModel([...labels], weights)
  }

  /** The weights, label by label: what is stored to load the model elsewhere. */
  weightsArray(): Float32Array {
    return this.weights
  }

  /**
   * Trains epochs `from` up to `to` (of `epochs` in all) on `set`, as train() would have by then: the shuffles of
   * the epochs before `from` are replayed (cheap: no features are read), so training split into several calls, each
   * resuming from stored weights, gives the same model as one call. `set` must be as prepare() returned it (its rows
   * are shuffled in place, so each call needs a fresh one).
   */
  trainEpochs(set: FirmTrainingSet, from: number, to: number, { rate = 0.4, seed = 12 }: FirmTrainingOptions = {}) {
    if (set.labels.length !== this.labels.length || set.labels.some((l, i) => l !== this.labels[i]))
      throw new Error('The training set has other labels than this model')
    const rows = set.rows
    const random = rng(seed)
    const probs = new Float32Array(this.labels.length)
    for (let epoch = 0; epoch < to; epoch++) {
      for (let i = rows.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1))
        ;[rows[i], rows[j]] = [rows[j], rows[i]]
      }
      if (epoch < from) continue
      const step = rate / (1 + epoch * 0.5)
      for (const r of rows) {
        this.scores(r.feats, probs)
        const g = (step * (1 + Math.log(r.count))) / r.feats.length
        for (let c = 0; c < probs.length; c++) {
          const delta = g * ((c === r.label ? 1 : 0) - probs[c])
          if (Math.abs(delta) < 1e-7) continue
          const o = c * this.width
          for (const f of r.feats) this.weights[o + f] += delta
        }
      }
    }
    return this
  }

  /** Class probabilities for a line's features, into `out`. */
  scores(feats: Uint32Array, out = new Float32Array(this.labels.length)) {
    let max = -Infinity
    for (let c = 0; c < this.labels.length; c++) {
      let s = 0
      const o = c * this.width
      for (const f of feats) s += this.weights[o + f]
      out[c] = s
      if (s > max) max = s
    }
    let sum = 0
    for (let c = 0; c < out.length; c++) {
      out[c] = Math.exp(out[c] - max)
      sum += out[c]
    }
    for (let c = 0; c < out.length; c++) out[c] /= sum
    return out
  }

  /** The labels ranked by probability, best first, at most `k`. */
  predict(vendor: string | null, description: string | null, amountCents: number, k = 3, hint: FeedHint | null = null) {
    const p = this.scores(lineFeatures(vendor, description, amountCents, hint))
    const order = Array.from(p.keys()).sort((a, b) => p[b] - p[a])
    return order.slice(0, k).map((c) => ({ label: this.labels[c], probability: p[c] }))
  }
}

/**
 * Raw score → probability of being right, by isotonic regression (pool adjacent violators) on held-out lines, with
 * each pooled block's rate smoothed (Laplace) so a handful of lines never claims certainty. Isotonic regression needs
 * many lines to draw its steps; with fewer than MIN_POINTS (but MIN_PLATT or more) it fits Platt's two-parameter
 * sigmoid of the score's log-odds instead, with Platt's smoothed targets, and with fewer still it keeps the raw score.
 * Either fit is stored the same way: score edges and the probability up to each.
 */
export class Calibrator {
  static MIN_POINTS = 30
  static MIN_PLATT = 10
  private edges: number[] = []
  private values: number[] = []

  static fit(points: readonly { score: number; correct: boolean }[]) {
    if (points.length < Calibrator.MIN_PLATT) return new Calibrator()
    if (points.length < Calibrator.MIN_POINTS) return Calibrator.platt(points)
    const cal = new Calibrator()
    const sorted = [...points].sort((a, b) => a.score - b.score)
    const blocks: { hi: number; right: number; n: number }[] = []
    for (const p of sorted) {
      blocks.push({ hi: p.score, right: p.correct ? 1 : 0, n: 1 })
      while (blocks.length > 1) {
        const b = blocks[blocks.length - 1]
        const a = blocks[blocks.length - 2]
        if (a.right / a.n < b.right / b.n) break
        blocks.splice(blocks.length - 2, 2, { hi: b.hi, right: a.right + b.right, n: a.n + b.n })
      }
    }
    cal.edges = blocks.map((b) => b.hi)
    cal.values = blocks.map((b) => (b.right + 0.5) / (b.n + 1))
    return cal
  }

  /**
   * Platt scaling: p = sigmoid(a·logit(score) + b), fitted by Newton's method on the cross-entropy against targets
   * (right + 1) / (right + 2) and 1 / (wrong + 2) (Platt 1999), a kept ≥ 0 so a higher score never means less.
   * Stored as PLATT_STEPS equal steps of score, each with the sigmoid at its middle, kept within the smoothing's bounds.
   */
  static platt(points: readonly { score: number; correct: boolean }[]) {
    const right = points.filter((p) => p.correct).length
    const hiT = (right + 1) / (right + 2)
    const loT = 1 / (points.length - right + 2)
    const xs = points.map((p) => logit(p.score))
    const ts = points.map((p) => (p.correct ? hiT : loT))
    let a = 1
    let b = 0
    for (let iter = 0; iter < 50; iter++) {
      let ga = 0
      let gb = 0
      let haa = 1e-9
      let hab = 0
      let hbb = 1e-9
      for (let i = 0; i < xs.length; i++) {
        const p = sigmoid(a * xs[i] + b)
        const d = p - ts[i]
        const w = p * (1 - p)
        ga += d * xs[i]
        gb += d
        haa += w * xs[i] * xs[i]
        hab += w * xs[i]
        hbb += w
      }
      const det = haa * hbb - hab * hab
      if (Math.abs(det) < 1e-12) break
      const da = (hbb * ga - hab * gb) / det
      const db = (haa * gb - hab * ga) / det
      a -= da
      b -= db
      if (Math.abs(da) + Math.abs(db) < 1e-9) break
    }
    a = Math.max(0, a)
    // no surer than the isotonic fit's smoothing lets all the lines be: a handful never claims certainty
    const lo = 0.5 / (points.length + 1)
    const cal = new Calibrator()
    for (let i = 1; i <= PLATT_STEPS; i++) {
      cal.edges.push(i / PLATT_STEPS)
      cal.values.push(Math.min(1 - lo, Math.max(lo, sigmoid(a * logit((i - 0.5) / PLATT_STEPS) + b))))
    }
    return cal
  }

  /** Whether it was fitted (a calibrator with too few lines keeps the raw score). */
  get fitted() {
    return this.edges.length > 0
  }

  /** What is stored to load the calibrator elsewhere. */
  toJSON() {
    return { edges: this.edges, values: this.values }
  }
  static fromJSON(stored: { edges: number[]; values: number[] }) {
    const cal = new Calibrator()
    cal.edges = [...stored.edges]
    cal.values = [...stored.values]
    return cal
  }

  apply(score: number) {
    if (this.edges.length === 0) return Math.max(0, Math.min(1, score))
    let lo = 0
    let hi = this.edges.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.edges[mid] < score) lo = mid + 1
      else hi = mid
    }
    return this.values[lo]
  }
}

const PLATT_STEPS = 100
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z))
const logit = (p: number) => {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p))
  return Math.log(q / (1 - q))
}
