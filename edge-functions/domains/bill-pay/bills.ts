/**
 * Bills as people see and edit them (docs/bill-pay.md): the list and one bill with its activity and comments, read
 * through RLS as the caller; a new bill from an uploaded file (a Draft whose file the `bills.process-upload` job
 * reads); edits, which mark the fields a person typed so the extraction never overwrites them; submitting a draft for
 * approval, which tells the approvers (notification bill-pay-review) and asks them in Slack (slack-message.ts);
 * comments (bill-pay-created-comment).
 */
import { asService, asUser, type Claims, type Tx } from '../../_shared/db.ts'
import { assertBanking } from '../../_shared/access.ts'
import { AppError } from '../../_shared/errors.ts'
import { EXTRACTED_BILL_FIELDS, fieldsToConfirm } from '../../../shared/rules/bill-extraction.ts'
import { BILL_FILE_MAX_BYTES, BILL_MESSAGES } from '../../../shared/rules/bill-pay.ts'
import { isValidApprovalLayer } from '../../../shared/rules/approval-layers.ts'
import type { TBill, TBillDetail, TUpdateBillRequest } from '../../../shared/schemas/bill-pay.ts'
import { fileExtension } from '../../../shared/schemas/files.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import { processUploadJob } from './jobs.ts'
import { loadLayers, refusalFor } from './approvers.ts'
import { queueSlackUpdate } from './queue-slack-update.ts'
import { askInSlack } from './slack-message.ts'

/** A bill's columns as the API names them; dates and micros as text (no time zone or float on the way). */
export const BILL_COLUMNS = `b.id, b.organization_id as "organizationId", b.status, b.vendor_name as "vendorName",
  b.amount_micros::text as "amountMicros", b.currency_code as "currencyCode", b.account_id as "accountId",
  b.counterparty_id as "counterpartyId", b.assigned_to as "assignedTo", b.category, b.description,
  b.due_date::text as "dueDate", b.invoice_date::text as "invoiceDate", b.invoice_number as "invoiceNumber",
  b.gl_code as "glCode", b.account_number as "accountNumber", b.routing_number as "routingNumber",
  b.service_period_from::text as "servicePeriodFrom", b.service_period_to::text as "servicePeriodTo",
  b.invoice_file_id as "invoiceFileId", f.path as "filePath", b.payment_method as "paymentMethod",
  b.payment_scheduled_date::text as "paymentScheduledDate",
  to_char(b.approved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "approvedAt",
  b.transaction_id as "transactionId", b.qb_bill_id as "qbBillId", b.qb_bill_payment_id as "qbBillPaymentId",
  b.extraction_status as "extractionStatus", b.extraction, b.extraction_error as "extractionError",
  b.typed_fields as "typedFields", b.source, b.created_by as "createdBy",
  to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  to_char(b.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt",
  coalesce((select array_agg(a.user_id order by a.created_at) from public.banking_bill_approvals a
    where a.bill_id = b.id), '{}') as "approverIds",
  (select d.id from public.banking_bills d where d.organization_id = b.organization_id and d.id <> b.id
    and d.deleted_at is null and b.invoice_number is not null and d.invoice_number = b.invoice_number
    and lower(d.vendor_name) = lower(b.vendor_name) and d.amount_micros = b.amount_micros
    and (d.created_at, d.id) < (b.created_at, b.id) order by d.created_at limit 1) as "duplicateOf"`

const FROM = 'public.banking_bills b left join public.files f on f.id = b.invoice_file_id'

export async function billById(tx: Tx, billId: string, organizationId: string): Promise<TBill> {
  const [row] = await tx.unsafe(
    `select ${BILL_COLUMNS} from ${FROM} where b.id = $1 and b.organization_id = $2 and b.deleted_at is null`,
    [billId, organizationId],
  )
  if (!row) throw new AppError('not_found', BILL_MESSAGES.notFound)
  return row as unknown as TBill
}

export async function listBills({ claims, organizationId }: { claims: Claims; organizationId: string }) {
  return await asUser(claims, async (tx) => {
    await assertBanking(tx, organizationId, 'read')
    const rows = await tx.unsafe(
      `select ${BILL_COLUMNS} from ${FROM} where b.organization_id = $1 and b.deleted_at is null
       order by b.created_at desc, b.id desc limit 500`,
      [organizationId],
    )
    return { bills: rows as unknown as TBill[] }
  })
}

