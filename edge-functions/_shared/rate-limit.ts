/**
 * Rate limits for the API's public routes. Hosted edge functions are stateless and run as many isolates at once, so
 * a count kept in memory would start again in each: the counts live in Postgres (private.hit_rate_limit, a fixed
 * window per key) where every instance sees them. Keys are stored hashed: a token is a credential, an address is
 * personal data.
 */
import { createHash } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { asService } from './db.ts'
import { AppError } from './errors.ts'

export type Limit = { requests: number; perSeconds: number }
type Rule = { name: string; limit: Limit; key: (c: Context) => Promise<string | undefined> | string | undefined }

/**
 * The caller's address, as the platform's gateway saw the connection: `x-real-ip`, which it sets itself (a value the
 * caller sent under that name is replaced), else the last X-Forwarded-For value, the one the last proxy appended. Never
 * the first X-Forwarded-For value: the caller writes it. The local gateway sets both the same way
 * (supabase/local/src/functions/proxy.ts); which header hosted edge functions receive is to confirm on a staging project
 * (docs/hosted.md "Checks on a staging project"). A request that reaches the function with neither header is still
 * counted, by the address its connection came from (what Deno.serve hands the app as its env), so leaving the
 * headers out does not step around the per-address limit.
 */
export function clientIp(c: Context): string | undefined {
  const real = c.req.header('x-real-ip')?.trim()
  if (real) return real
  const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
  if (forwarded) return forwarded
  return (c.env as { remoteAddr?: { hostname?: string } } | undefined)?.remoteAddr?.hostname || undefined
}

/** Counts every request under each rule that finds a key, whatever its outcome; 429 once any rule is over. */
export function rateLimit(scope: string, rules: Rule[]): MiddlewareHandler {
  return async (c, next) => {
    const hits = (await Promise.all(rules.map(async (r) => ({ r, key: await r.key(c) })))).filter((h) => h.key)
    const allowed =
      hits.length === 0 ||
      (await asService(async (tx) => {
        const answers: boolean[] = []
        for (const { r, key } of hits) {
          const id = `${scope}:${r.name}:${createHash('sha256').update(key!).digest('hex')}`
          const [row] =
            await tx`select private.hit_rate_limit(${id}, ${r.limit.requests}, make_interval(secs => ${r.limit.perSeconds})) as ok`
          answers.push(row.ok as boolean)
        }
        return answers.every(Boolean)
      }))
    if (!allowed) throw new AppError('rate_limited', 'Too many attempts. Wait a few minutes, then try again.')
    await next()
  }
}
