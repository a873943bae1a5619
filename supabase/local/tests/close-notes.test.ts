/**
 * Variance notes on the collaboration server: a note's document opens for the organization's bookkeeper, and for its
 * client member only when the note is shared with the client; an internal note refuses the client with 4403 (the
 * per-document check: the server selects the document as the person, through the close's restrictive policy).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import WebSocket from 'ws'
import { WebsocketProvider } from 'y-websocket'
import { adminSql, cfg, newTenants, signedIn } from './helpers.ts'

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
const internalDoc = `variance-note.contract-internal-${run}`
const sharedDoc = `variance-note.contract-shared-${run}`
const providers: WebsocketProvider[] = []
let tokens: { client: string; keeper: string }
let orgA = ''

function refusal(room: string, token: string): Promise<{ code: number; reason: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${cfg.ports.collab}/${room}?token=${encodeURIComponent(token)}`)
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }))
    ws.on('error', reject)
  })
}

async function read(room: string, token: string): Promise<string> {
  const doc = new Y.Doc()
  const provider = new WebsocketProvider(`ws://127.0.0.1:${cfg.ports.collab}`, room, doc, {
    params: { token },
    WebSocketPolyfill: WebSocket as any,
    disableBc: true,
  })
  providers.push(provider)
  const deadline = Date.now() + 5000
  while (!provider.synced) {
    if (Date.now() > deadline) throw new Error(`timed out opening ${room}`)
    await new Promise((r) => setTimeout(r, 25))
  }
  return doc.getText('body').toString()
}

beforeAll(async () => {
  const t = await newTenants()
  orgA = t.orgA
  const sql = adminSql()
  const [a] =
    await sql`insert into public.variance_analyses (organization_id, start_date, end_date, threshold_percentage,
      threshold_amount_cents) values (${orgA}, '2026-10-01', '2026-10-31', 10, 100000) returning id`
  const seeded = (text: string) => {
    const doc = new Y.Doc()
    doc.getText('body').insert(0, text)
    return Buffer.from(Y.encodeStateAsUpdate(doc))
  }
  await sql`insert into public.collab_documents (id, organization_id, kind) values
    (${internalDoc}, ${orgA}, 'variance_note'), (${sharedDoc}, ${orgA}, 'variance_note')`
  await sql`insert into public.collab_document_updates (document_id, update) values
    (${internalDoc}, ${seeded('Internal: check the accrual')}), (${sharedDoc}, ${seeded('Was the laptop a one-off?')})`
  await sql`insert into public.variance_notes (organization_id, variance_analysis_id, type, path, collab_document_id, user_id, content)
    values (${orgA}, ${a.id}, 'internal', 'pnl:1', ${internalDoc}, ${t.bookkeeper.id}, 'Internal: check the accrual'),
           (${orgA}, ${a.id}, 'client', 'pnl:2', ${sharedDoc}, ${t.bookkeeper.id}, 'Was the laptop a one-off?')`
  tokens = {
    client: (await signedIn(t.client.email)).session.access_token,
    keeper: (await signedIn(t.bookkeeper.email)).session.access_token,
  }
})

afterAll(async () => {
  for (const p of providers) p.destroy()
  await adminSql()`delete from public.variance_analyses where organization_id = ${orgA}`
})

describe('variance notes on the collaboration server', () => {
  it('open for the bookkeeper with their first text', async () => {
    expect(await read(internalDoc, tokens.keeper)).toBe('Internal: check the accrual')
  })
  it('refuse a client an internal note, and open one shared with them', async () => {
    expect(await refusal(internalDoc, tokens.client)).toEqual({
      code: 4403,
      reason: 'document not found or access denied',
    })
    expect(await read(sharedDoc, tokens.client)).toBe('Was the laptop a one-off?')
  })
})
