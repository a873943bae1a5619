/**
 * The platform's `verify_jwt` gate in front of each edge function, as hosted Supabase applies it: before the function
 * runs, a function with `verify_jwt = true` (the default for a function config.toml does not name) refuses a request
 * without a legacy JWT of the project in its Authorization header. The gate only knows the legacy HS256 secret, so a
 * user token signed with the project's asymmetric key is refused too ("incompatible with the new JWT Signing Keys",
 * supabase.com/docs/guides/functions/auth): that is why `api` runs with `verify_jwt = false` and verifies tokens itself.
 * Answers as hosted words them (supabase.com/docs/guides/troubleshooting/edge-function-401-error-response).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { decodeProtectedHeader, jwtVerify } from 'jose'
import { ROOT } from '../config.ts'

export type GateRefusal = { status: 401; body: { code: 401; message: string } }

const refuse = (message: string): GateRefusal => ({ status: 401, body: { code: 401, message } })

/**
 * `verify_jwt` of each `[functions.<name>]` table of supabase/config.toml. Those tables hold flat `key = value` lines
 * only, so this reads them without a TOML library.
 */
export function readVerifyJwt(toml: string): Map<string, boolean> {
  const settings = new Map<string, boolean>()
  let fn: string | undefined
  for (const raw of toml.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim()
    const table = /^\[([^\]]+)\]$/.exec(line)
    if (table) {
      fn = /^functions\.([A-Za-z0-9_-]+)$/.exec(table[1])?.[1]
      continue
    }
    const setting = /^verify_jwt\s*=\s*(true|false)$/.exec(line)
    if (fn && setting) settings.set(fn, setting[1] === 'true')
  }
  return settings
}

export const projectVerifyJwt = () => readVerifyJwt(readFileSync(path.join(ROOT, 'supabase/config.toml'), 'utf8'))

/** Whether the gate lets a request through to a function (undefined) or the 401 it answers instead. */
export async function gate(
  verifyJwt: boolean,
  authorization: string | undefined,
  jwtSecret: string,
): Promise<GateRefusal | undefined> {
  if (!verifyJwt) return undefined
  if (!authorization) return refuse('Missing authorization header')
  const token = authorization.replace(/^Bearer\s+/i, '')
  try {
    decodeProtectedHeader(token)
  } catch {
    return refuse('Invalid Token or Protected Header formatting')
  }
  try {
    await jwtVerify(token, new TextEncoder().encode(jwtSecret), { algorithms: ['HS256'] })
    return undefined
  } catch {
    return refuse('Invalid JWT')
  }
}
