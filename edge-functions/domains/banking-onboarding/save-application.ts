/**
 * PUT /application: saves a draft as the organization admin (RLS and the column privileges of
 * 20261124002000_create_banking_onboarding.sql). Only the fields sent change; null or "" clears one; the first save
 * creates the draft. Accepting the terms accepts every current banking agreement in the caller's name. A submitted
 * application is not a draft any more: it is refused here with the reason, and by the database's guard as well.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { AGREEMENT_KEYS } from '../../../shared/rules/banking-onboarding.ts'
import type { TSaveApplicationRequest } from '../../../shared/schemas/banking-onboarding.ts'
import { setList } from '../../_shared/rows.ts'
import { assertBanking } from '../../_shared/access.ts'
import { MANAGE_ONBOARDING } from './access.ts'
import { ADDRESS_PART_COLUMNS, APPLICATION_FIELD_COLUMNS } from './columns.ts'
import { getApplication } from './get-application.ts'
import { recordAcceptances } from './legal.ts'

export const SUBMITTED_MESSAGE = 'This application was submitted and can no longer be changed'

/** The request's fields as columns: "" is null, the EIN keeps its nine digits. */
function columnsOf(input: TSaveApplicationRequest): Record<string, unknown> {
  const row: Record<string, unknown> = {}
  const value = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)
  for (const [field, column] of Object.entries(APPLICATION_FIELD_COLUMNS)) {
    const v = input[field as keyof TSaveApplicationRequest]
    if (v !== undefined) row[column] = value(v)
  }
  if (typeof row.ein === 'string') row.ein = row.ein.replace(/\D/g, '')
  if (input.address === null) for (const column of Object.values(ADDRESS_PART_COLUMNS)) row[column] = null
  else if (input.address)
    for (const [part, column] of Object.entries(ADDRESS_PART_COLUMNS)) {
      const v = input.address[part as keyof typeof ADDRESS_PART_COLUMNS]
      if (v !== undefined) row[column] = value(v)
    }
  if (input.termsAccepted !== undefined) row.terms_accepted_at = input.termsAccepted ? new Date().toISOString() : null
  return row
}

export async function saveApplication({
  tx,
  organizationId,
  input,
}: {
  tx: Tx
  organizationId: string
  input: TSaveApplicationRequest
}) {
  await assertBanking(tx, organizationId, 'manage', MANAGE_ONBOARDING)
  const row = columnsOf(input)
  const cols = Object.keys(row)
  await ensureDraft({ tx, organizationId })
  const [current] = await tx`select id, status from public.banking_applications
    where organization_id = ${organizationId} for update`
  if (current.status !== 'draft') throw new AppError('conflict', SUBMITTED_MESSAGE)
  if (cols.length)
    await tx.unsafe(
      `update public.banking_applications a set ${setList(cols)}
      from jsonb_populate_record(null::public.banking_applications, $1::text::jsonb) r where a.id = $2`,
      [JSON.stringify(row), current.id],
    )
  if (input.termsAccepted) await recordAcceptances({ tx, organizationId, keys: AGREEMENT_KEYS })
  return getApplication({ tx, organizationId })
}

/** The organization's application, created as an empty draft on first use (a save, or an owner added first). */
export async function ensureDraft({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  await tx`insert into public.banking_applications (organization_id) values (${organizationId})
    on conflict (organization_id) do nothing`
  const [app] = await tx`select id, status from public.banking_applications where organization_id = ${organizationId}`
  return app as { id: string; status: string }
}
