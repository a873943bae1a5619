/**
 * The activity filters live in the page URL (?accountId=&q=&direction=&layer=&type=&from=&to=), so a filtered list
 * is a link to share. Pure helpers: URL → form, validation with the API's own schema, form → URL with only the
 * filters that are set. Paging is not in the URL: "Load more" follows the API's cursor.
 */
import { firstMessageByField } from '../../../../shared/rules/field-errors.ts'
import {
  type TListBankingEntriesRequest,
  ZListBankingEntriesRequestSchema,
} from '../../../../shared/schemas/banking.ts'

export const FILTER_FIELDS = ['q', 'accountId', 'direction', 'layer', 'type', 'from', 'to'] as const
export type FilterField = (typeof FILTER_FIELDS)[number]
export type FilterDraft = Record<FilterField, string>
export type Filters = Omit<TListBankingEntriesRequest, 'cursor' | 'limit'>

export function draftFromParams(params: URLSearchParams): FilterDraft {
  return Object.fromEntries(FILTER_FIELDS.map((k) => [k, params.get(k) ?? ''])) as FilterDraft
}

/** Validated filters, or the message for each field that is wrong (a shared link can carry a bad value too). */
export function parseFilters(
  params: URLSearchParams,
): { ok: true; filters: Filters } | { ok: false; errors: Record<string, string> } {
  const raw = Object.fromEntries(FILTER_FIELDS.flatMap((k) => (params.get(k) === null ? [] : [[k, params.get(k)!]])))
  const r = ZListBankingEntriesRequestSchema.safeParse(raw)
  if (!r.success) return { ok: false, errors: firstMessageByField(r.error.issues, '') }
  if (r.data.from && r.data.to && r.data.from > r.data.to)
    return { ok: false, errors: { to: 'The end date must be on or after the start date' } }
  const filters = Object.fromEntries(Object.entries(r.data).filter(([, v]) => v !== undefined)) as Filters
  return { ok: true, filters }
}

/** URL for the form's filters: blank fields dropped. */
export function paramsFromDraft(draft: FilterDraft): URLSearchParams {
  const next = new URLSearchParams()
  for (const k of FILTER_FIELDS) if (draft[k].trim() !== '') next.set(k, draft[k].trim())
  return next
}

/** A file name for the CSV of these filters: the organization's activity, with its date range when there is one. */
export function csvFileName(filters: Filters, today = new Date().toISOString().slice(0, 10)): string {
  const range = filters.from || filters.to ? `${filters.from ?? 'start'} to ${filters.to ?? today}` : `to ${today}`
  return `Banking activity ${range}.csv`
}
