/**
 * Approval layers (overview §5, §8; banking-payments-tax §5): a layer counts only when it has members, is enabled,
 * needs at least one approval, has a name and is not deleted. The four messages are the spec's, word for word. Bill
 * approval and banking payment controls both use these layers.
 */
export const LAYER_NO_MEMBERS = 'Not having members assigned'
export const LAYER_DISABLED = 'Layer being disabled'
export const LAYER_ZERO_APPROVALS = 'Minimum approval count being zero'
export const LAYER_EMPTY_NAME = 'Name being empty'

export type ApprovalLayerInput = {
  name: string
  enabled: boolean
  minApprovals: number
  memberIds: readonly string[]
  deletedAt?: string | null
}

/** Why a layer does not count, in the spec's words; empty when it is valid. A deleted layer is simply not valid. */
export function approvalLayerProblems(layer: ApprovalLayerInput): string[] {
  const problems: string[] = []
  if (layer.memberIds.length === 0) problems.push(LAYER_NO_MEMBERS)
  if (!layer.enabled) problems.push(LAYER_DISABLED)
  if (!Number.isInteger(layer.minApprovals) || layer.minApprovals < 1) problems.push(LAYER_ZERO_APPROVALS)
  if (layer.name.trim() === '') problems.push(LAYER_EMPTY_NAME)
  return problems
}

export const isValidApprovalLayer = (layer: ApprovalLayerInput) =>
  !layer.deletedAt && approvalLayerProblems(layer).length === 0

/**
 * Whether the approvals given release a payment: every valid layer has at least its minimum number of distinct
 * approvals from its own members. With no valid layer, nothing can release a payment that needs approval, so the
 * caller must refuse to create such a payment rather than leave it waiting forever.
 */
export function approvalsSatisfied(
  layers: readonly (ApprovalLayerInput & { id: string })[],
  approverIds: readonly string[],
): boolean {
  const valid = layers.filter(isValidApprovalLayer)
  if (valid.length === 0) return false
  const approvers = new Set(approverIds)
  return valid.every((l) => l.memberIds.filter((m) => approvers.has(m)).length >= l.minApprovals)
}

/**
 * The valid layers that cannot be satisfied without the requester, who never approves their own payment: a layer
 * whose members other than the requester are fewer than its minimum. A payment over a limit with any such layer
 * would wait for an approval no one can give (Birch: Robin, the only member of "Owners", asking for his own $30,000),
 * so it is refused at creation with these layers named instead.
 */
export function layersOnlyRequesterCanApprove<L extends ApprovalLayerInput>(
  layers: readonly L[],
  requesterId: string,
): L[] {
  return layers
    .filter(isValidApprovalLayer)
    .filter((l) => l.memberIds.filter((m) => m !== requesterId).length < l.minApprovals)
}
