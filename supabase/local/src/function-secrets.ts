/**
 * Every environment variable the deployed edge functions read, found in their source: the names passed to
 * `Deno.env.get`, and to any function that passes its own parameter on to it (env.ts's getters, each domain's `need`,
 * `opt`, `webhookSecret`, `providerBase` …), plus the OAuth apps' names from shared/schemas/oauth-apps.ts. A name built
 * from a template (`${provider}_REDIRECT_URI`) is reported with `<PROVIDER>` in place of the variable part. What only
 * runs locally (tests, fixtures, the long-running worker, the local server and command line) is left out.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { OAUTH_APP_ENV } from '../../../shared/schemas/oauth-apps.ts'
import { ROOT } from './config.ts'

const FUNCTIONS = path.join(ROOT, 'edge-functions')
const LOCAL_ONLY = [
  /\.test\.ts$/,
  /test-helpers\.ts$/,
  /test-fixtures\.ts$/,
  /\/fixtures\//,
  /^_testing\//,
  /^_cli\//,
  /^serve\.ts$/,
  /^jobs\/worker\.ts$/,
]
const NAME = /'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)'/g

/** The deployed functions' source files, relative to edge-functions/. */
export function deployedFiles(): string[] {
  return readdirSync(FUNCTIONS, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !LOCAL_ONLY.some((r) => r.test(f)))
    .sort()
}

/** Names of functions in `src` whose parameter reaches Deno.env.get (they read the variable their caller names). */
function envReaders(src: string): string[] {
  const readers: string[] = []
  const definitions = /(?:function\s+(\w+)\s*(?:<[^>]*>)?\(([^)]*)\)|(?:const|let)\s+(\w+)\s*=\s*\(([^)]*)\)[^=]*=>)/g
  for (const m of src.matchAll(definitions)) {
    const name = m[1] ?? m[3]
    const params = (m[2] ?? m[4]).split(',').map((p) => p.split(':')[0].trim())
    const body = src.slice(m.index, m.index + 400)
    if (params.some((p) => p && body.includes(`Deno.env.get(${p})`))) readers.push(name)
  }
  return readers
}

export const secretsReadByFunctions = () =>
  secretsIn(deployedFiles().map((f) => readFileSync(path.join(FUNCTIONS, f), 'utf8')))

/** The variables these sources read (see the module's comment), sorted. */
export function secretsIn(sources: string[]): string[] {
  const readers = ['Deno.env.get', ...new Set(sources.flatMap(envReaders))]
  const names = new Set<string>(Object.values(OAUTH_APP_ENV).flatMap((app) => [app.clientId, app.clientSecret]))
  for (const src of sources) {
    for (const reader of readers) {
      const calls = new RegExp(`(?<![\\w.])${reader.replace('.', '\\.')}\\(([^)]*)\\)`, 'g')
      for (const call of src.matchAll(calls)) for (const n of call[1].matchAll(NAME)) names.add(n[1])
    }
    for (const t of src.matchAll(/Deno\.env\.get\(`\$\{[^}]+\}(_[A-Z0-9_]+)`\)/g)) names.add(`<PROVIDER>${t[1]}`)
  }
  return [...names].sort()
}
