/** `npm run bench [-- name …]`: runs supabase/local/bench/<name>.ts (all when no name), each printing its figures and ratio. */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from '../src/config.ts'

const dir = path.join(ROOT, 'supabase/local/bench')
const available = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.startsWith('_'))
  .map((f) => f.replace(/\.ts$/, ''))
const names = process.argv.slice(2).filter((a) => !a.startsWith('-'))
const chosen = names.length ? names : available
for (const n of chosen) {
  if (!available.includes(n)) {
    console.error(`unknown benchmark "${n}"; available: ${available.join(', ')}`)
    process.exit(2)
  }
}
for (const n of chosen) {
  console.log(`\n=== bench ${n} ===`)
  const mod = await import(path.join(dir, `${n}.ts`))
  await mod.default()
}
process.exit(0)
