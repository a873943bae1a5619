/**
 * Removes a person's authenticator so they can set up a new one: for someone who lost it and passed their second step
 * with a recovery code. Supabase Auth asks aal2 to unenroll a verified factor, which that session cannot have, so the
 * product does it through the Auth admin API once the database agrees the session passed its second step
 * (private.meets_second_factor: aal2 or a recovery code spent on it). Audited.
 */
import { asService, asUser, type Claims } from '../../_shared/db.ts'
import { env } from '../../_shared/env.ts'
import { AppError } from '../../_shared/errors.ts'
import { SECOND_FACTOR_MESSAGE } from '../../_shared/auth.ts'

const adminHeaders = () => ({ apikey: env.serviceRoleKey, authorization: `Bearer ${env.serviceRoleKey}` })

export async function removeAuthenticator({ claims }: { claims: Claims }): Promise<{ removed: number }> {
  const [passed] = await asUser(claims, (tx) => tx`select private.meets_second_factor() as ok`)
  if (!passed.ok) throw new AppError('insufficient_aal', SECOND_FACTOR_MESSAGE)
  const base = `${env.supabaseUrl}/auth/v1/admin/users/${claims.sub}/factors`
  const listed = await fetch(base, { headers: adminHeaders() })
  if (!listed.ok) throw new Error(`Auth listed the factors with ${listed.status}`)
  const body = (await listed.json()) as { factors?: { id: string }[] } | { id: string }[]
  const factors = Array.isArray(body) ? body : (body.factors ?? [])
  for (const f of factors) {
    const res = await fetch(`${base}/${f.id}`, { method: 'DELETE', headers: adminHeaders() })
    await res.body?.cancel()
    if (!res.ok && res.status !== 404) throw new Error(`Auth refused to remove a factor with ${res.status}`)
  }
  await asService(
    (tx) => tx`insert into public.audit_log (user_id, actor, action, query_values)
      values (${claims.sub}, 'user', 'remove authenticator', ${tx.json({ factors: factors.length })})`,
  )
  return { removed: factors.length }
}
