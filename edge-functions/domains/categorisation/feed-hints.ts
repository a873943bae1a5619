/**
 * Reading feed category hints (shared/rules/categorisation-hints.ts) where the product keeps them: the raw payload of
 * each feed line (provider_transactions.raw). Only the parts a hint is made of are selected, so training over 200,000
 * lines does not carry whole payloads.
 */
import { type FeedHint, feedHint } from '../../../shared/rules/categorisation-hints.ts'

/** The hint-bearing parts of a feed line's payload, for a provider_transactions row aliased `alias`. */
export const hintPayloadSql = (alias: string) =>
  `jsonb_build_object('personal_finance_category', ${alias}.raw->'personal_finance_category',
    'sk_category_name', ${alias}.raw->'sk_category_name', 'merchant_category_code', ${alias}.raw->'merchant_category_code',
    'details', ${alias}.raw->'details')`

/** The hint of a row carrying `hint_provider` and `hint_payload` (hintPayloadSql), or null. */
export const rowHint = (r: { hint_provider?: string | null; hint_payload?: unknown }): FeedHint | null =>
  r.hint_provider ? feedHint(r.hint_provider, r.hint_payload) : null
