/**
 * Ramp receipts into Storage: for each receipt id a card line names (raw.receipts) and not yet filed, GET
 * /developer/v1/receipts/:id, download its receipt_url (a short-lived link, fetched at once), write the bytes to the
 * files bucket under `<organization>/ramp-receipts/<receipt id>.<ext>` as the service role, and file it: a files row,
 * a receipt (source 'ramp', keyed by Ramp's id, so nothing is stored twice) and its link to the card line
 * (ramp_receipts, 34_ramp_cards.sql). Staff and the client download it as any file (signed URLs, Storage RLS).
 * A receipt Ramp no longer has (404) is skipped; a file that is not a PDF or photo, or over 10 MB, is refused.
 */
import type { Tx } from '../../_shared/db.ts'
import { type TRampReceipt, ZRampReceipt } from '../../../shared/schemas/ramp.ts'
import { RECEIPT_CONTENT_TYPES, RECEIPT_FILE_MAX_BYTES } from '../../../shared/rules/receipts.ts'
import { ProviderError, providerRequest } from '../connections/provider-http.ts'
import { storeObject } from '../files/store-object.ts'
import { rampConfig } from './ramp-api.ts'

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/heic': 'heic',
}
const SAFE = /[^A-Za-z0-9._-]+/g

export type CardLine = { id: string; rampId: string; receiptIds: string[] }

/** Files every receipt of the lines not filed yet; returns how many were stored and skipped. */
export async function storeRampReceipts(
  tx: Tx,
  {
    orgId,
    accessToken,
    lines,
    stepUsedUp = () => false,
  }: { orgId: string; accessToken: string; lines: CardLine[]; stepUsedUp?: () => boolean },
) {
  const wanted = lines.flatMap((l) => l.receiptIds.map((rid) => ({ line: l.id, rid })))
  const counts = { stored: 0, skipped: 0, more: false }
  if (wanted.length === 0) return counts
  const filed = await tx`select ramp_receipt_id from public.ramp_receipts
    where organization_id = ${orgId} and ramp_receipt_id = any(${wanted.map((w) => w.rid)}::text[])`
  const done = new Set(filed.map((r) => r.ramp_receipt_id as string))
  for (const { line, rid } of wanted) {
    if (done.has(rid)) continue
    // a long backlog is filed in steps: what is stored so far commits, and the job carries on in its next step
    if (stepUsedUp()) {
      counts.more = true
      break
    }
    let receipt: TRampReceipt
    try {
      receipt = await providerRequest(
        'ramp',
        `${rampConfig().apiBase}/developer/v1/receipts/${encodeURIComponent(rid)}`,
        {
          auth: accessToken,
          schema: ZRampReceipt,
        },
      )
    } catch (e) {
      if (e instanceof ProviderError && e.status === 404) {
        counts.skipped++
        continue
      }
      throw e
    }
    const res = await fetch(receipt.receipt_url)
    if (!res.ok) {
      await res.body?.cancel()
      throw new Error(`Ramp's receipt file ${rid} answered ${res.status}`)
    }
    const type = (res.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
    const bytes = new Uint8Array(await res.arrayBuffer())
    if (!(RECEIPT_CONTENT_TYPES as readonly string[]).includes(type) || bytes.length > RECEIPT_FILE_MAX_BYTES) {
      console.warn(`[ramp] receipt ${rid}: ${type || 'no type'}, ${bytes.length} bytes; not a receipt file, skipped`)
      counts.skipped++
      continue
    }
    const ext = EXTENSIONS[type]
    const path = `${orgId}/ramp-receipts/${rid.replace(SAFE, '_')}.${ext}`
    await storeObject(path, bytes, type)
    const [file] = await tx`insert into public.files (title, path, extension, organization_id, description)
      values (${`Ramp receipt ${rid.slice(0, 8)}`}, ${path}, ${ext}, ${orgId}, 'Receipt (Ramp)')
      on conflict (bucket, path) do update set title = excluded.title returning id`
    const [r] = await tx`insert into public.receipts (organization_id, file_id, source, source_key)
      values (${orgId}, ${file.id}, 'ramp', ${rid})
      on conflict (organization_id, source_key) do update set file_id = excluded.file_id returning id`
    await tx`insert into public.ramp_receipts (receipt_id, organization_id, provider_transaction_id, ramp_receipt_id)
      values (${r.id}, ${orgId}, ${line}, ${rid}) on conflict (organization_id, ramp_receipt_id) do nothing`
    done.add(rid)
    counts.stored++
  }
  return counts
}

/** The `ramp.receipts` job: every receipt the connection's stored lines name and that is not filed yet. */
export async function storeConnectionReceipts({
  tx,
  connectionId,
  accessToken,
  stepUsedUp,
}: {
  tx: Tx
  connectionId: string
  accessToken: string
  stepUsedUp?: () => boolean
}) {
  const [c] = await tx`select organization_id from public.provider_connections
    where id = ${connectionId} and provider = 'ramp' and status = 'active'`
  if (!c) return { skipped: 'the Ramp connection is no longer active' }
  const rows = await tx`select t.id, t.transaction_id, t.raw->'receipts' as receipts
    from public.provider_transactions t
    where t.connection_id = ${connectionId} and t.provider = 'ramp' and jsonb_array_length(t.raw->'receipts') > 0
      and exists (select 1 from jsonb_array_elements_text(t.raw->'receipts') rid
        where not exists (select 1 from public.ramp_receipts l
          where l.organization_id = t.organization_id and l.ramp_receipt_id = rid))`
  return await storeRampReceipts(tx, {
    orgId: c.organization_id,
    accessToken,
    stepUsedUp,
    lines: rows.map((r) => ({ id: r.id, rampId: r.transaction_id, receiptIds: r.receipts as string[] })),
  })
}
