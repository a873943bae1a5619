/**
 * The banking agreements (shared/rules/banking-onboarding.ts BANKING_AGREEMENTS) with their acceptances: which
 * version, by whom, when. Accepting runs as the organization admin (RLS: in their own name only); the record is
 * immutable, so a new version is a new row and the history stays.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { BANKING_AGREEMENTS, type TAgreementKey } from '../../../shared/rules/banking-onboarding.ts'
import type { TAgreement } from '../../../shared/schemas/banking-onboarding.ts'
import { plain } from '../../_shared/rows.ts'
import { assertBanking } from '../../_shared/access.ts'
import { MANAGE_ONBOARDING } from './access.ts'

type Acceptance = { key: string; version: string; acceptedAt: string; acceptedByName: string; acceptedByEmail: string }

async function acceptances(tx: Tx, organizationId: string): Promise<Acceptance[]> {
  return plain(
    await tx`select agreement_key as key, version, accepted_at as "acceptedAt", accepted_by_name as "acceptedByName",
      accepted_by_email as "acceptedByEmail"
    from public.banking_agreement_acceptances where organization_id = ${organizationId} order by accepted_at desc`,
  )
}

/** Every current agreement with the acceptance of its current version (or null) and the earlier ones. */
export async function listAgreements({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  const access = await assertBanking(tx, organizationId, 'read')
  const rows = await acceptances(tx, organizationId)
  const agreements: TAgreement[] = BANKING_AGREEMENTS.map((a) => {
    const current = rows.find((r) => r.key === a.key && r.version === a.version)
    return {
      key: a.key,
      title: a.title,
      version: a.version,
      summary: a.summary,
      accepted: current
        ? {
            acceptedAt: current.acceptedAt,
            acceptedByName: current.acceptedByName,
            acceptedByEmail: current.acceptedByEmail,
          }
        : null,
      history: rows
        .filter((r) => r.key === a.key && r.version !== a.version)
        .map((r) => ({ version: r.version, acceptedAt: r.acceptedAt, acceptedByName: r.acceptedByName })),
    }
  })
  return { agreements, canManage: access.canManage }
}

/**
 * Records the caller's acceptance of agreements at their current versions (accepting again changes nothing). Called
 * by the legal settings for one agreement and by the application's terms for all of them.
 */
export async function recordAcceptances({
  tx,
  organizationId,
  keys,
}: {
  tx: Tx
  organizationId: string
  keys: readonly TAgreementKey[]
}) {
  const versions = BANKING_AGREEMENTS.filter((a) => keys.includes(a.key)).map((a) => ({
    key: a.key,
    version: a.version,
  }))
  await tx`insert into public.banking_agreement_acceptances (organization_id, agreement_key, version, accepted_by_name, accepted_by_email)
    select ${organizationId}, v.key, v.version,
      coalesce(nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.email), u.email
    from json_to_recordset(${JSON.stringify(versions)}::text::json) v(key text, version text)
    join public.users u on u.id = auth.uid()
    on conflict (organization_id, agreement_key, version) do nothing`
}

/** POST /settings/legal/accept: the caller accepts one agreement; only its current version can be accepted. */
export async function acceptAgreement({
  tx,
  organizationId,
  key,
  version,
}: {
  tx: Tx
  organizationId: string
  key: TAgreementKey
  version: string
}) {
  await assertBanking(tx, organizationId, 'manage', MANAGE_ONBOARDING)
  const agreement = BANKING_AGREEMENTS.find((a) => a.key === key)!
  if (agreement.version !== version)
    throw new AppError(
      'conflict',
      `Version ${version} of the ${agreement.title} is not the current one; accept version ${agreement.version}`,
    )
  await recordAcceptances({ tx, organizationId, keys: [key] })
  return listAgreements({ tx, organizationId })
}
