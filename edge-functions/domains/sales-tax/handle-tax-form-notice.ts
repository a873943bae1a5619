/**
 * The two ways the tax-form service tells the product something changed (docs/tax-forms.md): its signed status
 * webhook (one payee) and the service's mail to the organization's tax address, tax+<organization id>@…, which the
 * mail bridge publishes to /api/tax-email (the bridged mail names no payee, so every W-9 of that organization still
 * moving is asked about). Either way the status is read from the service (w9-status.ts). Runs in the job's
 * transaction; repeated notifications apply nothing twice.
 */
import type { Tx } from '../../_shared/db.ts'
import { ZBridgedMail } from '../../../shared/schemas/mail-bridge.ts'
import { ZTbW9Webhook } from '../../../shared/schemas/taxbandits.ts'
import { refreshW9FromService } from './w9-status.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function handleW9Webhook({
  tx,
  organizationId,
  body,
}: {
  tx: Tx
  organizationId: string | null
  body: unknown
}) {
  const hook = ZTbW9Webhook.parse(body)
  if (!organizationId) return { skipped: 'no organization' }
  // PayeeRef is the request's id (request-w9.ts); anything else was not sent by the product
  if (!UUID.test(hook.PayeeRef)) return { skipped: `payee ${hook.PayeeRef} is not a W-9 request of the product` }
  return await refreshW9FromService(tx, organizationId, hook.PayeeRef)
}

/** The tax address's organization: the attribute, or the address tax+<id>@…. */
export function taxMailOrganization(mail: { to?: string }, attributes: Record<string, string> = {}) {
  if (attributes.organizationId && UUID.test(attributes.organizationId)) return attributes.organizationId
  return /tax\+([0-9a-f-]{36})@/i.exec(mail.to ?? '')?.[1] ?? null
}

export async function handleTaxEmail({ tx, body }: { tx: Tx; body: unknown }) {
  const { data, attributes } = (body ?? {}) as { data?: unknown; attributes?: Record<string, string> }
  const mail = ZBridgedMail.parse(data)
  const organizationId = taxMailOrganization(mail, attributes ?? {})
  if (!organizationId) return { skipped: 'the mail names no organization' }
  const open = await tx`
    select o.request_id from public.w9_service_orders o
     where o.organization_id = ${organizationId}
       and o.status <> 'ORDER_NOT_CREATED' and (o.status not in ('COMPLETED', 'INVALID') or o.form_read_at is null)
     order by o.updated_at limit 200`
  const results = []
  for (const o of open) results.push(await refreshW9FromService(tx, organizationId, o.request_id))
  return { organizationId, asked: open.length, applied: results.filter((r) => 'applied' in r && r.applied).length }
}
