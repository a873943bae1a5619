/** The task catalogue. */
import type { Tx } from '../../_shared/db.ts'
import { plain } from '../../_shared/rows.ts'

export async function listTaskDefinitions({ tx }: { tx: Tx }) {
  return plain<
    {
      id: string
      slug: string
      title: string
      description: string
      config: { fileRequired: boolean; notApplicable: boolean }
      createdAt: string
    }[]
  >(
    await tx`select id, created_at as "createdAt", title, description, slug, config from public.task_definitions order by created_at, slug`,
  )
}
