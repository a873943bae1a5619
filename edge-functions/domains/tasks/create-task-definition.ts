/** Admins add a task definition from the new-task form (checkbox values "on" become config booleans). */
import type { Tx } from '../../_shared/db.ts'
import { taskConfigFromForm } from '../../../shared/schemas/tasks.ts'
import { plain } from '../../_shared/rows.ts'

const slugify = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'task'

export async function createTaskDefinition({
  tx,
  input,
}: {
  tx: Tx
  input: { title: string; description: string; slug?: string; fileRequired?: 'on'; notApplicable?: 'on' }
}) {
  const [row] = await tx`insert into public.task_definitions (title, description, slug, config)
    values (${input.title}, ${input.description}, ${input.slug ?? slugify(input.title)}, ${tx.json(taskConfigFromForm(input))})
    returning id, created_at as "createdAt", title, description, slug, config`
  return plain<{
    id: string
    slug: string
    title: string
    description: string
    config: { fileRequired: boolean; notApplicable: boolean }
    createdAt: string
  }>(row)
}
