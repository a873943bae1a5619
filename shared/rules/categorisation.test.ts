import { describe, expect, it } from 'vitest'
import {
  type CategoriserInput,
  DEFAULT_THRESHOLD,
  type FirmExample,
  filterCategory,
  suggest,
  trainFirm,
} from './categorisation.ts'
import {
  explainHistory,
  explainModel,
  explainNoGuess,
  explainRule,
  explainStaleRule,
} from './categorisation-explain.ts'
import { Calibrator, FirmModel, OrgHistory } from './categorisation-model.ts'
import {
  type CategorisationRule,
  allocateSplit,
  matchRule,
  splitAllocation,
  splitProblems,
} from './categorisation-rules.ts'
import { EMBEDDING_LENGTH, embed, embeddingJson, normalizeVendor, similarity } from './categorisation-text.ts'

const split = (splits: [string, number][]): CategorisationRule => ({
  id: 'r1',
  ruleType: 'vendor-split',
  vendor: 'WeWork',
  accountId: null,
  accountName: null,
  splits: splits.map(([accountId, percentage]) => ({ accountId, accountName: accountId.toUpperCase(), percentage })),
  createdAt: '2026-01-01T00:00:00Z',
})
const vendorRule = (vendor: string, accountId: string): CategorisationRule => ({
  id: `rule-${vendor}`,
  ruleType: 'vendor',
  vendor,
  accountId,
  accountName: accountId.toUpperCase(),
  splits: [],
  createdAt: '2026-01-01T00:00:00Z',
})

describe('text and embedding', () => {
  it('cleans payment-rail prefixes, store numbers and legal suffixes off a vendor', () => {
    expect(normalizeVendor('SQ *BLUE BOTTLE COFFEE #1234')).toBe('blue bottle coffee')
    expect(normalizeVendor('Acme Widgets, Inc.')).toBe('acme widgets')
    expect(normalizeVendor('TST* Joe’s Diner 00042')).toBe('joe s diner')
    expect(normalizeVendor(null)).toBe('')
  })

  it('embeds to 256 numbers of length one, the same every time, near for near texts', () => {
    const a = embed('figma monthly')
    expect(a.length).toBe(EMBEDDING_LENGTH)
    expect(similarity(a, a)).toBeCloseTo(1, 5)
    expect(Array.from(embed('figma monthly'))).toEqual(Array.from(a))
    expect(similarity(a, embed('figma annual'))).toBeGreaterThan(similarity(a, embed('delta air lines')))
    expect(Array.from(embed(''))).toEqual(new Array(EMBEDDING_LENGTH).fill(0))
  })

  it('stores embeddings as JSON text, normal and lower-case', () => {
    const normal = JSON.parse(embeddingJson('AWS', false) ?? '[]')
    const lower = JSON.parse(embeddingJson('AWS', true) ?? '[]')
    expect(normal).toHaveLength(256)
    expect(lower).toHaveLength(256)
    expect(normal).not.toEqual(lower)
    expect(embeddingJson('  ', true)).toBeNull()
  })
})

