/**
 * The entity-change webhook handler: for each organization connected to the realm, fetch the changed records
 * (one batch of `select … where Id = …` queries per 30) and update the stored copies; deletes remove them, a merge
 * removes the merged-away record. Records the latest `lastUpdated` seen as the realm's webhook cursor.
 */
import { asService } from '../../_shared/db.ts'
import type { TEntityChange } from '../../../shared/schemas/quickbooks.ts'
import { orgsForRealm } from '../quickbooks/connection-store.ts'
import { createClient } from '../quickbooks/create-client.ts'
import type { QuickbooksClient } from '../quickbooks/quickbooks-client.ts'
import { emitCopyEvents } from './emit-copy-events.ts'
import { STORED_ENTITIES, deleteCopy, setCursor, upsertCopy } from './store-ledger-copies.ts'

const stored = new Set<string>(STORED_ENTITIES)

export async function applyEntityChanges({
  realmId,
  entities,
  clientFor,
}: {
  realmId: string
  entities: TEntityChange[]
  clientFor?: (orgId: string) => Promise<QuickbooksClient>
}) {
  const orgIds = await asService((tx) => orgsForRealm(tx, realmId))
  const relevant = entities.filter((e) => stored.has(e.name))
  const results: { orgId: string; upserted: number; deleted: number }[] = []
  for (const orgId of orgIds) {
    const live = relevant.filter((e) => e.operation !== 'Delete')
    let fetched: { entity: string; body?: Record<string, unknown>; id: string }[] = []
    if (live.length) {
      const qb = clientFor ? await clientFor(orgId) : await createClient({ orgId })
      const res = await qb.batch(
        live.map((e, i) => ({
          bId: String(i),
          query: `select * from ${e.name} where Id = '${e.id.replace(/'/g, '')}'`,
        })),
      )
      fetched = res.map((r, i) => ({
        entity: live[i].name,
        id: live[i].id,
        body: (r.queryResponse?.[live[i].name] as Record<string, unknown>[] | undefined)?.[0],
      }))
    }
    results.push(
      await asService(async (tx) => {
        // what was stored and removed, by entity: each entity's batch is one event (emit-copy-events.ts)
        const changed = new Map<string, { upserted: Record<string, unknown>[]; deletedIds: string[] }>()
        const of = (entity: string) =>
          changed.get(entity) ?? changed.set(entity, { upserted: [], deletedIds: [] }).get(entity)!
        for (const e of relevant) {
          if (e.operation === 'Delete') {
            if (await deleteCopy(tx, orgId, e.name, e.id)) of(e.name).deletedIds.push(e.id)
            continue
          }
          if (e.operation === 'Merge' && e.deletedId && (await deleteCopy(tx, orgId, e.name, e.deletedId)))
            of(e.name).deletedIds.push(e.deletedId)
        }
        for (const f of fetched) {
          // Gone by the time we asked (deleted right after the change): drop our copy too.
          if (!f.body) {
            if (await deleteCopy(tx, orgId, f.entity, f.id)) of(f.entity).deletedIds.push(f.id)
            continue
          }
          if (await upsertCopy(tx, orgId, f.entity, f.body)) of(f.entity).upserted.push(f.body)
        }
        let upserted = 0,
          deleted = 0
        for (const [entity, c] of changed) {
          await emitCopyEvents(tx, { orgId, entity, upserted: c.upserted as never, deletedIds: c.deletedIds })
          upserted += c.upserted.length
          deleted += c.deletedIds.length
        }
        const latest = entities
          .map((e) => e.lastUpdated)
          .sort()
          .at(-1)
        if (latest) await setCursor(tx, { orgId, realmId, method: 'webhook', name: 'lastUpdated', value: latest })
        return { orgId, upserted, deleted }
      }),
    )
  }
  return { realmId, organizations: orgIds.length, results }
}
