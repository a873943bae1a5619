/**
 * A variance note shared with the client on the collaboration server: the client's member opens it read-only — what
 * they type reaches neither the firm's open editor nor the stored document — while the bookkeeper's typing reaches the
 * client live (private.can_write_collab_document, 14_close.sql).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import WebSocket from 'ws'
import { WebsocketProvider } from 'y-websocket'
import { adminSql, cfg, newTenants, signedIn } from './helpers.ts'

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
const sharedDoc = `variance-note.contract-readonly-${run}`
const providers: WebsocketProvider[] = []
let tokens: { client: string; keeper: string }
let orgA = ''

async function open(token: string): Promise<Y.Doc> {
  const doc = new Y.Doc()
  const provider = new WebsocketProvider(`ws://127.0.0.1:${cfg.ports.collab}`, sharedDoc, doc, {
    params: { token },
    WebSocketPolyfill: WebSocket as any,
    disableBc: true,
  })
  providers.push(provider)
  const deadline = Date.now() + 5000
  while (!provider.synced) {
    if (Date.now() > deadline) throw new Error(`timed out opening ${sharedDoc}`)
    await new Promise((r) => setTimeout(r, 25))
  }
  return doc
}

async function until(check: () => boolean, ms = 3000) {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) return false
    await new Promise((r) => setTimeout(r, 25))
  }
  return true
}

beforeAll(async () => {
  const t = await newTenants()
  orgA = t.orgA
  const sql = adminSql()
  const [a] =
    await sql`insert into public.variance_analyses (organization_id, start_date, end_date, threshold_percentage,
      threshold_amount_cents) values (${orgA}, '2026-10-01', '2026-10-31', 10, 100000) returning id`
  const first = new Y.Doc()
  first.getText('body').insert(0, 'Was the laptop a one-off?')
  await sql`insert into public.collab_documents (id, organization_id, kind) values (${sharedDoc}, ${orgA}, 'variance_note')`
  await sql`insert into public.collab_document_updates (document_id, update)
    values (${sharedDoc}, ${Buffer.from(Y.encodeStateAsUpdate(first))})`
  await sql`insert into public.variance_notes (organization_id, variance_analysis_id, type, path, collab_document_id, user_id, content)
    values (${orgA}, ${a.id}, 'client', 'pnl:2', ${sharedDoc}, ${t.bookkeeper.id}, 'Was the laptop a one-off?')`
  tokens = {
    client: (await signedIn(t.client.email)).session.access_token,
    keeper: (await signedIn(t.bookkeeper.email)).session.access_token,
  }
})

afterAll(async () => {
  for (const p of providers) p.destroy()
  await adminSql()`delete from public.variance_analyses where organization_id = ${orgA}`
})

describe('a shared variance note on the collaboration server', () => {
  it('opens read-only for the client, live from the bookkeeper', async () => {
    const keeper = await open(tokens.keeper)
    const client = await open(tokens.client)
    expect(client.getText('body').toString()).toBe('Was the laptop a one-off?')

    client.getText('body').insert(0, 'EDITED BY CLIENT ')
    keeper.getText('body').insert(keeper.getText('body').length, ' (October)')
    // the bookkeeper's words reach the client; the client's never reach the bookkeeper
    expect(await until(() => client.getText('body').toString().endsWith(' (October)'))).toBe(true)
    expect(await until(() => keeper.getText('body').toString().includes('EDITED'), 1000)).toBe(false)
    expect(keeper.getText('body').toString()).toBe('Was the laptop a one-off? (October)')

    // nor the stored document: a fresh reader finds the firm's text only
    const rows = await adminSql()`select update from public.collab_document_updates where document_id = ${sharedDoc}`
    const stored = new Y.Doc()
    for (const r of rows) Y.applyUpdate(stored, new Uint8Array(r.update))
    expect(stored.getText('body').toString()).toBe('Was the laptop a one-off? (October)')
  })
})
