/**
 * The edge layer's shape, read from its own imports: no folder imports one that imports it back (however long the
 * loop), no import runs back up the layers (api, webhooks, jobs and the command lines on top; the domains; then the
 * provider kit, `domains/connections`, and `_shared`), production code never imports the testing folder, and a
 * provider's connect adapter (`domains/<provider>/<provider>-connect.ts`) is known only to the connection registry
 * (`domains/integrations/`). A domain may import another domain as long as no loop forms. Runs in well under a
 * second; needs no stack.
 */
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.dirname(new URL(import.meta.url).pathname)

/** Top to bottom. A folder not named here is a domain (`domains/<name>`). */
const TOP = ['api', 'webhooks', 'jobs', '_cli', 'serve.ts']
const BOTTOM = ['_shared', 'domains/connections']
const TESTING = '_testing'
const REGISTRY = 'domains/integrations'

const layerOf = (folder: string) => (TOP.includes(folder) ? 2 : BOTTOM.includes(folder) ? 0 : 1)
const isTest = (file: string) => file.endsWith('.test.ts') || file.startsWith(`${TESTING}/`)

/** The folder a file belongs to: `domains/<name>` for a domain, else its first path segment. */
function folderOf(file: string) {
  const parts = file.split('/')
  if (parts[0] === 'domains') return `domains/${parts[1]}`
  return parts[0]
}

/** Each relative import of `source`, as a path from the root of edge-functions/. */
function importsOf(file: string, source: string): string[] {
  const found: string[] = []
  for (const m of source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    found.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1])))
  }
  return found
}

type Problem = string

/** What is wrong with a graph of file → imported files (paths from the root of edge-functions/). */
function problems(graph: Map<string, string[]>): Problem[] {
  const out: Problem[] = []
  const edges = new Map<string, Map<string, string>>()
  for (const [file, targets] of graph) {
    if (isTest(file)) continue
    for (const target of targets) {
      if (target.startsWith('..')) continue
      if (isTest(target)) out.push(`production code imports test code: ${file} → ${target}`)
      const from = folderOf(file)
      const to = folderOf(target)
      if (/^domains\/[^/]+\/[^/]+-connect\.ts$/.test(target) && from !== REGISTRY)
        out.push(`a connect adapter is imported outside the registry: ${file} → ${target}`)
      if (from === to) continue
      if (layerOf(to) > layerOf(from)) out.push(`import runs back up: ${file} → ${target}`)
      if (!edges.has(from)) edges.set(from, new Map())
      if (!edges.get(from)!.has(to)) edges.get(from)!.set(to, `${file} → ${target}`)
    }
  }
  for (const loop of loops(edges)) out.push(`folders import each other in a loop: ${loop.join(' → ')}`)
  return out
}

/** Every strongly connected set of more than one folder (Tarjan), each shown as the folders in it. */
function loops(edges: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  let next = 0
  const visit = (v: string) => {
    index.set(v, next)
    low.set(v, next++)
    stack.push(v)
    onStack.add(v)
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) === index.get(v)) {
      const set: string[] = []
      let w: string
      do {
        w = stack.pop()!
        onStack.delete(w)
        set.push(w)
      } while (w !== v)
      if (set.length > 1) found.push(set.sort())
    }
  }
  for (const v of edges.keys()) if (!index.has(v)) visit(v)
  return found
}

function readGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of readdirSync(ROOT, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.includes('node_modules')) continue
    const posix = file.split(path.sep).join('/')
    graph.set(posix, importsOf(posix, readFileSync(path.join(ROOT, file), 'utf8')))
  }
  return graph
}

Deno.test('the checks catch a folder loop, an import back up, production code importing tests, an adapter outside the registry', () => {
  const found = problems(
    new Map([
      ['domains/a/x.ts', ['domains/b/y.ts']],
      ['domains/b/y.ts', ['domains/c/z.ts']],
      ['domains/c/z.ts', ['domains/a/w.ts']],
      ['_shared/db.ts', ['domains/a/x.ts']],
      ['domains/connections/store.ts', ['domains/stripe/stripe-api.ts']],
      ['domains/a/w.ts', ['_testing/api.ts', 'domains/stripe/stripe-connect.ts']],
      ['domains/integrations/registry.ts', ['domains/stripe/stripe-connect.ts']],
      ['domains/d/ok.test.ts', ['api/app.ts', '_testing/api.ts']],
    ]),
  )
  assert.deepEqual(found, [
    'import runs back up: _shared/db.ts → domains/a/x.ts',
    'import runs back up: domains/connections/store.ts → domains/stripe/stripe-api.ts',
    'production code imports test code: domains/a/w.ts → _testing/api.ts',
    'a connect adapter is imported outside the registry: domains/a/w.ts → domains/stripe/stripe-connect.ts',
    'folders import each other in a loop: domains/a → domains/b → domains/c',
  ])
})

Deno.test('edge-functions: no folder loops, no import back up the layers, no production import of test code, adapters only in the registry', () => {
  const graph = readGraph()
  assert.ok(graph.size > 300, `read ${graph.size} files: the walk missed the tree`)
  assert.deepEqual(problems(graph), [])
})
