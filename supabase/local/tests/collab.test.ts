/**
 * Collaboration server contract: y-websocket's own WebsocketProvider (what the browser uses) against the collab
 * server (collab/), authorised per document by RLS on public.collab_documents, persisted across a server restart, and
 * configured as it is deployed: tokens verified by the project's JWKS.
 */
import http from 'node:http'
import net from 'node:net'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import WebSocket from 'ws'
import { WebsocketProvider } from 'y-websocket'
import { adminSql, cfg, newTenants, signedIn } from './helpers.ts'
import { tokenVerifier } from '../../../collab/auth.ts'
import { readConfig } from '../../../collab/config.ts'
import { startCollabServer } from '../../../collab/server.ts'

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
let tenants: Awaited<ReturnType<typeof newTenants>>

async function waitFor(check: () => boolean | Promise<boolean>, what: string, ms = 5000) {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

/** A synced provider for a fresh Y.Doc; the token as a query parameter, or as the browser sends it (subprotocol). */
async function open(room: string, token: string, url = collabUrl(), via: 'query' | 'protocol' = 'query') {
  const doc = new Y.Doc()
  const provider = new WebsocketProvider(url, room, doc, {
    ...(via === 'query' ? { params: { token } } : { protocols: ['collab', `token.${token}`] }),
    WebSocketPolyfill: WebSocket as any,
    disableBc: true,
  })
  providers.push(provider)
  await waitFor(() => provider.synced, `sync of ${room}`)
  return { doc, provider, text: doc.getText('note') }
}

/** Opens a raw socket and resolves with the close code and reason the server sends. */
function refusal(room: string, token: string, url = collabUrl()): Promise<{ code: number; reason: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url}/${room}?token=${encodeURIComponent(token)}`)
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }))
    ws.on('error', reject)
  })
}

beforeAll(async () => {
  // the organization's client and bookkeeper, and a client of another organization, all the test's own
  const t = await newTenants()
  tenants = t
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

  it("shows each person's presence under the name their token gives, whatever name or client id they claim", async () => {
    const nameOf = async (email: string) =>
      (
        await adminSql()`select coalesce(nullif(btrim(first_name || ' ' || last_name), ''), email) as name
          from public.users where email = ${email}`
      )[0].name as string
    const casey = await open(docId, tokens.casey)
    const keeper = await open(docId, tokens.keeper)
    keeper.provider.awareness.setLocalStateField('user', { name: 'The bookkeeper', color: '#0a0' })
    // Casey claims to be the bookkeeper, by name
    casey.provider.awareness.setLocalStateField('user', { name: await nameOf(tenants.bookkeeper.email), color: '#a00' })
    const seen = (by: WebsocketProvider, clientId: number) =>
      (by.awareness.getStates().get(clientId) as { user?: { name: string; id: string; color?: string } } | undefined)
        ?.user
    await waitFor(() => seen(keeper.provider, casey.doc.clientID)?.color === '#a00', "Casey's presence to arrive")
    expect(seen(keeper.provider, casey.doc.clientID)?.name).toBe(await nameOf(tenants.client.email))
    expect(seen(keeper.provider, casey.doc.clientID)?.name).not.toBe(await nameOf(tenants.bookkeeper.email))
    // and then by the bookkeeper's own awareness client id: that state is not Casey's to write
    const forger = new WebSocket(`${collabUrl()}/${docId}?token=${encodeURIComponent(tokens.casey)}`)
    await new Promise((r) => forger.once('open', r))
    const { encodeAwarenessUpdate, Awareness } = await import('y-protocols/awareness')
    const fake = new Awareness(new Y.Doc())
    fake.clientID = keeper.doc.clientID
    fake.setLocalState({ user: { name: 'The bookkeeper', color: '#fff', says: 'forged' } })
    // a newer clock than the bookkeeper's, so only the server's check keeps it out
    fake.meta.set(keeper.doc.clientID, { clock: 1000, lastUpdated: Date.now() })
    const enc = await import('lib0/encoding')
    const msg = enc.createEncoder()
    enc.writeVarUint(msg, 1)
    enc.writeVarUint8Array(msg, encodeAwarenessUpdate(fake, [keeper.doc.clientID]))
    forger.send(enc.toUint8Array(msg))
    await new Promise((r) => setTimeout(r, 300))
    expect(
      (casey.provider.awareness.getStates().get(keeper.doc.clientID) as { user?: { says?: string } })?.user?.says,
    ).toBeUndefined()
    forger.close()
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
    const sql = postgres(cfg.dbUrl, { max: 4, onnotice: () => {} })
    // verifying as the stack's own server does: whatever local auth signs (by its JWKS, or with the HS256 secret)
    const verify = tokenVerifier({
      jwksUrl: new URL(`${cfg.apiUrl}/auth/v1/.well-known/jwks.json`),
      jwtSecret: cfg.jwtSecret,
    })
    const start = () => startCollabServer({ sql, log: () => {}, host: '127.0.0.1', port, verify })
    try {
      let server = await start()
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

      server = await start()
      const again = await open(restartDocId, tokens.keeper, collabUrl(port))
      expect(again.text.toString()).toBe(written)
      again.provider.destroy()
      await server.close()
    } finally {
      await sql.end({ timeout: 1 })
    }
  })

  it('configured as deployed, accepts an ES256 token by the project JWKS and refuses a tampered or foreign one', async () => {
    // the project's signing key, published as Supabase Auth publishes it; and a key of someone else's
    const project = await generateKeyPair('ES256', { extractable: true })
    const foreign = await generateKeyPair('ES256', { extractable: true })
    const published = { ...(await exportJWK(project.publicKey)), kid: 'project-key', alg: 'ES256', use: 'sig' }
    const auth = http.createServer((req, res) => {
      const found = req.url === '/auth/v1/.well-known/jwks.json'
      res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' })
      res.end(found ? JSON.stringify({ keys: [published] }) : '{}')
    })
    await new Promise<void>((resolve) => auth.listen(0, '127.0.0.1', resolve))
    const authUrl = `http://127.0.0.1:${(auth.address() as net.AddressInfo).port}`
    const port = await freePort()
    const config = readConfig({ DATABASE_URL: cfg.dbUrl, SUPABASE_URL: authUrl, HOST: '127.0.0.1', PORT: String(port) })
    expect(config.jwksUrl?.href).toBe(`${authUrl}/auth/v1/.well-known/jwks.json`)
    expect(config.jwtSecret).toBeUndefined()
    const sql = postgres(config.databaseUrl, { max: config.poolMax, onnotice: () => {} })
    const server = await startCollabServer({
      sql,
      log: () => {},
      host: config.host,
      port: config.port,
      verify: tokenVerifier({ jwksUrl: config.jwksUrl, jwtSecret: config.jwtSecret }),
    })
    const sign = (
      claims: Record<string, unknown>,
      key: CryptoKey | Uint8Array,
      header: { alg: string; kid?: string },
    ) =>
      new SignJWT({ role: 'authenticated', aal: 'aal1', ...claims })
        .setProtectedHeader(header)
        .setAudience('authenticated')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key)
    try {
      const url = collabUrl(port)
      const casey = await sign({ sub: tenants.client.id }, project.privateKey, { alg: 'ES256', kid: 'project-key' })
      const opened = await open(docId, casey, url, 'protocol')
      expect(opened.text.toString()).toBe('Income is up 12% because of the new contract.')
      opened.provider.destroy()

      // the client's token with the payload swapped for the outsider's: the signature no longer matches
      const robin = Buffer.from(JSON.stringify({ sub: tenants.outsider.id, role: 'authenticated' })).toString(
        'base64url',
      )
      const [head, , signature] = casey.split('.')
      expect(await refusal(docId, `${head}.${robin}.${signature}`, url)).toEqual({
        code: 4401,
        reason: 'invalid JWT: unable to verify signature',
      })
      // signed by a key the project does not publish, under its kid or another
      const forged = await sign({ sub: tenants.client.id }, foreign.privateKey, { alg: 'ES256', kid: 'project-key' })
      expect(await refusal(docId, forged, url)).toEqual({
        code: 4401,
        reason: 'invalid JWT: unable to verify signature',
      })
      const stranger = await sign({ sub: tenants.client.id }, foreign.privateKey, { alg: 'ES256', kid: 'other-key' })
      expect(await refusal(docId, stranger, url)).toEqual({
        code: 4401,
        reason: 'invalid JWT: signed by a key this project does not publish',
      })
      // without AUTH_JWT_SECRET a shared-secret token is refused, even one signed with the right secret
      const legacy = await sign({ sub: tenants.client.id }, new TextEncoder().encode(cfg.jwtSecret), { alg: 'HS256' })
      expect(await refusal(docId, legacy, url)).toEqual({
        code: 4401,
        reason: 'HS256 tokens are not accepted: this server verifies by JWKS',
      })
      // the verified person is still held to RLS: the outsider's own valid token opens nothing of org A
      const outsider = await sign({ sub: tenants.outsider.id }, project.privateKey, {
        alg: 'ES256',
        kid: 'project-key',
      })
      expect(await refusal(docId, outsider, url)).toEqual({ code: 4403, reason: 'document not found or access denied' })
    } finally {
      await server.close()
      await sql.end({ timeout: 1 })
      auth.close()
    }
  })
})
