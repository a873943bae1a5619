/**
 * CPU time of this benchmark's processes, by part (Linux /proc; elsewhere nothing is measured): where a run's time
 * went when everything shares one machine. Parts are recognised among this process's descendants by command line.
 */
import { readdirSync, readFileSync } from 'node:fs'

const TICKS_PER_SECOND = 100

type Part = { name: string; matches: (cmdline: string) => boolean }

type Sample = Map<string, number>

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

/** Ticks by part: this process and its descendants, each counted under the first part its command line matches. */
function sample(parts: Part[], self: string): Sample {
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
  const ticks: Sample = new Map()
  for (const p of all) {
    if (!mine.has(p.pid)) continue
    const name = p.pid === process.pid ? self : (parts.find((part) => part.matches(p.cmdline))?.name ?? 'other')
    ticks.set(name, (ticks.get(name) ?? 0) + p.ticks)
  }
  return ticks
}

/**
 * Starts measuring; `stop()` answers each part's CPU milliseconds per unit of work and share of the total (parts
 * under half a percent left out).
 */
export function measureCpu(parts: Part[], self: string) {
  let before: Sample
  try {
    before = sample(parts, self)
  } catch {
    return { stop: (_units: number) => [] as { name: string; msPerUnit: number; share: number }[] }
  }
  return {
    stop(units: number) {
      const after = sample(parts, self)
      const used = [...after].map(([name, t]) => ({ name, ticks: t - (before.get(name) ?? 0) }))
      const total = used.reduce((sum, u) => sum + u.ticks, 0) || 1
      return used
        .filter((u) => u.ticks / total >= 0.005)
        .sort((a, b) => b.ticks - a.ticks)
        .map((u) => ({ name: u.name, msPerUnit: (u.ticks / TICKS_PER_SECOND / units) * 1000, share: u.ticks / total }))
    },
  }
}
