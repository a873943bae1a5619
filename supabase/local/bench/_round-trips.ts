/**
 * Statements the database ran between mark() and count(), from pg_stat_statements (loaded by the local cluster as
 * on Supabase): each top-level statement is one round trip from a client, BEGIN and COMMIT included. Statements whose
 * text matches `exclude` (the benchmark's own checks) are left out.
 */
import type { Sql } from 'postgres'

export async function roundTrips(sql: Sql) {
  await sql`create extension if not exists pg_stat_statements`
  await sql`select pg_stat_statements_reset()`
  return {
    async count(exclude: string[] = []): Promise<number> {
      const [r] = await sql`select coalesce(sum(calls), 0)::bigint as n from pg_stat_statements
        where toplevel and query not like all (${exclude.map((e) => `%${e}%`)}::text[])
          and query not like '%pg_stat_statements%'`
      return Number(r.n)
    },
  }
}
