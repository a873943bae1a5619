/**
 * `npm run api-types`: writes web/src/lib/api-schema.ts, the web's types of the API, from the OpenAPI document the
 * `api` function publishes (printed by edge-functions/_cli/openapi.ts, no server needed) through openapi-typescript.
 * `--check` writes nothing and fails when the checked-in file differs; the typecheck stage of `npm test` runs it.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'
import { ROOT } from '../src/config.ts'

const OUT = 'web/src/lib/api-schema.ts'
const HEADER = `/**
 * Types of the API, generated from its OpenAPI document by \`npm run api-types\` (openapi-typescript). Do not edit:
 * change the zod schemas of edge-functions/api/routes and shared/schemas, then run the command again.
 */

`

function run(tool: string, args: string[], input?: string): string {
  const r = spawnSync(path.join(ROOT, 'node_modules/.bin', tool), args, {
    cwd: ROOT,
    input,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1' },
  })
  if (r.status !== 0) {
    process.stderr.write(r.stderr)
    throw new Error(`${tool} ${args.join(' ')} exited with ${r.status}`)
  }
  return r.stdout
}

/** The document as the app builds it; provider SDKs inspect env and the OS when imported, so permissions are open. */
const doc = JSON.parse(run('deno', ['run', '-A', '--no-prompt', 'edge-functions/_cli/openapi.ts']))
const types = HEADER + astToString(await openapiTS(doc, { silent: true }))
// Formatted like the rest of the tree, so `biome ci` passes on it and a regenerated file diffs by what changed.
const generated = run('biome', ['format', `--stdin-file-path=${OUT}`], types)
const target = path.join(ROOT, OUT)

if (process.argv.includes('--check')) {
  if (!existsSync(target) || readFileSync(target, 'utf8') !== generated) {
    console.error(`${OUT} is out of date with the API's OpenAPI document: run \`npm run api-types\` and commit it.`)
    process.exit(1)
  }
  console.log(`${OUT} matches the API's OpenAPI document.`)
} else {
  writeFileSync(target, generated)
  console.log(`wrote ${OUT}`)
}
