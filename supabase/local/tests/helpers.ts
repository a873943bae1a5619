/** Contract-test helpers: the real supabase-js pointed at the running local platform (npm test starts it). */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import postgres from 'postgres'
import { loadConfig } from '../src/config.ts'

export const cfg = loadConfig((process.env.PLATFORM_PROFILE as 'dev' | 'test') ?? 'test')

/** Node 20 has no global WebSocket: supabase-js needs `ws` as its realtime transport. */
export function client(key = cfg.anonKey): SupabaseClient {
  return createClient(cfg.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as any },
  })
}

/** The password of every user a contract test makes (`newUser`). */
export const PASSWORD = 'pass-word-1'

export async function signedIn(email: string, password = PASSWORD) {
  const c = client()
  const { data, error } = await c.auth.signInWithPassword({ email, password })
  if (error) throw error
  return { client: c, session: data.session!, user: data.user! }
}

let admin: postgres.Sql | undefined
/** Superuser connection for arranging fixtures a test needs (never used to assert on behalf of a user). */
export function adminSql() {
  admin ??= postgres(cfg.dbUrl, { max: 2, onnotice: () => {} })
  return admin
}

export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`

export type Role = 'user' | 'bookkeeper' | 'admin' | 'owner'

/** A confirmed user of the test's own, made through the auth admin API (password PASSWORD), with a role if staff. */
export async function newUser(opts: { role?: Role; prefix?: string; firstName?: string } = {}) {
  const email = uniqueEmail(opts.prefix ?? opts.role ?? 'user')
  const { data, error } = await client(cfg.serviceRoleKey).auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { first_name: opts.firstName ?? 'Test', last_name: opts.role ?? 'user' },
  })
  if (error) throw error
  const id = data.user!.id
  if (opts.role && opts.role !== 'user')
    await adminSql()`update public.users set role = ${opts.role}::public.user_role where id = ${id}`
  return { id, email }
}

/** An organization of the test's own with its client users (org admins), primary bookkeepers and reviewers. */
export async function newOrg(
  opts: { name?: string; members?: string[]; bookkeepers?: string[]; reviewers?: string[] } = {},
): Promise<string> {
  const sql = adminSql()
  const name = opts.name ?? `Contract ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)} LLC`
  const [{ id }] = await sql`insert into public.organizations (legal_name) values (${name}) returning id::text`
  for (const u of opts.members ?? [])
    await sql`insert into public.organization_members (organization_id, user_id, org_role) values (${id}, ${u}, 'admin')`
  for (const u of opts.bookkeepers ?? [])
    await sql`insert into public.bookkeeper_assignments (organization_id, user_id, is_primary) values (${id}, ${u}, true)`
  for (const u of opts.reviewers ?? [])
    await sql`insert into public.reviewer_assignments (organization_id, user_id) values (${id}, ${u})`
  return id
}

/**
 * Two firms' worth of people, the usual cast of a tenancy check: organization A with its client and bookkeeper,
 * organization B with a client of its own (who must not reach A).
 */
export async function newTenants() {
  const client = await newUser({ prefix: 'client', firstName: 'Casey' })
  const bookkeeper = await newUser({ role: 'bookkeeper', firstName: 'Blake' })
  const outsider = await newUser({ prefix: 'outsider', firstName: 'Robin' })
  const orgA = await newOrg({ members: [client.id], bookkeepers: [bookkeeper.id] })
  const orgB = await newOrg({ members: [outsider.id] })
  return { orgA, orgB, client, bookkeeper, outsider }
}