describe('rules and splits', () => {
  it('refuses split percentages outside 0-100, naming the field, in the spec words', () => {
    const problems = splitProblems(
      split([
        ['rent', 120],
        ['office', -20],
      ]).splits,
    )
    expect(problems).toEqual([
      { path: 'splits.0.percentage', message: 'Split category percentage is between 0 and 100' },
      { path: 'splits.1.percentage', message: 'Split category percentage is between 0 and 100' },
    ])
  })

  it('refuses percentages that do not add up to 100, one account, or an account twice', () => {
    expect(
      splitProblems(
        split([
          ['rent', 60],
          ['office', 30],
        ]).splits,
      ),
    ).toEqual([{ path: 'splits', message: 'The percentages add up to 90%: they must add up to 100%' }])
    expect(splitProblems(split([['rent', 100]]).splits)[0].path).toBe('splits')
    expect(
      splitProblems(
        split([
          ['rent', 50],
          ['rent', 50],
        ]).splits,
      )[0].path,
    ).toBe('splits.1.accountId')
    expect(
      splitProblems(
        split([
          ['rent', 33.333],
          ['office', 66.667],
        ]).splits,
      )[0].path,
    ).toBe('splits.0.percentage')
    expect(
      splitProblems(
        split([
          ['rent', 33.33],
          ['office', 66.67],
        ]).splits,
      ),
    ).toEqual([])
  })

  it('allocates cents that add up to the line exactly, largest remainders first', () => {
    const r = split([
      ['a', 33.33],
      ['b', 33.33],
      ['c', 33.34],
    ])
    expect(allocateSplit(100, r.splits, 'r1').map((a) => a.allocatedAmountCents)).toEqual([33, 33, 34])
    expect(
      allocateSplit(
        -10_001,
        split([
          ['a', 60],
          ['b', 40],
        ]).splits,
        'r1',
      ).map((a) => a.allocatedAmountCents),
    ).toEqual([-6_001, -4_000])
    // every amount and three-way split: the parts always sum to the whole
    for (let cents = -2_003; cents <= 2_003; cents += 7) {
      const parts = allocateSplit(
        cents,
        split([
          ['a', 12.5],
          ['b', 37.25],
          ['c', 50.25],
        ]).splits,
        'r1',
      )
      expect(parts.reduce((t, p) => t + p.allocatedAmountCents, 0)).toBe(cents)
    }
  })

  it('applies the newest rule for a vendor; a rule on an account that no longer exists comes back stale', () => {
    const live = new Set(['software', 'rent', 'office'])
    const rules = [vendorRule('Figma Inc', 'software'), vendorRule('Staples', 'gone')]
    expect(matchRule(rules, { vendor: 'FIGMA', amountCents: -100 }, live)).toMatchObject({
      kind: 'vendor',
      accountId: 'software',
    })
    expect(matchRule(rules, { vendor: 'Staples', amountCents: -100 }, live)).toMatchObject({
      kind: 'stale',
      missingAccounts: ['GONE'],
    })
    expect(matchRule(rules, { vendor: 'Nobody', amountCents: -100 }, live)).toBeNull()
    const s = matchRule(
      [
        split([
          ['rent', 60],
          ['office', 40],
        ]),
      ],
      { vendor: 'wework', amountCents: -500 },
      live,
    )
    expect(s?.kind).toBe('vendor-split')
  })
})

const example = (vendor: string, accountId: string, i: number, description = '') => ({
  transactionId: `${vendor}-${i}`,
  date: `2026-0${1 + (i % 9)}-1${i % 9}`,
  vendor,
  description,
  amountCents: -1000 - i,
  accountId,
  accountName: accountId.toUpperCase(),
})

function input(over: Partial<CategoriserInput> = {}): CategoriserInput {
  const history = new OrgHistory([
    ...Array.from({ length: 5 }, (_, i) => example('Figma', 'software', i, 'figma monthly')),
    ...Array.from({ length: 3 }, (_, i) => example('Uber', 'travel', i, 'uber trip')),
    example('Uber', 'meals', 9, 'uber eats'),
  ])
  const identity = new Calibrator()
  return {
    rules: [],
    liveAccountIds: new Set(['software', 'travel', 'meals', 'rent', 'office']),
    history,
    model: null,
    masterToOrg: new Map(),
    calibrators: { vendor: identity, nearest: identity, model: identity },
    threshold: DEFAULT_THRESHOLD,
    belowThreshold: 'bookkeeper',
    ...over,
  }
}
const line = (vendor: string | null, amountCents = -1500, description: string | null = '') => ({
  transactionId: 't',
  date: '2026-10-01',
  vendor,
  description,
  amountCents,
})

