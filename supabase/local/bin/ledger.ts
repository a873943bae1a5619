/**
 * `npm run ledger -- …`: the built-in ledger's command line. run.mjs starts this file in Deno directly (no Node
 * TypeScript loader in between, so a scripted call is not dominated by start-up); it points the domain code the API
 * uses at this machine's platform (PLATFORM_PROFILE, default dev) and hands over to edge-functions/_cli/ledger.ts.
 */
import { loadConfig } from '../src/config.ts'
import { functionEnv } from '../src/function-env.ts'

const cfg = loadConfig((process.env.PLATFORM_PROFILE as 'dev' | 'test') ?? 'dev')
for (const [name, value] of Object.entries(functionEnv(cfg))) process.env[name] ??= value
await import('../../../edge-functions/_cli/ledger.ts')
