/**
 * Receipts by email (docs/receipts.md). A mail to receipts+<organization id>@<the platform's mail domain> arrives as a
 * signed pub/sub push on /api/receipts (a `webhook` event from source `pubsub`, route `receipts`), its data the mail
 * as the mail bridge publishes it (the same shape as the bill address's). From a member or staff of the organization,
 * each PDF or photo becomes a receipt (source email, keyed by message and attachment, so a redelivery files nothing
 * twice) stored under `<organization>/receipts/`; a PDF's text gives the vendor, total and date, and the receipt is
 * matched to the one feed line that fits (shared/rules/receipts.ts). Every mail gets its outcome recorded in
 * receipt_emails, filed or not and why: no attachment, an unknown sender, a file too large.
 */
import { z } from 'zod'
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { extractBill } from '../../../shared/rules/bill-extraction.ts'
import {
  type CandidateLine,
  RECEIPT_CONTENT_TYPES,
  RECEIPT_EMAIL_OUTCOMES,
  RECEIPT_FILE_MAX_BYTES,
  RECEIPT_MATCH_DAYS,
  type ReceiptFacts,
  type TReceiptEmailOutcome,
  matchReceipt,
} from '../../../shared/rules/receipts.ts'
import { fileExtension } from '../../../shared/schemas/files.ts'
import { ZBridgedMail } from '../../../shared/schemas/mail-bridge.ts'
import { storeObject } from '../files/store-object.ts'
import { pdfText } from '../reconciliation/pdf-text.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const UNSAFE_IN_KEY = /[^A-Za-z0-9._-]+/g

/** The organization a mail is for: the attribute, or the address receipts+<id>@…. */
export function receiptEmailOrganization(to: string | undefined, attributes: Record<string, string>): string | null {
  if (attributes.organizationId && UUID.test(attributes.organizationId)) return attributes.organizationId.toLowerCase()
  const m = to && /receipts\+([0-9a-f-]{36})@/i.exec(to)
  return m && UUID.test(m[1]) ? m[1].toLowerCase() : null
}

/** The bare address of a From header: `Ada <ada@example.com>` → ada@example.com. */
const address = (from: string | undefined) => (/<([^>]+)>/.exec(from ?? '')?.[1] ?? from ?? '').trim().toLowerCase()

/** Base64's decoded length without decoding it, so a 30 MB attachment is refused before it is held twice. */
const decodedLength = (b64: string) => Math.floor((b64.replace(/\s/g, '').length * 3) / 4)

async function readReceipt(bytes: Uint8Array, contentType: string): Promise<ReceiptFacts & { note: string | null }> {
  if (contentType !== 'application/pdf')
    return { amountCents: null, date: null, vendor: null, note: 'A photo: match it to its transaction by hand.' }
  try {
    const x = extractBill(await pdfText(bytes))
    const micros = x.amountMicros ? BigInt(x.amountMicros.value) : null
    return {
      amountCents: micros === null ? null : Number(micros / 10_000n),
      date: x.invoiceDate?.value ?? null,
      vendor: x.vendorNames[0]?.value ?? null,
      note: micros === null ? 'No total could be read from this receipt.' : null,
    }
  } catch (e) {
    if (e instanceof AppError) return { amountCents: null, date: null, vendor: null, note: e.message }
    throw e
  }
}

/** The organization's feed lines a receipt could belong to: same amount, near its date, not matched already. */
export async function candidates(tx: Tx, organizationId: string, facts: ReceiptFacts): Promise<CandidateLine[]> {
  if (facts.amountCents === null) return []
  const rows = await tx`
    select pt.id, pt.total_amount_cents::float8 as amount, (pt.transaction_effective_time at time zone 'UTC')::date::text as date,
      pt.vendor, pt.description
    from public.provider_transactions pt
    where pt.organization_id = ${organizationId} and pt.deleted_at is null
      and abs(pt.total_amount_cents) = ${facts.amountCents}
      and (${facts.date}::date is null or (pt.transaction_effective_time at time zone 'UTC')::date
        between ${facts.date}::date - ${RECEIPT_MATCH_DAYS}::int and ${facts.date}::date + ${RECEIPT_MATCH_DAYS}::int)
      and not exists (select 1 from public.receipt_readings r where r.provider_transaction_id = pt.id)
    limit 50`
  return rows.map((r) => ({
    id: r.id,
    amountCents: Number(r.amount),
    date: r.date,
    vendor: r.vendor,
    description: r.description,
  }))
}