describe('the four layers and the threshold', () => {
  it('a rule comes first, with certainty and its words', () => {
    const s = suggest(input({ rules: [vendorRule('Figma', 'office')] }), line('Figma'))
    expect(s).toMatchObject({ layer: 'rule', accountId: 'office', confidence: 1 })
    expect(s.explanation).toBe('Vendor rule: lines from “Figma” go to OFFICE.')
  })

  it('then the history, showing its own past lines with dates, amounts and accounts', () => {
    const s = suggest(input(), line('FIGMA'))
    expect(s.layer).toBe('history')
    expect(s.accountId).toBe('software')
    expect(s.neighbours).toHaveLength(3)
    expect(s.explanation).toMatch(
      /^All 5 past lines from “FIGMA” went to SOFTWARE\. Latest: [A-Z][a-z]{2} \d+, 2026, \$10\.0\d to SOFTWARE/,
    )
  })

  it('below the threshold there is no guess, only the best alternatives and where the line goes', () => {
    // Uber: 3 of 4 lines to travel (score 0.71): below 80%
    const s = suggest(input(), line('Uber'))
    expect(s.layer).toBe('none')
    expect(s.accountId).toBeNull()
    expect(s.alternatives[0].accountId).toBe('travel')
    expect(s.explanation).toMatch(/^Not sure enough to categorise \(below 80%\)\. Best guesses: TRAVEL \(71%\)/)
    expect(s.explanation).toMatch(/Left for the bookkeeper\.$/)
    const lower = suggest(input({ threshold: 0.7, belowThreshold: 'client' }), line('Uber'))
    expect(lower.layer).toBe('history')
    expect(suggest(input({ belowThreshold: 'client' }), line('Nobody at all')).explanation).toMatch(
      /Sent to the client \(Ask My Client\)\.$/,
    )
  })

  it('a stale rule is not applied and says so', () => {
    const s = suggest(input({ rules: [vendorRule('Figma', 'deleted')] }), line('Figma'))
    expect(s.layer).toBe('history')
    expect(s.staleRule).toEqual({ ruleId: 'rule-Figma', missingAccounts: ['DELETED'] })
    expect(s.explanation).toMatch(
      /The vendor rule for “Figma” was not applied: DELETED no longer exists in the ledger\./,
    )
  })

  it('the firm model answers for a vendor the organization never saw, in master-chart accounts mapped to its own', () => {
    const model = FirmModel.train(
      Array.from({ length: 40 }, (_, i) => [
        { vendor: `Cloud ${i} Hosting`, description: 'hosting', amountCents: -5000, label: '6500' },
        { vendor: `Cafe ${i}`, description: 'coffee', amountCents: -500, label: '6800' },
      ]).flat(),
    )
    const s = suggest(
      input({
        model,
        masterToOrg: new Map([['6500', { accountId: 'software', accountName: 'SOFTWARE' }]]),
        threshold: 0.5,
      }),
      line('Cloud Hosting Partners', -4800, 'hosting'),
    )
    expect(s.layer).toBe('model')
    expect(s.accountId).toBe('software')
    expect(s.explanation).toMatch(
      /^No past line of this client looks like it\. Across the firm's clients, lines like this are booked to SOFTWARE \(\d+%\)\./,
    )
  })
})

describe('explanations', () => {
  it('read as a bookkeeper writes', () => {
    const n = { date: '2026-09-03', amountCents: -5299, accountName: 'Software', vendor: 'Adobe', description: null }
    expect(
      explainHistory({
        via: 'vendor',
        vendor: 'Adobe',
        accountName: 'Software',
        sameAccount: 2,
        total: 3,
        neighbours: [n],
      }),
    ).toBe('2 of 3 past lines from “Adobe” went to Software. Latest: Sep 3, 2026, $52.99 to Software.')
    expect(
      explainHistory({
        via: 'nearest',
        vendor: 'Adobee',
        accountName: 'Software',
        sameAccount: 0,
        total: 0,
        neighbours: [n],
      }),
    ).toBe(
      'New vendor. The most similar past lines of this client went to Software: “Adobe” on Sep 3, 2026, $52.99 to Software.',
    )
    expect(explainModel('Travel', 0.91, [{ accountId: 'm', accountName: 'Meals', confidence: 0.05 }])).toBe(
      "No past line of this client looks like it. Across the firm's clients, lines like this are booked to Travel (91%). Next choices: Meals (5%).",
    )
    expect(explainNoGuess([], 0.8, 'client')).toBe(
      'Not sure enough to categorise (below 80%). Nothing in this client’s history or the firm’s model looks like it. Sent to the client (Ask My Client).',
    )
    expect(
      explainRule(
        split([
          ['rent', 60],
          ['office', 40],
        ]),
        allocateSplit(
          -200,
          split([
            ['rent', 60],
            ['office', 40],
          ]).splits,
          'r1',
        ),
        null,
      ),
    ).toBe('Vendor split rule for “WeWork”: 60% to RENT ($1.20), 40% to OFFICE ($0.80).')
    expect(explainStaleRule(vendorRule('X', 'a'), ['A', 'B'])).toMatch(/A, B no longer exist in the ledger/)
  })
})

