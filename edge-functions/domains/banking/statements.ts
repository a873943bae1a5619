/**
 * An account's monthly statements, kept by the core: listed, and each PDF handed through when the statement is of
 * one of the organization's accounts. (Wire instructions are onboarding's: domains/banking-onboarding.)
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { assertBanking } from '../../_shared/access.ts'
import { findAccount } from './accounts.ts'
import { CoreApiError, coreClient } from './core-client.ts'

export async function listStatements({
  tx,
  organizationId,
  accountId,
}: {
  tx: Tx
  organizationId: string
  accountId: string
}) {
  await assertBanking(tx, organizationId)
  const { coreAccountId } = await findAccount(tx, organizationId, accountId)
  const statements = []
  for (let cursor: string | null = null; ; ) {
    const page = await coreClient().listStatements(coreAccountId, { cursor, limit: 1000 })
    statements.push(...page.data)
    if (!page.has_more) break
    cursor = page.next_cursor
  }
  return {
    statements: statements
      .map((s) => ({
        id: s.id,
        accountId,
        month: s.month,
        year: s.year,
        openingBalanceMicros: BigInt(s.opening_balance).toString(),
        closingBalanceMicros: BigInt(s.closing_balance).toString(),
      }))
      .sort((a, b) => b.year - a.year || b.month - a.month),
  }
}

/** A statement's PDF, when the statement is of one of the organization's accounts the caller may see. */
export async function statementPdf({
  tx,
  organizationId,
  statementId,
}: {
  tx: Tx
  organizationId: string
  statementId: string
}) {
  await assertBanking(tx, organizationId)
  const core = coreClient()
  const notFound = () => new AppError('not_found', 'Statement not found')
  let statement: Awaited<ReturnType<typeof core.getStatement>>
  try {
    statement = await core.getStatement(statementId)
  } catch (e) {
    if (e instanceof CoreApiError && e.status === 404) throw notFound()
    throw e
  }
  const [own] = await tx`select id from public.banking_accounts
    where organization_id = ${organizationId} and core_account_id = ${statement.account_id}`
  if (!own) throw notFound()
  return {
    pdf: await core.statementPdf(statementId),
    name: `statement-${statement.year}-${String(statement.month).padStart(2, '0')}.pdf`,
  }
}
