/**
 * Helpers every browser spec can reuse: sign in through the auth API and hand the session to the page, create
 * users and organizations of its own (so specs run in parallel without sharing state), and compute TOTP codes.
 */
import { createHmac, randomUUID } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import postgres from 'postgres'

function need(name: string): string {
  const v = process.env[name]
  if (!v) throw new Error(`${name} is not set: run the browser tests through \`npm test -- e2e\``)
  return v
}

export const env = {
  get webUrl() {
    return need('WEB_URL')
  },
  get supabaseUrl() {
    return need('SUPABASE_URL')
  },
  get anonKey() {
    return need('SUPABASE_ANON_KEY')
  },
  get serviceRoleKey() {
    return need('SUPABASE_SERVICE_ROLE_KEY')
  },
  get dbUrl() {
    return need('SUPABASE_DB_URL')
  },
  /** the provider sandbox (signed webhooks and mail pushes are delivered through it) */
  get sandboxUrl() {
    return need('SANDBOX_URL')
  },
}

export const DEMO_PASSWORD = 'demo-password-1'
export const DEMO = {
  client: 'client@demo.test',
  client2: 'client2@demo.test',
  bookkeeper: 'bookkeeper@demo.test',
  reviewer: 'reviewer@demo.test',
  admin: 'admin@demo.test',
  owner: 'owner@demo.test',
} as const
export const DEMO_ORGS = {
  acme: { id: '10000000-0000-4000-8000-000000000001', legalName: 'Acme Robotics Inc.' },
  birch: { id: '10000000-0000-4000-8000-000000000002', legalName: 'Birch Bakery LLC' },
} as const

/** supabase-js's default storage key: `sb-<first label of the API host>-auth-token`. */
export const storageKey = () => `sb-${new URL(env.supabaseUrl).hostname.split('.')[0]}-auth-token`

export type AuthSession = {
  access_token: string
  refresh_token: string
  expires_in: number
  expires_at: number
  token_type: string
  user: { id: string; email: string; [k: string]: unknown }
}

