/**
 * `npm run nexus -- <line-items.csv>`: the earliest economic-nexus crossing of each of the spec's nineteen states in
 * a CSV of line items (date,state,amount,type with a header row), one `state,crossed,date` line per state
 * (`AZ,yes,2026-03-14` or `AZ,no,`), so the engine can be checked against other calculations. Bad rows are named
 * with their line number on stderr and left out; the exit code is then 1.
 */
import { readFileSync } from 'node:fs'
import { firstCrossings } from '../../../shared/rules/nexus.ts'
import { parseNexusCsv } from '../../../shared/rules/nexus-csv.ts'

const file = process.argv[2]
if (!file) {
  console.error('usage: npm run nexus -- <line-items.csv>   (columns date,state,amount,type; a header row)')
  process.exit(2)
}
let text: string
try {
  text = readFileSync(file, 'utf8')
} catch (e) {
  console.error(`cannot read ${file}: ${(e as Error).message}`)
  process.exit(2)
}
const { lines, problems } = parseNexusCsv(text)
for (const p of problems) console.error(`line ${p.line}: ${p.message}`)
for (const c of firstCrossings(lines)) console.log(`${c.state},${c.crossedOn ? 'yes' : 'no'},${c.crossedOn ?? ''}`)
process.exit(problems.length ? 1 : 0)
