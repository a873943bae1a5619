/**
 * Auto-transfer rules (flag `auto-transfer`): listed by everyone with banking, kept by banking admins through RLS as
 * the caller. A sweep watches its source account and keeps it at or under its threshold, down to the target amount;
 * a top-off watches its target account and proposes bringing it back up to the target amount when it falls under the
 * threshold (run-rules.ts).
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { validationFailed } from '../../_shared/validation.ts'
import type { Issue } from '../../../shared/rules/field-errors.ts'
import { type AutoTransferRuleKind, RULE_MESSAGES, ruleProblems } from '../../../shared/rules/auto-transfer-rules.ts'
import type { TAutoTransferRule } from '../../../shared/schemas/banking.ts'
import { plain } from '../../_shared/rows.ts'
import { assertBanking } from '../../_shared/access.ts'

export const RULE_COLUMNS = `r.id, r.kind, r.source_account_id as "sourceAccountId", r.target_account_id as "targetAccountId",
  r.threshold_micros::text as "thresholdMicros", r.target_micros::text as "targetMicros", r.enabled,
  r.created_at as "createdAt", r.updated_at as "updatedAt"`

type RuleInput = {
  kind: AutoTransferRuleKind
  sourceAccountId: string
  targetAccountId: string
  thresholdMicros: string
  targetMicros: string
}

async function assertRule(tx: Tx, organizationId: string, r: RuleInput) {
  const issues: Issue[] = []
  const open = await tx`select id from public.banking_accounts where organization_id = ${organizationId}
    and status = 'open' and id = any(${[r.sourceAccountId, r.targetAccountId]}::uuid[])`
  const ok = new Set(open.map((a) => a.id))
  for (const path of ['sourceAccountId', 'targetAccountId'] as const)
    if (!ok.has(r[path])) issues.push({ path: [path], message: RULE_MESSAGES.account })
  const shape = { ...r, thresholdMicros: BigInt(r.thresholdMicros), targetMicros: BigInt(r.targetMicros) }
  for (const p of ruleProblems(shape)) issues.push({ path: [p.path], message: p.message })
  if (issues.length) throw validationFailed(issues)
}

async function assertFlag(tx: Tx, organizationId: string) {
  const rights = await assertBanking(tx, organizationId, 'manage')
  if (!rights.autoTransferEnabled) throw new AppError('forbidden', RULE_MESSAGES.flagOff)
}

export async function listRules({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  await assertBanking(tx, organizationId)
  const rows = await tx`select ${tx.unsafe(RULE_COLUMNS)} from public.auto_transfer_rules r
    where r.organization_id = ${organizationId} order by r.created_at, r.id`
  return { rules: plain<TAutoTransferRule[]>(rows) }
}

export async function createRule({
  tx,
  organizationId,
  input,
}: {
  tx: Tx
  organizationId: string
  input: RuleInput & { enabled: boolean }
}) {
  await assertFlag(tx, organizationId)
  await assertRule(tx, organizationId, input)
  const [row] = await tx`
    insert into public.auto_transfer_rules as r (organization_id, kind, source_account_id, target_account_id,
      threshold_micros, target_micros, enabled, created_by)
    values (${organizationId}, ${input.kind}, ${input.sourceAccountId}, ${input.targetAccountId},
      ${input.thresholdMicros}::bigint, ${input.targetMicros}::bigint, ${input.enabled}, (select auth.uid()))
    returning ${tx.unsafe(RULE_COLUMNS)}`
  return plain<TAutoTransferRule>(row)
}

export async function updateRule({
  tx,
  organizationId,
  ruleId,
  patch,
}: {
  tx: Tx
  organizationId: string
  ruleId: string
  patch: Partial<Omit<RuleInput, 'kind'>> & { enabled?: boolean }
}) {
  await assertFlag(tx, organizationId)
  const [current] =
    await tx`select kind, source_account_id, target_account_id, threshold_micros::text, target_micros::text
    from public.auto_transfer_rules where id = ${ruleId} and organization_id = ${organizationId}`
  if (!current) throw new AppError('not_found', 'Rule not found')
  const next: RuleInput = {
    kind: current.kind,
    sourceAccountId: patch.sourceAccountId ?? current.source_account_id,
    targetAccountId: patch.targetAccountId ?? current.target_account_id,
    thresholdMicros: patch.thresholdMicros ?? current.threshold_micros,
    targetMicros: patch.targetMicros ?? current.target_micros,
  }
  await assertRule(tx, organizationId, next)
  const [row] = await tx`
    update public.auto_transfer_rules r set source_account_id = ${next.sourceAccountId},
      target_account_id = ${next.targetAccountId}, threshold_micros = ${next.thresholdMicros}::bigint,
      target_micros = ${next.targetMicros}::bigint, enabled = coalesce(${patch.enabled ?? null}::boolean, r.enabled),
      updated_at = now()
    where r.id = ${ruleId} returning ${tx.unsafe(RULE_COLUMNS)}`
  return plain<TAutoTransferRule>(row)
}

export async function deleteRule({ tx, organizationId, ruleId }: { tx: Tx; organizationId: string; ruleId: string }) {
  await assertBanking(tx, organizationId, 'manage')
  const [row] =
    await tx`delete from public.auto_transfer_rules where id = ${ruleId} and organization_id = ${organizationId}
    returning id`
  if (!row) throw new AppError('not_found', 'Rule not found')
  return { deleted: true }
}
