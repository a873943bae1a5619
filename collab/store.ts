/**
 * Durable Yjs state: every update a document receives is appended to public.collab_document_updates (as the
 * database owner; users never touch that table). A document with more than COMPACT_AFTER rows is merged into one.
 */
import type postgres from 'postgres'
import * as Y from 'yjs'

/** The server's database pool: the database owner's role, which alone touches collab_document_updates. */
export type Sql = postgres.Sql
/** One log line: the service tag, what happened, and details to print as JSON. */
export type Log = (service: string, message: string, extra?: unknown) => void

export const COMPACT_AFTER = 100

export class UpdateStore {
  constructor(
    private sql: Sql,
    private log: Log,
  ) {}

  /** Stored updates in arrival order (Yjs updates commute, order only keeps loading deterministic). */
  async load(documentId: string): Promise<Uint8Array[]> {
    const rows = await this
      .sql`select update from public.collab_document_updates where document_id = ${documentId} order by id`
    return rows.map((r) => new Uint8Array(r.update as Buffer))
  }

  async append(documentId: string, update: Uint8Array): Promise<void> {
    await this
      .sql`insert into public.collab_document_updates (document_id, update) values (${documentId}, ${Buffer.from(update)})`
  }

  /**
   * Replaces a document's rows by one merged update. Rows appended concurrently keep their place: only the rows
   * read here are deleted, and the lock keeps a second compaction from merging the same rows twice.
   */
  async compact(documentId: string): Promise<void> {
    await this.sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(hashtext(${`collab:${documentId}`}))`
      const rows =
        await tx`select id, update from public.collab_document_updates where document_id = ${documentId} order by id`
      if (rows.length <= 1) return
      const merged = Y.mergeUpdates(rows.map((r) => new Uint8Array(r.update as Buffer)))
      await tx`delete from public.collab_document_updates where document_id = ${documentId} and id = any(${rows.map((r) => r.id as string)}::bigint[])`
      await tx`insert into public.collab_document_updates (document_id, update) values (${documentId}, ${Buffer.from(merged)})`
      this.log('collab', `compacted ${rows.length} updates of ${documentId} into ${merged.length} bytes`)
    })
  }
}
