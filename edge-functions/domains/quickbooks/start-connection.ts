/**
 * Starts connecting an organization: checks the caller may manage it (org admin or staff), then returns Intuit's
 * authorize URL with a signed, expiring state bound to the organization and the user.
 */
import { asUser, type Claims } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { quickbooksConfig } from './config.ts'
import { buildAuthorizeUrl } from './oauth-client.ts'
import { signState } from './oauth-state.ts'

export async function startConnection({
  claims,
  orgId,
  cfg = quickbooksConfig(),
}: {
  claims: Claims
  orgId: string
  cfg?: ReturnType<typeof quickbooksConfig>
}) {
  const allowed = await asUser(claims, async (tx) => {
    const [r] = await tx`select exists (select 1 from public.organizations where id = ${orgId}) as visible,
      (select private.is_org_admin(${orgId}::uuid)) or (select private.is_org_staff(${orgId}::uuid)) as may_manage`
    return r
  })
  if (!allowed.visible) throw new AppError('not_found', 'Organization not found')
  if (!allowed.may_manage) throw new AppError('forbidden', 'Only organization admins and staff can connect QuickBooks')
  const { state, expiresAt } = await signState({ orgId, userId: claims.sub, secret: cfg.stateSecret })
  return { authorizeUrl: buildAuthorizeUrl(cfg, state), expiresAt: expiresAt.toISOString() }
}