async function authFetch(path: string, init: { method: string; body?: unknown; key?: string; token?: string }) {
  const res = await fetch(`${env.supabaseUrl}/auth/v1${path}`, {
    method: init.method,
    headers: {
      apikey: init.key ?? env.anonKey,
      authorization: `Bearer ${init.token ?? init.key ?? env.anonKey}`,
      'content-type': 'application/json',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const body = await res.json().catch(() => ({}))
  if (!res.ok) throw new Error(`auth ${init.method} ${path} failed: ${res.status} ${JSON.stringify(body)}`)
  return body
}

/** Password sign-in through the auth API (what supabase-js sends), returning the session JSON it stores. */
export async function passwordSession(email: string, password = DEMO_PASSWORD): Promise<AuthSession> {
  const s = await authFetch('/token?grant_type=password', {
    method: 'POST',
    body: { email, password, gotrue_meta_security: {} },
  })
  return { ...s, expires_at: s.expires_at ?? Math.floor(Date.now() / 1000) + s.expires_in }
}

/** Calls the API as a user (password grant), to arrange through the product's own routes what a spec needs. */
export async function callApi<T>(
  user: { email: string; password: string },
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const s = await passwordSession(user.email, user.password)
  const res = await fetch(`${env.supabaseUrl}/functions/v1/api${path}`, {
    method,
    headers: { apikey: env.anonKey, authorization: `Bearer ${s.access_token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json()) as T }
}

/**
 * Signs `email` in without the form: the session goes into the page's localStorage before the app's first script
 * runs (once per call, so a later sign-out in the same test sticks), then the page opens `path`.
 */
export async function signInAs(page: Page, email: string, opts: { password?: string; path?: string } = {}) {
  const session = await passwordSession(email, opts.password)
  const marker = `e2e-session-${randomUUID()}`
  await page.addInitScript(
    ([key, value, once]) => {
      if (sessionStorage.getItem(once)) return
      sessionStorage.setItem(once, '1')
      localStorage.setItem(key, value)
    },
    [storageKey(), JSON.stringify(session), marker] as const,
  )
  await page.goto(opts.path ?? '/')
  return session
}

/** Reads the session the app currently holds (e.g. to check it became aal2). */
export async function pageSession(page: Page): Promise<AuthSession | null> {
  const raw = await page.evaluate((k) => localStorage.getItem(k), storageKey())
  return raw ? JSON.parse(raw) : null
}

export function jwtClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'))
}

export const uniqueEmail = (prefix = 'e2e') => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`

/** Creates a confirmed user through the auth admin API (service role key), as an admin invite flow would. */
export async function createUser(
  opts: { email?: string; password?: string; firstName?: string; lastName?: string } = {},
) {
  const email = opts.email ?? uniqueEmail()
  const password = opts.password ?? 'e2e-password-1'
  const user = await authFetch('/admin/users', {
    method: 'POST',
    key: env.serviceRoleKey,
    body: {
      email,
      password,
      email_confirm: true,
      user_metadata: { first_name: opts.firstName ?? 'Jordan', last_name: opts.lastName ?? 'Tester' },
    },
  })
  return { id: user.id as string, email, password }
}

let sql: postgres.Sql | undefined
/** Superuser connection for arranging fixtures (never for asserting what a user may see). */
export function db(): postgres.Sql {
  sql ??= postgres(env.dbUrl, { max: 2, idle_timeout: 5, onnotice: () => {} })
  return sql
}

export type NewOrgOptions = {
  legalName?: string
  members?: { userId: string; orgRole?: 'admin' | 'user' }[]
  bookkeepers?: { userId: string; isPrimary?: boolean }[]
  reviewers?: string[]
}

/** Creates an organization with its members, bookkeepers and reviewers; names are unique per call. */
export async function newOrg(opts: NewOrgOptions = {}) {
  const legalName = opts.legalName ?? `E2E Holdings ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)} LLC`
  const [org] = await db()`insert into public.organizations (legal_name) values (${legalName}) returning id::text`
  for (const m of opts.members ?? []) {
    await db()`insert into public.organization_members (organization_id, user_id, org_role) values (${org.id}, ${m.userId}, ${m.orgRole ?? 'admin'})`
  }
  for (const b of opts.bookkeepers ?? []) {
    await db()`insert into public.bookkeeper_assignments (organization_id, user_id, is_primary) values (${org.id}, ${b.userId}, ${b.isPrimary ?? false})`
  }
  for (const r of opts.reviewers ?? []) {
    await db()`insert into public.reviewer_assignments (organization_id, user_id) values (${org.id}, ${r})`
  }
  return { id: org.id as string, legalName }
}

/** A fresh client user who is admin of a fresh organization: the usual starting point of a client journey. */
export async function newClient(opts: { legalName?: string; firstName?: string } = {}) {
  const user = await createUser({ firstName: opts.firstName ?? 'Morgan', lastName: 'Client' })
  const org = await newOrg({ legalName: opts.legalName, members: [{ userId: user.id, orgRole: 'admin' }] })
  return { user, org }
}

/** Gives a user a staff role (bookkeeper, admin or owner). */
export async function setRole(userId: string, role: 'user' | 'bookkeeper' | 'admin' | 'owner') {
  await db()`update public.users set role = ${role}::public.user_role where id = ${userId}`
}

/** A fresh staff user with the given display name (a reviewer is a bookkeeper given reviewer assignments in `newOrg`). */
export async function newStaff(
  role: 'bookkeeper' | 'admin' | 'owner',
  name: { firstName?: string; lastName?: string } = {},
) {
  const user = await createUser({
    firstName: name.firstName ?? 'Casey',
    lastName: name.lastName ?? role[0].toUpperCase() + role.slice(1),
  })
  await setRole(user.id, role)
  return user
}

/**
 * Gives an organization built-in ledger accounts (name, type, optional QuickBooks sub-type) and classes, the way the
 * demo seed gives Acme its chart; a posting on an account named like "9000 Ask My Client" becomes a question.
 */
export async function newChart(
  orgId: string,
  accounts: { name: string; type: string; subType?: string }[],
  classes: string[] = [],
) {
  for (const a of accounts) {
    await db()`insert into public.ledger_accounts (organization_id, name, acct_num, account_type, account_sub_type)
      values (${orgId}, ${a.name}, ${a.name.match(/^\d+/)?.[0] ?? null}, ${a.type}, ${a.subType ?? null})`
  }
  for (const c of classes) await db()`insert into public.ledger_classes (organization_id, name) values (${orgId}, ${c})`
}

/** RFC 6238 TOTP (HMAC-SHA1, 30 s, 6 digits) from a base32 secret, computed independently of the server's code. */
export function totp(secretBase32: string, atMs = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = 0,
    value = 0
  const bytes: number[] = []
  for (const ch of secretBase32.replace(/=+$/, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(ch)
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 1000 / 30)))
  const mac = createHmac('sha1', Buffer.from(bytes)).update(counter).digest()
  const offset = mac[mac.length - 1] & 0x0f
  const n = ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3]
  return String(n % 1_000_000).padStart(6, '0')
}

/**
 * The labels of the main navigation: the links in its row and those folded under "More" (the menu is opened and
 * closed again). Read once the navigation shows `settled` (a label every screen of the area has), so a screen a flag
 * adds later is not missed.
 */
export async function navLabels(page: Page, settled: string | RegExp): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: settled }).or(nav.getByTestId('nav-more'))).not.toHaveCount(0)
  const read = (as: Element[]) => as.map((a) => (a.textContent ?? '').trim())
  const row = await nav.locator(':scope > div:not([aria-hidden]) a[href]').evaluateAll(read)
  const more = nav.getByTestId('nav-more')
  if ((await more.count()) === 0) return row
  await more.click()
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  const rest = await menu.getByRole('menuitem').evaluateAll(read)
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  return [...row, ...rest]
}

/**
 * Opens the main navigation's screen named `name`, from the row or, when it was folded there at this width, from the
 * "More" menu (issue 30 item 7: nothing is lost, only moved).
 */
export async function openFromNav(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Main' })
  const inRow = nav.getByRole('link', { name, exact: true })
  const more = nav.getByTestId('nav-more')
  await expect(inRow.or(more).first()).toBeVisible()
  await expect
    .poll(async () => {
      if (await inRow.count()) return true
      if ((await more.count()) === 0) return false
      await more.click()
      const item = page.getByRole('menuitem', { name, exact: true })
      if (await item.count()) return true
      await page.keyboard.press('Escape')
      return false
    })
    .toBe(true)
  if (await inRow.count()) await inRow.click()
  else await page.getByRole('menuitem', { name, exact: true }).click()
}
