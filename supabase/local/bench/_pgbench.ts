/**
 * The machine's own database speed, measured on the benchmark's cluster: PostgreSQL's built-in pgbench, tpcb-like, 2
 * clients, 10 s. Machines of the same kind differ about 2× (the jobs benchmark ran 12,395/s on one and 6,548/s on
 * another), so each database-bound benchmark prints its figures also relative to this rate, which compares across
 * machines (`_stats.ts` report). Runs in a database of its own that is dropped afterwards, before the benchmark's
 * measured work. BENCH_PGBENCH_SECONDS changes the length (0 skips it).
 */
import { execFileSync } from 'node:child_process'
import postgres from 'postgres'
import { PG_BIN } from '../src/prerequisites.ts'
import { setMachineRate } from './_stats.ts'

const DATABASE = 'bench_pgbench'

export async function measureMachine(cfg: { dbUrl: string; ports: { postgres: number } }) {
  const seconds = Number(process.env.BENCH_PGBENCH_SECONDS ?? 10)
  if (!(seconds > 0)) return
  const sql = postgres(cfg.dbUrl, { max: 1, onnotice: () => {} })
  const connection = ['-h', '127.0.0.1', '-p', String(cfg.ports.postgres), '-U', 'postgres']
  try {
    await sql.unsafe(`drop database if exists ${DATABASE}`)
    await sql.unsafe(`create database ${DATABASE}`)
    execFileSync(`${PG_BIN}/pgbench`, ['-i', '-q', '-s', '1', ...connection, DATABASE], { stdio: 'pipe' })
    const out = execFileSync(
      `${PG_BIN}/pgbench`,
      ['-b', 'tpcb-like', '-c', '2', '-j', '2', '-T', String(seconds), ...connection, DATABASE],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    )
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1])
    if (!(tps > 0)) throw new Error(`no tps in pgbench's output: ${out.trim().split('\n').pop()}`)
    setMachineRate(tps)
    console.log(`  machine: pgbench tpcb-like, 2 clients, ${seconds} s, on this cluster: ${tps.toFixed(0)} tps`)
  } catch (e) {
    // the benchmark's own figures still stand; only the comparison across machines is missing
    console.log(`  machine: pgbench could not run (${(e as Error).message.split('\n')[0]}); no ratio to it below`)
  } finally {
    await sql.unsafe(`drop database if exists ${DATABASE}`).catch(() => {})
    await sql.end({ timeout: 1 })
  }
}
