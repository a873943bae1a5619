/**
 * Clusters do not outlive their checkout: each names its owner, start-up removes those whose checkout is gone, and a
 * checkout's own are found for `npm run clean` whatever their profile or port base. Every fixed port sits below the
 * system's ephemeral range, so a benchmark's thousands of client sockets can never hold a port a stack listens on.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { clustersOfCheckout, dataDir, initCluster, pruneOrphanClusters } from '../src/cluster.ts'
import { ROOT } from '../src/config.ts'
import { cfg } from './helpers.ts'

const parent = mkdtempSync(path.join(os.tmpdir(), 'cleanup-checkouts-'))
const checkout = (name: string) => path.join(parent, name)
const configFor = (name: string, profile = 'test-27500') => ({
  ...cfg,
  stateDir: path.join(checkout(name), '.local', profile),
})

afterAll(() => {
  for (const name of ['kept', 'deleted']) rmSync(dataDir(configFor(name)), { recursive: true, force: true })
  rmSync(parent, { recursive: true, force: true })
})

describe('clusters and their checkouts', () => {
  it('removes at start-up the clusters whose checkout was deleted, and keeps the others', () => {
    const kept = configFor('kept')
    const deleted = configFor('deleted')
    for (const c of [kept, deleted]) {
      mkdirSync(c.stateDir, { recursive: true })
      expect(initCluster(c, { fresh: true })).toBe(true)
    }
    const owner = JSON.parse(readFileSync(path.join(dataDir(kept), 'local-platform-owner.json'), 'utf8'))
    expect(owner).toEqual({ stateDir: kept.stateDir, checkout: checkout('kept') })

    rmSync(checkout('deleted'), { recursive: true, force: true })
    const removed = pruneOrphanClusters()
    expect(existsSync(dataDir(deleted))).toBe(false)
    expect(existsSync(dataDir(kept))).toBe(true)
    // as another user the cluster lives inside the checkout and went with it: nothing was left to prune
    if (process.getuid?.() === 0) expect(removed).toContain(dataDir(deleted))
  })

  it("finds every cluster of a checkout, by owner or by its state folders' names", () => {
    const kept = configFor('kept')
    expect(clustersOfCheckout(checkout('kept'), [])).toEqual(process.getuid?.() === 0 ? [dataDir(kept)] : [])
    expect(clustersOfCheckout(checkout('elsewhere'), [kept.stateDir])).toEqual([dataDir(kept)])
    expect(clustersOfCheckout(checkout('elsewhere'), [])).toEqual([])
  })
})

describe('ports', () => {
  // Linux hands client sockets ports from 32768 up (ip_local_port_range); macOS and Windows from 49152
  const ephemeralFloor = () => {
    try {
      return Math.min(32768, Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0]))
    } catch {
      return 32768
    }
  }

  it('puts every profile and every benchmark below the ephemeral range', () => {
    const floor = ephemeralFloor()
    const config = JSON.parse(readFileSync(path.join(ROOT, 'supabase/local/config.json'), 'utf8'))
    for (const [profile, ports] of Object.entries(config.profiles as Record<string, Record<string, unknown>>)) {
      for (const [service, port] of Object.entries(ports)) {
        if (typeof port === 'number') expect(port, `${profile} ${service}`).toBeLessThan(floor)
      }
    }
    const benches = path.join(ROOT, 'supabase/local/bench')
    const bases = readdirSync(benches)
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) =>
        [...readFileSync(path.join(benches, f), 'utf8').matchAll(/PLATFORM_PORT_BASE \?\?= '(\d+)'/g)].map(
          (m) => [f, Number(m[1])] as const,
        ),
      )
    expect(bases.length).toBeGreaterThan(10)
    // a stack uses base+1 … base+73
    for (const [file, base] of bases) expect(base + 73, file).toBeLessThan(floor)
  })
})
