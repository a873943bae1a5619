/**
 * `npm run bench [-- name …] [-- --json]`: runs supabase/local/bench/<name>.ts (all when no name), each printing the
 * machine's load, its figures and their ratio to target. With --json every figure is written to
 * .local/bench/results.json, after the figures of the last such run are compared with these (the earlier file is
 * kept as results.previous.json).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { ROOT } from '../src/config.ts'
import { type Figure, figures, machine, setBench } from '../bench/_stats.ts'

const dir = path.join(ROOT, 'supabase/local/bench')
const available = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.startsWith('_'))
  .map((f) => f.replace(/\.ts$/, ''))
const json = process.argv.includes('--json')
const names = process.argv.slice(2).filter((a) => !a.startsWith('-'))
const chosen = names.length ? names : available
for (const n of chosen) {
  if (!available.includes(n)) {
    console.error(`unknown benchmark "${n}"; available: ${available.join(', ')}`)
    process.exit(2)
  }
}
for (const n of chosen) {
  console.log(`\n=== bench ${n} === (${machine()})`)
  setBench(n)
  const mod = await import(path.join(dir, `${n}.ts`))
  await mod.default()
}
if (json) writeResults()
process.exit(0)

/** Writes this run's figures, after printing how each moved since the last --json run. */
function writeResults() {
  const out = path.join(ROOT, '.local/bench')
  const file = path.join(out, 'results.json')
  mkdirSync(out, { recursive: true })
  const before = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { figures: Figure[] }) : null
  if (before) {
    console.log('\nsince the last --json run:')
    for (const f of figures) {
      const was = before.figures.find((b) => b.bench === f.bench && b.name === f.name)
      if (!was) continue
      const change = (100 * (f.median - was.median)) / was.median
      const better = f.higherIsBetter ? change > 0 : change < 0
      console.log(
        `  ${`${f.bench}: ${f.name}`.padEnd(50)} ${was.median.toFixed(2)} → ${f.median.toFixed(2)} ${f.unit} (${change >= 0 ? '+' : ''}${change.toFixed(1)}%${Math.abs(change) >= 1 ? (better ? ', better' : ', worse') : ''})`,
      )
    }
    renameSync(file, path.join(out, 'results.previous.json'))
  }
  let commit = ''
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim()
  } catch {
    // not a git checkout: the figures still stand
  }
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), commit, machine: machine(), figures }, null, 2))
  console.log(`\nfigures written to ${path.relative(process.cwd(), file)}`)
}
