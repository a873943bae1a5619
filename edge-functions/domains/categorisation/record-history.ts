/**
 * The organization's history learns a categorised line at once (layer two): the line's account, vendor and
 * description with their 256-long embeddings, normal and lower-case, as the spec's history record keeps them.
 */
import type { Tx } from '../../_shared/db.ts'
import { embeddingJson } from '../../../shared/rules/categorisation-text.ts'

export type HistoryLine = {
  transactionId: string
  date: string
  accountId: string
  accountName: string
  accountNumber: number | null
  vendor: string | null
  description: string | null
  amountCents: number
}

export function historyRow(organizationId: string, l: HistoryLine) {
  return {
    organization_id: organizationId,
    transaction_id: l.transactionId,
    transaction_date: l.date,
    account_number: l.accountNumber,
    account_id: l.accountId,
    account_name: l.accountName,
    vendor: l.vendor,
    description: l.description,
    amount_cents: l.amountCents,
    account_name_embedding: embeddingJson(l.accountName, false),
    account_name_embedding_lower: embeddingJson(l.accountName, true),
    vendor_embedding: embeddingJson(l.vendor, false),
    vendor_embedding_lower: embeddingJson(l.vendor, true),
    description_embedding: embeddingJson(l.description, false),
    description_embedding_lower: embeddingJson(l.description, true),
  }
}

export async function recordHistory({
  tx,
  organizationId,
  lines,
}: {
  tx: Tx
  organizationId: string
  lines: HistoryLine[]
}) {
  if (lines.length === 0) return
  await tx`insert into public.vendor_account_history ${tx(lines.map((l) => historyRow(organizationId, l)))}
    on conflict (organization_id, transaction_id) do update set account_id = excluded.account_id,
      account_name = excluded.account_name, account_number = excluded.account_number,
      account_name_embedding = excluded.account_name_embedding,
      account_name_embedding_lower = excluded.account_name_embedding_lower, updated_at = now()`
}

/** History rows written by the seed or an import without embeddings get them (a bounded batch per call). */
export async function fillEmbeddings({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  const rows = await tx`select id, account_name, vendor, description from public.vendor_account_history
    where organization_id = ${organizationId} and account_name_embedding_lower is null and account_name is not null
    limit 2000`
  if (rows.length === 0) return 0
  const values = rows.map((r) => ({
    id: r.id,
    a: embeddingJson(r.account_name, false),
    al: embeddingJson(r.account_name, true),
    v: embeddingJson(r.vendor, false),
    vl: embeddingJson(r.vendor, true),
    d: embeddingJson(r.description, false),
    dl: embeddingJson(r.description, true),
  }))
  await tx`update public.vendor_account_history h set account_name_embedding = v.a, account_name_embedding_lower = v.al,
      vendor_embedding = v.v, vendor_embedding_lower = v.vl, description_embedding = v.d, description_embedding_lower = v.dl
    from jsonb_to_recordset(${tx.json(values)}) as v(id uuid, a text, al text, v text, vl text, d text, dl text)
    where h.id = v.id`
  return rows.length
}
