/**
 * Who may approve a bill: the organization's approval layers with their members, and why one person may not act on a
 * bill now. Read by the bill screens (what each person may do) and by decide-bill.ts (the action itself).
 */
import type { Tx } from '../../_shared/db.ts'
import type { ApprovalLayerInput } from '../../../shared/rules/approval-layers.ts'
import { BILL_MESSAGES, decideBillAction } from '../../../shared/rules/bill-pay.ts'
import type { TBill } from '../../../shared/schemas/bill-pay.ts'

export type Layer = ApprovalLayerInput & { id: string }

/** The organization's approval layers with their members (deleted ones too: isValidApprovalLayer leaves them out). */
export async function loadLayers(tx: Tx, organizationId: string): Promise<Layer[]> {
  const rows = await tx`select l.id, l.name, l.enabled, l.min_approvals as "minApprovals",
      l.deleted_at as "deletedAt",
      coalesce(array_agg(m.user_id) filter (where m.user_id is not null), '{}') as "memberIds"
    from public.approval_layers l left join public.approval_layer_members m on m.layer_id = l.id
    where l.organization_id = ${organizationId} and l.deleted_at is null group by l.id`
  return rows as unknown as Layer[]
}

/** Why `userId` cannot approve or decline the bill now, or null when they can. */
export function refusalFor({ bill, layers, userId }: { bill: TBill; layers: Layer[]; userId: string }) {
  const d = decideBillAction({
    bill: { status: bill.status, approverIds: bill.approverIds },
    layers,
    userId,
    action: 'DECLINE',
  })
  if (!d.ok) return d.message
  return bill.approverIds.includes(userId) ? BILL_MESSAGES.alreadyDecided : null
}
