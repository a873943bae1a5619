/**
 * Issue 31 "Done when": every value the spec names that something must produce and something must read has both,
 * read from shared/ and checked against the code. Reads the SQL schema files, the functions' and the web's source
 * (tests left out); a value nothing produces or nothing reads fails here, naming it.
 * - Notification types: some statement that writes public.notifications names it (the bell lists every type).
 * - Event types (accounting §4): emitted somewhere (private.emit_event, emitEvent, emitProductEvent) and subscribed
 *   to by a handler (onEvent in edge-functions/jobs/definitions, or a subscription row in SQL).
 * - Product journal-entry types (accounting §3.1): recorded among the product's entries (recordProductEntry or an
 *   insert into public.journal_entries) and named on the staff workspace's Entries (JOURNAL_ENTRY_TYPE_LABELS).
 * - Feature flags: seeded in public.feature_flags and read by what they gate (private.flag_enabled, a route's
 *   `flag`, the web's isOn).
 * - Organization config (overview §3): each key read somewhere besides its schema.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EVENT_TYPES } from '../schemas/events.ts'
import { FEATURE_FLAGS } from '../schemas/flags.ts'
import { NOTIFICATION_TYPES } from '../schemas/notifications.ts'
import { ZOrganizationConfig } from '../schemas/organizations.ts'
import { JOURNAL_ENTRY_TYPES, JOURNAL_ENTRY_TYPE_LABELS } from './schedules.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')

function files(dir: string, keep: (f: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return name === '_testing' || name === 'node_modules' ? [] : files(full, keep)
    return keep(full) ? [full] : []
  })
}
const isTest = (f: string) => /\.(test|spec)\.tsx?$/.test(f) || f.includes(`${path.sep}e2e${path.sep}`)
type Source = { file: string; text: string }
const read = (list: string[]): Source[] => list.map((file) => ({ file, text: readFileSync(file, 'utf8') }))

const sql = read(files(path.join(ROOT, 'supabase/schemas'), (f) => f.endsWith('.sql')))
const functions = read(files(path.join(ROOT, 'edge-functions'), (f) => f.endsWith('.ts') && !isTest(f)))
const web = read(
  files(path.join(ROOT, 'web/src'), (f) => /\.tsx?$/.test(f) && !isTest(f) && !f.endsWith('api-schema.ts')),
)
const code = [...sql, ...functions]
const named = (text: string, value: string) => text.includes(`'${value}'`)
const missing = (values: readonly string[], found: (v: string) => boolean) => values.filter((v) => !found(v))

/**
 * The type names written by each statement that inserts notifications (the statement's next 1,500 characters), and
 * those passed to a function that does (a sender such as bill pay's `notify(tx, org, users, 'bill-pay-review', …)`).
 */
function sentNotificationTypes(): Set<string> {
  const sent = new Set<string>()
  const senders = new Set<string>()
  const name = (text: string) => {
    for (const type of NOTIFICATION_TYPES) if (named(text, type)) sent.add(type)
  }
  for (const { text } of code) {
    for (const m of text.matchAll(/insert into public\.notifications/g)) {
      name(text.slice(m.index, m.index + 1500))
      const enclosing = [...text.slice(0, m.index).matchAll(/function ([A-Za-z_][\w.]*)\s*\(/g)].at(-1)?.[1]
      if (enclosing) senders.add(enclosing)
    }
  }
  for (const { text } of code)
    for (const sender of senders)
      for (const m of text.matchAll(new RegExp(`\\b${sender.replace('.', '\\.')}\\(`, 'g')))
        name(text.slice(m.index, m.index + 400))
  return sent
}

/** A call that emits an event (not the emitter's own definition, grants or signature). */
const EMITS =
  /(?<!function private\.)\bemit_event\((?!public\.|p_source)|(?<!function )\b(emitEvent|emitProductEvent)\(tx/
const emitters = code.filter((s) => EMITS.test(s.text))
const subscribers = [
  ...functions.filter((s) => s.file.includes(`jobs${path.sep}definitions`) && s.text.includes('onEvent(')),
  ...sql.filter((s) => s.text.includes('insert into public.event_subscriptions')),
]

/** A statement or call that records one of the product's entries (not the recorder's definition). */
const RECORDS = /insert into public\.journal_entries|(?<!function )\brecordProductEntry\(tx/
const entryRecorders = functions.filter((s) => RECORDS.test(s.text))

const seededFlags = (() => {
  const seed = sql.map((s) => s.text).find((t) => t.includes('insert into public.feature_flags')) ?? ''
  const at = seed.indexOf('insert into public.feature_flags')
  return seed.slice(at, seed.indexOf(';', at))
})()
const FLAG_READ = (flag: string) =>
  new RegExp(`flag_enabled\\([^)]*'${flag}'|flag: '${flag}'|isOn\\('${flag}'\\)|flagOn\\('${flag}'\\)`)

/**
 * Event types whose subscriber belongs to another issue, with why. A type listed here that gains a subscriber fails
 * the test too, so the list only ever shrinks to nothing.
 */
const SUBSCRIBER_OWNED_ELSEWHERE: Record<string, string> = {}

describe('spec coverage', () => {
  it('each notification type has a sender', () => {
    const sent = sentNotificationTypes()
    expect(NOTIFICATION_TYPES.filter((t) => !sent.has(t))).toEqual([])
  })

  it('each event type is emitted somewhere', () => {
    expect(missing(EVENT_TYPES, (t) => emitters.some((s) => named(s.text, t)))).toEqual([])
  })

  it('each event type has a subscriber (but those another issue owns, named here and nowhere else)', () => {
    expect(missing(EVENT_TYPES, (t) => subscribers.some((s) => named(s.text, t)))).toEqual(
      Object.keys(SUBSCRIBER_OWNED_ELSEWHERE),
    )
  })

  it("each product entry type is recorded by a posting and named on the staff workspace's Entries", () => {
    expect(missing(JOURNAL_ENTRY_TYPES, (t) => entryRecorders.some((s) => named(s.text, t)))).toEqual([])
    expect(missing(JOURNAL_ENTRY_TYPES, (t) => Boolean(JOURNAL_ENTRY_TYPE_LABELS[t]))).toEqual([])
    expect(web.some((s) => s.text.includes('JOURNAL_ENTRY_TYPE_LABELS'))).toBe(true)
  })

  it('each feature flag is seeded and gates something', () => {
    expect(missing(FEATURE_FLAGS, (f) => named(seededFlags, f))).toEqual([])
    expect(missing(FEATURE_FLAGS, (f) => [...code, ...web].some((s) => FLAG_READ(f).test(s.text)))).toEqual([])
  })

  it('each organization config key is read by the code', () => {
    const keys = Object.keys(ZOrganizationConfig.shape)
    const reads = (key: string) =>
      new RegExp(
        `config\\s*(->>?|#>>?)\\s*'${key}'|config\\??\\.${key}\\b|ZOrganizationConfig\\.shape\\.${key}\\b|config -> '${key}'`,
      )
    expect(missing(keys, (k) => [...code, ...web].some((s) => reads(k).test(s.text)))).toEqual([])
  })
})
