/**
 * Teller (the second bank-connection provider) and Rippling (payroll) send webhooks too. A new enum value cannot be
 * used in the transaction that adds it, so this stands alone before the connection model that uses them.
 */
alter type public.event_source add value if not exists 'teller';
alter type public.event_source add value if not exists 'rippling';
