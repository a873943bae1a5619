/**
 * The transaction filters live in the page URL (?q=&accountId=…), so a filtered list is a link to share. Pure
 * helpers: URL → form, validation with the API's own schema, form → URL with only the filters that are set.
 */
import { firstMessageByField } from '../../../../shared/rules/field-errors.ts'
import {
  type TListBankTransactionsRequest,
  ZListBankTransactionsRequestSchema,
} from '../../../../shared/schemas/bank-feeds.ts'

export const FILTER_FIELDS = ['q', 'accountId', 'provider', 'pending', 'from', 'to', 'minAmount', 'maxAmount'] as const
export type FilterField = (typeof FILTER_FIELDS)[number]
export type FilterDraft = Record<FilterField, string>
const URL_KEYS = [...FILTER_FIELDS, 'limit', 'offset'] as const

export function draftFromParams(params: URLSearchParams): FilterDraft {
  return Object.fromEntries(FILTER_FIELDS.map((k) => [k, params.get(k) ?? ''])) as FilterDraft
}

/** Validated filters, or the message for each field that is wrong (a shared link can carry a bad value too). */
export function parseFilters(
  params: URLSearchParams,
): { ok: true; filters: TListBankTransactionsRequest } | { ok: false; errors: Record<string, string> } {
  const raw = Object.fromEntries(URL_KEYS.flatMap((k) => (params.get(k) === null ? [] : [[k, params.get(k)!]])))
  const r = ZListBankTransactionsRequestSchema.safeParse(raw)
  if (r.success) return { ok: true, filters: r.data }
  return { ok: false, errors: firstMessageByField(r.error.issues, '') }
}

/** URL for the form's filters: blank fields dropped, back to the first page, the page size kept. */
export function paramsFromDraft(draft: FilterDraft, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams()
  for (const k of FILTER_FIELDS) if (draft[k].trim() !== '') next.set(k, draft[k].trim())
  const limit = current.get('limit')
  if (limit) next.set('limit', limit)
  return next
}

/** The API query string for validated filters (the same names as the page URL). */
export function apiQuery(filters: TListBankTransactionsRequest): string {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== '') q.set(k, String(v))
  return q.toString()
}
