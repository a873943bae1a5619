/**
 * An organization's vendor rules (layer one): listed with the accounts that no longer exist in the ledger flagged,
 * created from the rules screen or in one click from a client's Ask My Client answer, and removed. A split's
 * percentages are checked field by field before anything is saved (shared/rules/categorisation-rules.ts).
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { type FieldProblem, splitProblems } from '../../../shared/rules/categorisation-rules.ts'
import { normalizeVendor } from '../../../shared/rules/categorisation-text.ts'
import { isAskMyClientAccount } from '../../../shared/rules/amc.ts'
import type { TAccount } from '../../../shared/schemas/ledger.ts'
import { getLedger } from '../books/get-ledger.ts'
import { assertStaffOf } from '../../_shared/access.ts'
import { isCategoryAccount, loadRules } from './load-categoriser.ts'

const nameOf = (a: TAccount) => a.FullyQualifiedName ?? a.Name

export async function listRules({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  const rules = await loadRules({ tx, organizationId })
  const sources = new Map(
    (
      await tx`select id, source_amc_question_id from public.expense_categorization_rules where organization_id = ${organizationId}`
    ).map((r) => [r.id as string, (r.source_amc_question_id as string | null) ?? null]),
  )
  let live: Set<string> | null = null
  try {
    live = new Set(
      (await (await getLedger({ orgId: organizationId, tx })).listAccounts({ includeInactive: false })).map(
        (a) => a.Id,
      ),
    )
  } catch {
    // a client member may not read the ledger: rules are then shown without the staleness check
  }
  return rules.map((r) => ({
    ...r,
    sourceAmcQuestionId: sources.get(r.id) ?? null,
    stale: live
      ? r.ruleType === 'vendor'
        ? live.has(r.accountId ?? '')
          ? []
          : [r.accountName ?? '']
        : r.splits.filter((s) => !live.has(s.accountId)).map((s) => s.accountName)
      : [],
  }))
}

export async function createRule({
  tx,
  organizationId,
  input,
  sourceQuestionId = null,
}: {
  tx: Tx
  organizationId: string
  input: { vendor: string; accountId?: string; splits?: { accountId: string; percentage: number }[] }
  sourceQuestionId?: string | null
}) {
  await assertStaffOf({ tx, organizationId, action: 'categorise its transactions' })
  const vendorKey = normalizeVendor(input.vendor)
  const problems: FieldProblem[] = []
  if (!vendorKey) problems.push({ path: 'vendor', message: 'Enter the vendor as it appears on bank lines' })
  const ledger = await getLedger({ orgId: organizationId, tx })
  const accounts = new Map(
    (await ledger.listAccounts({ includeInactive: false })).filter(isCategoryAccount).map((a) => [a.Id, a]),
  )
  const isSplit = (input.splits?.length ?? 0) > 0
  const splits = (input.splits ?? []).map((s) => ({
    accountId: s.accountId,
    percentage: s.percentage,
    accountName: accounts.get(s.accountId) ? nameOf(accounts.get(s.accountId)!) : '',
  }))
  if (isSplit) {
    problems.push(...splitProblems(splits))
    splits.forEach((s, i) => {
      if (s.accountId && !accounts.has(s.accountId))
        problems.push({ path: `splits.${i}.accountId`, message: "Choose an account from this organization's chart" })
    })
  } else if (!input.accountId) problems.push({ path: 'accountId', message: 'Choose an account' })
  else if (!accounts.has(input.accountId))
    problems.push({ path: 'accountId', message: "Choose an account from this organization's chart" })
  if (problems.length) throw new AppError('validation_failed', problems[0].message, { fields: problems })
  const account = input.accountId ? accounts.get(input.accountId) : undefined
  const [row] = await tx`
    insert into public.expense_categorization_rules (organization_id, rule_type, vendor, vendor_key, account_id, account_name,
      account_number, split_group_id, splits, source_amc_question_id, created_by)
    values (${organizationId}, ${isSplit ? 'vendor-split' : 'vendor'}, ${input.vendor.trim()}, ${vendorKey},
      ${isSplit ? null : account!.Id}, ${isSplit ? null : nameOf(account!)}, ${isSplit ? null : (account!.AcctNum ?? null)},
      ${isSplit ? tx`gen_random_uuid()` : null}, ${tx.json(isSplit ? splits : [])}, ${sourceQuestionId}, auth.uid())
    on conflict (organization_id, vendor_key) do update set rule_type = excluded.rule_type, vendor = excluded.vendor,
      account_id = excluded.account_id, account_name = excluded.account_name, account_number = excluded.account_number,
      split_group_id = excluded.split_group_id, splits = excluded.splits,
      source_amc_question_id = coalesce(excluded.source_amc_question_id, expense_categorization_rules.source_amc_question_id)
    returning id`
  return { id: row.id as string }
}

/**
 * One click from a client's answer: the question's vendor goes to the account its line was categorised to (the
 * categorisation line it was sent from, or the account the bookkeeper moved it to on the Ask My Client screen).
 */
export async function ruleFromQuestion({
  tx,
  organizationId,
  questionId,
}: {
  tx: Tx
  organizationId: string
  questionId: string
}) {
  await assertStaffOf({ tx, organizationId, action: 'categorise its transactions' })
  const [q] = await tx`select q.id, q.vendor_name, q.status, q.account_name, c.actual_account_id
    from public.amc_questions q
    left join public.expense_categorizations c on c.amc_question_id = q.id and c.confirmed_at is not null
    where q.id = ${questionId} and q.organization_id = ${organizationId} and q.deleted_at is null`
  if (!q) throw new AppError('not_found', 'Question not found')
  if (!q.vendor_name?.trim()) throw new AppError('unprocessable', 'This question has no vendor to make a rule for')
  let accountId = q.actual_account_id as string | null
  if (!accountId) {
    if (q.status !== 'completed' || isAskMyClientAccount(q.account_name))
      throw new AppError('unprocessable', 'Categorise the answered line first: the rule uses the account it went to')
    const ledger = await getLedger({ orgId: organizationId, tx })
    const match = (await ledger.listAccounts({ includeInactive: false })).find(
      (a) => nameOf(a).toLowerCase() === String(q.account_name).toLowerCase(),
    )
    if (!match) throw new AppError('unprocessable', `The account ${q.account_name} no longer exists in the ledger`)
    accountId = match.Id
  }
  return await createRule({
    tx,
    organizationId,
    input: { vendor: q.vendor_name, accountId },
    sourceQuestionId: questionId,
  })
}

export async function deleteRule({ tx, organizationId, id }: { tx: Tx; organizationId: string; id: string }) {
  await assertStaffOf({ tx, organizationId, action: 'categorise its transactions' })
  const rows =
    await tx`delete from public.expense_categorization_rules where id = ${id} and organization_id = ${organizationId} returning id`
  if (rows.length === 0) throw new AppError('not_found', 'Rule not found')
}
