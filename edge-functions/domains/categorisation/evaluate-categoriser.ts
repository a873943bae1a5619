/**
 * The categorisation evaluation (docs/categorisation.md): read a journal (hledger/ledger text, or CSV with date, payee,
 * description, amount, account), train on the earlier 80% of its lines by date, and measure top-1 accuracy on the
 * later 20% for vendors seen and unseen in training, the share the threshold lets through, and the expected
 * calibration error of the confidence. Used by `npm run eval -- categorisation <journal>` and the benchmark; it
 * lives beside the domain whose model it measures, and no product code imports it.
 */
import { existsSync, readFileSync } from 'node:fs'
import Papa from 'papaparse'
import {
  type CategoriserInput,
  DEFAULT_THRESHOLD,
  type FirmExample,
  type OrgAccount,
  suggest,
  trainFirm,
} from '../../../shared/rules/categorisation.ts'
import { type FeedHint, feedHint } from '../../../shared/rules/categorisation-hints.ts'
import { OrgHistory } from '../../../shared/rules/categorisation-model.ts'
import { normalizeVendor } from '../../../shared/rules/categorisation-text.ts'

export type JournalLine = {
  date: string
  payee: string
  description: string
  amountCents: number
  account: string
  /** the feed's category hint for the line (its merchant's), when the journal comes with one */
  hint?: FeedHint | null
}

/** Accounts a line is paid from or into; the category is the other side. */
const FUNDING = /^(assets|liabilities|equity)(:|$)/i

const toCents = (amount: string) => {
  const m = amount.replace(/[,$\s]/g, '').match(/^(-?)(\d+)(?:\.(\d{1,2}))?/)
  if (!m) return null
  return (m[1] ? -1 : 1) * (Number(m[2]) * 100 + Number((m[3] ?? '0').padEnd(2, '0')))
}

/**
 * hledger/ledger journal text: each transaction's date, payee and description ("Payee | note" as hledger writes
 * them), and its category: the posting with the largest amount that is not an asset, liability or equity account.
 * Transactions with no such posting (transfers, trades) are skipped: there is nothing to categorise.
 */
export function parseHledger(text: string): JournalLine[] {
  const out: JournalLine[] = []
  let head: { date: string; payee: string; description: string } | null = null
  let postings: { account: string; cents: number }[] = []
  const flush = () => {
    if (!head) return
    const cat = postings
      .filter((p) => !FUNDING.test(p.account))
      .sort((a, b) => Math.abs(b.cents) - Math.abs(a.cents))[0]
    if (cat) out.push({ ...head, amountCents: cat.cents, account: cat.account })
    head = null
    postings = []
  }
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\s;.*$/, '')
    const date = line.match(/^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:=\S+)?\s*[*!]?\s*(?:\([^)]*\)\s*)?(.*)$/)
    if (date) {
      flush()
      const [payee, ...note] = date[4].split('|')
      head = {
        date: `${date[1]}-${date[2].padStart(2, '0')}-${date[3].padStart(2, '0')}`,
        payee: payee.trim(),
        description: note.join('|').trim(),
      }
      continue
    }
    if (!/^\s+\S/.test(line)) {
      flush()
      continue
    }
    const posting = line.trim().match(/^[*!]?\s*(\S(?:.*?\S)?)(?:\s{2,}|\t)\s*(.+)$/)
    if (head && posting) {
      const cents = toCents(posting[2].replace(/[A-Za-z"]+/g, '').split('@')[0])
      if (cents !== null) postings.push({ account: posting[1], cents })
    }
  }
  flush()
  return out
}

/** CSV with a header naming date, payee (or vendor), description, amount and account columns. */
export function parseCsv(text: string): JournalLine[] {
  const rows = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: true,
    transformHeader: (h) => h.trim().toLowerCase(),
  })
  return rows.data.flatMap((r) => {
    const cents = toCents(r.amount ?? '')
    const date = (r.date ?? '').slice(0, 10).replace(/\//g, '-')
    if (cents === null || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !r.account) return []
    return [
      {
        date,
        payee: (r.payee ?? r.vendor ?? '').trim(),
        description: (r.description ?? '').trim(),
        amountCents: cents,
        account: r.account.trim(),
      },
    ]
  })
}

export function readJournal(file: string): JournalLine[] {
  const text = readFileSync(file, 'utf8')
  const lines = file.toLowerCase().endsWith('.csv') ? parseCsv(text) : parseHledger(text)
  const hints = readFeedHints(file.replace(/\.[^./]+$/, '.feed-hints.json'))
  return hints ? withFeedHints(lines, hints) : lines
}

/** A journal's feed hints: payee → the Plaid payload fragment a feed sends with that merchant's lines (SOURCE.md). */
export function readFeedHints(file: string): Record<string, unknown> | null {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null
}

/** The lines with the hint their payee's feed payload carries, read as the product reads it (feedHint). */
export const withFeedHints = (lines: readonly JournalLine[], payloads: Record<string, unknown>): JournalLine[] =>
  lines.map((l) => ({ ...l, hint: feedHint('plaid', payloads[l.payee]) }))

/** The lines as a feed with no category hints would send them. */
export const withoutHints = (lines: readonly JournalLine[]): JournalLine[] => lines.map((l) => ({ ...l, hint: null }))

