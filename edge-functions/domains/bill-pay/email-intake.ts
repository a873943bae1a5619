/**
 * The bill address: a mail the organization's people forward to bills+<organization id>@<the platform's mail domain>
 * arrives through the signed pub/sub push /api/bill-email (recorded by the webhook intake, a `webhook` event from
 * source `pubsub` with route `bill-email`). Its data is the mail as the mail bridge publishes it:
 * { messageId, to, from, subject, attachments: [{ fileName, contentType, contentBase64 }] } (or the organization in
 * the message's attribute `organizationId`). Each PDF or image attachment becomes a Draft bill (source `email`, keyed
 * by message id and attachment, so a redelivery makes no second bill) whose file is stored under
 * `<organization>/bills/` and read by `bills.process-upload`; the people who use banking are told
 * (bill-pay-created-email). An attachment that is not a bill's file, or too large, is skipped with why in the result.
 */
import { z } from 'zod'
import type { Tx } from '../../_shared/db.ts'
import { BILL_FILE_MAX_BYTES, BILL_MESSAGES } from '../../../shared/rules/bill-pay.ts'
import { fileExtension } from '../../../shared/schemas/files.ts'
import { storeObject } from '../files/store-object.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import { notify } from './bills.ts'
import { processUploadJob } from './jobs.ts'
import { ZBridgedMail } from '../../../shared/schemas/mail-bridge.ts'

/** The bill address reads the bridge's mail shape. */
export const ZBillEmail = ZBridgedMail

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i
const UNSAFE_IN_KEY = /[^A-Za-z0-9._-]+/g

/** The organization a mail is for: the attribute, or the address bills+<id>@…. */
export function billEmailOrganization(to: string | undefined, attributes: Record<string, string>): string | null {
  if (attributes.organizationId && UUID.test(attributes.organizationId)) return attributes.organizationId.toLowerCase()
  const m = to && /bills\+([0-9a-f-]{36})@/i.exec(to)
  return m ? m[1].toLowerCase() : null
}

export async function receiveBillEmail({ tx, body }: { tx: Tx; body: unknown }) {
  const push = z
    .object({ messageId: z.string(), attributes: z.record(z.string(), z.string()).default({}), data: z.unknown() })
    .parse(body)
  const mail = ZBillEmail.parse(push.data)
  const organizationId = billEmailOrganization(mail.to, push.attributes)
  if (!organizationId) return { created: 0, skipped: ['no organization in the address'] }
  const [org] = await tx`select id from public.organizations where id = ${organizationId} and deleted_at is null`
  if (!org) return { created: 0, skipped: [`organization ${organizationId} does not exist`] }
  const created: string[] = []
  const skipped: string[] = []
  for (const [i, a] of mail.attachments.entries()) {
    if (!/^(application\/pdf|image\/(png|jpeg))$/.test(a.contentType)) {
      skipped.push(`${a.fileName}: ${BILL_MESSAGES.fileType}`)
      continue
    }
    const bytes = Uint8Array.from(atob(a.contentBase64), (c) => c.charCodeAt(0))
    if (bytes.length > BILL_FILE_MAX_BYTES) {
      skipped.push(`${a.fileName}: ${BILL_MESSAGES.fileTooBig}`)
      continue
    }
    const key = `${mail.messageId}:${i}`
    const [known] = await tx`select id from public.banking_bills where organization_id = ${organizationId}
      and source_key = ${key}`
    if (known) continue
    const path = `${organizationId}/bills/email-${mail.messageId.replace(UNSAFE_IN_KEY, '-').slice(0, 80)}-${i}-${a.fileName.replace(UNSAFE_IN_KEY, '-').slice(-100)}`
    await storeObject(path, bytes, a.contentType)
    const [file] = await tx`insert into public.files (title, path, extension, organization_id, description)
      values (${a.fileName}, ${path}, ${fileExtension(a.fileName)}, ${organizationId}, 'Bill (email)')
      on conflict (bucket, path) do update set title = excluded.title returning id`
    const [bill] = await tx`insert into public.banking_bills (organization_id, invoice_file_id, source, source_key,
        extraction_status, description)
      values (${organizationId}, ${file.id}, 'email', ${key}, 'Processing', ${(mail.subject ?? '').slice(0, 4000)})
      returning id`
    await enqueueJob({ sql: tx, definition: processUploadJob, payload: { billId: bill.id }, organizationId })
    created.push(bill.id)
  }
  if (created.length) {
    const people = await tx`select m.user_id from public.organization_members m join public.users u on u.id = m.user_id
      where m.organization_id = ${organizationId} and 'banking' = any (u.products)`
    for (const billId of created)
      await notify(
        tx,
        organizationId,
        people.map((p) => p.user_id),
        'bill-pay-created-email',
        {
          title: `A bill came by email${mail.from ? ` from ${mail.from}` : ''}`,
          billId,
        },
      )
  }
  return { created: created.length, billIds: created, skipped }
}
