/**
 * Auto-transfer rules (flag `auto-transfer`): what a rule must say, in the words the rules screen and the API share.
 * A sweep keeps its source account at or under the threshold, down to the target amount; a top-off brings its target
 * account back up to the target amount when it falls under the threshold. That both accounts are the organization's
 * open ones is the database's to say (edge-functions/domains/banking/auto-transfer-rules.ts).
 */

export const RULE_MESSAGES = {
  flagOff: 'Auto-transfer rules are not turned on for this organization',
  sourceRequired: 'Choose the account the money comes from',
  targetRequired: 'Choose the account the money goes to',
  thresholdRequired: 'Enter the threshold in dollars',
  targetAmountRequired: 'Enter the target amount in dollars',
  sameAccount: 'Choose two different accounts',
  account: "Choose one of this organization's open accounts",
  sweepTarget: 'A sweep keeps the account at the target amount, which cannot be above the threshold',
  topOffTarget: 'A top-off brings the account back up to the target amount, which cannot be below the threshold',
} as const

export const AUTO_TRANSFER_KINDS = ['sweep', 'top_off'] as const
export type AutoTransferRuleKind = (typeof AUTO_TRANSFER_KINDS)[number]

export type RuleProblem = { path: 'targetAccountId' | 'targetMicros'; message: string }

/** The problems a complete rule has on its own, by field. */
export function ruleProblems(r: {
  kind: AutoTransferRuleKind
  sourceAccountId: string
  targetAccountId: string
  thresholdMicros: bigint
  targetMicros: bigint
}): RuleProblem[] {
  const problems: RuleProblem[] = []
  if (r.sourceAccountId === r.targetAccountId)
    problems.push({ path: 'targetAccountId', message: RULE_MESSAGES.sameAccount })
  if (r.kind === 'sweep' && r.targetMicros > r.thresholdMicros)
    problems.push({ path: 'targetMicros', message: RULE_MESSAGES.sweepTarget })
  if (r.kind === 'top_off' && r.targetMicros < r.thresholdMicros)
    problems.push({ path: 'targetMicros', message: RULE_MESSAGES.topOffTarget })
  return problems
}
