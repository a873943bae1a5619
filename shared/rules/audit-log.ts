/** One-line summaries of audit-log values ({old, new} row images written by the audit trigger) for the viewer. */

type Row = Record<string, unknown>
const HIDDEN = new Set(['id', 'created_at', 'updated_at'])
const MAX = 240

function show(v: unknown): string {
  if (v === null || v === undefined) return 'empty'
  const s = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v))
  return s.length > 60 ? `${s.slice(0, 57)}…` : s
}

const clip = (s: string) => (s.length > MAX ? `${s.slice(0, MAX - 1)}…` : s)
const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Update: the changed columns, `col: old → new` (updated_at left out). Insert: `added` with the row's columns.
 * Delete: `removed` with the row's columns. Anything else: the values' JSON, clipped.
 */
export function summarizeAuditValues(values: Record<string, unknown> | null | undefined): string {
  if (!values) return ''
  const before = isRow(values.old) ? values.old : undefined
  const after = isRow(values.new) ? values.new : undefined
  if (before && after) {
    const changed = Object.keys({ ...before, ...after })
      .filter((k) => k !== 'updated_at' && JSON.stringify(before[k]) !== JSON.stringify(after[k]))
      .map((k) => `${k}: ${show(before[k])} → ${show(after[k])}`)
    return clip(changed.length ? changed.join('; ') : 'no visible change')
  }
  const row = after ?? before
  if (row) {
    const cols = Object.entries(row)
      .filter(([k]) => !HIDDEN.has(k))
      .map(([k, v]) => `${k}=${show(v)}`)
    return clip(`${after ? 'added' : 'removed'}: ${cols.join(', ')}`)
  }
  return clip(JSON.stringify(values))
}
