/**
 * CPU time of this benchmark's processes, by part (Linux /proc; elsewhere nothing is measured): where a run's time
 * went when everything shares one machine. Parts are recognised among this process's descendants by command line.
 */
import { readdirSync, readFileSync } from 'node:fs'

const TICKS_PER_SECOND = 100

type Part = { name: string; matches: (cmdline: string) => boolean }

/** Ticks and command line of each process of this benchmark, by pid. */
type Sample = Map<number, { ticks: number; cmdline: string }>

function processes(): { pid: number; ppid: number; ticks: number; cmdline: string }[] {
  const out = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // the command name is in parentheses and may hold spaces: the fields after it are fixed
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ')
      out.push({ pid: Number(entry), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), cmdline })
    } catch {
      // the process ended while we looked
    }
  }
  return out
}

/** This process and its descendants. */
function sample(): Sample {
  const all = processes()
  const children = new Map<number, number[]>()
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid])
  const mine = new Set<number>([process.pid])
  for (const queue = [process.pid]; queue.length > 0; ) {
    for (const c of children.get(queue.pop() as number) ?? []) {
      if (mine.has(c)) continue
      mine.add(c)
      queue.push(c)
    }
  }
  return new Map(all.filter((p) => mine.has(p.pid)).map((p) => [p.pid, { ticks: p.ticks, cmdline: p.cmdline }]))
}

/**
 * Starts measuring; `stop()` answers each part's CPU milliseconds per unit of work and share of the total (parts
 * under half a percent left out). Each process counts under the first part its command line matches; `stop`'s
 * `names` (pid to part) come first: the database's backends, say, by the program each serves.
 */
export function measureCpu(parts: Part[], self: string) {
  let before: Sample
  try {
    before = sample()
  } catch {
    return {
      stop: (_units: number, _names?: Map<number, string>) =>
        [] as { name: string; msPerUnit: number; share: number }[],
    }
  }
  return {
    stop(units: number, names: Map<number, string> = new Map()) {
      const used = new Map<string, number>()
      for (const [pid, p] of sample()) {
        const name =
          pid === process.pid
            ? self
            : (names.get(pid) ?? parts.find((part) => part.matches(p.cmdline))?.name ?? 'other')
        used.set(name, (used.get(name) ?? 0) + p.ticks - (before.get(pid)?.ticks ?? 0))
      }
      const total = [...used.values()].reduce((sum, t) => sum + t, 0) || 1
      return [...used]
        .filter(([, t]) => t / total >= 0.005)
        .sort((a, b) => b[1] - a[1])
        .map(([name, t]) => ({ name, msPerUnit: (t / TICKS_PER_SECOND / units) * 1000, share: t / total }))
    },
  }
}

/**
 * The database's backends by the program each serves (its application_name, as edge-functions/_shared/db.ts sets it):
 * for `stop`'s names, so the database's time splits by who asked.
 */
export async function backendNames(sql: import('postgres').Sql, label: (application: string) => string | undefined) {
  const names = new Map<number, string>()
  for (const r of await sql`select pid, application_name from pg_stat_activity where application_name <> ''`) {
    const name = label(r.application_name as string)
    if (name) names.set(r.pid as number, name)
  }
  return names
}
