/**
 * The search lives in the URL (?q=&minAmount=…), so a search is a link to share. These pure helpers read the URL
 * into the form, validate with the API's own schema and write back only the filters that are set.
 */
import {
  ZSearchTransactionsRequestSchema,
  type TSearchTransactionsRequest,
} from '../../../../shared/schemas/transaction-search.ts'
import { firstMessageByField } from '@app/shared/rules/field-errors.ts'

/** The form's text fields, in display order; paging and sort travel in the URL but not in the form. */
const FILTER_FIELDS = ['q', 'account', 'organizationId', 'source', 'minAmount', 'maxAmount', 'from', 'to'] as const
export type FilterField = (typeof FILTER_FIELDS)[number]
export type FilterDraft = Record<FilterField, string>
const URL_KEYS = [...FILTER_FIELDS, 'sort', 'limit', 'offset'] as const

export function draftFromParams(params: URLSearchParams): FilterDraft {
  return Object.fromEntries(FILTER_FIELDS.map((k) => [k, params.get(k) ?? ''])) as FilterDraft
}

/** Validated filters, or the message for each field that is wrong (a shared link can carry a bad value too). */
export function parseSearch(
  params: URLSearchParams,
): { ok: true; filters: TSearchTransactionsRequest } | { ok: false; errors: Partial<Record<string, string>> } {
  const raw = Object.fromEntries(URL_KEYS.flatMap((k) => (params.get(k) === null ? [] : [[k, params.get(k)!]])))
  const r = ZSearchTransactionsRequestSchema.safeParse(raw)
  if (r.success) return { ok: true, filters: r.data }
  return { ok: false, errors: firstMessageByField(r.error.issues, '') }
}

/** URL for a new search from the form: blank fields dropped, back to the first page, sort kept. */
export function paramsFromDraft(draft: FilterDraft, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams()
  for (const k of FILTER_FIELDS) if (draft[k].trim() !== '') next.set(k, draft[k].trim())
  for (const k of ['sort', 'limit'] as const) {
    const v = current.get(k)
    if (v) next.set(k, v)
  }
  return next
}

/** The API query string for validated filters (the same names as the page URL). */
export function apiQuery(filters: TSearchTransactionsRequest): string {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== '') q.set(k, String(v))
  return q.toString()
}
