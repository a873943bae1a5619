/**
 * Bill pay (banking-payments-tax §3, §4, §5, §9; docs/bill-pay.md): the bill's statuses, activity types, payment
 * methods, the chat approval's actions and block id, the file limits, and the one rule of what an approver's action
 * does to a bill. The API, the job, the Slack action and the screen all read these; the database keeps the same lists
 * as checks.
 */
import { approvalsSatisfied, isValidApprovalLayer, type ApprovalLayerInput } from './approval-layers.ts'

export const BILL_STATUSES = ['Draft', 'Pending', 'Paid', 'Scheduled', 'Denied'] as const
export type TBillStatus = (typeof BILL_STATUSES)[number]
export const BILL_ACTIVITY_TYPES = ['Payment', 'Denial', 'Schedule'] as const
export const BILL_PAYMENT_METHODS = ['Ach', 'Plaid', 'Wire'] as const
export type TBillPaymentMethod = (typeof BILL_PAYMENT_METHODS)[number]
/** How each method travels at the banking core: Plaid pays by bank (an ACH debit authorised through Plaid). */
export const BILL_METHOD_RAIL = { Ach: 'ach', Plaid: 'ach', Wire: 'wire' } as const
export const BILL_EXTRACTION_STATUSES = ['Processing', 'Completed', 'Failed'] as const
export const BILL_APPROVAL_BLOCK_ID = 'bill-payment-approval'
export const BILL_APPROVAL_ACTIONS = ['APPROVE', 'DECLINE', 'COMMENT'] as const
export type TBillApprovalAction = (typeof BILL_APPROVAL_ACTIONS)[number]

/** Spec §5. */
export const BILL_DOC_NUMBER_MAX = 21
export const BILL_PRIVATE_NOTE_MAX = 4000
export const BILL_COMMENT_MAX = 4000
/** The largest file and the most pages a bill may have: a bill is a few pages, a 50-page scan is something else. */
export const BILL_FILE_MAX_BYTES = 20 * 1024 * 1024
export const BILL_FILE_MAX_PAGES = 20
export const BILL_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const

export const BILL_MESSAGES = {
  fileType: 'This file is not a PDF or an image. Upload the bill as a PDF, PNG or JPEG.',
  fileTooBig: `This file is larger than ${BILL_FILE_MAX_BYTES / 1024 / 1024} MB. Upload the bill alone, or a smaller scan of it.`,
  tooManyPages: `This file has more than ${BILL_FILE_MAX_PAGES} pages. Upload the bill alone, not a batch of documents.`,
  encrypted: 'This PDF is protected by a password. Save an unprotected copy (print it to PDF) and upload that.',
  damaged: 'This PDF is damaged and cannot be read. Ask the vendor for the bill again and upload that copy.',
  noText:
    'No text could be read from this file, not even from its picture (it may be blank, too faint or too small). Type the fields from the preview.',
  damagedImage: 'This image is damaged and cannot be read. Take the photo or scan again and upload that.',
  toConfirm:
    'Some fields were read with low confidence. Check each field marked “check” against the document and confirm or correct it before submitting.',
  notFound: 'This bill does not exist or you cannot see it',
  notDraft: 'Only a draft bill can be submitted for approval',
  incomplete: 'Fill in the vendor and an amount above zero before submitting the bill',
  notPending: 'This bill is not waiting for approval',
  notApprover: 'You are not an approver for bills in this organization',
  alreadyDecided: 'You have already approved this bill',
  noApprovers:
    'No approval layer can approve this bill. Add a layer with members and at least one approval in Cash settings.',
  denied: 'This bill was declined. Submit it again for a new approval before paying it.',
  notApproved: 'This bill has not been approved yet',
  alreadyPaid: 'This bill is already paid',
  noPayee: 'Choose the payee this bill is paid to',
  noAccount: 'Choose the account the bill is paid from',
  scheduleInPast: 'Choose a payment date from today on',
  commentEmpty: 'Write a comment',
  amountNegative: 'The amount must be zero or more',
  locked: 'Only a draft or a bill waiting for approval can be edited',
  // answers in Slack (block id bill-payment-approval), shown only to the person who clicked
  slackUnmatched:
    'We could not tell who you are: your Slack email is not confirmed, or it is not the email of a member of this organization. Ask an admin to link your Slack account to your user.',
  slackChanged:
    'This bill changed after this message was posted (amount, vendor, payee or bank details). The message now shows it as it reads: check it and decide again.',
  slackOldRound: 'This message is about an earlier submission of this bill. Decide on the newest message.',
  slackCommentEmpty: 'Write your comment in the box above the buttons, then press Comment.',
} as const

export type BillDecisionState = {
  status: TBillStatus
  approverIds: readonly string[]
}

/**
 * What an action does to a bill, the one rule the app and Slack share: APPROVE records the approval (and tells
 * whether the layers are now satisfied), DECLINE denies the bill, COMMENT only adds a comment. Only a Pending bill is
 * approved or declined, and only by a member of a valid layer; anyone who may see the bill comments.
 */
export function decideBillAction({
  bill,
  layers,
  userId,
  action,
}: {
  bill: BillDecisionState
  layers: readonly (ApprovalLayerInput & { id: string })[]
  userId: string
  action: TBillApprovalAction
}): { ok: false; message: string } | { ok: true; status: TBillStatus; approved: boolean; approverIds: string[] } {
  if (action === 'COMMENT')
    return { ok: true, status: bill.status, approved: false, approverIds: [...bill.approverIds] }
  const valid = layers.filter(isValidApprovalLayer)
  if (valid.length === 0) return { ok: false, message: BILL_MESSAGES.noApprovers }
  if (!valid.some((l) => l.memberIds.includes(userId))) return { ok: false, message: BILL_MESSAGES.notApprover }
  if (bill.status !== 'Pending') return { ok: false, message: BILL_MESSAGES.notPending }
  if (action === 'DECLINE') return { ok: true, status: 'Denied', approved: false, approverIds: [] }
  if (bill.approverIds.includes(userId)) return { ok: false, message: BILL_MESSAGES.alreadyDecided }
  const approverIds = [...bill.approverIds, userId]
  return { ok: true, status: 'Pending', approved: approvalsSatisfied(layers, approverIds), approverIds }
}

/** Same vendor, number and amount: the screen flags such bills as possible duplicates. */
export const duplicateKey = (b: { vendorName: string | null; invoiceNumber: string | null; amountMicros: string }) =>
  `${(b.vendorName ?? '').trim().toLowerCase()}|${(b.invoiceNumber ?? '').trim().toLowerCase()}|${b.amountMicros}`
