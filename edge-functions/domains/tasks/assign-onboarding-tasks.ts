/** Staff give an organization its onboarding checklist for its services (shared/rules/onboarding-tasks.ts). Idempotent. */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { onboardingTaskSlugs } from '../../../shared/rules/onboarding-tasks.ts'
import type { TAccountingService } from '../../../shared/schemas/organizations.ts'
import { listOrganizationTasks } from './list-organization-tasks.ts'

export async function assignOnboardingTasks({
  tx,
  organizationId,
  services,
}: {
  tx: Tx
  organizationId: string
  services?: TAccountingService[]
}) {
  const [org] =
    await tx`select accounting_services::text[] as services, private.is_org_staff(id) as staff from public.organizations where id = ${organizationId}`
  if (!org) throw new AppError('not_found', 'Organization not found')
  if (!org.staff) throw new AppError('forbidden', "Only the organization's bookkeepers and admins assign tasks")
  const slugs = onboardingTaskSlugs(services ?? org.services)
  if (slugs.length > 0) {
    await tx`insert into public.organization_tasks (organization_id, task_id)
      select ${organizationId}, d.id from public.task_definitions d where d.slug = any(${slugs}::text[])
      on conflict (organization_id, task_id) do nothing`
  }
  return await listOrganizationTasks({ tx, organizationId })
}
