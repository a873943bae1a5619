/**
 * `npm run eval -- categorisation <journal>`: the expense categorisation evaluation (docs/categorisation.md;
 * edge-functions/domains/categorisation/evaluate-categoriser.ts). The
 * journal is an hledger/ledger text file or a CSV (date, payee, description, amount, account); `demo` evaluates the
 * demo firm's lines (edge-functions/_testing/categorisation-demo-data.ts) as the product sees them, one history per
 * organization and the firm model across them. With no journal, both the demo firm and the public journals vendored
 * under supabase/local/fixtures/categorisation are evaluated.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from '../src/config.ts'
import { evaluateDemo } from '../../../edge-functions/_testing/categorisation-demo-data.ts'
import {
  evaluate,
  formatEval,
  readJournal,
  withoutHints,
} from '../../../edge-functions/domains/categorisation/evaluate-categoriser.ts'

const [subject, ...journals] = process.argv.slice(2).filter((a) => !a.startsWith('-'))
if (subject !== 'categorisation') {
  console.error('usage: npm run eval -- categorisation [<journal.journal|journal.csv|demo> …]')
  process.exit(2)
}
const fixtures = path.join(ROOT, 'supabase/local/fixtures/categorisation')
const chosen = journals.length
  ? journals
  : [
      'demo',
      ...readdirSync(fixtures)
        .filter((f) => /\.(journal|hledger|ledger|csv)$/.test(f))
        .map((f) => path.join(fixtures, f)),
    ]

// each data set twice: as feeds with no category hints send it, and with the hints its feeds carry (issue 31 item 10)
for (const j of chosen) {
  const name = j === 'demo' ? 'demo firm' : path.relative(process.cwd(), j)
  const lines = j === 'demo' ? null : readJournal(j)
  // the demo firm's catalogue lines carry no hints: it is measured once
  const runs = lines
    ? [
        { label: 'without feed hints', run: () => evaluate(withoutHints(lines)) },
        {
          label: `with feed hints (${lines.filter((l) => l.hint).length} lines carry one)`,
          run: () => evaluate(lines),
        },
      ]
    : [{ label: 'no feed hints', run: () => evaluateDemo() }]
  for (const { label, run } of runs) {
    const started = performance.now()
    console.log(formatEval(`${name}, ${label}`, run()))
    console.log(`  (trained and evaluated in ${((performance.now() - started) / 1000).toFixed(2)} s)\n`)
  }
}
