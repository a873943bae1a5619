/** Categorisation settings of an organization: mode and threshold, and ingestion per provider (spec §3.5, §4). */
import type { Tx } from '../../_shared/db.ts'
import { assertOrganizationVisible, assertStaffOf } from '../../_shared/access.ts'
import { loadSettings } from './load-categoriser.ts'

export async function getSettings({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  await assertOrganizationVisible({ tx, organizationId })
  const s = await loadSettings({ tx, organizationId })
  const configs = await tx`select provider_id, ingest_starting_from::text, ingest_all
    from public.expense_categorization_configs where organization_id = ${organizationId} order by provider_id`
  const [gate] = await tx`select coalesce((o.config ->> 'aiAutocatEnabled')::boolean, true) as config_on,
      private.flag_enabled(o.id, 'autocat') as flag_on
    from public.organizations o where o.id = ${organizationId}`
  return {
    ...s,
    aiAutocatEnabled: gate.config_on === true,
    autocatFlag: gate.flag_on === true,
    autocatEnabled: gate.config_on === true && gate.flag_on === true,
    configs: configs.map((c) => ({
      providerId: c.provider_id,
      ingestStartingFrom: c.ingest_starting_from,
      ingestAll: c.ingest_all,
    })),
  }
}

export async function updateSettings({
  tx,
  organizationId,
  input,
}: {
  tx: Tx
  organizationId: string
  input: {
    mode?: 'auto' | 'manual'
    threshold?: number
    aiAutocatEnabled?: boolean
    configs?: { providerId: string; ingestStartingFrom: string | null; ingestAll: boolean }[]
  }
}) {
  await assertStaffOf({ tx, organizationId, action: 'categorise its transactions' })
  if (input.mode !== undefined || input.threshold !== undefined)
    await tx`insert into public.expense_categorization_settings (organization_id, mode, threshold, updated_by)
      values (${organizationId}, ${input.mode ?? 'manual'}, ${input.threshold ?? 0.8}, auth.uid())
      on conflict (organization_id) do update set
        mode = coalesce(${input.mode ?? null}::text, expense_categorization_settings.mode),
        threshold = coalesce(${input.threshold ?? null}::numeric, expense_categorization_settings.threshold),
        updated_by = auth.uid(), updated_at = now()`
  if (input.aiAutocatEnabled !== undefined)
    await tx`update public.organizations
      set config = config || jsonb_build_object('aiAutocatEnabled', ${input.aiAutocatEnabled}::boolean)
      where id = ${organizationId}`
  for (const c of input.configs ?? [])
    await tx`insert into public.expense_categorization_configs (organization_id, provider_id, ingest_starting_from, ingest_all)
      values (${organizationId}, ${c.providerId}, ${c.ingestStartingFrom}, ${c.ingestAll})
      on conflict (organization_id, provider_id) do update set ingest_starting_from = excluded.ingest_starting_from,
        ingest_all = excluded.ingest_all, updated_at = now()`
  return await getSettings({ tx, organizationId })
}
