/**
 * The banking core sends webhooks too (docs/banking.md). A new enum value cannot be used in the transaction that adds
 * it, so this stands alone before the banking tables and the intake that record its deliveries.
 */
alter type public.event_source add value if not exists 'banking';
