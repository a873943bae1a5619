/**
 * Accepting an invitation: check the token, create the auth user through the Auth admin API (service key), then
 * complete the invitation and add the membership in one locked step (private.accept_invitation), so a token can
 * be used once even under concurrent requests. If completing fails, the just-created auth user is deleted again.
 */
import { asService } from '../../_shared/db.ts'
import { env } from '../../_shared/env.ts'
import { AppError } from '../../_shared/errors.ts'
import { findInvitationByToken } from './find-invitation-by-token.ts'
import { hashInvitationToken } from './invitation-token.ts'

const adminHeaders = () => ({
  apikey: env.serviceRoleKey,
  authorization: `Bearer ${env.serviceRoleKey}`,
  'content-type': 'application/json',
})

async function createAuthUser(email: string, password: string, firstName: string, lastName: string): Promise<string> {
  const r = await fetch(`${env.supabaseUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: adminHeaders(),
    body: JSON.stringify({
      email,
      password,
      email_confirm: true,
      user_metadata: { first_name: firstName, last_name: lastName },
    }),
  })
  const body = await r.json().catch(() => ({}))
  if (r.ok && body?.id) return body.id as string
  const msg = String(body?.msg ?? body?.message ?? body?.error_description ?? '')
  if (r.status === 422 && /password/i.test(msg))
    throw new AppError('validation_failed', msg, { fields: [{ path: 'password', message: msg }] })
  if ([400, 409, 422].includes(r.status)) {
    throw new AppError(
      'conflict',
      'An account with this email already exists. Sign in with it, or ask for an invitation to another address.',
    )
  }
  throw new Error(`Auth admin API answered ${r.status}: ${msg}`)
}

export async function acceptInvitation({
  token,
  password,
  firstName,
  lastName,
}: {
  token: string
  password: string
  firstName: string
  lastName: string
}) {
  const invitation = await findInvitationByToken({ token })
  const userId = await createAuthUser(invitation.email, password, firstName, lastName)
  try {
    return await asService(async (tx) => {
      const [done] =
        await tx`select (private.accept_invitation(${hashInvitationToken(token)}, ${userId})).organization_id as "organizationId"`
      await tx`update public.users set first_name = ${firstName}, last_name = ${lastName} where id = ${userId}`
      return { userId, organizationId: done.organizationId as string, email: invitation.email }
    })
  } catch (e) {
    await fetch(`${env.supabaseUrl}/auth/v1/admin/users/${userId}`, { method: 'DELETE', headers: adminHeaders() })
      .then((r) => r.body?.cancel())
      .catch(() => {})
    throw e
  }
}
