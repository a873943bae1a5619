/**
 * Wire instructions for one account: the spec's document arguments (banking-payments-tax.md §3), as JSON and as a
 * PDF. The account and routing numbers are read from the core when asked (the product keeps only the last four);
 * the beneficiary is the business as approved (its settings' address); the bank is the core's bank, configured by
 * BANKING_BANK_NAME, BANKING_BANK_ADDRESS and, when wires use a routing number of their own,
 * BANKING_WIRE_ROUTING_NUMBER (local and test fall back to the sandbox core's bank, docs/banking-core.md).
 * Only people who use banking get them: the full account number is how money reaches the account.
 */
import type { Tx } from '../../_shared/db.ts'
import { env } from '../../_shared/env.ts'
import { AppError } from '../../_shared/errors.ts'
import { textPdf } from '../../../shared/pdf/text-pdf.ts'
import type { TWireInstructions } from '../../../shared/schemas/banking-onboarding.ts'
import { coreClient } from '../banking/core-client.ts'
import { bankingAccess } from '../../_shared/access.ts'

const SANDBOX_BANK = { name: 'Sandbox Core Bank', address: '100 Ledger Way, Wilmington, DE 19801' } as const

export function bankIdentity() {
  const local = env.appEnv === 'local' || env.appEnv === 'test'
  const need = (name: string, fallback: string) => {
    const v = Deno.env.get(name)
    if (v) return v
    if (local) return fallback
    throw new Error(`Environment variable ${name} is not set`)
  }
  return {
    name: need('BANKING_BANK_NAME', SANDBOX_BANK.name),
    address: need('BANKING_BANK_ADDRESS', SANDBOX_BANK.address),
    wireRoutingNumber: Deno.env.get('BANKING_WIRE_ROUTING_NUMBER') || null,
  }
}

/** "22 Elm Rd, Suite 4, Portland, OR 97201, US": one line, as a wire form asks for it. */
export const addressLine = (a: {
  line1: string | null
  line2: string | null
  city: string | null
  state: string | null
  postalCode: string | null
  country: string | null
}) =>
  [a.line1, a.line2, a.city, [a.state, a.postalCode].filter(Boolean).join(' '), a.country]
    .filter((p) => p?.trim())
    .join(', ')

export async function getWireInstructions({
  tx,
  organizationId,
  accountId,
}: {
  tx: Tx
  organizationId: string
  accountId: string
}): Promise<{ accountName: string; instructions: TWireInstructions }> {
  const access = await bankingAccess({ tx, organizationId })
  if (!access.canMoveMoney)
    throw new AppError('forbidden', 'Only people who use banking for this organization see wire instructions')
  const [account] = await tx`select core_account_id, name, status from public.banking_accounts
    where id = ${accountId} and organization_id = ${organizationId}`
  if (!account) throw new AppError('not_found', 'Account not found')
  if (account.status !== 'open') throw new AppError('conflict', 'This account is closed and cannot receive wires')
  const [app] = await tx`select legal_name, address_line1 as line1, address_line2 as line2, address_city as city,
      address_state as state, address_postal_code as "postalCode", address_country as country
    from public.banking_applications where organization_id = ${organizationId} and status = 'approved'`
  if (!app) throw new AppError('conflict', 'Banking onboarding is not complete yet')
  const core = await coreClient().getAccount(account.core_account_id)
  const bank = bankIdentity()
  return {
    accountName: account.name,
    instructions: {
      bankAddress: bank.address,
      bankName: bank.name,
      beneficiaryName: app.legal_name,
      beneficiaryAccountNumber: core.account_number,
      beneficiaryAddress: addressLine(app as Parameters<typeof addressLine>[0]),
      routingNumber: bank.wireRoutingNumber ?? core.routing_number,
      accountNumber: core.account_number,
      accountRoutingNumber: core.routing_number,
    },
  }
}

/** The same arguments as a one-page PDF the business can forward to whoever wires it money. */
export function wireInstructionsPdf({
  accountName,
  instructions: w,
}: {
  accountName: string
  instructions: TWireInstructions
}) {
  return textPdf({
    title: `Wire instructions: ${accountName}`,
    lines: [
      'Send domestic wires to this account with the details below.',
      '',
      `Bank name: ${w.bankName}`,
      `Bank address: ${w.bankAddress}`,
      `Routing number (ABA): ${w.routingNumber}`,
      '',
      `Beneficiary name: ${w.beneficiaryName}`,
      `Beneficiary address: ${w.beneficiaryAddress}`,
      `Beneficiary account number: ${w.beneficiaryAccountNumber}`,
      '',
      `Account number: ${w.accountNumber}`,
      `Account routing number: ${w.accountRoutingNumber}`,
    ],
  })
}
