/** Rows from postgres.js carry Date objects; the API speaks ISO strings. Dates-only columns are cast to text in SQL. */
export function plain<T>(value: unknown): T {
  return JSON.parse(JSON.stringify(value)) as T
}

/**
 * Columns a PATCH may set, camelCase -> snake_case. Writes go through jsonb_populate_record so Postgres converts
 * JSON values (enum arrays, dates, jsonb) with the column types; identifiers only ever come from this map.
 */
export function toColumns(patch: Record<string, unknown>, allowed: Record<string, string>) {
  const row: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(patch)) if (k in allowed && v !== undefined) row[allowed[k]] = v
  return row
}

export function setList(columns: string[]) {
  return columns.map((c) => `${c} = r.${c}`).join(', ')
}

/**
 * A timestamp inside JSON built in SQL (json_build_object), as the ISO text `plain` gives top-level timestamps
 * ("2026-01-02T03:04:05.678Z"), not Postgres' own JSON form ("…05.6789+00:00").
 */
export const isoSql = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
