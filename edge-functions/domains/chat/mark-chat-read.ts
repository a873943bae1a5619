/** The caller has read the organization's channel up to now (the list's unread count starts again from here). */
import type { Tx } from '../../_shared/db.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'

export async function markChatRead({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  await assertOrganizationVisible({ tx, organizationId })
  await tx`insert into public.chat_reads (organization_id, read_at) values (${organizationId}, now())
    on conflict (user_id, organization_id) do update set read_at = excluded.read_at`
}
