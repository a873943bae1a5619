/**
 * Accounts: listed and read as the caller (RLS), opened and closed at the core by a banking admin and then stored as
 * the core answered (service role, the same upsert the sync uses). Opening checks the request with
 * createAccountProblems, so its messages are the spec's word for word.
 */
import { asService, asUser, type Claims, type Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { validationFailed } from '../../_shared/validation.ts'
import {
  BANKING_CURRENCY,
  ENTRY_RESULT_MESSAGES,
  createAccountProblems,
  usdMicrosTotal,
} from '../../../shared/rules/banking.ts'
import type { TBankingAccount, TCreateBankingAccountRequest } from '../../../shared/schemas/banking.ts'
import { plain } from '../../_shared/rows.ts'
import { assertBanking } from '../../_shared/access.ts'
import { bankingConnection } from './banking-connection.ts'
import { CoreApiError, coreClient } from './core-client.ts'
import { upsertCoreAccounts } from './store-accounts.ts'

export const ACCOUNT_COLUMNS = `a.id, a.name, a.account_type as "accountType", a.status, a.currency,
  a.balance_micros::text as "balanceMicros", a.available_balance_micros::text as "availableBalanceMicros",
  a.account_number_last4 as "accountNumberLast4", a.routing_number as "routingNumber", a.opened_at as "openedAt",
  a.closed_at as "closedAt", a.created_at as "createdAt"`

export async function listAccounts({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  await assertBanking(tx, organizationId)
  const rows = await tx`select ${tx.unsafe(ACCOUNT_COLUMNS)} from public.banking_accounts a
    where a.organization_id = ${organizationId} order by a.status, a.created_at, a.id`
  const accounts = plain<TBankingAccount[]>(rows)
  const open = accounts.filter((a) => a.status === 'open')
  return {
    accounts,
    totalBalanceMicros: usdMicrosTotal(
      open.map((a) => ({ currency: a.currency, balanceMicros: a.balanceMicros })),
    ).toString(),
    totalAvailableMicros: usdMicrosTotal(
      open.map((a) => ({ currency: a.currency, balanceMicros: a.availableBalanceMicros })),
    ).toString(),
  }
}

/** One of the organization's accounts as the caller may see it, with its core id for calls that need it. */
export async function findAccount(tx: Tx, organizationId: string, accountId: string) {
  const [row] = await tx`select ${tx.unsafe(ACCOUNT_COLUMNS)}, a.core_account_id as "coreAccountId"
    from public.banking_accounts a where a.id = ${accountId} and a.organization_id = ${organizationId}`
  if (!row) throw new AppError('not_found', 'Account not found')
  const { coreAccountId, ...account } = plain<TBankingAccount & { coreAccountId: string }>(row)
  return { account, coreAccountId }
}

export async function getAccount({
  tx,
  organizationId,
  accountId,
}: {
  tx: Tx
  organizationId: string
  accountId: string
}) {
  await assertBanking(tx, organizationId)
  return (await findAccount(tx, organizationId, accountId)).account
}

/** A refusal of the core, in the product's words when it is one of the seventeen entry results. */
export function coreRefusal(e: unknown, fallback: string): never {
  if (e instanceof CoreApiError && !e.retryable)
    throw new AppError('unprocessable', e.entryResult ? ENTRY_RESULT_MESSAGES[e.entryResult] : fallback, {
      entryResult: e.entryResult,
      code: e.code,
    })
  throw e
}

export async function createAccount({
  claims,
  organizationId,
  input,
}: {
  claims: Claims
  organizationId: string
  input: TCreateBankingAccountRequest
}): Promise<TBankingAccount> {
  const connection = await asUser(claims, async (tx) => {
    await assertBanking(tx, organizationId, 'manage')
    return await bankingConnection(tx, organizationId)
  })
  const problems = createAccountProblems(input)
  if (problems.length) throw validationFailed(problems.map((p) => ({ path: [p.path], message: p.message })))
  let created: Awaited<ReturnType<ReturnType<typeof coreClient>['createAccount']>>
  try {
    created = await coreClient().createAccount({
      customer_id: connection.customerId,
      name: input.accountName!.trim(),
      type: input.accountType!,
      currency: input.currency ?? BANKING_CURRENCY,
    })
  } catch (e) {
    coreRefusal(e, 'The bank did not open the account')
  }
  const ids = await asService((tx) =>
    upsertCoreAccounts(tx, { organizationId, connectionId: connection.id, accounts: [created], createdBy: claims.sub }),
  )
  return await asUser(claims, async (tx) => (await findAccount(tx, organizationId, ids.get(created.id)!)).account)
}

export const CLOSE_NEEDS_ZERO = 'Move the money out first: an account can be closed only when its balance is zero'

export async function closeAccount({
  claims,
  organizationId,
  accountId,
}: {
  claims: Claims
  organizationId: string
  accountId: string
}): Promise<TBankingAccount> {
  const { coreAccountId, connection } = await asUser(claims, async (tx) => {
    await assertBanking(tx, organizationId, 'manage')
    const found = await findAccount(tx, organizationId, accountId)
    if (found.account.status === 'closed') throw new AppError('conflict', 'This account is already closed')
    return { coreAccountId: found.coreAccountId, connection: await bankingConnection(tx, organizationId) }
  })
  let closed: Awaited<ReturnType<ReturnType<typeof coreClient>['closeAccount']>>
  try {
    closed = await coreClient().closeAccount(coreAccountId)
  } catch (e) {
    if (e instanceof CoreApiError && e.status === 422 && !e.entryResult)
      throw new AppError('unprocessable', CLOSE_NEEDS_ZERO)
    coreRefusal(e, CLOSE_NEEDS_ZERO)
  }
  await asService((tx) => upsertCoreAccounts(tx, { organizationId, connectionId: connection.id, accounts: [closed] }))
  return await asUser(claims, async (tx) => (await findAccount(tx, organizationId, accountId)).account)
}