export type EvalResult = {
  lines: number
  train: number
  test: number
  known: { n: number; correct: number }
  unseen: { n: number; correct: number }
  /** lines the threshold let through (a guess was made) and how many of those were right */
  guessed: { n: number; correct: number }
  ece: number
  byLayer: Record<string, number>
}

/** Expected calibration error over ten equal-width bins of confidence. */
export function expectedCalibrationError(points: readonly { confidence: number; correct: boolean }[]) {
  const bins = Array.from({ length: 10 }, () => ({ n: 0, conf: 0, right: 0 }))
  for (const p of points) {
    const b = bins[Math.min(9, Math.floor(p.confidence * 10))]
    b.n++
    b.conf += p.confidence
    b.right += p.correct ? 1 : 0
  }
  return bins.reduce((t, b) => (b.n ? t + (b.n / points.length) * Math.abs(b.conf / b.n - b.right / b.n) : t), 0)
}

/** Train on the earlier 80% by date, guess the later 20% line by line, as a single organization would see it. */
export function evaluate(all: readonly JournalLine[], threshold = DEFAULT_THRESHOLD): EvalResult {
  const lines = all.map(
    (l, i): FirmExample => ({
      transactionId: String(i),
      date: l.date,
      vendor: l.payee,
      description: l.description,
      amountCents: l.amountCents,
      accountId: l.account,
      accountName: l.account,
      hint: l.hint ?? null,
      organizationId: 'journal',
      // one organization: its own chart is the master chart
      masterLabel: l.account,
    }),
  )
  const accounts = new Map<string, OrgAccount>(
    lines.map((e) => [e.accountId, { accountId: e.accountId, accountName: e.accountName }]),
  )
  return evaluateFirm(lines, () => accounts, threshold)
}

/**
 * The same over a firm: every organization's lines train the firm model and calibrators (through their master
 * labels) and each organization's own history; each later line is guessed as its organization would see it, "known"
 * meaning its organization had seen the vendor in training. `chart` gives an organization's account per master label.
 */
export function evaluateFirm(
  all: readonly FirmExample[],
  chart: (organizationId: string) => ReadonlyMap<string, OrgAccount>,
  threshold = DEFAULT_THRESHOLD,
): EvalResult {
  const lines = [...all].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  const cut = Math.floor(lines.length * 0.8)
  const train = lines.slice(0, cut)
  const test = lines.slice(cut)
  const firm = trainFirm(train)
  const seen = new Set(train.map((e) => `${e.organizationId}\u0000${normalizeVendor(e.vendor)}`))
  const inputs = new Map<string, CategoriserInput>()
  const inputFor = (org: string) => {
    let input = inputs.get(org)
    if (!input) {
      const masterToOrg = chart(org)
      input = {
        rules: [],
        liveAccountIds: new Set([...masterToOrg.values()].map((a) => a.accountId)),
        history: firm.histories.get(org) ?? new OrgHistory(),
        model: firm.model,
        masterToOrg,
        calibrators: firm.calibrators,
        threshold,
        belowThreshold: 'bookkeeper',
      }
      inputs.set(org, input)
    }
    return input
  }
  const result: EvalResult = {
    lines: lines.length,
    train: train.length,
    test: test.length,
    known: { n: 0, correct: 0 },
    unseen: { n: 0, correct: 0 },
    guessed: { n: 0, correct: 0 },
    ece: 0,
    byLayer: {},
  }
  const points: { confidence: number; correct: boolean }[] = []
  for (const l of test) {
    const s = suggest(inputFor(l.organizationId), l)
    const guess = s.accountId ?? s.alternatives[0]?.accountId ?? null
    const correct = guess === l.accountId
    const bucket = seen.has(`${l.organizationId}\u0000${normalizeVendor(l.vendor)}`) ? result.known : result.unseen
    bucket.n++
    if (correct) bucket.correct++
    if (s.layer !== 'none') {
      result.guessed.n++
      if (correct) result.guessed.correct++
    }
    result.byLayer[s.layer] = (result.byLayer[s.layer] ?? 0) + 1
    points.push({ confidence: s.confidence, correct })
  }
  result.ece = expectedCalibrationError(points)
  return result
}

const pct = (x: { n: number; correct: number }) => (x.n ? `${((100 * x.correct) / x.n).toFixed(1)}%` : 'n/a')

export function formatEval(name: string, r: EvalResult) {
  return [
    `${name}: ${r.lines} categorised lines, trained on the earlier ${r.train}, tested on the later ${r.test}`,
    `  top-1 accuracy, known vendors   ${pct(r.known).padStart(7)}  (${r.known.correct}/${r.known.n}; target >= 97%)`,
    `  top-1 accuracy, unseen vendors  ${pct(r.unseen).padStart(7)}  (${r.unseen.correct}/${r.unseen.n}; target >= 80%)`,
    `  calibration error (ECE)         ${r.ece.toFixed(3).padStart(7)}  (target <= 0.05)`,
    `  above the threshold             ${pct(r.guessed).padStart(7)}  right of ${r.guessed.n} guessed (${((100 * r.guessed.n) / Math.max(1, r.test)).toFixed(0)}% of lines); by layer ${JSON.stringify(r.byLayer)}`,
  ].join('\n')
}
