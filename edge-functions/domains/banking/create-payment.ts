/**
 * POST /payments: one statement, private.request_banking_payment with the caller's claims (grouped with the requests
 * of the same moment, _shared/group-commit.ts), decides everything the database knows (the caller's second factor and
 * access, an earlier request with the same Idempotency-Key, the accounts and the payee, the caller's limits); a
 * payment within the limits is sent to the core at once. Over a limit (nothing stored yet) it is asked again to wait
 * for the approval layers, and the layers' approvers are told; when no layer can approve, nothing is stored and the
 * refusal names each layer's problems (shared/rules/approval-layers.ts), and when a layer could be satisfied only by
 * the requester (who never approves their own) it is refused naming that layer, so no payment waits forever. A retry with the same key answers the same
 * payment (and asks the core again only if no answer was recorded); a key reused with other details is the core's
 * DuplicateEntry.
 */
import { asUser, type Claims, db } from '../../_shared/db.ts'
import { groupCommit } from '../../_shared/group-commit.ts'
import { SECOND_FACTOR_MESSAGE } from '../../_shared/auth.ts'
import { AppError } from '../../_shared/errors.ts'
import { validationFailed } from '../../_shared/validation.ts'
import {
  ENTRY_RESULT_MESSAGES,
  PAYMENT_MESSAGES,
  RAIL_OUTGOING_TYPE,
  formatMicros,
} from '../../../shared/rules/banking.ts'
import {
  type ApprovalLayerInput,
  approvalLayerProblems,
  isValidApprovalLayer,
  layersOnlyRequesterCanApprove,
} from '../../../shared/rules/approval-layers.ts'
import type { TBankingPayment, TCreateBankingPaymentRequest } from '../../../shared/schemas/banking.ts'
import { NO_BANKING } from '../../_shared/access.ts'
import { queueSyncForUnanswered, recordAnswer, sendToCore, type TransferRequest } from './submit-payment.ts'
import { UNANSWERED_AFTER_SECONDS } from './sync.ts'

type Layer = ApprovalLayerInput & { id: string }
type Requested =
  | { outcome: 'forbidden' }
  | { outcome: 'insufficient_aal' }
  | { outcome: 'replayed' | 'conflict'; payment: TBankingPayment; transfer: TransferRequest }
  // a new payment on its way to the core comes without its JSON (the recorded answer brings it)
  | { outcome: 'created'; payment?: TBankingPayment; transfer: TransferRequest }
  | { outcome: 'invalid'; problems: { path: string; code: 'not_found' | 'closed' | 'same_account' }[] }
  | { outcome: 'needs_approval'; reason: string; layers: Layer[] }

/** The database answers codes; these are the words (shared/rules/banking.ts). */
function problemMessage(p: { path: string; code: 'not_found' | 'closed' | 'same_account' }) {
  if (p.code === 'closed') return PAYMENT_MESSAGES.accountClosed
  if (p.code === 'same_account') return PAYMENT_MESSAGES.sameAccount
  return p.path === 'counterpartyId' ? PAYMENT_MESSAGES.counterpartyNotFound : PAYMENT_MESSAGES.accountNotFound
}

/** "Layer "Finance": Not having members assigned, Layer being disabled" — or that there are none at all. */
export function layersSentence(layers: readonly Layer[]): string {
  if (layers.length === 0) return `There are no approval layers. ${PAYMENT_MESSAGES.noLayers}`
  return layers
    .map((l) => `Layer "${l.name.trim() || 'without a name'}": ${approvalLayerProblems(l).join(', ')}`)
    .join('; ')
}

/** A payment as the API shows it, read by the service (the caller was checked when it was stored). */
async function paymentById(paymentId: string): Promise<TBankingPayment> {
  const [row] = await db()`select private.banking_payment_json(p) as payment from public.banking_payments p
    where p.id = ${paymentId}`
  return row.payment as TBankingPayment
}

export type CreatedPayment = { payment: TBankingPayment; replayed: boolean }

type PaymentRequest = {
  claims: Claims
  organizationId: string
  idempotencyKey: string
  rail: string
  transactionType: string
  fromAccountId: string
  toAccountId: string | null
  counterpartyId: string | null
  amountMicros: string
  description: string
}

/**
 * Requests of this process asked together (private.request_banking_payments): each item runs with its own caller's
 * claims. One group at a time: while it runs, the next one gathers (two at a time made smaller groups and cost the
 * database more per payment under the banking benchmark).
 */