export async function getBill({
  claims,
  organizationId,
  billId,
}: {
  claims: Claims
  organizationId: string
  billId: string
}): Promise<TBillDetail> {
  return await asUser(claims, async (tx) => {
    await assertBanking(tx, organizationId, 'read')
    const bill = await billById(tx, billId, organizationId)
    const activity = await tx`select id, type, metadata, user_id as "userId",
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
      from public.banking_bill_activities where bill_id = ${billId} order by created_at, id`
    const comments = await tx`select id, comment, user_id as "userId",
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
      from public.banking_bill_comments where bill_id = ${billId} order by created_at, id`
    const layers = await loadLayers(tx, organizationId)
    const refusal = refusalFor({ bill, layers, userId: claims.sub })
    return {
      bill,
      activity: activity as unknown as TBillDetail['activity'],
      comments: comments as unknown as TBillDetail['comments'],
      canDecide: refusal === null,
      decideRefusal: refusal,
    }
  })
}

/**
 * A Draft from a file the browser put in the 'files' bucket under `<organization>/bills/`: the file is recorded, the
 * bill stored as the caller's (RLS: people with banking add drafts as themselves) and its reading queued, together.
 */
export async function createBillFromUpload({
  claims,
  organizationId,
  input,
}: {
  claims: Claims
  organizationId: string
  input: { path: string; fileName: string; contentType: string; size: number }
}): Promise<TBill> {
  if (input.size > BILL_FILE_MAX_BYTES) throw refuse(BILL_MESSAGES.fileTooBig, 'file')
  if (!/^(application\/pdf|image\/(png|jpeg))$/.test(input.contentType)) throw refuse(BILL_MESSAGES.fileType, 'file')
  if (!input.path.startsWith(`${organizationId}/bills/`) || input.path.includes('..'))
    throw refuse(`Upload the bill under ${organizationId}/bills/ in the files bucket`, 'path')
  await asUser(claims, (tx) => assertBanking(tx, organizationId, 'use'))
  return await asService(async (tx) => {
    const [file] = await tx`insert into public.files (title, path, extension, organization_id, user_id, description)
      values (${input.fileName.slice(0, 255)}, ${input.path}, ${fileExtension(input.fileName)}, ${organizationId},
        ${claims.sub}, 'Bill') returning id`
    const [bill] = await tx`insert into public.banking_bills (organization_id, invoice_file_id, created_by,
        extraction_status) values (${organizationId}, ${file.id}, ${claims.sub}, 'Processing') returning id`
    await enqueueJob({ sql: tx, definition: processUploadJob, payload: { billId: bill.id }, organizationId })
    return await billById(tx, bill.id, organizationId)
  })
}

const refuse = (message: string, path: string) =>
  new AppError('unprocessable', message, { fields: [{ path, message }] })

const COLUMN: Record<keyof TUpdateBillRequest, string> = {
  vendorName: 'vendor_name',
  amountMicros: 'amount_micros',
  invoiceNumber: 'invoice_number',
  invoiceDate: 'invoice_date',
  dueDate: 'due_date',
  glCode: 'gl_code',
  accountNumber: 'account_number',
  routingNumber: 'routing_number',
  servicePeriodFrom: 'service_period_from',
  servicePeriodTo: 'service_period_to',
  description: 'description',
  accountId: 'account_id',
  counterpartyId: 'counterparty_id',
  paymentMethod: 'payment_method',
}

/** The fields an approval covers: changing one of a waiting bill clears its approvals. */
const MONEY_TERMS = ['amountMicros', 'counterpartyId', 'accountNumber', 'routingNumber', 'vendorName'] as const

/**
 * A person's edits (Draft or Pending only, RLS); each extracted field they set is marked typed. Changing what an
 * approval covers (MONEY_TERMS) on a waiting bill clears its approvals, so it is approved again as it now reads.
 */
