/**
 * The public invoice page's reads (/invoice/:token): the one invoice the token names, as the customer sees it, and
 * nothing else of the organization. A token matching no invoice is 404 whatever the reason (forged, or a placeholder
 * of an unsent invoice); a cancelled invoice answers only that it was cancelled.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { INVOICING_MESSAGES } from '../../../shared/rules/invoicing.ts'
import type { z } from 'zod'
import type { ZPublicInvoiceSchema } from '../../../shared/schemas/invoicing.ts'
import { coreClient } from '../banking/core-client.ts'
import { bankIdentity } from '../banking-onboarding/wire-instructions.ts'
import { loadInvoices } from './load-invoices.ts'
import { tokenHash } from './public-token.ts'

export type TPublicInvoice = z.infer<typeof ZPublicInvoiceSchema>

/** The invoice's id and organization by token, or 404; 410 for a cancelled one (the page shows the message only). */
export async function invoiceByToken(tx: Tx, token: string) {
  const [row] =
    await tx`select id, organization_id, status from public.invoices where public_token_hash = ${tokenHash(token)}`
  if (!row) throw new AppError('not_found', 'This link is not valid. Ask the sender for a new one.')
  if (row.status === 'Cancelled') throw new AppError('conflict', INVOICING_MESSAGES.cancelled)
  return row as { id: string; organization_id: string; status: string }
}

export async function publicInvoice(tx: Tx, token: string): Promise<TPublicInvoice> {
  const ref = await invoiceByToken(tx, token)
  return invoiceView(tx, ref.organization_id, ref.id)
}

/** The customer opened the page: the first time is kept (viewedAt on the organization's list). */
export async function markViewed(tx: Tx, token: string) {
  await tx`update public.invoices set viewed_at = now()
    where public_token_hash = ${tokenHash(token)} and viewed_at is null and status <> 'Cancelled'`
}

/**
 * The invoice as its customer sees it; the organization's PDF download reads the same view, so both hold one
 * document. Not found when the caller cannot read it (RLS, for the staff route).
 */
export async function invoiceView(tx: Tx, organizationId: string, invoiceId: string): Promise<TPublicInvoice> {
  const [inv] = await loadInvoices({ tx, organizationId, ids: [invoiceId] })
  if (!inv) throw new AppError('not_found', 'Invoice not found')
  const [org] = await tx`select o.legal_name, private.flag_enabled(o.id, 'ach-pull') as ach,
      (select a.core_account_id from public.banking_accounts a where a.id = ${inv.accountId} and a.status = 'open') as core_account
    from public.organizations o where o.id = ${organizationId}`
  let wire: TPublicInvoice['wire'] = null
  if (org.core_account) {
    const core = await coreClient().getAccount(org.core_account)
    const bank = bankIdentity()
    wire = {
      bankName: bank.name,
      routingNumber: bank.wireRoutingNumber ?? core.routing_number,
      accountNumber: core.account_number,
      beneficiary: org.legal_name,
    }
  }
  return {
    invoiceNumber: inv.invoiceNumber,
    status: inv.status,
    organizationName: org.legal_name,
    customerName: inv.customer.name,
    invoiceDate: inv.invoiceDate,
    invoiceDueDate: inv.invoiceDueDate,
    memo: inv.memo,
    template: inv.template,
    items: inv.items.map(({ id: _id, productId: _p, ...l }) => l),
    subtotalMicros: inv.subtotalMicros,
    discountMicros: inv.discountMicros,
    taxMicros: inv.taxMicros,
    amountMicros: inv.amountMicros,
    creditNotes: inv.creditNotes.map(({ id: _id, posted: _p, ...n }) => n),
    balanceDueMicros: inv.balanceDueMicros,
    achPull: Boolean(org.ach) && Boolean(org.core_account),
    consent: inv.consent && {
      status: inv.consent.status,
      attempts: inv.consent.attempts,
      verifiedAt: inv.consent.verifiedAt,
      bankName: inv.consent.bankName,
      nameOnAccount: inv.consent.nameOnAccount,
      accountType: inv.consent.accountType,
      counterpartyType: inv.consent.counterpartyType,
      accountNumber: inv.consent.accountNumber,
    },
    wire,
  }
}