export async function receiveReceiptEmail({ tx, body }: { tx: Tx; body: unknown }) {
  const push = z
    .object({ messageId: z.string(), attributes: z.record(z.string(), z.string()).default({}), data: z.unknown() })
    .parse(body)
  const mail = ZBridgedMail.parse(push.data)
  const [seen] =
    await tx`select outcome, receipts_filed from public.receipt_emails where message_id = ${mail.messageId}`
  if (seen) return { outcome: seen.outcome as TReceiptEmailOutcome, filed: 0, redelivered: true }

  const record = async (
    organizationId: string | null,
    outcome: TReceiptEmailOutcome,
    filed = 0,
    skipped: string[] = [],
  ) => {
    await tx`insert into public.receipt_emails (message_id, organization_id, sender, subject, outcome, skipped, receipts_filed)
      values (${mail.messageId}, ${organizationId}, ${mail.from?.slice(0, 500) ?? null}, ${mail.subject?.slice(0, 1000) ?? null},
        ${outcome}, ${tx.json(skipped)}, ${filed})`
    return { outcome, filed, skipped, message: RECEIPT_EMAIL_OUTCOMES[outcome] }
  }

  const candidateOrg = receiptEmailOrganization(mail.to, push.attributes)
  const [org] = candidateOrg
    ? await tx`select id from public.organizations where id = ${candidateOrg} and deleted_at is null`
    : []
  if (!org) return await record(null, 'unknown-organization')
  const organizationId = org.id as string
  const sender = address(mail.from)
  const [known] = await tx`select u.id from public.users u where lower(u.email) = ${sender}
      and (exists (select 1 from public.organization_members m where m.organization_id = ${organizationId} and m.user_id = u.id)
        or exists (select 1 from public.bookkeeper_assignments b where b.organization_id = ${organizationId} and b.user_id = u.id)
        or u.role in ('admin', 'owner'))`
  if (!sender || !known) return await record(organizationId, 'unknown-sender')
  if (mail.attachments.length === 0) return await record(organizationId, 'no-attachment')

  let filed = 0
  const skipped: string[] = []
  const reasons = new Set<TReceiptEmailOutcome>()
  for (const [i, a] of mail.attachments.entries()) {
    if (!(RECEIPT_CONTENT_TYPES as readonly string[]).includes(a.contentType)) {
      skipped.push(`${a.fileName}: ${RECEIPT_EMAIL_OUTCOMES['not-a-receipt']}`)
      reasons.add('not-a-receipt')
      continue
    }
    if (decodedLength(a.contentBase64) > RECEIPT_FILE_MAX_BYTES) {
      skipped.push(`${a.fileName}: ${RECEIPT_EMAIL_OUTCOMES['too-large']}`)
      reasons.add('too-large')
      continue
    }
    const bytes = Uint8Array.from(atob(a.contentBase64), (c) => c.charCodeAt(0))
    const key = `${mail.messageId}:${i}`
    const path = `${organizationId}/receipts/email-${mail.messageId.replace(UNSAFE_IN_KEY, '-').slice(0, 80)}-${i}-${a.fileName.replace(UNSAFE_IN_KEY, '-').slice(-100)}`
    await storeObject(path, bytes, a.contentType)
    const [file] = await tx`insert into public.files (title, path, extension, organization_id, user_id, description)
      values (${a.fileName}, ${path}, ${fileExtension(a.fileName)}, ${organizationId}, ${known.id}, 'Receipt (email)')
      on conflict (bucket, path) do update set title = excluded.title returning id`
    const [receipt] = await tx`insert into public.receipts (organization_id, file_id, source, source_key, sender)
      values (${organizationId}, ${file.id}, 'email', ${key}, ${sender}) returning id`
    const facts = await readReceipt(bytes, a.contentType)
    const match = matchReceipt(facts, await candidates(tx, organizationId, facts))
    await tx`insert into public.receipt_readings (receipt_id, organization_id, vendor, amount_cents, receipt_date,
        provider_transaction_id, note)
      values (${receipt.id}, ${organizationId}, ${facts.vendor?.slice(0, 500) ?? null}, ${facts.amountCents}, ${facts.date},
        ${match}, ${match ? null : (facts.note ?? (facts.amountCents === null ? null : 'No transaction of this amount and date yet.'))})`
    filed++
  }
  const outcome: TReceiptEmailOutcome = filed > 0 ? 'filed' : ([...reasons][0] ?? 'no-attachment')
  return await record(organizationId, outcome, filed, skipped)
}
