/**
 * Removing what the local platform left on this machine for one checkout: its database clusters (every profile and
 * port base; as root they live outside the checkout, under the postgres user's home) and its state folders in
 * `.local/` (logs, stored objects, the sandbox bank). A cluster whose server is running is left with its state, and
 * named, so a running `npm start` or test run is never pulled from under itself. `.local/bench` (benchmark figures)
 * stays. Used by `npm run clean` and `npm start -- --reset`.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from './config.ts'
import { clustersOfCheckout, dataDir, serverRunning } from './cluster.ts'

/** The state folders of this checkout: `.local/<profile>` and `.local/<profile>-<port base>[-pg17]`. */
function stateDirs(): string[] {
  const local = path.join(ROOT, '.local')
  if (!existsSync(local)) return []
  return readdirSync(local)
    .filter((name) => /^(dev|test)(-|$)/.test(name))
    .map((name) => path.join(local, name))
}

export type Cleaned = { removed: string[]; keptRunning: string[] }

/** Removes this checkout's clusters and state folders, except those of a running server and `keep`. */
export function cleanCheckout({ keep = [] as string[] } = {}): Cleaned {
  const states = stateDirs()
  const removed: string[] = []
  const keptRunning: string[] = []
  for (const dir of clustersOfCheckout(ROOT, states)) {
    if (keep.includes(dir)) continue
    if (serverRunning(dir)) {
      keptRunning.push(dir)
      continue
    }
    rmSync(dir, { recursive: true, force: true })
    removed.push(dir)
  }
  // a state folder goes with its cluster; one whose cluster is running stays (its logs are being written)
  for (const state of states) {
    if (keep.includes(state) || keptRunning.includes(dataDir({ stateDir: state }))) continue
    rmSync(state, { recursive: true, force: true })
    removed.push(state)
  }
  return { removed, keptRunning }
}
