/**
 * A flag that gates a screen is on by default only when the screen exists (issue 10 item 6): otherwise the navigation
 * promises a page that answers "not found". Reads the web app's route files for the flags their routes declare.
 */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { call, closeFixtureSql, opts } from '../../_testing/api.ts'
import { dropFixtures, newUser } from '../../_testing/organizations.ts'

/** The spec's flag-gated routes (overview §2 "Feature-flagged routes"), by flag name. */
const SCREEN_FLAGS = [
  'customer-requests',
  'bookkeeping-chats',
  'bookkeeping-tracker',
  'transactions-tab',
  'taxes',
  'ai-reports',
  'banking-statement-tracker',
  'real-time-expenses',
  'users-schedules',
  'auto-transfer',
]

async function flagsWithScreens(): Promise<Set<string>> {
  const found = new Set<string>()
  const features = new URL('../../../web/src/features/', import.meta.url)
  for await (const dir of Deno.readDir(features)) {
    const routes = new URL(`${dir.name}/routes.tsx`, features)
    const text = await Deno.readTextFile(routes).catch(() => '')
    for (const m of text.matchAll(/flag:\s*'([a-z0-9-]+)'/g)) found.add(m[1])
  }
  return found
}

Deno.test({ name: 'every screen flag that is on by default has a route that it gates', ...opts }, async () => {
  const admin = await newUser('admin')
  try {
    const r = await call(admin, 'GET', '/flags')
    assert.equal(r.status, 200)
    const screens = await flagsWithScreens()
    assert.ok(screens.has('customer-requests'), 'the route files were read')
    const promised = SCREEN_FLAGS.filter((f) => r.body.flags[f] === true && !screens.has(f))
    assert.deepEqual(promised, [], `on by default without a screen: ${promised.join(', ')}`)
  } finally {
    await dropFixtures({ users: [admin] })
    await closeFixtureSql()
    await closeDb()
  }
})