const requestTogether = groupCommit<PaymentRequest, Requested>(
  async (requests) => {
    const [{ r }] = await db()`select private.request_banking_payments(${db().json(requests as never)}) as r`
    return r as Requested[]
  },
  { maxBatch: 64, maxInFlight: 1 },
)

export async function createPayment({
  claims,
  organizationId,
  idempotencyKey,
  input,
}: {
  claims: Claims
  organizationId: string
  idempotencyKey: string
  input: TCreateBankingPaymentRequest
}): Promise<CreatedPayment> {
  // the hot path is one statement, shared with the requests of the same moment: the function checks each caller
  // itself, and over a limit it stores nothing
  let r = await requestTogether({
    claims,
    organizationId,
    idempotencyKey,
    rail: input.rail,
    transactionType: RAIL_OUTGOING_TYPE[input.rail],
    fromAccountId: input.fromAccountId,
    toAccountId: input.toAccountId ?? null,
    counterpartyId: input.counterpartyId ?? null,
    amountMicros: input.amountMicros,
    description: input.description,
  })
  if (r.outcome === 'needs_approval') {
    const valid = r.layers.filter(isValidApprovalLayer)
    if (valid.length === 0)
      throw new AppError('unprocessable', `${PAYMENT_MESSAGES.noApprovers}. ${layersSentence(r.layers)}`, {
        reason: r.reason,
        layers: r.layers.map((l) => ({ id: l.id, name: l.name, problems: approvalLayerProblems(l) })),
      })
    // no one approves their own payment: a layer only the requester could satisfy would leave it waiting forever
    const onlyYou = layersOnlyRequesterCanApprove(valid, claims.sub)
    if (onlyYou.length > 0)
      throw new AppError(
        'unprocessable',
        `${PAYMENT_MESSAGES.onlyYouApprove} (${onlyYou.map((l) => `layer "${l.name.trim()}"`).join(', ')}). ${PAYMENT_MESSAGES.addApprover}`,
        { reason: r.reason, layers: onlyYou.map((l) => ({ id: l.id, name: l.name, problems: [] })) },
      )
    const approvers = [...new Set(valid.flatMap((l) => l.memberIds))].filter((id) => id !== claims.sub)
    const notice = {
      title: `A payment of ${formatMicros(BigInt(input.amountMicros), { currency: true })} waits for your approval`,
      message: input.description || undefined,
      link: '/cash/payments',
      kind: 'banking-payment-approval',
    }
    // asked again with the caller's claims, allowed to wait this time (the approvers are told in the same statement)
    const [waiting] = await asUser(
      claims,
      (tx) => tx`
        select private.request_banking_payment(${organizationId}, ${idempotencyKey}, ${input.rail},
          ${RAIL_OUTGOING_TYPE[input.rail]}, ${input.fromAccountId}, ${input.toAccountId ?? null},
          ${input.counterpartyId ?? null}, ${input.amountMicros}::bigint, ${input.description}, true,
          ${approvers}::uuid[], ${tx.json(notice as never)}) as r`,
    )
    r = waiting.r as Requested
  }
  // the request's statement checked the second factor (the API did not ask first: _shared/auth.ts)
  if (r.outcome === 'insufficient_aal') throw new AppError('insufficient_aal', SECOND_FACTOR_MESSAGE)
  if (r.outcome === 'forbidden') throw new AppError('forbidden', NO_BANKING)
  if (r.outcome === 'invalid')
    throw validationFailed(r.problems.map((p) => ({ path: [p.path], message: problemMessage(p) })))
  if (r.outcome === 'needs_approval') throw new Error('a payment needing approval was not stored')
  if (r.outcome === 'conflict')
    throw new AppError('unprocessable', ENTRY_RESULT_MESSAGES.DuplicateEntry, {
      entryResult: 'DuplicateEntry',
      payment: r.payment,
    })
  let payment = r.payment
  // a payment without the core's answer yet is sent (again: the core answers a repeated key without moving money)
  if (!payment || (payment.status === 'submitted' && !payment.coreTransferId)) {
    const outcome = await sendToCore(r.transfer)
    if (outcome) payment = await recordAnswer(r.transfer, outcome)
    else {
      payment ??= await paymentById(r.transfer.paymentId)
      await queueSyncForUnanswered(r.transfer, UNANSWERED_AFTER_SECONDS)
    }
  }
  if (payment.status === 'rejected')
    throw new AppError('unprocessable', payment.message ?? ENTRY_RESULT_MESSAGES.InternalError, {
      entryResult: payment.entryResult,
      payment,
    })
  return { payment, replayed: r.outcome === 'replayed' }
}
