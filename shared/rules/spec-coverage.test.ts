/**
 * Every notification type of the spec has a sender: some statement that writes public.notifications names it
 * (issue 31 "Done when"). Reads the SQL schema files and the functions' source; a type nothing sends fails here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { NOTIFICATION_TYPES } from '../schemas/notifications.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')

function files(dir: string, keep: (f: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return name === '_testing' ? [] : files(full, keep)
    return keep(full) ? [full] : []
  })
}

/**
 * The type names written by each statement that inserts notifications (the statement's next 1,500 characters), and
 * those passed to a function that does (a sender such as bill pay's `notify(tx, org, users, 'bill-pay-review', …)`).
 */
function sentTypes(): Set<string> {
  const sources = [
    ...files(path.join(ROOT, 'supabase/schemas'), (f) => f.endsWith('.sql')),
    ...files(path.join(ROOT, 'edge-functions'), (f) => f.endsWith('.ts') && !f.endsWith('.test.ts')),
  ].map((f) => readFileSync(f, 'utf8'))
  const sent = new Set<string>()
  const senders = new Set<string>()
  const named = (text: string) => {
    for (const type of NOTIFICATION_TYPES) if (text.includes(`'${type}'`)) sent.add(type)
  }
  for (const text of sources) {
    for (const m of text.matchAll(/insert into public\.notifications/g)) {
      named(text.slice(m.index, m.index + 1500))
      const enclosing = [...text.slice(0, m.index).matchAll(/function ([A-Za-z_][\w.]*)\s*\(/g)].at(-1)?.[1]
      if (enclosing) senders.add(enclosing)
    }
  }
  for (const text of sources)
    for (const name of senders)
      for (const m of text.matchAll(new RegExp(`\\b${name.replace('.', '\\.')}\\(`, 'g')))
        named(text.slice(m.index, m.index + 400))
  return sent
}

describe('notification types', () => {
  it('each has a sender', () => {
    const sent = sentTypes()
    expect(NOTIFICATION_TYPES.filter((t) => !sent.has(t))).toEqual([])
  })
})
