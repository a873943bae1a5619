/** Display formats and the bill-approval layer rule (spec §5, §8), shared by forms and the API. */

/** SSN display: digits only, at most 9, grouped 3-2-4 as typed ("123456789" -> "123-45-6789", "1234" -> "123-4"). */
export function formatSsn(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 9)
  return [d.slice(0, 3), d.slice(3, 5), d.slice(5, 9)].filter(Boolean).join('-')
}

/** EIN display: two digits, a dash, then the rest ("123456789" -> "12-3456789"); digits only, at most 9. */
export function formatEin(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 9)
  return d.length > 2 ? `${d.slice(0, 2)}-${d.slice(2)}` : d
}

export type ApprovalLayer = {
  name: string
  enabled: boolean
  minApprovalCount: number
  memberIds: string[]
  deletedAt?: string | null
}

export const APPROVAL_LAYER_MESSAGES = {
  noMembers: 'Not having members assigned',
  disabled: 'Layer being disabled',
  zeroMinimum: 'Minimum approval count being zero',
  emptyName: 'Name being empty',
} as const

/** Why an approval layer cannot approve bills; an empty list means it is valid. A deleted layer is never valid. */
export function approvalLayerProblems(layer: ApprovalLayer): string[] {
  const problems: string[] = []
  if (layer.memberIds.length < 1) problems.push(APPROVAL_LAYER_MESSAGES.noMembers)
  if (!layer.enabled) problems.push(APPROVAL_LAYER_MESSAGES.disabled)
  if (!Number.isInteger(layer.minApprovalCount) || layer.minApprovalCount < 1)
    problems.push(APPROVAL_LAYER_MESSAGES.zeroMinimum)
  if (layer.name.trim().length === 0) problems.push(APPROVAL_LAYER_MESSAGES.emptyName)
  return problems
}

export function isApprovalLayerValid(layer: ApprovalLayer): boolean {
  return !layer.deletedAt && approvalLayerProblems(layer).length === 0
}
