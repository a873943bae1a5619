/**
 * Controls: each member's limits (largest payment, most per UTC day without approval) and the approval layers with
 * their problems in the spec's words (shared/rules/approval-layers.ts). Read by everyone with banking; changed by
 * banking admins through RLS, as the caller. A layer with problems is kept and shown; it just does not count.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { validationFailed } from '../../_shared/validation.ts'
import { approvalLayerProblems, isValidApprovalLayer } from '../../../shared/rules/approval-layers.ts'
import type { TBankingControls } from '../../../shared/schemas/banking.ts'
import { plain } from '../../_shared/rows.ts'
import { assertBanking } from '../../_shared/access.ts'

type LayerRow = { id: string; name: string; minApprovals: number; enabled: boolean; memberIds: string[] }

async function layers(tx: Tx, organizationId: string, layerId?: string) {
  const rows = plain<LayerRow[]>(
    await tx`select l.id, l.name, l.min_approvals as "minApprovals", l.enabled,
        coalesce((select array_agg(m.user_id order by m.created_at) from public.approval_layer_members m
                  where m.layer_id = l.id), '{}') as "memberIds"
      from public.approval_layers l
      where l.organization_id = ${organizationId} and l.deleted_at is null
        and (${layerId ?? null}::uuid is null or l.id = ${layerId ?? null}::uuid)
      order by l.created_at, l.id`,
  )
  return rows.map((l) => ({ ...l, problems: approvalLayerProblems(l), valid: isValidApprovalLayer(l) }))
}

export async function getControls({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  await assertBanking(tx, organizationId)
  const members = await tx`
    select m.user_id as "userId", trim(u.first_name || ' ' || u.last_name) as name, u.email, m.org_role as "orgRole",
      'banking' = any (u.products) as "hasBankingProduct",
      l.per_payment_limit_micros::text as "perPaymentLimitMicros", l.daily_limit_micros::text as "dailyLimitMicros"
    from public.organization_members m join public.users u on u.id = m.user_id
    left join public.banking_user_limits l on l.organization_id = m.organization_id and l.user_id = m.user_id
    where m.organization_id = ${organizationId}
    order by lower(u.email)`
  const list = await layers(tx, organizationId)
  return {
    members: plain<TBankingControls['members']>(members),
    layers: list,
    anyValidLayer: list.some((l) => l.valid),
  }
}

async function assertMembers(tx: Tx, organizationId: string, userIds: readonly string[], path: string) {
  if (userIds.length === 0) return
  const [{ n }] = await tx`select count(*)::int as n from public.organization_members
    where organization_id = ${organizationId} and user_id = any(${userIds}::uuid[])`
  if (n !== new Set(userIds).size)
    throw validationFailed([{ path: [path], message: 'Choose people who are members of this organization' }])
}

export async function setLimits({
  tx,
  organizationId,
  userId,
  perPaymentLimitMicros,
  dailyLimitMicros,
}: {
  tx: Tx
  organizationId: string
  userId: string
  perPaymentLimitMicros: string | null
  dailyLimitMicros: string | null
}) {
  await assertBanking(tx, organizationId, 'manage')
  await assertMembers(tx, organizationId, [userId], 'userId')
  const [row] = await tx`
    insert into public.banking_user_limits (organization_id, user_id, per_payment_limit_micros, daily_limit_micros, updated_by)
    values (${organizationId}, ${userId}, ${perPaymentLimitMicros}::bigint, ${dailyLimitMicros}::bigint, (select auth.uid()))
    on conflict (organization_id, user_id) do update set per_payment_limit_micros = excluded.per_payment_limit_micros,
      daily_limit_micros = excluded.daily_limit_micros, updated_by = excluded.updated_by, updated_at = now()
    returning user_id as "userId", per_payment_limit_micros::text as "perPaymentLimitMicros",
      daily_limit_micros::text as "dailyLimitMicros"`
  return plain<{ userId: string; perPaymentLimitMicros: string | null; dailyLimitMicros: string | null }>(row)
}

async function setMembers(tx: Tx, organizationId: string, layerId: string, memberIds: readonly string[]) {
  await assertMembers(tx, organizationId, memberIds, 'memberIds')
  await tx`delete from public.approval_layer_members where layer_id = ${layerId} and user_id <> all(${memberIds}::uuid[])`
  await tx`insert into public.approval_layer_members (layer_id, user_id, organization_id)
    select ${layerId}, u, ${organizationId} from unnest(${memberIds}::uuid[]) u on conflict do nothing`
}

export async function createLayer({
  tx,
  organizationId,
  input,
}: {
  tx: Tx
  organizationId: string
  input: { name: string; minApprovals: number; enabled: boolean; memberIds: string[] }
}) {
  await assertBanking(tx, organizationId, 'manage')
  const [l] = await tx`insert into public.approval_layers (organization_id, name, min_approvals, enabled, created_by)
    values (${organizationId}, ${input.name}, ${input.minApprovals}, ${input.enabled}, (select auth.uid())) returning id`
  await setMembers(tx, organizationId, l.id, input.memberIds)
  return (await layers(tx, organizationId, l.id))[0]
}

export async function updateLayer({
  tx,
  organizationId,
  layerId,
  patch,
}: {
  tx: Tx
  organizationId: string
  layerId: string
  patch: { name?: string; minApprovals?: number; enabled?: boolean; memberIds?: string[] }
}) {
  await assertBanking(tx, organizationId, 'manage')
  const [l] = await tx`update public.approval_layers set name = coalesce(${patch.name ?? null}, name),
      min_approvals = coalesce(${patch.minApprovals ?? null}::int, min_approvals),
      enabled = coalesce(${patch.enabled ?? null}::boolean, enabled), updated_at = now()
    where id = ${layerId} and organization_id = ${organizationId} and deleted_at is null returning id`
  if (!l) throw new AppError('not_found', 'Approval layer not found')
  if (patch.memberIds) await setMembers(tx, organizationId, layerId, patch.memberIds)
  return (await layers(tx, organizationId, layerId))[0]
}

/** Removing keeps the row (deleted_at): approvals already given stay explained. */
export async function deleteLayer({
  tx,
  organizationId,
  layerId,
}: {
  tx: Tx
  organizationId: string
  layerId: string
}) {
  await assertBanking(tx, organizationId, 'manage')
  const [l] = await tx`update public.approval_layers set deleted_at = now(), updated_at = now()
    where id = ${layerId} and organization_id = ${organizationId} and deleted_at is null returning id`
  if (!l) throw new AppError('not_found', 'Approval layer not found')
  return { deleted: true }
}
