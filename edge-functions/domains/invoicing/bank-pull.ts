/**
 * Paying an invoice by bank pull from its public page (spec §7): register the customer's account with the consent
 * they accepted (the account number encrypted, a counterparty at the banking core, one micro-deposit sent to it),
 * verify with the deposit's amount (CONSENT_MAX_ATTEMPTS wrong answers make the consent Failed), then pay: an
 * ach_pull into the organization's account, the invoice WaitingPayment until track-pulls sees it settle or return.
 * Runs as the service role, scoped to the one invoice the token names.
 */
import { createHash, randomInt } from 'node:crypto'
import { asService, type Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { isLocal } from '../../_shared/env.ts'
import { CONSENT_MAX_ATTEMPTS, INVOICING_MESSAGES, consentText } from '../../../shared/rules/invoicing.ts'
import type { z } from 'zod'
import type { ZRegisterBankPullRequestSchema } from '../../../shared/schemas/invoicing.ts'
import { coreClient } from '../banking/core-client.ts'
import { encryptSecret } from '../connections/secret-crypto.ts'
import { connectionSecretKey } from '../connections/config.ts'
import { invoiceByToken, publicInvoice } from './public-invoice.ts'

/** In the sandbox the deposit is always $0.32, as payment providers' test modes do, so a demo can be paid. */
export const SANDBOX_DEPOSIT_MICROS = 320_000n
const depositMicros = () => (isLocal() ? SANDBOX_DEPOSIT_MICROS : BigInt(randomInt(1, 100)) * 10_000n)
const verificationHash = (consentId: string, micros: bigint) =>
  createHash('sha256').update(`${consentId}:${micros}`).digest()

/** Where the money lands: the invoice's banking account, its core id and the organization's core customer. */
async function target(tx: Tx, invoiceId: string) {
  const [t] =
    await tx`select i.id, i.organization_id, i.status, (i.amount_micros - i.credited_micros)::text as due_micros, i.invoice_number, o.legal_name,
      a.core_account_id, pc.external_id as core_customer_id, private.flag_enabled(i.organization_id, 'ach-pull') as ach
    from public.invoices i join public.organizations o on o.id = i.organization_id
    left join public.banking_accounts a on a.id = i.account_id and a.status = 'open'
    left join public.provider_connections pc on pc.id = a.connection_id
    where i.id = ${invoiceId} for update of i`
  if (!t.ach || !t.core_account_id)
    throw new AppError('forbidden', 'This invoice cannot be paid by bank pull. Pay by wire instead.')
  if (t.status === 'Paid' || t.status === 'WaitingPayment')
    throw new AppError('conflict', 'This invoice is already paid or being paid')
  return t
}

export async function consentTemplate(token: string) {
  return asService(async (tx) => {
    const ref = await invoiceByToken(tx, token)
    // the customer authorizes the balance due: the total less any credit notes
    const [t] = await tx`select o.legal_name, (i.amount_micros - i.credited_micros)::text as due_micros
      from public.invoices i join public.organizations o on o.id = i.organization_id where i.id = ${ref.id}`
    return { content: consentText(t.legal_name, BigInt(t.due_micros)) }
  })
}

export async function registerBankPull(token: string, input: z.infer<typeof ZRegisterBankPullRequestSchema>) {
  const d = input.achPullData
  return asService(async (tx) => {
    const ref = await invoiceByToken(tx, token)
    const t = await target(tx, ref.id)
    const [existing] = await tx`select status from public.invoice_consents where invoice_id = ${ref.id}`
    if (existing && existing.status !== 'Failed' && existing.status !== 'Pending')
      throw new AppError('conflict', 'A bank account is already registered for this invoice')
    const core = coreClient()
    const cp = await core.createCounterparty(
      {
        customer_id: t.core_customer_id,
        name: d.nameOnAccount,
        type: d.counterpartyType,
        routing_number: d.routingNumber,
        account_number: d.accountNumber,
        account_type: d.accountType,
      },
      `invoice-consent:${ref.id}:${d.routingNumber}:${d.accountNumber.slice(-4)}`,
    )
    const micros = depositMicros()
    const [consent] = await tx`
      insert into public.invoice_consents (organization_id, invoice_id, content, status, attempts, bank_name,
        name_on_account, account_type, counterparty_type, routing_number, account_last4, account_number_encrypted,
        core_counterparty_id)
      values (${t.organization_id}, ${ref.id}, ${consentText(t.legal_name, BigInt(t.due_micros))}, 'Pending', 0,
        ${d.bankName}, ${d.nameOnAccount}, ${d.accountType}, ${d.counterpartyType}, ${d.routingNumber},
        ${d.accountNumber.slice(-4)}, ${await encryptSecret(d.accountNumber, connectionSecretKey())}, ${cp.id})
      on conflict (invoice_id) do update set content = excluded.content, status = 'Pending', attempts = 0,
        bank_name = excluded.bank_name, name_on_account = excluded.name_on_account, account_type = excluded.account_type,
        counterparty_type = excluded.counterparty_type, routing_number = excluded.routing_number,
        account_last4 = excluded.account_last4, account_number_encrypted = excluded.account_number_encrypted,
        core_counterparty_id = excluded.core_counterparty_id, verified_at = null, accepted_at = now()
      returning id`
    const sent = await core.createTransfer(
      {
        customer_id: t.core_customer_id,
        type: 'ach_push',
        from_account_id: t.core_account_id,
        counterparty_id: cp.id,
        amount: micros.toString(),
        description: `Verification for invoice ${t.invoice_number}`,
      },
      `invoice-deposit:${consent.id}:${cp.id}`,
    )
    if (sent.data.status === 'Rejected')
      // the deposit leaves the organization's own account: an empty account refuses it (InsufficientFunds)
      throw new AppError(
        'unprocessable',
        `The bank could not send the verification deposit (${sent.data.entry_result}). Pay by wire instead.`,
      )
    await tx`update public.invoice_consents set status = 'VerificationSent', micro_deposit_transfer_id = ${sent.data.id},
      verification_hash = ${verificationHash(consent.id, micros)} where id = ${consent.id}`
    return null
  }).then(() => publicConsent(token, false))
}

export async function verifyBankPull(token: string, verificationAmountMicros: string) {
  const verified = await asService(async (tx) => {
    const ref = await invoiceByToken(tx, token)
    const [c] = await tx`select id, status, attempts, verification_hash from public.invoice_consents
      where invoice_id = ${ref.id} for update`
    if (!c || c.status === 'Pending') throw new AppError('conflict', 'Register a bank account first')
    if (c.status === 'Failed') throw new AppError('conflict', INVOICING_MESSAGES.consentFailed)
    if (c.status === 'Verified') return true
    const ok = Buffer.from(verificationHash(c.id, BigInt(verificationAmountMicros))).equals(
      Buffer.from(c.verification_hash),
    )
    const attempts = c.attempts + 1
    const status = ok ? 'Verified' : attempts >= CONSENT_MAX_ATTEMPTS ? 'Failed' : 'VerificationSent'
    await tx`update public.invoice_consents set attempts = ${attempts}, status = ${status},
      verified_at = ${ok ? new Date() : null} where id = ${c.id}`
    return ok
  })
  return publicConsent(token, verified)
}

async function publicConsent(token: string, verified: boolean) {
  const invoice = await asService((tx) => publicInvoice(tx, token))
  if (!invoice.consent) throw new AppError('conflict', 'Register a bank account first')
  return { invoice, consent: invoice.consent, verified }
}

export async function payInvoice(token: string) {
  const transactionId = await asService(async (tx) => {
    const ref = await invoiceByToken(tx, token)
    const t = await target(tx, ref.id)
    const [c] = await tx`select status, core_counterparty_id, extract(epoch from accepted_at)::bigint as accepted
      from public.invoice_consents where invoice_id = ${ref.id}`
    if (c?.status !== 'Verified') throw new AppError('conflict', 'Verify your bank account before paying')
    const pull = await coreClient().createTransfer(
      {
        customer_id: t.core_customer_id,
        type: 'ach_pull',
        from_account_id: t.core_account_id,
        counterparty_id: c.core_counterparty_id,
        amount: t.due_micros,
        description: `Invoice ${t.invoice_number}`,
      },
      // a new consent after a returned pull is a new pull; a retried request is the same one
      `invoice-pull:${ref.id}:${c.accepted}`,
    )
    if (pull.data.status === 'Rejected')
      throw new AppError(
        'unprocessable',
        `The bank refused the payment (${pull.data.entry_result}). Pay by wire instead.`,
      )
    await tx`update public.invoices set status = 'WaitingPayment', pull_transfer_id = ${pull.data.id},
      paid_micros = ${t.due_micros} where id = ${ref.id}`
    return pull.data.id as string
  })
  return { invoice: await asService((tx) => publicInvoice(tx, token)), transactionId }
}
