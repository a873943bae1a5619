/** Deno test helpers for the API: call the api app in-process as a user (a token signed as the local auth signs them). */
import { userToken } from './tokens.ts'
import postgres from 'postgres'
import { app } from '../api/app.ts'

export async function tokenFor(sub: string) {
  return await userToken({ sub })
}

/** `as` null calls without Authorization (public routes). */
export async function call(as: string | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (as) headers.authorization = `Bearer ${await tokenFor(as)}`
  const res = await app.request(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  // biome-ignore lint/suspicious/noExplicitAny: test helper; each test reads the response fields it asserts on
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any }
}

let admin: postgres.Sql | undefined
/** Superuser connection to arrange fixtures (never to assert on a user's behalf). */
export function fixtureSql() {
  admin ??= postgres(Deno.env.get('SUPABASE_DB_URL')!, { max: 2, onnotice: () => {} })
  return admin
}
export async function closeFixtureSql() {
  await admin?.end({ timeout: 1 })
  admin = undefined
}

export const opts = { sanitizeOps: false, sanitizeResources: false }
