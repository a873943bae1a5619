/**
 * Collaboration server contract: y-websocket's own WebsocketProvider (what the browser uses) against the collab
 * server, authorised per document by RLS on public.collab_documents, persisted across a server restart.
 */
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import WebSocket from 'ws'
import { WebsocketProvider } from 'y-websocket'
import { adminSql, cfg, newTenants, signedIn } from './helpers.ts'
import { createContext } from '../src/context.ts'
import { startCollabServer } from '../src/collab/server.ts'

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
const docId = `contract-note-${run}`
const restartDocId = `contract-restart-${run}`
/** A port nothing listens on now, from the system. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
const collabUrl = (port = cfg.ports.collab) => `ws://127.0.0.1:${port}`
const providers: WebsocketProvider[] = []
let tokens: { casey: string; keeper: string; robin: string }

async function waitFor(check: () => boolean | Promise<boolean>, what: string, ms = 5000) {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

/** A synced provider for a fresh Y.Doc. */
async function open(room: string, token: string, url = collabUrl()) {
  const doc = new Y.Doc()
  const provider = new WebsocketProvider(url, room, doc, {
    params: { token },
    WebSocketPolyfill: WebSocket as any,
    disableBc: true,
  })
  providers.push(provider)
  await waitFor(() => provider.synced, `sync of ${room}`)
  return { doc, provider, text: doc.getText('note') }
}

/** Opens a raw socket and resolves with the close code and reason the server sends. */
function refusal(room: string, token: string): Promise<{ code: number; reason: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${collabUrl()}/${room}?token=${encodeURIComponent(token)}`)
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }))
    ws.on('error', reject)
  })
}

beforeAll(async () => {
  // the organization's client and bookkeeper, and a client of another organization, all the test's own
  const t = await newTenants()
  const sql = adminSql()
  await sql`insert into public.collab_documents (id, organization_id, kind) values (${docId}, ${t.orgA}, 'test_note'), (${restartDocId}, ${t.orgA}, 'test_note')`
  tokens = {
    casey: (await signedIn(t.client.email)).session.access_token,
    keeper: (await signedIn(t.bookkeeper.email)).session.access_token,
    robin: (await signedIn(t.outsider.email)).session.access_token,
  }
})

afterAll(async () => {
  for (const p of providers) p.destroy()
  await adminSql()`delete from public.collab_documents where id in (${docId}, ${restartDocId})`
})

describe('collaboration server', () => {
  it('lets two users of the organization converge on text edits', async () => {
    const a = await open(docId, tokens.casey)
    const b = await open(docId, tokens.keeper)
    a.text.insert(0, 'Revenue is up 12%')
    await waitFor(() => b.text.toString() === 'Revenue is up 12%', 'the edit to reach the second client')
    b.text.insert(b.text.length, ' because of the new contract.')
    a.text.delete(0, 'Revenue'.length)
    a.text.insert(0, 'Income')
    const expected = 'Income is up 12% because of the new contract.'
    await waitFor(() => a.text.toString() === expected && b.text.toString() === expected, 'both clients to converge')
    // every update is stored for the document
    await waitFor(
      async () =>
        (
          await adminSql()`select count(*)::int as n from public.collab_document_updates where document_id = ${docId}`
        )[0].n >= 3,
      'stored updates',
    )
  })

  it('refuses a user of another organization, an unknown document and a bad token', async () => {
    expect(await refusal(docId, tokens.robin)).toEqual({ code: 4403, reason: 'document not found or access denied' })
    expect(await refusal(`no-such-doc-${run}`, tokens.casey)).toEqual({
      code: 4403,
      reason: 'document not found or access denied',
    })
    expect((await refusal(docId, `${tokens.casey.slice(0, -2)}xx`)).code).toBe(4401)
    expect((await refusal(docId, cfg.anonKey)).code).toBe(4401)
  })

  it('keeps a document across a server restart and compacts long histories', async () => {
    // a private collab server on a port the system hands out, so the test can stop and start it (a fixed port near
    // the stack's can be in use: those ports lie in Linux's range for outgoing connections)
    const port = await freePort()
    const ctx = createContext({ ...cfg, ports: { ...cfg.ports, collab: port } }, () => {})
    try {
      let server = await startCollabServer(ctx)
      const first = await open(restartDocId, tokens.casey, collabUrl(port))
      for (let i = 0; i < 120; i++) first.text.insert(first.text.length, String(i % 10))
      first.text.insert(0, 'Q3 note: ')
      const written = first.text.toString()
      first.provider.destroy()
      await server.close()

      const rows = async () =>
        (
          await adminSql()`select count(*)::int as n from public.collab_document_updates where document_id = ${restartDocId}`
        )[0].n
      const stored = await rows()
      expect(stored).toBeGreaterThan(0)
      expect(stored).toBeLessThanOrEqual(100)

      server = await startCollabServer(ctx)
      const again = await open(restartDocId, tokens.keeper, collabUrl(port))
      expect(again.text.toString()).toBe(written)
      again.provider.destroy()
      await server.close()
    } finally {
      await ctx.sql.end({ timeout: 1 })
    }
  })
})
