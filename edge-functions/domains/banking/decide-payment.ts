/**
 * Approving, denying and cancelling a waiting payment. An approval is recorded under the payment's row lock
 * (private.approve_banking_payment); whether the approvals so far release it is approvalsSatisfied's call
 * (shared/rules/approval-layers.ts), and the release only passes a payment still waiting, so two approvals arriving
 * together release it once. A released payment is sent to the core like any other.
 */
import { asService, asUser, type Claims } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { PAYMENT_MESSAGES } from '../../../shared/rules/banking.ts'
import { type ApprovalLayerInput, approvalsSatisfied } from '../../../shared/rules/approval-layers.ts'
import type { TBankingPayment } from '../../../shared/schemas/banking.ts'
import { recordSubmission, sendToCore, type TransferRequest } from './submit-payment.ts'

type Decided =
  | { outcome: 'not_found' | 'forbidden' | 'own_payment' }
  | { outcome: 'not_waiting' | 'done'; payment: TBankingPayment }
  | {
      outcome: 'approved'
      payment: TBankingPayment
      layers: (ApprovalLayerInput & { id: string })[]
      approverIds: string[]
    }

function refuse(d: Decided, organizationId: string): asserts d is Extract<Decided, { payment: unknown }> {
  if (d.outcome === 'not_found' || ('payment' in d && d.payment.organizationId !== organizationId))
    throw new AppError('not_found', 'Payment not found')
  if (d.outcome === 'forbidden') throw new AppError('forbidden', PAYMENT_MESSAGES.notApprover)
  if (d.outcome === 'own_payment') throw new AppError('forbidden', PAYMENT_MESSAGES.ownPayment)
  if (d.outcome === 'not_waiting') throw new AppError('conflict', PAYMENT_MESSAGES.notWaiting, { payment: d.payment })
}

export async function approvePayment({
  claims,
  organizationId,
  paymentId,
}: {
  claims: Claims
  organizationId: string
  paymentId: string
}): Promise<{ payment: TBankingPayment; released: boolean }> {
  const r = await asUser(claims, async (tx) => {
    const [{ d }] = await tx`select private.approve_banking_payment(${paymentId}) as d`
    refuse(d as Decided, organizationId)
    const approved = d as Extract<Decided, { outcome: 'approved' }>
    if (!approvalsSatisfied(approved.layers, approved.approverIds))
      return { payment: { ...approved.payment, approvedBy: approved.approverIds }, transfer: null }
    const [{ rel }] = await tx`select private.release_banking_payment(${paymentId}) as rel`
    return rel as { payment: TBankingPayment; transfer: TransferRequest }
  })
  if (!r.transfer) return { payment: r.payment, released: false }
  const outcome = await sendToCore(r.transfer)
  const payment = outcome
    ? await asService((tx) => recordSubmission(tx, r.transfer!, outcome, { sync: true }))
    : r.payment
  return { payment, released: true }
}

/** Deny (an approver other than the requester) or cancel (the requester or a banking admin). */
export async function decidePayment({
  claims,
  organizationId,
  paymentId,
  decision,
}: {
  claims: Claims
  organizationId: string
  paymentId: string
  decision: 'deny' | 'cancel'
}): Promise<TBankingPayment> {
  return await asUser(claims, async (tx) => {
    const [{ d }] = await tx`select private.decide_banking_payment(${paymentId}, ${decision}) as d`
    if ((d as Decided).outcome === 'forbidden' && decision === 'cancel')
      throw new AppError('forbidden', 'Only the person who asked for a payment, or an organization admin, cancels it')
    refuse(d as Decided, organizationId)
    return (d as { payment: TBankingPayment }).payment
  })
}
