/**
 * The database cluster starts for a checkout inside a private (0700) folder, as root's home is, and start-up
 * failures say what happened in a sentence instead of a stack trace.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { afterAll, describe, expect, it } from 'vitest'
import {
  checkPortsFree,
  dataDir,
  freePort,
  initCluster,
  startPostgres,
  stopPostgres,
  waitForPostgres,
} from '../src/cluster.ts'
import { StartupError } from '../src/startup-error.ts'
import { cfg } from './helpers.ts'

const privateDir = mkdtempSync(path.join(os.tmpdir(), 'private-checkout-')) // mkdtemp makes it 0700
const configFor = (port: number, name = 'checkout') => ({
  ...cfg,
  stateDir: path.join(privateDir, name, '.local', 'test'),
  ports: { ...cfg.ports, postgres: port },
  dbUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
})

afterAll(() => {
  for (const name of ['checkout', 'other']) rmSync(dataDir(configFor(0, name)), { recursive: true, force: true })
  rmSync(privateDir, { recursive: true, force: true })
})

describe('database cluster', () => {
  it('initialises and starts for a checkout in a 0700 folder', async () => {
    expect(statSync(privateDir).mode & 0o777).toBe(0o700)
    const c = configFor(await freePort())
    expect(initCluster(c, { fresh: true })).toBe(true)
    expect(statSync(dataDir(c)).mode & 0o777).toBe(0o700)
    const server = startPostgres(c)
    try {
      await waitForPostgres(c, server)
      const sql = postgres(c.dbUrl, { max: 1, onnotice: () => {} })
      expect((await sql`select current_setting('data_directory') as d`)[0].d).toBe(dataDir(c))
      await sql.end()
    } finally {
      await stopPostgres(server)
    }
    // the server's log stays with the checkout's other state
    expect(statSync(path.join(c.stateDir, 'postgres.log')).isFile()).toBe(true)
    expect(initCluster(c)).toBe(false) // found again on the next start
  })

  it('gives each checkout its own data directory', () => {
    expect(dataDir(configFor(1, 'checkout'))).not.toBe(dataDir(configFor(1, 'other')))
  })

  it('says in a sentence that a port is taken, and what to do', async () => {
    const holder = net.createServer().listen(0, '127.0.0.1')
    await new Promise((r) => holder.once('listening', r))
    const { port } = holder.address() as AddressInfo
    try {
      const refused = await checkPortsFree({ postgres: port }).catch((e) => e)
      expect(refused).toBeInstanceOf(StartupError)
      expect(refused.message).toBe(`Port ${port} (postgres) is already in use by another program.`)
      expect(refused.todo).toMatch(/PLATFORM_PORT_BASE/)

      // and when the server cannot start, the reason from its log, at once rather than after a timeout
      const c = configFor(port, 'other')
      initCluster(c, { fresh: true })
      const server = startPostgres(c)
      const failed = await waitForPostgres(c, server).catch((e) => e)
      expect(failed).toBeInstanceOf(StartupError)
      expect(failed.message).toBe(
        'PostgreSQL stopped while starting: could not bind IPv4 address "127.0.0.1": Address already in use.',
      )
      expect(failed.message).not.toMatch(/\n/)
    } finally {
      holder.close()
    }
  })
})