export async function updateBill({
  claims,
  organizationId,
  billId,
  input,
}: {
  claims: Claims
  organizationId: string
  billId: string
  input: TUpdateBillRequest
}): Promise<TBill> {
  const from = input.servicePeriodFrom
  const to = input.servicePeriodTo
  if (from && to && from > to) throw refuse('The service period ends before it starts', 'servicePeriodTo')
  return await asUser(claims, async (tx) => {
    await assertBanking(tx, organizationId, 'use')
    const current = await billById(tx, billId, organizationId)
    if (current.status !== 'Draft' && current.status !== 'Pending') throw new AppError('conflict', BILL_MESSAGES.locked)
    const set: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(input) as [keyof TUpdateBillRequest, unknown][])
      if (v !== undefined) set[COLUMN[k]] = v
    const typed = new Set(current.typedFields)
    for (const k of Object.keys(input)) if ((EXTRACTED_BILL_FIELDS as readonly string[]).includes(k)) typed.add(k)
    set.typed_fields = [...typed]
    set.updated_at = new Date()
    const updated = await tx`update public.banking_bills set ${tx(set)} where id = ${billId}
      and organization_id = ${organizationId} returning id`
    if (updated.length === 0) throw new AppError('conflict', BILL_MESSAGES.locked)
    // what is paid, to whom and where: a change after submission needs the approvals again
    const approvedTerms = MONEY_TERMS.filter((k) => input[k] !== undefined && input[k] !== current[k])
    if (current.status === 'Pending') {
      await tx`select set_config('role', 'service_role', true)`
      if (approvedTerms.length) {
        await tx`delete from public.banking_bill_approvals where bill_id = ${billId}`
        await tx`update public.banking_bills set approved_at = null where id = ${billId}`
      }
      // the Slack message shows the bill as it now reads (and its buttons again when the approvals were cleared)
      await queueSlackUpdate(tx, billId, organizationId)
      await tx`select set_config('role', 'authenticated', true)`
    }
    return await billById(tx, billId, organizationId)
  })
}

/** Draft (or Denied, for a new approval) → Pending; the approvals start over and the approvers are told. */
export async function submitBill({
  claims,
  organizationId,
  billId,
}: {
  claims: Claims
  organizationId: string
  billId: string
}): Promise<TBill> {
  await asUser(claims, (tx) => assertBanking(tx, organizationId, 'use'))
  return await asService(async (tx) => {
    const [b] = await tx`select status, vendor_name, amount_micros, counterparty_id, extraction, typed_fields
      from public.banking_bills
      where id = ${billId} and organization_id = ${organizationId} and deleted_at is null for update`
    if (!b) throw new AppError('not_found', BILL_MESSAGES.notFound)
    if (b.status !== 'Draft' && b.status !== 'Denied') throw new AppError('conflict', BILL_MESSAGES.notDraft)
    if (!b.vendor_name || BigInt(b.amount_micros) <= 0n) throw refuse(BILL_MESSAGES.incomplete, 'amountMicros')
    // a field read with low confidence (a shaky scan, a guessed vendor) is confirmed by a person before anyone approves
    const unconfirmed = fieldsToConfirm(b.extraction, b.typed_fields)
    if (unconfirmed.length) throw refuse(BILL_MESSAGES.toConfirm, unconfirmed[0])
    // approvers approve a payment to someone: the payee is chosen before they are asked
    if (!b.counterparty_id) throw refuse(BILL_MESSAGES.noPayee, 'counterpartyId')
    const layers = await loadLayers(tx, organizationId)
    const valid = layers.filter(isValidApprovalLayer)
    if (valid.length === 0) throw new AppError('unprocessable', BILL_MESSAGES.noApprovers)
    await tx`delete from public.banking_bill_approvals where bill_id = ${billId}`
    await tx`update public.banking_bills set status = 'Pending', approved_at = null, updated_at = now()
      where id = ${billId}`
    await askInSlack(tx, billId, organizationId)
    const approvers = [...new Set(valid.flatMap((l) => l.memberIds))].filter((id) => id !== claims.sub)
    await notify(tx, organizationId, approvers, 'bill-pay-review', {
      title: `A bill from ${b.vendor_name} waits for your approval`,
      billId,
    })
    return await billById(tx, billId, organizationId)
  })
}

/** Notifications of bill pay (overview §9): one row per recipient, with a link to the bill. */
export async function notify(
  tx: Tx,
  organizationId: string,
  userIds: readonly string[],
  type: 'bill-pay-review' | 'bill-pay-created-email' | 'bill-pay-created-comment',
  details: { title: string; billId: string; [k: string]: unknown },
) {
  if (userIds.length === 0) return
  const metadata = { ...details, link: `/cash/bill-payments?bill=${details.billId}` }
  await tx`insert into public.notifications (type, user_id, organization_id, metadata)
    select ${type}, u, ${organizationId}, ${tx.json(metadata as never)} from unnest(${userIds as string[]}::uuid[]) u`
}