describe('calibration and training', () => {
  it('maps scores to how often they were right, never claiming certainty from a handful', () => {
    const points = Array.from({ length: 200 }, (_, i) => ({ score: i / 200, correct: i % 10 < (i / 200) * 10 }))
    const cal = Calibrator.fit(points)
    expect(cal.apply(0.05)).toBeLessThan(cal.apply(0.95))
    for (let s = 0; s < 1; s += 0.1) expect(cal.apply(s)).toBeLessThanOrEqual(cal.apply(s + 0.1))
    expect(cal.apply(1)).toBeLessThan(1)
    expect(Calibrator.fit(points.slice(0, Calibrator.MIN_PLATT - 1)).apply(0.42)).toBe(0.42)
  })

  it("keeps each organization's history to itself; only master labels reach the firm model", () => {
    const lines: FirmExample[] = [
      ...Array.from({ length: 20 }, (_, i) => ({
        ...example('Figma', 'a-soft', i),
        organizationId: 'A',
        masterLabel: '6500',
      })),
      ...Array.from({ length: 20 }, (_, i) => ({
        ...example('Figma', 'b-mkt', i),
        organizationId: 'B',
        masterLabel: null,
      })),
    ]
    const firm = trainFirm(lines)
    expect(
      firm.histories
        .get('A')
        ?.byVendor('Figma')
        ?.accounts.map((a) => a.accountId),
    ).toEqual(['a-soft'])
    expect(
      firm.histories
        .get('B')
        ?.byVendor('Figma')
        ?.accounts.map((a) => a.accountId),
    ).toEqual(['b-mkt'])
    expect(firm.model.labels).toEqual(['6500'])
  })

  it('filter categories follow the spec', () => {
    expect(filterCategory({ layer: 'history', confirmedAt: null })).toBe('AI Categorized')
    expect(filterCategory({ layer: 'none', confirmedAt: null })).toBe('Uncategorized')
    expect(filterCategory({ layer: 'none', confirmedAt: '2026-01-01' })).toBe('Bookkeeper Confirmed')
  })
})

describe('confidence display', () => {
  it('shows whole percents and never 100% short of certainty', async () => {
    const { percent } = await import('./categorisation-explain.ts')
    expect(percent(0.996)).toBe('99%')
    expect(percent(1)).toBe('100%')
    expect(percent(0.424)).toBe('42%')
  })
})

describe('the firm model trained in steps (a job resuming from stored weights)', () => {
  const lines = Array.from({ length: 30 }, (_, i) => [
    { vendor: `Cloud ${i} Hosting`, description: 'hosting', amountCents: -5000 - i, label: '6500' },
    { vendor: `Cafe ${i}`, description: 'coffee', amountCents: -500 - i, label: '6800' },
    { vendor: `Air ${i}`, description: 'flight', amountCents: -40000 - i, label: '6700' },
  ]).flat()

  it('gives the same weights as training in one call, whatever the steps', () => {
    const whole = FirmModel.train(lines).weightsArray()
    let stored = FirmModel.untrained(FirmModel.prepare(lines)).weightsArray().slice()
    for (const [from, to] of [
      [0, 3],
      [3, 4],
      [4, 8],
    ]) {
      const set = FirmModel.prepare(lines)
      // each step starts from a copy of what the previous one stored, as the job reads it back from the table
      stored = FirmModel.fromWeights(set.labels, stored.slice()).trainEpochs(set, from, to).weightsArray()
    }
    expect(stored).toEqual(whole)
    const once = FirmModel.train(lines, { epochs: 3 }).weightsArray()
    expect(once).not.toEqual(whole)
  })

  it('refuses stored weights of another shape and a set with other labels', () => {
    const set = FirmModel.prepare(lines)
    expect(() => FirmModel.fromWeights(set.labels, new Float32Array(7))).toThrow(/weights/)
    const other = FirmModel.prepare(lines.filter((l) => l.label !== '6700'))
    expect(() => FirmModel.untrained(other).trainEpochs(set, 0, 1)).toThrow(/other labels/)
  })

  it('a calibrator stored as JSON maps scores as before', () => {
    const points = Array.from({ length: 60 }, (_, i) => ({ score: i / 60, correct: i % 3 !== 0 }))
    const cal = Calibrator.fit(points)
    const back = Calibrator.fromJSON(JSON.parse(JSON.stringify(cal.toJSON())))
    for (const s of [0, 0.2, 0.5, 0.9, 1]) expect(back.apply(s)).toBe(cal.apply(s))
  })
})

describe('splitAllocation: what the split form says it has allocated', () => {
  it('counts only lines with an account and a readable percentage', () => {
    expect(
      splitAllocation([
        { accountId: '1', percentage: '60' },
        { accountId: '2', percentage: '40' },
      ]).text,
    ).toBe('Allocated 100% of 100%')
    // the two 50s of a new form with no account chosen are not an allocation
    const empty = splitAllocation([
      { accountId: '', percentage: '50' },
      { accountId: '', percentage: '50' },
    ])
    expect(empty.allocated).toBe(0)
    expect(empty.text).toBe('Allocated 0% of 100% · 2 lines without an account')
  })
  it('says which percentages need correcting instead of reading them as 0 or counting them', () => {
    const r = splitAllocation([
      { accountId: '1', percentage: 'abc' },
      { accountId: '2', percentage: '150' },
      { accountId: '3', percentage: '33.5' },
    ])
    expect(r.allocated).toBe(33.5)
    expect(r.text).toBe('Allocated 33.5% of 100% · 2 percentages to correct')
  })
})
