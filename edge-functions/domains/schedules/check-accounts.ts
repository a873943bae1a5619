/**
 * The accounts a schedule posts to, checked against the ledger's chart: each must exist and be of a type its side
 * takes (SCHEDULE_ACCOUNT_TYPES). Refusals name the request field, in the bookkeeper's words.
 */
import { validationFailed } from '../../_shared/validation.ts'
import type { TAccount } from '../../../shared/schemas/ledger.ts'
import type { TAccountType } from '../../../shared/schemas/ledger-account-types.ts'
import { accountTypeProblem } from '../../../shared/rules/schedules.ts'
import type { LedgerPort } from '../ledger/ledger-port.ts'

/**
 * `sides`: request field → [account id, the types it takes]; a side without an id (not being changed) is skipped.
 * Returns each checked side's reference {value, name}.
 */
export async function checkAccounts<F extends string>(
  ledger: LedgerPort,
  sides: Record<F, readonly [string | undefined, readonly TAccountType[]]>,
): Promise<Partial<Record<F, { value: string; name: string }>>> {
  const asked = (Object.entries(sides) as [F, readonly [string | undefined, readonly TAccountType[]]][]).filter(
    ([, [id]]) => id !== undefined,
  )
  const out: Partial<Record<F, { value: string; name: string }>> = {}
  if (asked.length === 0) return out
  const chart = new Map((await ledger.listAccounts()).map((a: TAccount) => [a.Id, a]))
  const issues: { path: string[]; message: string }[] = []
  for (const [field, [id, allowed]] of asked) {
    const account = chart.get(id!)
    const problem = accountTypeProblem(allowed, account)
    if (problem) issues.push({ path: [field], message: problem })
    else out[field] = { value: account!.Id, name: account!.FullyQualifiedName ?? account!.Name }
  }
  if (issues.length) throw validationFailed(issues)
  return out
}
