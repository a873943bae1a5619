/** Organizations the caller may list (RLS: own, assigned, reviewed, or all with view_organization_list / admin). */
import type { Tx } from '../../_shared/db.ts'
import type { z } from 'zod'
import type { ZOrganizationListItemSchema } from '../../../shared/schemas/organizations.ts'
import { plain } from './plain.ts'

export type TOrganizationListItem = z.infer<typeof ZOrganizationListItemSchema>

export async function listOrganizations({ tx, search }: { tx: Tx; search?: string }): Promise<TOrganizationListItem[]> {
  const pattern = search ? `%${search.replace(/[%_\\]/g, '\\$&')}%` : null
  const rows = await tx`
    select o.id, o.legal_name as "legalName", o.accounting_services::text[] as "accountingServices", o.books_due_date::text as "booksDueDate",
           o.books_priority as "booksPriority", o.organization_group_id as "organizationGroupId", o.slack_channel_name as "slackChannelName",
           o.quickbooks_realm_id is not null as "qboConnected", o.stripe_account_id is not null as "stripeConnected", o.created_at as "createdAt",
           (select json_build_object('id', u.id, 'name', btrim(u.first_name || ' ' || u.last_name))
              from public.bookkeeper_assignments b join public.users u on u.id = b.user_id
              where b.organization_id = o.id and b.is_primary) as "primaryBookkeeper"
    from public.organizations o
    where o.deleted_at is null and (${pattern}::text is null or o.legal_name ilike ${pattern})
    order by o.legal_name`
  return plain(rows)
}
