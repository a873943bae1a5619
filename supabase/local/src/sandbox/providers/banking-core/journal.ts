/**
 * The core's append-only journal: one JSON line per event under <stateDir>/banking-core/journal.jsonl. Appends are
 * batched (group commit): events of one turn of the event loop go to the file in one write, and a request answers
 * only after the write holding its events is done, so an answered transfer survives a restart. Not fsynced: a
 * sandbox survives its process, not the machine. On start the file is replayed; a torn last line (the process died
 * mid-write) is cut off.
 */
import { closeSync, existsSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs'
import path from 'node:path'

const HEADER = { t: 'journal', v: 1 }

export class Journal {
  private fd: number
  private buffer: string[] = []
  private waiters: (() => void)[] = []
  private scheduled = false

  constructor(readonly file: string) {
    mkdirSync(path.dirname(file), { recursive: true })
    this.fd = openSync(file, 'a+')
  }

  /** Every event stored so far, oldest first; cuts off a torn last line. */
  read(): unknown[] {
    if (!existsSync(this.file)) return []
    const text = readFileSync(this.file, 'utf8')
    const events: unknown[] = []
    let start = 0
    let good = 0
    while (start < text.length) {
      const end = text.indexOf('\n', start)
      if (end < 0) break
      const line = text.slice(start, end)
      try {
        const ev = JSON.parse(line)
        if (ev.t !== HEADER.t) events.push(ev)
      } catch {
        break
      }
      start = end + 1
      good = start
    }
    if (good < text.length) ftruncateSync(this.fd, Buffer.byteLength(text.slice(0, good)))
    if (good === 0) this.append(HEADER)
    return events
  }

  append(event: unknown) {
    this.buffer.push(JSON.stringify(event, bigintJson))
    if (!this.scheduled) {
      this.scheduled = true
      setImmediate(() => this.flush())
    }
  }

  /** Resolves once every event appended before the call is in the file. */
  committed(): Promise<void> {
    if (this.buffer.length === 0) return Promise.resolve()
    return new Promise((resolve) => this.waiters.push(resolve))
  }

  private flush() {
    this.scheduled = false
    if (this.buffer.length === 0) return
    const text = `${this.buffer.join('\n')}\n`
    this.buffer = []
    const waiters = this.waiters
    this.waiters = []
    // A synchronous write of one batch: a few hundred microseconds for a batch of hundreds of events, and no other
    // event can interleave with it.
    writeSync(this.fd, text)
    for (const w of waiters) w()
  }

  /** Empties the journal (the sandbox's reset). */
  clear() {
    this.buffer = []
    ftruncateSync(this.fd, 0)
    this.append(HEADER)
    this.flush()
  }

  close() {
    this.flush()
    closeSync(this.fd)
  }
}

const bigintJson = (_k: string, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)
